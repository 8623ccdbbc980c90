/**
 * Account recovery, one-time login links and unsubscribe (docs/api.md#auth-and-user; RFC 8058).
 * The routes parse the input, apply the per-request rate limits (middleware/rate-limit.ts) and
 * answer; the rules live in the services named below.
 * - POST /api/auth/forgot-password {email}: queues a password_reset email, or 404 for an unknown
 *   address (services/account-recovery.ts). Limits: AUTH_RATE_LIMITER per client IP and per
 *   address (10 per 60 s each), and at most PASSWORD_RESET_EMAIL_LIMIT (3) reset emails per
 *   address per hour (429 RESET_EMAIL_LIMIT_MESSAGE, nothing queued; services/password-reset.ts);
 * - POST /api/auth/reset-password {token, password, confirmPassword}: sets the password with a
 *   one-time token, revokes every session of the user and withdraws every outstanding one-time
 *   link (login and reset tokens);
 * - POST /api/auth/login-token {token}: exchanges a one-time login link for a session (docs/api.md).
 *   The first one confirms the address, which revokes every earlier session and suspends the
 *   earlier password (docs/decisions/0010-confirmation-proves-the-mailbox.md); the answer's
 *   `choosePassword` is then true and the web app offers to keep it or choose a new one;
 * - POST /api/auth/login-link {email, next?}: queues a `login_link` email with a one-time sign-in
 *   link (the way in while sign-in is rate-limited) that returns to `next`, a path of this origin,
 *   or 404 like forgot-password. Limits:
 *   AUTH_RATE_LIMITER per client IP and per address, and at most LOGIN_LINK_EMAIL_LIMIT (3)
 *   emailed login links per address per hour (429 LOGIN_LINK_EMAIL_LIMIT_MESSAGE;
 *   services/account-recovery.ts);
 * - POST /api/auth/choose-password {password, confirmPassword} (signed in): sets the password of
 *   an account that has none, 409 otherwise; a password the first confirmation suspended is
 *   discarded (`passRenewed`: the pass renewed by the confirmation stays renewed);
 * - POST /api/auth/keep-password {password} (signed in): restores the password given at
 *   registration, suspended by the first confirmation, and the pass downloaded before it; 400 for
 *   a wrong one (the fifth discards it), 409 when none is suspended. Limits: AUTH_RATE_LIMITER per
 *   user and per client IP (services/suspended-password.ts);
 * - POST /api/auth/skip-password (signed in): "Not now" on the confirmation screen; discards a
 *   suspended password (`passRenewed`);
 * - POST /api/unsubscribe {email}: the /unsubscribe page (docs/product.md#route-map);
 * - POST /api/unsubscribe/one-click?email&token: RFC 8058 one-click from `List-Unsubscribe`
 *   (signed token, no cookies, body `List-Unsubscribe=One-Click` not required; 400
 *   INVALID_UNSUBSCRIBE_LINK_MESSAGE for a signature that does not match);
 *   GET on the same URL (clients that open the link in a browser) redirects to the page.
 */
import { Hono } from "hono";
import {
  INVALID_UNSUBSCRIBE_LINK_MESSAGE,
  LOGIN_LINK_SENT_MESSAGE,
  PASSWORD_UPDATED_MESSAGE,
  RESET_EMAIL_SENT_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
  loginTokenSchema,
  oneClickUnsubscribeQuerySchema,
  unsubscribeSchema,
} from "../contract/account";
import {
  KEEP_PASSWORD_MESSAGES,
  PASSWORD_CHOSEN_MESSAGE,
  PASSWORD_SKIPPED_MESSAGE,
  type PasswordChoiceResponse,
  choosePasswordSchema,
  forgotPasswordSchema,
  keepPasswordSchema,
  loginLinkRequestSchema,
  resetPasswordSchema,
} from "../contract/auth";
import type { LoginLinkResponse } from "../contract/user";
import type { AppEnv } from "../app-env";
import { clientIp, enforceRateLimit } from "../middleware/rate-limit";
import { currentUser, requireUser, signInOrChallenge } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { sendRecoveryEmail } from "../services/account-recovery";
import { InvalidInputError } from "../services/errors";
import { redeemLoginToken } from "../services/login-links";
import { hasPassword } from "../services/password";
import { resetPassword } from "../services/password-reset";
import { authSessionStartAfter } from "../services/auth-sessions";
import { unsubscribe, verifyUnsubscribeToken } from "../services/unsubscribe";
import { discardSuspendedPassword, keepSuspendedPassword } from "../services/suspended-password";
import { choosePassword } from "../services/users";

