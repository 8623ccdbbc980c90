/**
 * Session middleware. A request is authenticated by `Authorization: Bearer <token>` (docs/product.md#roles-and-permissions:
 * the token kept in local storage is sent as a Bearer token) or, for GET and HEAD only, by the
 * HttpOnly session cookie, so that images (QR) and downloads by navigation (exports, PDF) work
 * while state-changing requests stay immune to cross-site request forgery. A WebSocket upgrade
 * (a GET) may instead offer the token as its subprotocol `bearer.<token>` (contract/live.ts).
 */
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../app-env";
import type { UserRow } from "../../db/schema";
import type { AuthResponse } from "../contract/user";
import { BEARER_PROTOCOL_PREFIX } from "../contract/live";
import { MFA_MESSAGES, type MfaChallenge } from "../contract/mfa";
import { createMfaChallenge, secondFactorsOf } from "../services/mfa";
import { USER_TARGET } from "../services/audit-log";
import { createAuthSession, isAuthSessionCurrent, readAuthSession, renewAuthSession } from "../services/auth-sessions";
import { findUserById, isAdmin, needsSecondFactor, toUser } from "../services/users";
import { ForbiddenError, UnauthenticatedError } from "../services/errors";
import { audit, auditAdminRequest } from "./audit";

/** `__Host-` prefix: Secure, path /, no Domain (RFC 6265bis section 4.1.3.2). */
export const SESSION_COOKIE = "__Host-session";

export const NOT_AUTHENTICATED_MESSAGE = /*i18n*/ "Not authenticated";
export const FORBIDDEN_MESSAGE = /*i18n*/ "Admin access required";

function bearerToken(c: Context<AppEnv>): string | null {
  const header = c.req.header("Authorization");
  return header?.startsWith("Bearer ") ? header.slice(7).trim() || null : null;
}

/**
 * The session token a WebSocket upgrade offers as the subprotocol `bearer.<token>`
 * (contract/live.ts, LIVE_PROTOCOL), or null.
 */
function webSocketToken(c: Context<AppEnv>): string | null {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") return null;
  const offered = (c.req.header("Sec-WebSocket-Protocol") ?? "").split(",").map((protocol) => protocol.trim());
  const bearer = offered.find((protocol) => protocol.startsWith(BEARER_PROTOCOL_PREFIX));
  return bearer ? bearer.slice(BEARER_PROTOCOL_PREFIX.length) || null : null;
}

function presentedToken(c: Context<AppEnv>): string | null {
  if (c.req.header("Authorization")?.startsWith("Bearer ")) return bearerToken(c);
  if (c.req.method === "GET" || c.req.method === "HEAD")
    return webSocketToken(c) ?? getCookie(c, SESSION_COOKIE) ?? null;
  return null;
}

/**
 * The session tokens a sign-out ends: the Bearer token and the session cookie, both when both are
 * sent (docs/api.md#auth-and-user), without duplicates. Not validated: deleting an unknown token
 * does nothing (services/auth-sessions.ts, deleteAuthSession).
 */
export function logoutTokens(c: Context<AppEnv>): string[] {
  const tokens = [bearerToken(c), getCookie(c, SESSION_COOKIE) || null];
  return [...new Set(tokens.filter((token) => token !== null))];
}

/**
 * Resolves the request's user and session once; later calls reuse the result. A session is valid
 * when KV holds it unexpired, its user exists, and it was created after the user's last
 * revocation (`users.sessionsRevokedAt`, set by a password reset and by the first confirmation of
 * the address; see worker/services/auth-sessions.ts). A valid session's idle window slides
 * (auth-sessions.ts, renewAuthSession), and the cookie's lifetime with it.
 */
async function loadUser(c: Context<AppEnv>): Promise<void> {
  if (c.get("user") !== undefined) return;
  c.set("user", null);
  c.set("sessionToken", null);
  c.set("session", null);
  const token = presentedToken(c);
  if (!token) return;
  const session = await readAuthSession(c.env.SESSIONS, token);
  if (!session) return;
  const user = await findUserById(c.get("db"), session.userId);
  if (!user || !isAuthSessionCurrent(session, user.sessionsRevokedAt)) return;
  const renewedMaxAge = await renewAuthSession(c.env.SESSIONS, token, session);
  if (renewedMaxAge !== null) setSessionCookie(c, token, renewedMaxAge);
  c.set("user", user);
  c.set("sessionToken", token);
  c.set("session", session);
}

/**
 * True when the request's session carries the admin role (worker/services/users.ts, isAdmin: an
 * operator's grant, or a confirmed admin-domain address and a session created after the
 * confirmation). False without a session.
 */
