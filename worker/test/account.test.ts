/**
 * Account flows: forgot/reset password, one-time login links, unsubscribe and RFC 8058
 * one-click (docs/product.md; docs/decisions/0011-readings-of-the-spec.md#forgot-password).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import {
  EMAIL_NOT_FOUND_MESSAGE,
  INVALID_RESET_LINK_MESSAGE,
  INVALID_UNSUBSCRIBE_LINK_MESSAGE,
  LOGIN_LINK_EMAIL_LIMIT_MESSAGE,
  LOGIN_LINK_MESSAGES,
  LOGIN_LINK_SENT_MESSAGE,
  PASSWORD_UPDATED_MESSAGE,
  RESET_EMAIL_SENT_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from "../contract/account";
import { COMMON_PASSWORD_MESSAGE, PASSWORD_ALREADY_SET_MESSAGE, PASSWORD_CHOSEN_MESSAGE } from "../contract/auth";
import { NOT_SENT_MESSAGES } from "../email/consumer";
import { RATE_LIMIT_MESSAGE } from "../middleware/rate-limit";
import { LOGIN_LINK_EMAIL_LIMIT, LOGIN_LINK_TTL_MS } from "../services/login-links";
import {
  PASSWORD_RESET_EMAIL_LIMIT,
  PASSWORD_RESET_EMAIL_WINDOW_MS,
  PASSWORD_RESET_TTL_MS,
  RESET_EMAIL_LIMIT_MESSAGE,
} from "../services/password-reset";
import { signUnsubscribeToken } from "../services/unsubscribe";
import { recordingQueue } from "./admin-helpers";
import {
  TEST_PASSWORD,
  answer,
  api,
  callJson,
  expectJson,
  freshIp,
  loginLinkToken,
  registerDelegate,
  registration,
  resetLinkToken,
  signedIn,
  withinOneRateLimitWindow,
  withSession,
} from "./helpers";
import { emailLogs, linkToken, outboxEmails, runEmailQueue, waitForOutboxEmail } from "./email-helpers";
import { settleQueues } from "./queues";

const login = (email: string, password: string) => api().auth.login.$post({ json: { email, password } });

const currentUser = (token: string) => api(token).user.$get();

/** POST /api/auth/forgot-password for `email` with some bindings replaced (e.g. a recording queue). */
const forgotWith = (bindings: Partial<Env>, email: string) =>
  api(undefined, { bindings }).auth["forgot-password"].$post({ json: { email } });

