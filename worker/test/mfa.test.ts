/**
 * The second factor (docs/api.md#second-factor; worker/services/mfa.ts): TOTP setup and enabling,
 * the two-step sign-in with its single-use, short-lived, rate-limited `mfaToken`, codes that work
 * once, recovery codes, turning it off, and ADMIN_REQUIRE_MFA (every admin call refused to an
 * organiser's session without a second factor). Codes are computed here with the same library an
 * authenticator app's algorithm follows (RFC 6238).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../app";
import { MFA_MESSAGES } from "../contract/mfa";
import type { AuthResponse } from "../contract/user";
import { LOGIN_RATE_LIMIT_MESSAGE } from "../middleware/rate-limit";
import { ADMIN_CALLS, adminCallBody } from "./admin-calls";
import {
  TEST_PASSWORD,
  api,
  expectJson,
  freshIp,
  loginLinkToken,
  registerAdmin,
  registerDelegate,
  withinOneRateLimitWindow,
  withSession,
} from "./helpers";
import { codeAt, enrol } from "./mfa-helpers";

const STEP_MS = 30_000;

/** Forgets the last accepted TOTP step, so the current code can be used again in this test. */
async function forgetLastStep(email: string): Promise<void> {
  await env.DB.prepare("UPDATE users SET totp_last_step = NULL WHERE email = ?").bind(email).run();
}

/** The password step: asserts the challenge answer and returns its token. */
async function passwordStep(email: string, ip = freshIp()): Promise<string> {
  const response = await api(undefined, { ip }).auth.login.$post({ json: { email, password: TEST_PASSWORD } });
  expect(response.headers.get("Set-Cookie")).toBeNull();
  const body = await expectJson(response, 200);
  expect(body).toEqual({
    mfaRequired: true,
    mfaToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    methods: ["totp"],
  });
  if (!("mfaToken" in body)) throw new Error("no challenge");
  return body.mfaToken;
}

function mfaStep(mfaToken: string, code: string, ip = freshIp()) {
  return api(undefined, { ip }).auth.mfa.$post({ json: { mfaToken, code } });
}

describe("TOTP setup", () => {
  it("answers a base32 secret and the otpauth URI an authenticator app reads", async () => {
    const delegate = await registerDelegate();
    const setup = await expectJson(api(delegate.authToken).account.mfa.totp.setup.$post(), 200);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.otpauthUri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toContain(delegate.email);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret: setup.secret,
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml,/);
  });

  it("turns on with a right code only, and answers 10 single-use recovery codes stored hashed", async () => {
    const delegate = await registerDelegate();
    const setup = await expectJson(api(delegate.authToken).account.mfa.totp.setup.$post(), 200);
    const wrong = codeAt(setup.secret, Date.now() + 10 * STEP_MS);
    expect(
      await expectJson(api(delegate.authToken).account.mfa.totp.enable.$post({ json: { code: wrong } }), 400),
    ).toEqual({ message: MFA_MESSAGES.wrongCode });
    const me = await expectJson(api(delegate.authToken).user.$get(), 200);
    expect(me.mfaEnabled).toBe(false);

    const { recoveryCodes } = await expectJson(
      api(delegate.authToken).account.mfa.totp.enable.$post({ json: { code: codeAt(setup.secret) } }),
      200,
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await env.DB.prepare("SELECT code_hash FROM mfa_recovery_codes WHERE user_id = ?")
      .bind(delegate.id)
      .all<{ code_hash: string }>();
    expect(stored.results).toHaveLength(10);
    for (const { code_hash } of stored.results) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes.join(" ")).not.toContain(code_hash);
    }
    expect((await expectJson(api(delegate.authToken).user.$get(), 200)).mfaEnabled).toBe(true);
    expect(await expectJson(api(delegate.authToken).account.mfa.totp.setup.$post(), 409)).toEqual({
      message: MFA_MESSAGES.alreadyOn,
    });
  });

  it("answers 400 for enabling without a setup", async () => {
    const delegate = await registerDelegate();
    expect(
      await expectJson(api(delegate.authToken).account.mfa.totp.enable.$post({ json: { code: "123456" } }), 400),
    ).toEqual({ message: MFA_MESSAGES.noSetup });
  });
});

