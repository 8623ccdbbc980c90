/**
 * The password given at registration after the first confirmation
 * (docs/decisions/0010-confirmation-proves-the-mailbox.md): suspended, then kept by whoever types it
 * (POST /api/auth/keep-password, with the pass downloaded before admitting again at the door),
 * or discarded by a new password, "Not now" (POST /api/auth/skip-password), a reset or five wrong
 * tries. The attack table (security-attacks.test.ts) covers the owner who never knew it.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { KEEP_PASSWORD_MESSAGES, PASSWORD_CHOSEN_MESSAGE, PASSWORD_SKIPPED_MESSAGE } from "../contract/auth";
import { CHECK_IN_MESSAGES } from "../contract/check-in";
import { RATE_LIMIT_MESSAGE } from "../middleware/rate-limit";
import { KEEP_PASSWORD_TRIES } from "../services/suspended-password";
import {
  TEST_PASSWORD,
  answer,
  api,
  expectJson,
  followLoginLink,
  registerAdmin,
  registerDelegate,
  resetLinkToken,
  withinOneRateLimitWindow,
  withSession,
  distinctUserIds,
} from "./helpers";
import { deskScan, qrToken } from "./door-helpers";

const login = (email: string, password: string) => api().auth.login.$post({ json: { email, password } });

const keep = (token: string | undefined, password: string, ip?: string) =>
  answer(api(token, { ip }).auth["keep-password"].$post({ json: { password } }));

/** The columns of the user's row this feature reads and writes. */
const stored = (id: number) =>
  env.DB.prepare(
    "SELECT password <> '' AS hasPassword, suspended_password IS NOT NULL AS suspended, suspended_pass_version AS suspendedPassVersion, keep_password_failures AS failures, pass_version AS passVersion FROM users WHERE id = ?",
  )
    .bind(id)
    .first();

/** A delegate who registered, downloaded their pass (its token), then followed the confirmation link. */
async function registeredAndConfirmed(overrides: Parameters<typeof registerDelegate>[0] = {}) {
  const registered = await registerDelegate(overrides);
  const downloaded = await qrToken(registered.id, registered.authToken);
  const confirmed = await followLoginLink(registered.id);
  return { registered, downloaded, confirmed };
}

describe("the first confirmation suspends the registration password", () => {
  it("keeps the hash aside and the previous pass version, and says so in the user", async () => {
    const { registered, confirmed } = await registeredAndConfirmed();
    expect(confirmed).toMatchObject({ choosePassword: true, passwordSuspended: true, passVersion: 2 });
    expect(await stored(registered.id)).toEqual({
      hasPassword: 0,
      suspended: 1,
      suspendedPassVersion: 1,
      failures: 0,
      passVersion: 2,
    });
    // Suspended, it never verifies at sign-in.
    expect((await login(registered.email, TEST_PASSWORD)).status).toBe(401);
    expect((await expectJson(api(confirmed.authToken).user.$get(), 200)).passwordSuspended).toBe(true);
  });

  it("suspends nothing for an account without a password (an imported delegate's)", async () => {
    const registered = await registerDelegate();
    await env.DB.prepare("UPDATE users SET password = '' WHERE id = ?").bind(registered.id).run();
    const confirmed = await followLoginLink(registered.id);
    expect(confirmed).toMatchObject({ choosePassword: true, passwordSuspended: false, passVersion: 2 });
    expect(await stored(registered.id)).toMatchObject({ suspended: 0, suspendedPassVersion: null });
  });

  it('after "Not now", a later link offers nothing to keep', async () => {
    const { registered, confirmed } = await registeredAndConfirmed();
    await api(confirmed.authToken).auth["skip-password"].$post();
    const later = await followLoginLink(registered.id);
    expect(later).toMatchObject({ choosePassword: true, passwordSuspended: false, passVersion: 2 });
    expect(await keep(later.authToken, TEST_PASSWORD)).toMatchObject({
      status: 409,
      body: { message: KEEP_PASSWORD_MESSAGES.nothingToKeep },
    });
  });
});