describe("POST /api/auth/forgot-password", () => {
  it("queues a reset email for a known address (any case) and answers the documented message", async () => {
    const user = await registerDelegate();
    const { status, body } = await answer(
      api().auth["forgot-password"].$post({ json: { email: ` ${user.email.toUpperCase()} ` } }),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ message: RESET_EMAIL_SENT_MESSAGE });
    const email = await waitForOutboxEmail(user.email, "password_reset");
    expect(linkToken(email, "/reset-password")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  }, 20_000);

  it("keeps the documented 404 for an unknown address and 400 for a malformed one", async () => {
    const unknown = await answer(api().auth["forgot-password"].$post({ json: { email: "nobody-here@example.com" } }));
    expect(unknown).toMatchObject({ status: 404, body: { message: EMAIL_NOT_FOUND_MESSAGE } });
    const malformed = await answer(api().auth["forgot-password"].$post({ json: { email: "not-an-email" } }));
    expect(malformed).toMatchObject({ status: 400, body: { message: "Please enter a valid email address" } });
    // An empty or missing address gets the same text (docs/messages.md#password-reset).
    for (const body of [{ email: "" }, { email: "   " }, {}]) {
      expect(await callJson("/api/auth/forgot-password", { body })).toMatchObject({
        status: 400,
        body: { message: "Please enter a valid email address" },
      });
    }
  });

  it("is rate-limited per address (from many clients) and per client (for many addresses)", {
    timeout: 30_000,
  }, async () => {
    await withinOneRateLimitWindow();
    // A recording queue: nothing is rendered, so no reset token counts against the hourly limit
    // and the per-key rate limiter (10 per 60 s) is what answers the 11th request.
    const user = await registerDelegate();
    const { queue, sent } = recordingQueue();
    const perAddress = [];
    for (let i = 0; i < 11; i++) perAddress.push((await forgotWith({ EMAIL_QUEUE: queue }, user.email)).status);
    expect(perAddress.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(perAddress[10]).toBe(429);
    expect(sent).toHaveLength(10);

    const ip = freshIp();
    const perClient = [];
    for (let i = 0; i < 11; i++) {
      perClient.push(
        (await api(undefined, { ip }).auth["forgot-password"].$post({ json: { email: `nobody${i}@example.com` } }))
          .status,
      );
    }
    expect(perClient.slice(0, 10).every((s) => s === 404)).toBe(true);
    const limited = await answer(
      api(undefined, { ip }).auth["forgot-password"].$post({ json: { email: "nobody-else@example.com" } }),
    );
    expect(limited).toMatchObject({ status: 429, body: { message: RATE_LIMIT_MESSAGE } });
  });

  it(`sends at most ${PASSWORD_RESET_EMAIL_LIMIT} reset emails per address per hour, durably, and queues nothing beyond`, async () => {
    const user = await registerDelegate();
    const reset = {
      type: "password_reset",
      to: user.email,
      locale: "en",
      userId: user.id,
      data: { firstName: user.firstName },
    } as const;
    // Three reset emails rendered (each mints a token): the hour's allowance is used up.
    const sends = await runEmailQueue([reset, reset, reset]);
    expect(sends.result.explicitAcks).toEqual(sends.ids);
    expect(await outboxEmails(user.email, "password_reset")).toHaveLength(PASSWORD_RESET_EMAIL_LIMIT);

    const { queue, sent } = recordingQueue();
    const refused = await forgotWith({ EMAIL_QUEUE: queue }, user.email);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: RESET_EMAIL_LIMIT_MESSAGE });
    expect(sent).toEqual([]);
    // "Email Not Found" is unchanged for unknown addresses.
    expect(
      await answer(api().auth["forgot-password"].$post({ json: { email: `unknown-${user.email}` } })),
    ).toMatchObject({
      status: 404,
      body: { message: EMAIL_NOT_FOUND_MESSAGE },
    });

    // The count lives in D1 (tokens minted in the last hour), not in the rate limiter: moving the
    // tokens back just over an hour frees the address again.
    await env.DB.prepare("UPDATE password_reset_tokens SET created_at = ? WHERE user_id = ?")
      .bind(Date.now() - PASSWORD_RESET_EMAIL_WINDOW_MS - 1_000, user.id)
      .run();
    expect((await forgotWith({ EMAIL_QUEUE: queue }, user.email)).status).toBe(200);
    expect(sent).toEqual([reset]);
  }, 20_000);

  it("caps a burst queued before the first email is rendered: the consumer checks the same count", async () => {
    const user = await registerDelegate();
    const { queue, sent } = recordingQueue();
    for (let i = 0; i < 5; i++) expect((await forgotWith({ EMAIL_QUEUE: queue }, user.email)).status).toBe(200);
    const { result, ids } = await runEmailQueue(sent);
    expect(result.explicitAcks).toEqual(ids);
    expect(await outboxEmails(user.email, "password_reset")).toHaveLength(PASSWORD_RESET_EMAIL_LIMIT);
    const logs = (await emailLogs(user.email)).filter((row) => row.email_type === "password_reset");
    expect(logs.map((row) => row.error_message)).toEqual([
      null,
      null,
      null,
      NOT_SENT_MESSAGES["reset-limit"],
      NOT_SENT_MESSAGES["reset-limit"],
    ]);
    const minted = await env.DB.prepare("SELECT count(*) AS n FROM password_reset_tokens WHERE user_id = ?")
      .bind(user.id)
      .first();
    expect(minted).toEqual({ n: PASSWORD_RESET_EMAIL_LIMIT });
  });

  it("gives the allowance back once a reset link was used", async () => {
    const user = await registerDelegate();
    const tokens = [];
    for (let i = 0; i < PASSWORD_RESET_EMAIL_LIMIT; i++) tokens.push(await resetLinkToken(user.id));
    const { queue, sent } = recordingQueue();
    expect((await forgotWith({ EMAIL_QUEUE: queue }, user.email)).status).toBe(429);
    const used = await api().auth["reset-password"].$post({
      json: { token: tokens[0]!, password: "new-secret-1", confirmPassword: "new-secret-1" },
    });
    expect(used.status).toBe(200);
    expect((await forgotWith({ EMAIL_QUEUE: queue }, user.email)).status).toBe(200);
    expect(sent).toHaveLength(1);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password from the emailed link, verifies the address and revokes every session", async () => {
    const user = await registerDelegate();
    const second = withSession(await expectJson(login(user.email, TEST_PASSWORD), 200));
    await api().auth["forgot-password"].$post({ json: { email: user.email } });
    const token = linkToken(await waitForOutboxEmail(user.email, "password_reset"), "/reset-password");

    const { status, body } = await answer(
      api().auth["reset-password"].$post({
        json: { token, password: "new-secret-1", confirmPassword: "new-secret-1" },
      }),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ message: PASSWORD_UPDATED_MESSAGE });

    expect((await currentUser(user.authToken)).status).toBe(401);
    expect((await currentUser(second.authToken)).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    const fresh = withSession(await expectJson(login(user.email, "new-secret-1"), 200));
    expect(fresh.emailVerified).toBe(true);

    const reuse = await answer(
      api().auth["reset-password"].$post({ json: { token, password: "other-pass", confirmPassword: "other-pass" } }),
    );
    expect(reuse).toMatchObject({ status: 400, body: { message: INVALID_RESET_LINK_MESSAGE } });
    expect((await login(user.email, "other-pass")).status).toBe(401);
  }, 20_000);

  it("refuses an expired token and leaves the password alone", async () => {
    const user = await registerDelegate();
    const token = await resetLinkToken(user.id, Date.now() - PASSWORD_RESET_TTL_MS - 1_000);
    const { status, body } = await answer(
      api().auth["reset-password"].$post({
        json: { token, password: "new-secret-1", confirmPassword: "new-secret-1" },
      }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ message: INVALID_RESET_LINK_MESSAGE });
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    expect((await currentUser(user.authToken)).status).toBe(200);
  });

  it("looks the token up before hashing: an unknown or expired token costs no PBKDF2 and writes nothing", async () => {
    const user = await registerDelegate();
    const expired = await resetLinkToken(user.id, Date.now() - PASSWORD_RESET_TTL_MS - 1_000);
    const before = await env.DB.prepare("SELECT password, updated_at, sessions_revoked_at FROM users WHERE id = ?")
      .bind(user.id)
      .first();
    const pbkdf2Runs = () =>
      deriveBits.mock.calls.filter(([algorithm]) => (algorithm as { name: string }).name === "PBKDF2").length;
    const deriveBits = vi.spyOn(crypto.subtle, "deriveBits");
    try {
      for (const token of ["A".repeat(43), expired]) {
        const refused = await answer(
          api().auth["reset-password"].$post({
            json: { token, password: "new-secret-1", confirmPassword: "new-secret-1" },
          }),
        );
        expect(refused).toMatchObject({ status: 400, body: { message: INVALID_RESET_LINK_MESSAGE } });
      }
      expect(pbkdf2Runs()).toBe(0);
      const after = await env.DB.prepare("SELECT password, updated_at, sessions_revoked_at FROM users WHERE id = ?")
        .bind(user.id)
        .first();
      expect(after).toEqual(before);

      // A valid token is hashed exactly once.
      const valid = await resetLinkToken(user.id);
      const ok = await api().auth["reset-password"].$post({
        json: { token: valid, password: "new-secret-1", confirmPassword: "new-secret-1" },
      });
      expect(ok.status).toBe(200);
      expect(pbkdf2Runs()).toBe(1);
    } finally {
      deriveBits.mockRestore();
    }
  });

  it("lets only one of two concurrent requests with the same token set the password", async () => {
    const user = await registerDelegate();
    const token = await resetLinkToken(user.id);
    // Both requests find the token before either writes: each waits in PBKDF2 until both got there.
    const deriveBits = crypto.subtle.deriveBits.bind(crypto.subtle);
    let release!: () => void;
    const bothHashing = new Promise<void>((resolve) => (release = resolve));
    let hashing = 0;
    const spy = vi.spyOn(crypto.subtle, "deriveBits").mockImplementation(async (...args) => {
      if (++hashing === 2) release();
      await bothHashing;
      return deriveBits(...args);
    });
    const attempt = (password: string) =>
      api().auth["reset-password"].$post({ json: { token, password, confirmPassword: password } });
    const responses = await Promise.all([attempt("racer-one-1"), attempt("racer-two-2")]).finally(() =>
      spy.mockRestore(),
    );
    expect(hashing).toBe(2);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 400]);
    const logins = await Promise.all(
      ["racer-one-1", "racer-two-2"].map(async (p) => (await login(user.email, p)).status),
    );
    expect(logins.sort()).toEqual([200, 401]);
  });

  it("makes every earlier link of the user unusable once one succeeds", async () => {
    const user = await registerDelegate();
    const first = await resetLinkToken(user.id);
    const second = await resetLinkToken(user.id);
    expect(
      (
        await api().auth["reset-password"].$post({
          json: { token: second, password: "pass-two", confirmPassword: "pass-two" },
        })
      ).status,
    ).toBe(200);
    const stale = await answer(
      api().auth["reset-password"].$post({ json: { token: first, password: "pass-one", confirmPassword: "pass-one" } }),
    );
    expect(stale).toMatchObject({ status: 400, body: { message: INVALID_RESET_LINK_MESSAGE } });
  });

  it("withdraws every outstanding login link of the user, however it was minted", async () => {
    const user = await registerDelegate();
    const other = await registerDelegate();
    // Their confirmation emails, each minting a login link when rendered, are sent first: one
    // rendered after the reset would be a new link, not an outstanding one.
    await settleQueues();
    const registrationLink = await loginLinkToken(user.id);
    const welcomeLink = await loginLinkToken(user.id);
    const othersLink = await loginLinkToken(other.id);
    const reset = await api().auth["reset-password"].$post({
      json: {
        token: await resetLinkToken(user.id),
        password: "new-secret-1",
        confirmPassword: "new-secret-1",
      },
    });
    expect(reset.status).toBe(200);
    for (const token of [registrationLink, welcomeLink]) {
      expect(await answer(api().auth["login-token"].$post({ json: { token } }))).toMatchObject({
        status: 400,
        body: { message: LOGIN_LINK_MESSAGES.invalid },
      });
    }
    const left = await env.DB.prepare("SELECT count(*) AS n FROM login_tokens WHERE user_id = ?").bind(user.id).first();
    expect(left).toEqual({ n: 0 });
    // Another user's link is not touched.
    expect((await api().auth["login-token"].$post({ json: { token: othersLink } })).status).toBe(200);
  });

  it("refuses one of the most common passwords without using up the link", async () => {
    const user = await registerDelegate();
    const token = await resetLinkToken(user.id);
    const loginLink = await loginLinkToken(user.id);
    for (const password of ["password1", "Iloveyou", "qwerty123"]) {
      const refused = await answer(
        api().auth["reset-password"].$post({ json: { token, password, confirmPassword: password } }),
      );
      expect(refused).toMatchObject({ status: 400, body: { message: COMMON_PASSWORD_MESSAGE } });
    }
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    expect((await api().auth["login-token"].$post({ json: { token: loginLink } })).status).toBe(200);
    const ok = await api().auth["reset-password"].$post({
      json: { token, password: "rare-enough-9", confirmPassword: "rare-enough-9" },
    });
    expect(ok.status).toBe(200);
  });

  it("reissues the pass when it is the first confirmation of the address, and not afterwards", async () => {
    const user = await registerDelegate();
    const version = async () =>
      (await env.DB.prepare("SELECT pass_version AS v FROM users WHERE id = ?").bind(user.id).first<{ v: number }>())
        ?.v;
    const resetWith = async (password: string) =>
      api().auth["reset-password"].$post({
        json: { token: await resetLinkToken(user.id), password, confirmPassword: password },
      });
    expect(await version()).toBe(1);
    expect((await resetWith("first-reset-1")).status).toBe(200);
    expect(await version()).toBe(2);
    expect((await resetWith("second-reset-2")).status).toBe(200);
    expect(await version()).toBe(2);
  });

  it.each([
    [{ token: "" }, "Token is required"],
    [{ token: undefined }, "Token is required"],
    [{ password: "12345", confirmPassword: "12345" }, "Password must be at least 6 characters"],
    [{ confirmPassword: "different" }, "Passwords don't match"],
  ])("rejects %j with 400 %s", async (overrides, message) => {
    // Raw: a row leaves the token out, which the client's payload type does not allow.
    const { status, body } = await callJson("/api/auth/reset-password", {
      body: { token: "x".repeat(43), password: "secret99", confirmPassword: "secret99", ...overrides },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message });
  });
});

