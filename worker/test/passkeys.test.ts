/**
 * Passkeys as a second factor (docs/api.md#second-factor; worker/services/passkeys.ts): adding one
 * (registration options, verification, single-use challenges bound to the app's origin and RP
 * ID), listing, removing with a current second factor, and the sign-in's second step with a
 * passkey (methods, counter, replays, another account's credential, ADMIN_REQUIRE_MFA). The
 * answers come from a software authenticator (passkey-helpers.ts) that signs as a real one does.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MFA_MESSAGES } from "../contract/mfa";
import { NOT_AUTHENTICATED_MESSAGE } from "../middleware/auth";
import {
  TEST_PASSWORD,
  api,
  call,
  callJson,
  expectJson,
  registerAdmin,
  registerDelegate,
  withSession,
} from "./helpers";
import { codeAt, enrol } from "./mfa-helpers";
import { SoftAuthenticator, addPasskeyTo } from "./passkey-helpers";

/** The password step of an account with a second factor: its token and the methods it lists. */
async function passwordStep(email: string) {
  const body = await expectJson(api().auth.login.$post({ json: { email, password: TEST_PASSWORD } }), 200);
  if (!("mfaToken" in body)) throw new Error("no challenge");
  return body;
}

/** The sign-in's passkey options for `mfaToken`. */
function signInOptions(mfaToken: string) {
  return expectJson(api().auth.mfa["passkey-options"].$post({ json: { mfaToken } }), 200);
}

async function auditCount(userId: number, action: string, summary?: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM audit_log WHERE actor_id = ? AND action = ? AND (?3 IS NULL OR summary = ?3)",
  )
    .bind(userId, action, summary ?? null)
    .first<{ n: number }>();
  return row!.n;
}

describe("passkey routes without a session", () => {
  it.each([
    ["GET", "/api/account/mfa/passkeys"],
    ["POST", "/api/account/mfa/passkeys/options"],
    ["POST", "/api/account/mfa/passkeys"],
    ["POST", "/api/account/mfa/passkeys/confirm-options"],
    ["DELETE", "/api/account/mfa/passkeys/abc"],
  ])("%s %s answers 401", async (method, path) => {
    const response = await call(path, { method, ...(method === "GET" ? {} : { body: {} }) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: NOT_AUTHENTICATED_MESSAGE });
  });
});

