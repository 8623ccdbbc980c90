/**
 * Second factor (docs/api.md#second-factor; worker/services/mfa.ts):
 * - POST /api/account/mfa/totp/setup answers {@link TotpSetup} (a new secret, not yet in force);
 * - POST /api/account/mfa/totp/enable `{ code }` turns TOTP on and answers {@link RecoveryCodes},
 *   and marks the session asking as having passed a second factor (it just proved one);
 * - POST /api/account/mfa/disable `{ code }` turns it off;
 * - POST /api/auth/mfa `{ mfaToken, code }` finishes a sign-in that POST /api/auth/login or
 *   /api/auth/login-token began, with the usual auth answer. Rate limited like the password
 *   (middleware/rate-limit.ts, enforceLoginRateLimit, keyed by the account), and every wrong code
 *   is recorded in the audit log.
 * The account routes need a signed-in session, not an admin one: an organiser whom
 * ADMIN_REQUIRE_MFA keeps out of the admin APIs enrols here.
 */
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { type RecoveryCodes, type TotpSetup, mfaCodeSchema, mfaSignInSchema } from "../contract/mfa";
import { audit } from "../middleware/audit";
import { currentUser, requireUser, signIn } from "../middleware/auth";
import { setDeviceCookie } from "../middleware/device-cookie";
import { enforceMfaRateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { USER_TARGET } from "../services/audit-log";
import { markSessionSecondFactor } from "../services/auth-sessions";
import {
  WrongSecondFactorError,
  disableSecondFactor,
  enableTotp,
  redeemMfaChallenge,
  startTotpSetup,
} from "../services/mfa";

export const mfaRoutes = new Hono<AppEnv>()
  .post("/account/mfa/totp/setup", requireUser, async (c) =>
    c.json<TotpSetup>(await startTotpSetup(c.get("db"), currentUser(c)), 200),
  )
  .post("/account/mfa/totp/enable", requireUser, validate("json", mfaCodeSchema), async (c) => {
    const recoveryCodes = await enableTotp(c.get("db"), currentUser(c), c.req.valid("json").code);
    const token = c.get("sessionToken");
    const session = c.get("session");
    if (token && session) await markSessionSecondFactor(c.env.SESSIONS, token, session);
    return c.json<RecoveryCodes>({ recoveryCodes }, 200);
  })
  .post("/account/mfa/disable", requireUser, validate("json", mfaCodeSchema), async (c) => {
    await disableSecondFactor(c.get("db"), currentUser(c), c.req.valid("json").code);
    return c.json({ message: "Two-step sign-in is off" }, 200);
  })
  .post("/auth/mfa", validate("json", mfaSignInSchema), async (c) => {
    const { mfaToken, code } = c.req.valid("json");
    try {
      const { user, rememberMe } = await redeemMfaChallenge(c.get("db"), mfaToken, code, (userId) =>
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
          summary: "Wrong second-factor code at sign-in",
        });
      throw error;
    }
  });