describe("POST /api/auth/login-token", () => {
  it("exchanges a login link once for a session, marks it used and verifies the address", async () => {
    const user = await registerDelegate();
    const token = await loginLinkToken(user.id);
    const response = await api().auth["login-token"].$post({ json: { token } });
    const body = withSession(await expectJson(response, 200));
    expect(body).toMatchObject({ id: user.id, email: user.email, emailVerified: true });
    expect(response.headers.get("Set-Cookie")).toMatch(/__Host-session=.+HttpOnly/i);
    expect((await expectJson(currentUser(body.authToken), 200)).id).toBe(user.id);
    const row = await env.DB.prepare("SELECT is_used FROM login_tokens WHERE user_id = ?").bind(user.id).all();
    expect(row.results).toContainEqual({ is_used: 1 });

    const reuse = await answer(api().auth["login-token"].$post({ json: { token } }));
    expect(reuse).toMatchObject({ status: 400, body: { message: LOGIN_LINK_MESSAGES.used } });
  });

  it("refuses an expired, an unknown and a malformed token with a clear message", async () => {
    const user = await registerDelegate();
    const expired = await loginLinkToken(user.id, Date.now() - LOGIN_LINK_TTL_MS - 1_000);
    expect(await answer(api().auth["login-token"].$post({ json: { token: expired } }))).toMatchObject({
      status: 400,
      body: { message: LOGIN_LINK_MESSAGES.expired },
    });
    expect(await answer(api().auth["login-token"].$post({ json: { token: "A".repeat(43) } }))).toMatchObject({
      status: 400,
      body: { message: LOGIN_LINK_MESSAGES.invalid },
    });
    expect(await answer(api().auth["login-token"].$post({ json: { token: "short" } }))).toMatchObject({
      status: 400,
      body: { message: LOGIN_LINK_MESSAGES.invalid },
    });
    const row = await env.DB.prepare("SELECT email_verified_at FROM users WHERE id = ?").bind(user.id).first();
    expect(row).toEqual({ email_verified_at: null });
  });

  it("lets the owner of an admin-domain address become admin only after following the link", async () => {
    const organiser = await registerDelegate({ email: `ops-${crypto.randomUUID().slice(0, 8)}@conference2025.com` });
    expect(organiser.isAdmin).toBe(false);
    const token = await loginLinkToken(organiser.id);
    const body = withSession(await expectJson(api().auth["login-token"].$post({ json: { token } }), 200));
    expect(body.isAdmin).toBe(true);
  });

  it("the first confirmation ends everything held before it and keeps the profile", async () => {
    const user = await registerDelegate({ firstName: "Noura", company: "Kuwait Power Co", expertise: ["Grid"] });
    const earlier = withSession(await expectJson(login(user.email, TEST_PASSWORD), 200));
    const before = await env.DB.prepare("SELECT pass_version AS passVersion FROM users WHERE id = ?")
      .bind(user.id)
      .first();
    const body = withSession(
      await expectJson(api().auth["login-token"].$post({ json: { token: await loginLinkToken(user.id) } }), 200),
    );
    expect(body).toMatchObject({
      id: user.id,
      emailVerified: true,
      choosePassword: true,
      firstName: "Noura",
      company: "Kuwait Power Co",
      expertise: ["Grid"],
      passVersion: 2,
    });
    expect(before).toEqual({ passVersion: 1 });
    // Every session from before the confirmation is refused; the new one works.
    expect((await currentUser(user.authToken)).status).toBe(401);
    expect((await currentUser(earlier.authToken)).status).toBe(401);
    expect((await currentUser(body.authToken)).status).toBe(200);
    // KV no longer holds them either (best-effort clean-up).
    const keys = await env.SESSIONS.list({ prefix: `session:${user.id}:` });
    expect(keys.keys).toHaveLength(1);
    // The password set before the confirmation is suspended (keep-password.test.ts restores it).
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
  });

  it("a later link only signs in: no revocation, the chosen password keeps working", async () => {
    const user = await registerDelegate();
    const first = withSession(
      await expectJson(api().auth["login-token"].$post({ json: { token: await loginLinkToken(user.id) } }), 200),
    );
    const chosen = await api(first.authToken).auth["choose-password"].$post({
      json: { password: "my-chosen-pass-1", confirmPassword: "my-chosen-pass-1" },
    });
    expect(chosen.status).toBe(200);
    const second = await answer(api().auth["login-token"].$post({ json: { token: await loginLinkToken(user.id) } }));
    expect(second.body).toMatchObject({ choosePassword: false, passVersion: 2 });
    expect((await currentUser(first.authToken)).status).toBe(200);
    expect((await login(user.email, "my-chosen-pass-1")).status).toBe(200);
  });

  it("confirms once when two first links race", async () => {
    const user = await registerDelegate();
    const tokens = [await loginLinkToken(user.id), await loginLinkToken(user.id)];
    // Each answers 200.
    const answers = await Promise.all(
      tokens.map(async (token) =>
        withSession(await expectJson(api().auth["login-token"].$post({ json: { token } }), 200)),
      ),
    );
    const row = await env.DB.prepare("SELECT pass_version AS v FROM users WHERE id = ?").bind(user.id).first();
    expect(row).toEqual({ v: 2 });
    // Both sessions start after the one revocation point; the registration's session does not.
    const current = await Promise.all(answers.map(async (a) => (await currentUser(a.authToken)).status));
    expect(current).toEqual([200, 200]);
    expect(answers.filter((a) => a.choosePassword)).toHaveLength(2);
    expect((await currentUser(user.authToken)).status).toBe(401);
  });
});