export const accountRoutes = new Hono<AppEnv>()
  .post("/auth/forgot-password", validate("json", forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid("json");
    await enforceRateLimit(c, "forgot-password", clientIp(c), email);
    await sendRecoveryEmail(c.get("db"), c.env.EMAIL_QUEUE, "password_reset", email);
    return c.json({ message: RESET_EMAIL_SENT_MESSAGE }, 200);
  })
  .post("/auth/reset-password", validate("json", resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    await enforceRateLimit(c, "reset-password", clientIp(c));
    await resetPassword(c.get("db"), c.env.SESSIONS, token, password);
    return c.json({ message: PASSWORD_UPDATED_MESSAGE }, 200);
  })
  .post("/auth/login-token", validate("json", loginTokenSchema), async (c) => {
    await enforceRateLimit(c, "login-token", clientIp(c));
    const { user } = await redeemLoginToken(c.get("db"), c.env.SESSIONS, c.req.valid("json").token);
    // Created after the revocation point and the confirmation this link may have just set.
    const signedIn = await signInOrChallenge(c, user, { start: authSessionStartAfter(user.sessionsRevokedAt) });
    // An account with a second factor answers the challenge of POST /api/auth/mfa (./mfa.ts) instead.
    if ("mfaRequired" in signedIn) return c.json(signedIn, 200);
    const body: LoginLinkResponse = { ...signedIn, choosePassword: !hasPassword(user.password) };
    return c.json(body, 200);
  })
  .post("/auth/login-link", validate("json", loginLinkRequestSchema), async (c) => {
    const { email, next } = c.req.valid("json");
    await enforceRateLimit(c, "login-link", clientIp(c), email);
    await sendRecoveryEmail(c.get("db"), c.env.EMAIL_QUEUE, "login_link", email, next);
    return c.json({ message: LOGIN_LINK_SENT_MESSAGE }, 200);
  })
  .post("/auth/choose-password", requireUser, validate("json", choosePasswordSchema), async (c) => {
    const user = currentUser(c);
    await enforceRateLimit(c, "choose-password", String(user.id));
    await choosePassword(c.get("db"), user.id, c.req.valid("json").password);
    const body: PasswordChoiceResponse = {
      message: PASSWORD_CHOSEN_MESSAGE,
      passRenewed: user.suspendedPassword !== null,
    };
    return c.json(body, 200);
  })
  .post("/auth/keep-password", requireUser, validate("json", keepPasswordSchema), async (c) => {
    const user = currentUser(c);
    await enforceRateLimit(c, "keep-password", String(user.id), clientIp(c));
    await keepSuspendedPassword(c.get("db"), user.id, c.req.valid("json").password);
    return c.json({ message: KEEP_PASSWORD_MESSAGES.kept }, 200);
  })
  .post("/auth/skip-password", requireUser, async (c) => {
    const body: PasswordChoiceResponse = {
      message: PASSWORD_SKIPPED_MESSAGE,
      passRenewed: await discardSuspendedPassword(c.get("db"), currentUser(c).id),
    };
    return c.json(body, 200);
  })
  .post("/unsubscribe", validate("json", unsubscribeSchema), async (c) => {
    const { email } = c.req.valid("json");
    await enforceRateLimit(c, "unsubscribe", clientIp(c));
    await unsubscribe(c.get("db"), email);
    return c.json({ message: UNSUBSCRIBED_MESSAGE }, 200);
  })
  .post("/unsubscribe/one-click", validate("query", oneClickUnsubscribeQuerySchema), async (c) => {
    const { email, token } = c.req.valid("query");
    if (!(await verifyUnsubscribeToken(c.env.TOKEN_SIGNING_SECRET, email, token))) {
      throw new InvalidInputError(INVALID_UNSUBSCRIBE_LINK_MESSAGE);
    }
    await unsubscribe(c.get("db"), email);
    return c.json({ message: UNSUBSCRIBED_MESSAGE }, 200);
  })
  .get("/unsubscribe/one-click", validate("query", oneClickUnsubscribeQuerySchema), (c) =>
    c.redirect(`/unsubscribe?email=${encodeURIComponent(c.req.valid("query").email)}`, 303),
  );
