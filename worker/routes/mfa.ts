/**
 * Second factor (docs/api.md#second-factor; worker/services/mfa.ts, passkeys.ts):
 * - POST /api/account/mfa/totp/setup answers {@link TotpSetup} (a new secret, not yet in force);
 * - POST /api/account/mfa/totp/enable `{ code }` turns TOTP on and answers {@link RecoveryCodes},
 *   and marks the session asking as having passed a second factor (it just proved one);
 * - POST /api/account/mfa/disable `{ code }` or `{ passkey }` turns TOTP off;
 * - GET /api/account/mfa/passkeys lists the account's passkeys; POST .../passkeys/options and
 *   POST .../passkeys `{ name?, response }` add one (and mark the session as TOTP's enable does);
 *   POST .../passkeys/confirm-options and DELETE .../passkeys/{id} `{ code }` or `{ passkey }`
 *   remove one;
 * - POST /api/auth/mfa/passkey-options `{ mfaToken }` and POST /api/auth/mfa `{ mfaToken, code }`
 *   or `{ mfaToken, passkey }` finish a sign-in that POST /api/auth/login or /api/auth/login-token
 *   began, with the usual auth answer. Rate limited like the password (middleware/rate-limit.ts,
 *   enforceMfaRateLimit, keyed by the account), and every wrong code or passkey is recorded in the
 *   audit log, as are added and removed factors.
 * The account routes need a signed-in session, not an admin one: an organiser whom
 * ADMIN_REQUIRE_MFA keeps out of the admin APIs enrols here. Adding a factor to an account that
 * has one needs a session that passed it (a session without it cannot raise itself to one).
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import {
  MFA_MESSAGES,
  type Passkey,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistrationOptions,
  type RecoveryCodes,
  type TotpSetup,
  mfaCodeSchema,
  mfaProofSchema,
  mfaSignInSchema,
  mfaTokenSchema,
  passkeyRegistrationSchema,
} from "../contract/mfa";
import { z } from "../contract/zod";
import { audit } from "../middleware/audit";
import { currentUser, requireUser, signIn } from "../middleware/auth";
import { setDeviceCookie } from "../middleware/device-cookie";
import { enforceMfaRateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { USER_TARGET } from "../services/audit-log";
import { markSessionSecondFactor } from "../services/auth-sessions";
import { ForbiddenError } from "../services/errors";
import {
  WrongSecondFactorError,
  assertSecondFactor,
  disableSecondFactor,
  enableTotp,
  hasSecondFactor,
  mfaPasskeyOptions,
  redeemMfaChallenge,
  startTotpSetup,
} from "../services/mfa";
import {
  addPasskey,
  assertPasskeyOf,
  listPasskeys,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  relyingPartyOf,
  removePasskey,
} from "../services/passkeys";

/** The relying party of this deployment (services/passkeys.ts, relyingPartyOf). */
const rpOf = (c: Context<AppEnv>) => relyingPartyOf(c.get("settings"));

/** Records a change to the signed-in account's second factors (docs/api.md#audit-log). */
async function auditFactorChange(c: Context<AppEnv>, action: string, summary: string): Promise<void> {
  const user = currentUser(c);
  await audit(c, {
    actor: { id: user.id, email: user.email },
    action,
    targetType: USER_TARGET,
    targetId: String(user.id),
    summary,
  });
}

/** Marks the session asking as having passed a second factor: it has just proved a new one. */
async function markSession(c: Context<AppEnv>): Promise<void> {
  const token = c.get("sessionToken");
  const session = c.get("session");
  if (token && session) await markSessionSecondFactor(c.env.SESSIONS, token, session);
}

/**
 * Refuses to add a factor to an account that has one from a session that did not pass it.
 * @throws ForbiddenError (403) {@link MFA_MESSAGES.signInWithSecondFactorFirst}.
 */
const requireFactorSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (hasSecondFactor(currentUser(c)) && c.get("session")?.secondFactor !== true)
    throw new ForbiddenError(MFA_MESSAGES.signInWithSecondFactorFirst);
  await next();
};

const passkeyIdSchema = z.object({
  id: z
    .string()
    .max(1400)
    .regex(/^[A-Za-z0-9_-]+$/, MFA_MESSAGES.passkeyNotFound),
});