describe("POST /api/auth/choose-password", () => {
  async function confirmed() {
    const user = await registerDelegate();
    const body = withSession(
      await expectJson(api().auth["login-token"].$post({ json: { token: await loginLinkToken(user.id) } }), 200),
    );
    return { ...user, authToken: body.authToken };
  }

  it("sets the password of an account whose address was just confirmed, once", async () => {
    const user = await confirmed();
    const chosen = await answer(
      api(user.authToken).auth["choose-password"].$post({
        json: { password: "chosen-by-owner-1", confirmPassword: "chosen-by-owner-1" },
      }),
    );
    expect(chosen).toMatchObject({ status: 200, body: { message: PASSWORD_CHOSEN_MESSAGE } });
    expect((await login(user.email, "chosen-by-owner-1")).status).toBe(200);
    expect((await currentUser(user.authToken)).status).toBe(200);

    const again = await answer(
      api(user.authToken).auth["choose-password"].$post({
        json: { password: "another-choice-2", confirmPassword: "another-choice-2" },
      }),
    );
    expect(again).toMatchObject({ status: 409, body: { message: PASSWORD_ALREADY_SET_MESSAGE } });
    expect((await login(user.email, "another-choice-2")).status).toBe(401);
  });

  it("refuses a signed-in account that has a password, and anonymous callers", async () => {
    const user = await registerDelegate();
    const body = { password: "takeover-attempt-1", confirmPassword: "takeover-attempt-1" };
    expect(await answer(api(user.authToken).auth["choose-password"].$post({ json: body }))).toMatchObject({
      status: 409,
      body: { message: PASSWORD_ALREADY_SET_MESSAGE },
    });
    expect((await api().auth["choose-password"].$post({ json: body })).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it.each([
    [{ password: "12345", confirmPassword: "12345" }, "Password must be at least 6 characters"],
    [{ password: "chosen-by-owner-1", confirmPassword: "chosen-by-owner-2" }, "Passwords don't match"],
    [{ password: "password1", confirmPassword: "password1" }, COMMON_PASSWORD_MESSAGE],
  ])("rejects %j with 400 and keeps the account without a password", async (payload, message) => {
    const user = await confirmed();
    expect(await answer(api(user.authToken).auth["choose-password"].$post({ json: payload }))).toMatchObject({
      status: 400,
      body: { message },
    });
    const row = await env.DB.prepare("SELECT password FROM users WHERE id = ?").bind(user.id).first();
    expect(row).toEqual({ password: "" });
  });
});

describe("POST /api/auth/login-link", () => {
  it("emails a sign-in link for a known address that signs in once", async () => {
    const user = await registerDelegate();
    const asked = await answer(api().auth["login-link"].$post({ json: { email: ` ${user.email.toUpperCase()} ` } }));
    expect(asked).toMatchObject({ status: 200, body: { message: LOGIN_LINK_SENT_MESSAGE } });
    const email = await waitForOutboxEmail(user.email, "login_link");
    expect(email.subject).toBe("Your sign-in link for Conference 2025");
    const token = linkToken(email, "/auth");
    expect(withSession(await expectJson(api().auth["login-token"].$post({ json: { token } }), 200)).id).toBe(user.id);
    expect((await api().auth["login-token"].$post({ json: { token } })).status).toBe(400);
  }, 20_000);

  it("keeps the forgot-password answers: 404 for an unknown address, 400 for a malformed one", async () => {
    expect(await answer(api().auth["login-link"].$post({ json: { email: "nobody-here@example.com" } }))).toMatchObject({
      status: 404,
      body: { message: EMAIL_NOT_FOUND_MESSAGE },
    });
    expect(await answer(api().auth["login-link"].$post({ json: { email: "nope" } }))).toMatchObject({
      status: 400,
      body: { message: "Please enter a valid email address" },
    });
  });

  it(`sends at most ${LOGIN_LINK_EMAIL_LIMIT} login links an hour, checked when asked and when rendered`, async () => {
    // Registered through a recording queue too: its confirmation email carries a login link, whose
    // token would count against the same hourly allowance once the real queue had rendered it.
    const { queue, sent } = recordingQueue();
    const through = { bindings: { EMAIL_QUEUE: queue } };
    const user = signedIn(await expectJson(api(undefined, through).auth.register.$post({ json: registration() }), 201));
    sent.length = 0;
    const ask = () => api(undefined, through).auth["login-link"].$post({ json: { email: user.email } });
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200);
    const message = {
      type: "login_link",
      to: user.email,
      locale: "en",
      userId: user.id,
      data: { firstName: user.firstName },
    } as const;
    expect(sent).toEqual(Array.from({ length: 5 }, () => message));
    // The burst queued before any was rendered: the consumer sends three.
    await runEmailQueue(sent);
    expect(await outboxEmails(user.email, "login_link")).toHaveLength(LOGIN_LINK_EMAIL_LIMIT);
    const logs = (await emailLogs(user.email)).filter((row) => row.email_type === "login_link");
    expect(logs.map((row) => row.error_message)).toEqual([
      null,
      null,
      null,
      NOT_SENT_MESSAGES["login-link-limit"],
      NOT_SENT_MESSAGES["login-link-limit"],
    ]);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: LOGIN_LINK_EMAIL_LIMIT_MESSAGE });
  }, 20_000);
});