export function sessionIsAdmin(c: Context<AppEnv>): boolean {
  const user = c.get("user");
  const session = c.get("session");
  return !!user && !!session && isAdmin(user, c.get("settings"), session);
}

/** Loads the user when a session is presented; never rejects. */
export const optionalUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  await loadUser(c);
  await next();
};

/** Refuses a request without a valid session. @throws UnauthenticatedError (401) {@link NOT_AUTHENTICATED_MESSAGE}. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  await loadUser(c);
  if (!c.get("user")) throw new UnauthenticatedError(NOT_AUTHENTICATED_MESSAGE);
  await next();
};

/**
 * Refuses a request without a session, and a signed-in non-admin (docs/decisions/0003-admin-rule.md),
 * including an admin-domain account whose session predates the confirmation of its address
 * ({@link sessionIsAdmin}); with ADMIN_REQUIRE_MFA on, also an admin's session without a second
 * factor (services/users.ts, needsSecondFactor; docs/decisions/0019-second-factor-and-audit-log.md).
 * Records the request in the audit log when it changed something or exported personal data
 * (middleware/audit.ts).
 * @throws UnauthenticatedError (401) without a session; ForbiddenError (403) {@link FORBIDDEN_MESSAGE}
 *   for anyone but an admin, {@link MFA_MESSAGES.adminNeedsSecondFactor} for an admin's session
 *   without a second factor.
 */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  await loadUser(c);
  const user = c.get("user");
  if (!user) throw new UnauthenticatedError(NOT_AUTHENTICATED_MESSAGE);
  if (!sessionIsAdmin(c)) throw new ForbiddenError(FORBIDDEN_MESSAGE);
  if (needsSecondFactor(user, c.get("settings"), c.get("session")))
    throw new ForbiddenError(MFA_MESSAGES.adminNeedsSecondFactor);
  const routePath = c.req.routePath;
  await next();
  await auditAdminRequest(c, routePath);
};

/**
 * The signed-in user; only valid behind {@link requireUser} or {@link requireAdmin}.
 * @throws UnauthenticatedError (401) without one.
 */
export function currentUser(c: Context<AppEnv>) {
  const user = c.get("user");
  if (!user) throw new UnauthenticatedError(NOT_AUTHENTICATED_MESSAGE);
  return user;
}

/**
 * Signs `user` in on this response: a new auth session in KV, its HttpOnly cookie, and the body
 * of a sign-in answer (docs/api.md): the user as the API shows them, with the session's token for
 * the Bearer header.
 * @param options.rememberMe a 30-day session when true (the default), 1 day otherwise.
 * @param options.start the session's creation time, epoch ms (services/auth-sessions.ts,
 *   authSessionStartAfter); now by default.
 * @param options.secondFactor whether the sign-in passed a second factor.
 * An organiser's sign-in is recorded in the audit log (services/audit-log.ts).
 */
export async function signIn(
  c: Context<AppEnv>,
  user: UserRow,
  options: { rememberMe?: boolean; start?: number; secondFactor?: boolean } = {},
): Promise<AuthResponse> {
  const { token, maxAgeSeconds, record } = await createAuthSession(
    c.env.SESSIONS,
    user.id,
    options.rememberMe ?? true,
    options.start,
    options.secondFactor,
  );
  setSessionCookie(c, token, maxAgeSeconds);
  const body = { ...toUser(user, c.get("settings"), record), authToken: token };
  if (body.isAdmin)
    await audit(c, {
      actor: { id: user.id, email: user.email },
      action: "auth.sign-in",
      targetType: USER_TARGET,
      targetId: String(user.id),
      summary: options.secondFactor ? "Signed in with a second factor" : "Signed in without a second factor",
    });
  return body;
}

/**
 * The first step of a sign-in with a password or a login link: for an account with a second
 * factor, no session but a challenge for POST /api/auth/mfa (services/mfa.ts, createMfaChallenge)
 * with the factors the account has; otherwise {@link signIn}.
 */
export async function signInOrChallenge(
  c: Context<AppEnv>,
  user: UserRow,
  options: { rememberMe?: boolean; start?: number } = {},
): Promise<AuthResponse | MfaChallenge> {
  const methods = secondFactorsOf(user);
  if (methods.length === 0) return signIn(c, user, options);
  const mfaToken = await createMfaChallenge(c.get("db"), user.id, options.rememberMe ?? true);
  return { mfaRequired: true, mfaToken, methods };
}

/** Sets the session cookie next to the Bearer token returned in the body. */
function setSessionCookie(c: Context<AppEnv>, token: string, maxAgeSeconds: number): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

/** Clears the session cookie (logout). */
export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
}