describe("two-step sign-in", () => {
  let user: AuthResponse;
  let secret = "";
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    user = await registerDelegate();
    ({ secret, recoveryCodes } = await enrol(user.authToken));
  });

  it("answers a challenge and no session for the right password, then signs in with the code", async () => {
    await forgetLastStep(user.email);
    const mfaToken = await passwordStep(user.email);
    const response = await mfaStep(mfaToken, codeAt(secret));
    expect(response.headers.get("Set-Cookie")).toContain("__Host-session=");
    const signed = await expectJson(response, 200);
    expect(signed).toMatchObject({ id: user.id, email: user.email, mfaEnabled: true });
    expect((await expectJson(api(signed.authToken).user.$get(), 200)).id).toBe(user.id);
  });

  it("keeps the spec's wrong-password answer", async () => {
    const response = await api().auth.login.$post({ json: { email: user.email, password: "wrong-password" } });
    expect(response.status).toBe(401);
  });

  it("uses an mfaToken once", async () => {
    await forgetLastStep(user.email);
    const mfaToken = await passwordStep(user.email);
    await expectJson(mfaStep(mfaToken, codeAt(secret)), 200);
    await forgetLastStep(user.email);
    expect(await expectJson(mfaStep(mfaToken, codeAt(secret)), 401)).toEqual({
      message: MFA_MESSAGES.challengeInvalid,
    });
  });

  it("refuses a TOTP code used once already in its window", async () => {
    await forgetLastStep(user.email);
    const code = codeAt(secret);
    await expectJson(mfaStep(await passwordStep(user.email), code), 200);
    expect(await expectJson(mfaStep(await passwordStep(user.email), code), 401)).toEqual({
      message: MFA_MESSAGES.wrongCode,
    });
  });

  it("accepts each recovery code once", async () => {
    const code = recoveryCodes[0]!;
    await expectJson(mfaStep(await passwordStep(user.email), code.toUpperCase()), 200);
    expect(await expectJson(mfaStep(await passwordStep(user.email), code), 401)).toEqual({
      message: MFA_MESSAGES.wrongCode,
    });
  });

  it("drops an mfaToken after 5 wrong codes", async () => {
    await forgetLastStep(user.email);
    const mfaToken = await passwordStep(user.email);
    for (let i = 0; i < 5; i += 1) await expectJson(mfaStep(mfaToken, "000000"), 401);
    expect(await expectJson(mfaStep(mfaToken, codeAt(secret)), 401)).toEqual({
      message: MFA_MESSAGES.challengeInvalid,
    });
  });

  it("refuses an expired mfaToken (5 minutes)", async () => {
    await forgetLastStep(user.email);
    const mfaToken = await passwordStep(user.email);
    await env.DB.prepare("UPDATE mfa_challenges SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1, user.id)
      .run();
    expect(await expectJson(mfaStep(mfaToken, codeAt(secret)), 401)).toEqual({
      message: MFA_MESSAGES.challengeInvalid,
    });
  });

  it("rate limits codes per account and client like the password (10 a minute)", async () => {
    await withinOneRateLimitWindow(20_000);
    const ip = freshIp();
    const tokens = [await passwordStep(user.email), await passwordStep(user.email), await passwordStep(user.email)];
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await mfaStep(tokens[Math.floor(i / 4)]!, "000000", ip)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    expect(await expectJson(mfaStep(tokens[2]!, "000000", ip), 429)).toEqual({ message: LOGIN_RATE_LIMIT_MESSAGE });
  });

  it("records failed second-factor attempts in the audit log", async () => {
    const before = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE action = 'auth.second-factor-failed' AND actor_id = ?",
    )
      .bind(user.id)
      .first<{ n: number }>();
    await expectJson(mfaStep(await passwordStep(user.email), "000000"), 401);
    const after = await env.DB.prepare(
      "SELECT count(*) AS n, max(actor_email) AS email FROM audit_log WHERE action = 'auth.second-factor-failed' AND actor_id = ?",
    )
      .bind(user.id)
      .first<{ n: number; email: string }>();
    expect(after!.n).toBe(before!.n + 1);
    expect(after!.email).toBe(user.email);
  });

  it("asks for the code after a one-time login link too", async () => {
    const token = await loginLinkToken(user.id);
    const body = await expectJson(api().auth["login-token"].$post({ json: { token } }), 200);
    expect(body).toEqual({ mfaRequired: true, mfaToken: expect.any(String), methods: ["totp"] });
  });
});