describe("unsubscribe", () => {
  const subscription = (email: string) =>
    env.DB.prepare("SELECT is_active, unsubscribed_at FROM newsletter_subscriptions WHERE email = ?")
      .bind(email)
      .first<{ is_active: number; unsubscribed_at: number | null }>();

  it("POST /api/unsubscribe is idempotent and keeps the first unsubscribe time", async () => {
    const user = await registerDelegate();
    const first = await answer(api().unsubscribe.$post({ json: { email: ` ${user.email.toUpperCase()}` } }));
    expect(first).toMatchObject({ status: 200, body: { message: UNSUBSCRIBED_MESSAGE } });
    const after = await subscription(user.email);
    expect(after?.is_active).toBe(0);
    const second = await answer(api().unsubscribe.$post({ json: { email: user.email } }));
    expect(second).toMatchObject({ status: 200, body: { message: UNSUBSCRIBED_MESSAGE } });
    expect(await subscription(user.email)).toEqual(after);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = ?")
      .bind(user.email)
      .first();
    expect(count).toEqual({ n: 1 });
  });

  it("answers the same for an address without an account, and 400 for a malformed one", async () => {
    expect(await answer(api().unsubscribe.$post({ json: { email: "never-registered@example.com" } }))).toMatchObject({
      status: 200,
      body: { message: UNSUBSCRIBED_MESSAGE },
    });
    expect(await answer(api().unsubscribe.$post({ json: { email: "" } }))).toMatchObject({
      status: 400,
      body: { message: "Email is required" },
    });
    expect(await answer(api().unsubscribe.$post({ json: { email: "nope" } }))).toMatchObject({
      status: 400,
      body: { message: "Please enter a valid email address" },
    });
  });

  it("one-click POST works without cookies or session, twice, and only with a valid signature", async () => {
    const email = `one-click-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const token = await signUnsubscribeToken(env.TOKEN_SIGNING_SECRET, email);
    const forged = await signUnsubscribeToken("another-secret", email);
    // What a mail client sends (RFC 8058, section 3.2).
    const oneClick = (t: string) =>
      api().unsubscribe["one-click"].$post(
        { query: { email, token: t } },
        {
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          init: { body: "List-Unsubscribe=One-Click" },
        },
      );

    const bad = await answer(oneClick(forged));
    expect(bad).toMatchObject({ status: 400, body: { message: INVALID_UNSUBSCRIBE_LINK_MESSAGE } });
    expect(await subscription(email)).toBeNull();

    for (let i = 0; i < 2; i++) {
      const ok = await answer(oneClick(token));
      expect(ok).toMatchObject({ status: 200, body: { message: UNSUBSCRIBED_MESSAGE } });
    }
    expect((await subscription(email))?.is_active).toBe(0);

    // A client that opens the link in a browser (GET) is sent to the page; GET never unsubscribes.
    const other = `browser-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await api().unsubscribe["one-click"].$get({
      query: { email: other, token: await signUnsubscribeToken(env.TOKEN_SIGNING_SECRET, other) },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/unsubscribe?email=${encodeURIComponent(other)}`);
    expect(await subscription(other)).toBeNull();
  });
});
