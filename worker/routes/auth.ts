/**
 * Auth and the current user (docs/api.md#auth-and-user): GET /api/user, POST /api/auth/register
 * (which stores the language of the page it was sent from as the account's, docs/data-model.md#users,
 * also queues the registration_confirmation email in it, and signs in unless the payload's
 * autoLogin is false; the address stays unconfirmed, so the session carries no admin role),
 * POST /api/auth/login (rate-limited per address and client, with ceilings per address and per
 * client, or per device with a device cookie, which a successful sign-in sets:
 * middleware/rate-limit.ts, middleware/device-cookie.ts; for an account with a second factor it
 * answers a challenge for POST /api/auth/mfa, ./mfa.ts), POST /api/auth/logout (ends the sign-in
 * session of the Bearer token and of the session cookie, whichever it was sent with). Recovery,
 * one-time links and choosing a password after the confirmation are in ./account.ts.
 */
import { Hono } from "hono";
import { loginSchema, registerSchema } from "../contract/auth";
import type { RegistrationResponse } from "../contract/user";
import type { AppEnv } from "../app-env";
import { clientIp, enforceLoginRateLimit, enforceRateLimit } from "../middleware/rate-limit";
import {
  clearSessionCookie,
  currentUser,
  logoutTokens,
  requireUser,
  signIn,
  signInOrChallenge,
} from "../middleware/auth";
import { validate } from "../middleware/validate";
import { setDeviceCookie } from "../middleware/device-cookie";
import { requestLocale } from "../lib/locale";
import { queueRegistrationConfirmation } from "../services/email-queue";
import { deleteAuthSession } from "../services/auth-sessions";
import { authenticate, registerUser, toUser } from "../services/users";
import { UnauthenticatedError } from "../services/errors";

export const INVALID_CREDENTIALS_MESSAGE = /*i18n*/ "Invalid email or password";

export const authRoutes = new Hono<AppEnv>()
  .get("/user", requireUser, (c) => c.json(toUser(currentUser(c), c.get("settings"), c.get("session"))))
  .post("/auth/register", validate("json", registerSchema), async (c) => {
    const input = c.req.valid("json");
    await enforceRateLimit(c, "register", clientIp(c));
    const row = await registerUser(c.get("db"), input, requestLocale(c));
    await queueRegistrationConfirmation(c.get("db"), c.env.EMAIL_QUEUE, row);
    // autoLogin: false (docs/data-model.md#registration-payload) creates the account without signing in.
    if (!input.autoLogin) {
      const body: RegistrationResponse = { ...toUser(row, c.get("settings"), null), authToken: null };
      return c.json(body, 201);
    }
    return c.json(await signIn(c, row), 201);
  })
  .post("/auth/login", validate("json", loginSchema), async (c) => {
    const { email, password, rememberMe } = c.req.valid("json");
    await enforceLoginRateLimit(c, email);
    const row = await authenticate(c.get("db"), email, password);
    if (!row) throw new UnauthenticatedError(INVALID_CREDENTIALS_MESSAGE);
    const answer = await signInOrChallenge(c, row, { rememberMe });
    // The device cookie marks a finished sign-in: with a second factor, POST /api/auth/mfa sets it.
    if (!("mfaRequired" in answer)) await setDeviceCookie(c, email);
    return c.json(answer, 200);
  })
  .post("/auth/logout", async (c) => {
    // The cookie counts here although it authenticates no other POST (middleware/auth.ts): ending
    // a sign-in session grants nothing, and SameSite=Lax keeps other sites' forms from sending it.
    await Promise.all(logoutTokens(c).map((token) => deleteAuthSession(c.env.SESSIONS, token)));
    clearSessionCookie(c);
    return c.json({ message: "Signed out" }, 200);
  });