describe("turning the second factor off", () => {
  it("needs a right code, then sign-in takes the password alone", async () => {
    const delegate = await registerDelegate();
    const { recoveryCodes } = await enrol(delegate.authToken);
    expect(
      await expectJson(api(delegate.authToken).account.mfa.disable.$post({ json: { code: "000000" } }), 400),
    ).toEqual({ message: MFA_MESSAGES.wrongCode });
    await expectJson(api(delegate.authToken).account.mfa.disable.$post({ json: { code: recoveryCodes[3]! } }), 200);
    const signed = await expectJson(
      api().auth.login.$post({ json: { email: delegate.email, password: TEST_PASSWORD } }),
      200,
    );
    expect(signed).toMatchObject({ id: delegate.id, mfaEnabled: false, authToken: expect.any(String) });
    const codes = await env.DB.prepare("SELECT count(*) AS n FROM mfa_recovery_codes WHERE user_id = ?")
      .bind(delegate.id)
      .first<{ n: number }>();
    expect(codes!.n).toBe(0);
  });
});

describe("ADMIN_REQUIRE_MFA", () => {
  const required = { ...env, ADMIN_REQUIRE_MFA: "true" } as Env;

  /** A request to the app with ADMIN_REQUIRE_MFA on. */
  async function send(
    method: string,
    path: string,
    token: string,
    init: { body?: BodyInit; headers?: HeadersInit } = {},
  ) {
    const headers = new Headers(init.headers);
    headers.set("CF-Connecting-IP", freshIp());
    headers.set("Authorization", `Bearer ${token}`);
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request(`http://localhost:8787${path}`, { method, headers, body: init.body }),
      required,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }

  let admin: AuthResponse;
  beforeAll(async () => {
    admin = await registerAdmin();
  });

  it.each(ADMIN_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
    "%s: 403 saying why for an organiser's session without a second factor",
    async (_name, call) => {
      const response = await send(call.method, call.path, admin.authToken, adminCallBody(call));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: MFA_MESSAGES.adminNeedsSecondFactor });
    },
  );

  it("lets that session enrol, and the session that turned TOTP on in", async () => {
    const me = await send("GET", "/api/user", admin.authToken);
    expect(await me.json()).toMatchObject({ isAdmin: true, secondFactorNeeded: true });
    const setup = await send("POST", "/api/account/mfa/totp/setup", admin.authToken);
    expect(setup.status).toBe(200);
    const { secret } = (await setup.json()) as { secret: string };
    const enabled = await send("POST", "/api/account/mfa/totp/enable", admin.authToken, {
      body: JSON.stringify({ code: codeAt(secret) }),
      headers: { "Content-Type": "application/json" },
    });
    expect(enabled.status).toBe(200);
    expect((await send("GET", "/api/users", admin.authToken)).status).toBe(200);
    expect(await (await send("GET", "/api/user", admin.authToken)).json()).toMatchObject({ secondFactorNeeded: false });

    // A session signed in with the password alone before TOTP was on is still refused.
    const older = await registerAdmin();
    const olderSession = older.authToken;
    const { secret: olderSecret } = await enrol(
      withSession(
        await expectJson(api().auth.login.$post({ json: { email: older.email, password: TEST_PASSWORD } }), 200),
      ).authToken,
    );
    expect((await send("GET", "/api/users", olderSession)).status).toBe(403);
    await forgetLastStep(older.email);
    const signed = await expectJson(mfaStep(await passwordStep(older.email), codeAt(olderSecret)), 200);
    expect((await send("GET", "/api/users", signed.authToken)).status).toBe(200);
  });

  it("leaves admins without a second factor in when off (the local default)", async () => {
    const response = await api(admin.authToken).users.$get({ query: {} });
    expect(response.status).toBe(200);
  });
});