export const mfaRoutes = new Hono<AppEnv>()
  .post("/account/mfa/totp/setup", requireUser, requireFactorSession, async (c) =>
    c.json<TotpSetup>(await startTotpSetup(c.get("db"), currentUser(c)), 200),
  )
  .post("/account/mfa/totp/enable", requireUser, requireFactorSession, validate("json", mfaCodeSchema), async (c) => {
    const recoveryCodes = await enableTotp(c.get("db"), currentUser(c), c.req.valid("json").code);
    await markSession(c);
    await auditFactorChange(c, "account.totp-on", "Two-step sign-in with an authenticator app turned on");
    return c.json<RecoveryCodes>({ recoveryCodes }, 200);
  })
  .post("/account/mfa/disable", requireUser, validate("json", mfaProofSchema), async (c) => {
    await disableSecondFactor(c.get("db"), currentUser(c), c.req.valid("json"), rpOf(c));
    await auditFactorChange(c, "account.totp-off", "Two-step sign-in with an authenticator app turned off");
    return c.json({ message: "Two-step sign-in is off" }, 200);
  })
  .get("/account/mfa/passkeys", requireUser, async (c) =>
    c.json<{ passkeys: Passkey[] }>({ passkeys: await listPasskeys(c.get("db"), currentUser(c).id) }, 200),
  )
  .post("/account/mfa/passkeys/options", requireUser, requireFactorSession, async (c) =>
    c.json<PasskeyRegistrationOptions>(await passkeyRegistrationOptions(c.get("db"), currentUser(c), rpOf(c)), 200),
  )
  .post(
    "/account/mfa/passkeys",
    requireUser,
    requireFactorSession,
    validate("json", passkeyRegistrationSchema),
    async (c) => {
      const passkey = await addPasskey(c.get("db"), currentUser(c), rpOf(c), c.req.valid("json"));
      await markSession(c);
      await auditFactorChange(c, "account.passkey-added", "Passkey added");
      return c.json<Passkey>(passkey, 201);
    },
  )
  .post("/account/mfa/passkeys/confirm-options", requireUser, async (c) =>
    c.json<PasskeyAuthenticationOptions>(
      await passkeyAuthenticationOptions(c.get("db"), currentUser(c).id, "confirm", rpOf(c)),
      200,
    ),
  )
  .delete(
    "/account/mfa/passkeys/:id",
    requireUser,
    validate("param", passkeyIdSchema),
    validate("json", mfaProofSchema),
    async (c) => {
      const db = c.get("db");
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      // 404 before the proof is spent: a wrong id costs no code.
      await assertPasskeyOf(db, user.id, id);
      await assertSecondFactor(db, user, c.req.valid("json"), rpOf(c));
      await removePasskey(db, user.id, id);
      await auditFactorChange(c, "account.passkey-removed", "Passkey removed");
      return c.json({ message: "Passkey removed" }, 200);
    },
  )
  .post("/auth/mfa/passkey-options", validate("json", mfaTokenSchema), async (c) =>
    c.json<PasskeyAuthenticationOptions>(
      await mfaPasskeyOptions(c.get("db"), c.req.valid("json").mfaToken, rpOf(c)),
      200,
    ),
  )
  .post("/auth/mfa", validate("json", mfaSignInSchema), async (c) => {
    const { mfaToken, ...proof } = c.req.valid("json");
    try {
      const { user, rememberMe } = await redeemMfaChallenge(c.get("db"), mfaToken, proof, rpOf(c), (userId) =>
        enforceMfaRateLimit(c, userId),
      );
      const answer = await signIn(c, user, { rememberMe, secondFactor: true });
      // A finished sign-in: the device cookie spares this device other clients' password failures.
      await setDeviceCookie(c, user.email);
      return c.json(answer, 200);
    } catch (error) {
      if (error instanceof WrongSecondFactorError)
        await audit(c, {
          actor: { id: error.user.id, email: error.user.email },
          action: "auth.second-factor-failed",
          targetType: USER_TARGET,
          targetId: String(error.user.id),
          summary: proof.passkey ? "Passkey not accepted at sign-in" : "Wrong second-factor code at sign-in",
        });
      throw error;
    }
  });