describe("POST /api/auth/keep-password", () => {
  it("restores the honest registrant's password and the pass they downloaded, which the door then admits", async () => {
    const admin = await registerAdmin();
    const { registered, downloaded, confirmed } = await registeredAndConfirmed();
    // Before keeping, the downloaded pass is the renewed one's predecessor: refused.
    const scanned = await deskScan(admin.authToken, downloaded);
    expect(scanned).toMatchObject({ status: "refused", reason: "reissued", message: CHECK_IN_MESSAGES.reissued });

    expect(await keep(confirmed.authToken, TEST_PASSWORD)).toEqual({
      status: 200,
      body: { message: KEEP_PASSWORD_MESSAGES.kept },
      headers: expect.any(Headers),
    });
    expect(await stored(registered.id)).toEqual({
      hasPassword: 1,
      suspended: 0,
      suspendedPassVersion: null,
      failures: 0,
      passVersion: 1,
    });
    const user = await expectJson(api(confirmed.authToken).user.$get(), 200);
    expect(user).toMatchObject({ passwordSuspended: false, passVersion: 1, emailVerified: true });
    // The password signs in again; the session the link opened stays; the pass QR is the downloaded one.
    const signedIn = withSession(await expectJson(login(registered.email, TEST_PASSWORD), 200));
    expect(await qrToken(registered.id, signedIn.authToken)).toBe(downloaded);
    expect(await deskScan(admin.authToken, downloaded)).toMatchObject({ status: "recorded" });
  });

  it("gives the honest organiser back their password, with the admin role on sessions after the confirmation", async () => {
    const email = `ops-${crypto.randomUUID().slice(0, 8)}@conference2025.com`;
    const { registered, confirmed } = await registeredAndConfirmed({ email });
    expect((await keep(confirmed.authToken, TEST_PASSWORD)).status).toBe(200);
    expect((await api(registered.authToken).user.$get()).status).toBe(401);
    expect(withSession(await expectJson(login(email, TEST_PASSWORD), 200)).isAdmin).toBe(true);
  });

  it("answers a wrong password with 400, changing nothing but the count, and discards the password at the last try", async () => {
    const { registered, downloaded, confirmed } = await registeredAndConfirmed();
    for (let guess = 1; guess < KEEP_PASSWORD_TRIES; guess++) {
      expect(await keep(confirmed.authToken, `not-it-${guess}`)).toMatchObject({
        status: 400,
        body: { message: KEEP_PASSWORD_MESSAGES.wrong },
      });
      expect(await stored(registered.id)).toMatchObject({
        hasPassword: 0,
        suspended: 1,
        failures: guess,
        passVersion: 2,
      });
    }
    expect(await keep(confirmed.authToken, "not-it-either")).toMatchObject({
      status: 400,
      body: { message: KEEP_PASSWORD_MESSAGES.lastTry },
    });
    expect(await stored(registered.id)).toMatchObject({ hasPassword: 0, suspended: 0, passVersion: 2 });
    // The right password comes too late: the pass stays renewed, only a new password signs in.
    expect((await keep(confirmed.authToken, TEST_PASSWORD)).status).toBe(409);
    expect((await login(registered.email, TEST_PASSWORD)).status).toBe(401);
    expect((await expectJson(api(confirmed.authToken).user.$get(), 200)).passwordSuspended).toBe(false);
    const chosen = await api(confirmed.authToken).auth["choose-password"].$post({
      json: { password: "a-new-one-after-5", confirmPassword: "a-new-one-after-5" },
    });
    expect(await chosen.json()).toEqual({ message: PASSWORD_CHOSEN_MESSAGE, passRenewed: false });
    expect(await qrToken(registered.id, confirmed.authToken)).not.toBe(downloaded);
  });

  it("is rate-limited per user and per client", { timeout: 90_000 }, async () => {
    await withinOneRateLimitWindow(30_000);
    // Per user: the eleventh call in a minute, from fresh clients, is refused before it is counted.
    await distinctUserIds();
    const { registered, confirmed } = await registeredAndConfirmed();
    const statuses: number[] = [];
    for (let call = 0; call < 11; call++) statuses.push((await keep(confirmed.authToken, `guess-${call}`)).status);
    expect(statuses.slice(0, KEEP_PASSWORD_TRIES)).toEqual(Array(KEEP_PASSWORD_TRIES).fill(400));
    expect(statuses.slice(KEEP_PASSWORD_TRIES, 10)).toEqual(Array(10 - KEEP_PASSWORD_TRIES).fill(409));
    expect(statuses[10]).toBe(429);
    expect(await stored(registered.id)).toMatchObject({ suspended: 0, failures: KEEP_PASSWORD_TRIES });

    // Per client: ten users' wrong tries from one address, then the eleventh is refused unanswered.
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const people = await Promise.all(Array.from({ length: 11 }, () => registeredAndConfirmed()));
    const fromOneClient: number[] = [];
    for (const { confirmed: person } of people)
      fromOneClient.push((await keep(person.authToken, "wrong-1", ip)).status);
    expect(fromOneClient).toEqual([...Array(10).fill(400), 429]);
    expect(await keep(people[10]!.confirmed.authToken, TEST_PASSWORD, ip)).toMatchObject({
      status: 429,
      body: { message: RATE_LIMIT_MESSAGE },
    });
    expect(await stored(people[10]!.registered.id)).toMatchObject({ suspended: 1, failures: 0 });
  });

  it("keeps an organiser's reissue made after the confirmation", async () => {
    const admin = await registerAdmin();
    const { registered, confirmed } = await registeredAndConfirmed();
    const reissue = api(admin.authToken).admin.passes[":userId"].reissue.$post({
      param: { userId: String(registered.id) },
    });
    expect((await expectJson(reissue, 200)).passVersion).toBe(3);
    expect((await keep(confirmed.authToken, TEST_PASSWORD)).status).toBe(200);
    expect(await stored(registered.id)).toMatchObject({ hasPassword: 1, passVersion: 3 });
  });

  it("refuses anonymous callers, a missing password and an account with nothing suspended", async () => {
    const { confirmed } = await registeredAndConfirmed();
    expect((await keep(undefined, TEST_PASSWORD)).status).toBe(401);
    expect(await keep(confirmed.authToken, "")).toMatchObject({
      status: 400,
      body: { message: "Password is required" },
    });
    const registeredOnly = await registerDelegate();
    expect(await keep(registeredOnly.authToken, TEST_PASSWORD)).toMatchObject({
      status: 409,
      body: { message: KEEP_PASSWORD_MESSAGES.nothingToKeep },
    });
    expect((await stored(confirmed.id))?.suspended).toBe(1);
  });
});