describe("adding a passkey", () => {
  it("stores the credential under its name, lists it and turns the second factor on", async () => {
    const delegate = await registerDelegate();
    const options = await expectJson(api(delegate.authToken).account.mfa.passkeys.options.$post(), 200);
    expect(options).toMatchObject({
      rp: { id: "localhost" },
      user: { name: delegate.email },
      attestation: "none",
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const authenticator = await SoftAuthenticator.create();
    const response = await authenticator.register(options);
    const added = await expectJson(
      api(delegate.authToken).account.mfa.passkeys.$post({ json: { name: " Laptop ", response } }),
      201,
    );
    expect(added).toEqual({
      id: authenticator.credentialId,
      name: "Laptop",
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(await expectJson(api(delegate.authToken).account.mfa.passkeys.$get(), 200)).toEqual({ passkeys: [added] });
    expect((await expectJson(api(delegate.authToken).user.$get(), 200)).mfaEnabled).toBe(true);
    expect(await auditCount(delegate.id, "account.passkey-added")).toBe(1);
    // The next options exclude it, so an authenticator does not make a second one for the account.
    const next = await expectJson(api(delegate.authToken).account.mfa.passkeys.options.$post(), 200);
    expect(next.excludeCredentials?.map((credential) => credential.id)).toEqual([authenticator.credentialId]);
  });

  it("names an unnamed passkey 'Passkey'", async () => {
    const delegate = await registerDelegate();
    const { passkey } = await addPasskeyTo(delegate.authToken);
    expect(passkey.name).toBe("Passkey");
  });

  it("refuses an answer to a challenge it did not issue, a replay, another origin or RP ID, with 400", async () => {
    const delegate = await registerDelegate();
    const authenticator = await SoftAuthenticator.create();
    const post = (response: Awaited<ReturnType<SoftAuthenticator["register"]>>) =>
      expectJson(api(delegate.authToken).account.mfa.passkeys.$post({ json: { response } }), 400);
    const options = () => expectJson(api(delegate.authToken).account.mfa.passkeys.options.$post(), 200);
    const notAdded = { message: MFA_MESSAGES.passkeyNotAdded };

    expect(await post(await authenticator.register(await options(), { challenge: "bm90LWlzc3VlZA" }))).toEqual(
      notAdded,
    );
    expect(await post(await authenticator.register(await options(), { origin: "https://evil.example" }))).toEqual(
      notAdded,
    );
    expect(await post(await authenticator.register(await options(), { rpId: "evil.example" }))).toEqual(notAdded);
    // A newer challenge replaces the older one of the same purpose.
    const older = await options();
    await options();
    expect(await post(await authenticator.register(older))).toEqual(notAdded);

    const good = await authenticator.register(await options());
    await expectJson(api(delegate.authToken).account.mfa.passkeys.$post({ json: { response: good } }), 201);
    expect(await post(good)).toEqual(notAdded);
    expect((await expectJson(api(delegate.authToken).account.mfa.passkeys.$get(), 200)).passkeys).toHaveLength(1);
  });

  it("answers 409 for a credential another account has", async () => {
    const first = await registerDelegate();
    const { authenticator } = await addPasskeyTo(first.authToken);
    const second = await registerDelegate();
    const options = await expectJson(api(second.authToken).account.mfa.passkeys.options.$post(), 200);
    const response = await authenticator.register(options);
    expect(await expectJson(api(second.authToken).account.mfa.passkeys.$post({ json: { response } }), 409)).toEqual({
      message: MFA_MESSAGES.passkeyTaken,
    });
  });

  it.each([
    ["no response", {}],
    ["a response that is not one", { response: "x" }],
    ["a credential id that is not base64url", { response: { id: "a b", rawId: "a b", type: "public-key" } }],
    ["a name over 60 characters", { name: "n".repeat(61) }],
  ])("answers 400 { message } for %s", async (_name, body) => {
    const delegate = await registerDelegate();
    const { status, body: answer } = await callJson("/api/account/mfa/passkeys", { token: delegate.authToken, body });
    expect(status).toBe(400);
    expect(answer).toEqual({ message: expect.any(String) });
  });

  it("answers 400 { message } for an answer whose attestation does not decode", async () => {
    const delegate = await registerDelegate();
    const options = await expectJson(api(delegate.authToken).account.mfa.passkeys.options.$post(), 200);
    const response = await (await SoftAuthenticator.create()).register(options);
    response.response.attestationObject = "AAAA";
    expect(await expectJson(api(delegate.authToken).account.mfa.passkeys.$post({ json: { response } }), 400)).toEqual({
      message: MFA_MESSAGES.passkeyNotAdded,
    });
  });

  it("needs a session that passed the account's second factor once the account has one", async () => {
    const delegate = await registerDelegate();
    // Another device signed in with the password before the first passkey was added.
    const other = withSession(
      await expectJson(api().auth.login.$post({ json: { email: delegate.email, password: TEST_PASSWORD } }), 200),
    );
    await addPasskeyTo(delegate.authToken);
    expect(await expectJson(api(other.authToken).account.mfa.passkeys.options.$post(), 403)).toEqual({
      message: MFA_MESSAGES.signInWithSecondFactorFirst,
    });
    expect(await expectJson(api(other.authToken).account.mfa.totp.setup.$post(), 403)).toEqual({
      message: MFA_MESSAGES.signInWithSecondFactorFirst,
    });
    // The session that added it passed it: it may add another.
    await addPasskeyTo(delegate.authToken);
  });
});

describe("signing in with a passkey", () => {
  it("lists the methods, answers options for the mfaToken and signs in once per assertion", async () => {
    const delegate = await registerDelegate();
    const { authenticator } = await addPasskeyTo(delegate.authToken, "Phone");
    const step = await passwordStep(delegate.email);
    expect(step).toEqual({ mfaRequired: true, mfaToken: expect.any(String), methods: ["passkey"] });
    const options = await signInOptions(step.mfaToken);
    expect(options).toMatchObject({ rpId: "localhost", allowCredentials: [{ id: authenticator.credentialId }] });
    const passkey = await authenticator.assert(options);
    const signed = await expectJson(api().auth.mfa.$post({ json: { mfaToken: step.mfaToken, passkey } }), 200);
    expect(signed).toMatchObject({ id: delegate.id, mfaEnabled: true, authToken: expect.any(String) });
    const [listed] = (await expectJson(api(signed.authToken).account.mfa.passkeys.$get(), 200)).passkeys;
    expect(listed!.lastUsedAt).not.toBeNull();
    const stored = await env.DB.prepare("SELECT counter FROM passkeys WHERE id = ?")
      .bind(authenticator.credentialId)
      .first<{ counter: number }>();
    expect(stored!.counter).toBe(authenticator.counter);

    // The same assertion again, with a new mfaToken: its challenge is spent.
    const again = await passwordStep(delegate.email);
    await signInOptions(again.mfaToken);
    expect(await expectJson(api().auth.mfa.$post({ json: { mfaToken: again.mfaToken, passkey } }), 401)).toEqual({
      message: MFA_MESSAGES.wrongPasskey,
    });
    expect(await auditCount(delegate.id, "auth.second-factor-failed", "Passkey not accepted at sign-in")).toBe(1);
  });

  it("refuses a signature counter that did not go up, another origin, and another account's passkey", async () => {
    const delegate = await registerDelegate();
    const { authenticator } = await addPasskeyTo(delegate.authToken);
    const stranger = await registerDelegate();
    const { authenticator: theirs } = await addPasskeyTo(stranger.authToken);
    const step = await passwordStep(delegate.email);
    const attempt = async (answer: Awaited<ReturnType<SoftAuthenticator["assert"]>>) =>
      expectJson(api().auth.mfa.$post({ json: { mfaToken: step.mfaToken, passkey: answer } }), 401);

    const first = await authenticator.assert(await signInOptions(step.mfaToken));
    await env.DB.prepare("UPDATE passkeys SET counter = 5 WHERE id = ?").bind(authenticator.credentialId).run();
    expect(await attempt(first)).toEqual({ message: MFA_MESSAGES.wrongPasskey });
    expect(await attempt(await authenticator.assert(await signInOptions(step.mfaToken), { counter: 5 }))).toEqual({
      message: MFA_MESSAGES.wrongPasskey,
    });
    expect(
      await attempt(await authenticator.assert(await signInOptions(step.mfaToken), { origin: "https://evil.example" })),
    ).toEqual({ message: MFA_MESSAGES.wrongPasskey });
    expect(await attempt(await theirs.assert(await signInOptions(step.mfaToken)))).toEqual({
      message: MFA_MESSAGES.wrongPasskey,
    });
    // Four wrong answers so far; the fifth deletes the mfaToken as wrong codes do.
    const good = await authenticator.assert(await signInOptions(step.mfaToken), { counter: 6 });
    await expectJson(api().auth.mfa.$post({ json: { mfaToken: step.mfaToken, passkey: good } }), 200);
  });

  it("lists both methods when the account has TOTP too, and either finishes the sign-in", async () => {
    const organiser = await registerAdmin();
    const { secret } = await enrol(organiser.authToken);
    const { authenticator } = await addPasskeyTo(organiser.authToken);
    const byCode = await passwordStep(organiser.email);
    expect(byCode.methods).toEqual(["totp", "passkey"]);
    await env.DB.prepare("UPDATE users SET totp_last_step = NULL WHERE id = ?").bind(organiser.id).run();
    await expectJson(api().auth.mfa.$post({ json: { mfaToken: byCode.mfaToken, code: codeAt(secret) } }), 200);

    const byPasskey = await passwordStep(organiser.email);
    const passkey = await authenticator.assert(await signInOptions(byPasskey.mfaToken));
    const signed = await expectJson(api().auth.mfa.$post({ json: { mfaToken: byPasskey.mfaToken, passkey } }), 200);
    // A passkey counts as a second factor for ADMIN_REQUIRE_MFA.
    await expectJson(
      api(signed.authToken, { bindings: { ADMIN_REQUIRE_MFA: "true" } }).admin["audit-log"].$get({ query: {} }),
      200,
    );
    expect(await auditCount(organiser.id, "auth.sign-in", "Signed in with a second factor")).toBeGreaterThanOrEqual(2);
  });

  it("answers 401 for options of an unknown mfaToken, 409 for an account without a passkey, 400 for a bad body", async () => {
    expect(
      await expectJson(api().auth.mfa["passkey-options"].$post({ json: { mfaToken: "a".repeat(43) } }), 401),
    ).toEqual({ message: MFA_MESSAGES.challengeInvalid });
    const delegate = await registerDelegate();
    await enrol(delegate.authToken);
    const step = await passwordStep(delegate.email);
    expect(step.methods).toEqual(["totp"]);
    expect(
      await expectJson(api().auth.mfa["passkey-options"].$post({ json: { mfaToken: step.mfaToken } }), 409),
    ).toEqual({ message: MFA_MESSAGES.noPasskeys });
    for (const body of [
      { mfaToken: step.mfaToken },
      { mfaToken: step.mfaToken, code: "123456", passkey: {} },
      { mfaToken: step.mfaToken, passkey: { id: "x" } },
      { mfaToken: step.mfaToken, passkey: "x" },
    ]) {
      const { status, body: answer } = await callJson("/api/auth/mfa", { body });
      expect(status).toBe(400);
      expect(answer).toEqual({ message: expect.any(String) });
    }
  });
});

describe("removing a passkey", () => {
  it("needs a passkey's answer to confirm options (or a code), then the account is back to one factor", async () => {
    const delegate = await registerDelegate();
    const { authenticator, passkey } = await addPasskeyTo(delegate.authToken);
    const remove = (
      id: string,
      json: Parameters<ReturnType<typeof api>["account"]["mfa"]["passkeys"][":id"]["$delete"]>[0]["json"],
    ) => api(delegate.authToken).account.mfa.passkeys[":id"].$delete({ param: { id }, json });

    // Signed over a challenge the server did not issue: refused.
    const unissued = await authenticator.assert(
      await expectJson(api(delegate.authToken).account.mfa.passkeys["confirm-options"].$post(), 200),
      { challenge: "bm90LWlzc3VlZA" },
    );
    expect(await expectJson(remove(passkey.id, { passkey: unissued }), 400)).toEqual({
      message: MFA_MESSAGES.wrongPasskey,
    });
    expect(await expectJson(remove(passkey.id, { code: "123456" }), 400)).toEqual({ message: MFA_MESSAGES.wrongCode });
    expect(await expectJson(remove("bm8tc3VjaA", { code: "123456" }), 404)).toEqual({
      message: MFA_MESSAGES.passkeyNotFound,
    });

    const confirm = await expectJson(api(delegate.authToken).account.mfa.passkeys["confirm-options"].$post(), 200);
    await expectJson(remove(passkey.id, { passkey: await authenticator.assert(confirm) }), 200);
    expect(await expectJson(api(delegate.authToken).account.mfa.passkeys.$get(), 200)).toEqual({ passkeys: [] });
    expect((await expectJson(api(delegate.authToken).user.$get(), 200)).mfaEnabled).toBe(false);
    expect(await auditCount(delegate.id, "account.passkey-removed")).toBe(1);
    const signed = await expectJson(
      api().auth.login.$post({ json: { email: delegate.email, password: TEST_PASSWORD } }),
      200,
    );
    expect(signed).toMatchObject({ authToken: expect.any(String) });
  });

  it("answers 404 for another account's passkey and leaves it", async () => {
    const owner = await registerDelegate();
    const { passkey } = await addPasskeyTo(owner.authToken);
    const other = await registerDelegate();
    const { secret } = await enrol(other.authToken);
    expect(
      await expectJson(
        api(other.authToken).account.mfa.passkeys[":id"].$delete({
          param: { id: passkey.id },
          json: { code: codeAt(secret) },
        }),
        404,
      ),
    ).toEqual({ message: MFA_MESSAGES.passkeyNotFound });
    expect((await expectJson(api(owner.authToken).account.mfa.passkeys.$get(), 200)).passkeys).toHaveLength(1);
  });

  it("takes a TOTP code, and turning TOTP off takes a passkey", async () => {
    const delegate = await registerDelegate();
    const { secret } = await enrol(delegate.authToken);
    const first = await addPasskeyTo(delegate.authToken, "Key one");
    const second = await addPasskeyTo(delegate.authToken, "Key two");
    await env.DB.prepare("UPDATE users SET totp_last_step = NULL WHERE id = ?").bind(delegate.id).run();
    await expectJson(
      api(delegate.authToken).account.mfa.passkeys[":id"].$delete({
        param: { id: first.passkey.id },
        json: { code: codeAt(secret) },
      }),
      200,
    );
    const confirm = await expectJson(api(delegate.authToken).account.mfa.passkeys["confirm-options"].$post(), 200);
    await expectJson(
      api(delegate.authToken).account.mfa.disable.$post({
        json: { passkey: await second.authenticator.assert(confirm) },
      }),
      200,
    );
    const step = await passwordStep(delegate.email);
    expect(step.methods).toEqual(["passkey"]);
    const count = await env.DB.prepare("SELECT passkey_count AS n FROM users WHERE id = ?")
      .bind(delegate.id)
      .first<{ n: number }>();
    expect(count!.n).toBe(1);
  });
});