describe("discarding the suspended password", () => {
  it('"Not now" (POST /api/auth/skip-password) discards it once; the renewed pass stays', async () => {
    const { registered, confirmed } = await registeredAndConfirmed();
    const skip = () => expectJson(api(confirmed.authToken).auth["skip-password"].$post(), 200);
    expect(await skip()).toEqual({ message: PASSWORD_SKIPPED_MESSAGE, passRenewed: true });
    expect(await skip()).toEqual({ message: PASSWORD_SKIPPED_MESSAGE, passRenewed: false });
    expect(await stored(registered.id)).toMatchObject({ hasPassword: 0, suspended: 0, passVersion: 2 });
    expect((await keep(confirmed.authToken, TEST_PASSWORD)).status).toBe(409);
    expect((await api().auth["skip-password"].$post()).status).toBe(401);
  });

  it("choosing a new password discards it and says the pass was renewed", async () => {
    const { registered, confirmed } = await registeredAndConfirmed();
    const chosen = await api(confirmed.authToken).auth["choose-password"].$post({
      json: { password: "fresh-choice-42", confirmPassword: "fresh-choice-42" },
    });
    expect(await chosen.json()).toEqual({ message: PASSWORD_CHOSEN_MESSAGE, passRenewed: true });
    expect(await stored(registered.id)).toMatchObject({ hasPassword: 1, suspended: 0, passVersion: 2 });
    expect((await login(registered.email, TEST_PASSWORD)).status).toBe(401);
    expect((await keep(confirmed.authToken, TEST_PASSWORD)).status).toBe(409);
  });

  it("a password reset discards it", async () => {
    const { registered, confirmed } = await registeredAndConfirmed();
    const token = await resetLinkToken(registered.id);
    const reset = api().auth["reset-password"].$post({
      json: { token, password: "reset-choice-42", confirmPassword: "reset-choice-42" },
    });
    expect((await reset).status).toBe(200);
    expect(await stored(registered.id)).toMatchObject({ hasPassword: 1, suspended: 0, passVersion: 2 });
    const again = await followLoginLink(registered.id);
    expect(await keep(again.authToken, TEST_PASSWORD)).toMatchObject({ status: 409 });
    expect((await keep(confirmed.authToken, TEST_PASSWORD)).status).toBe(401);
  });
});
