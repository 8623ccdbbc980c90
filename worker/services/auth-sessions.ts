/**
 * Auth sessions (a signed-in browser; "session" alone names an agenda item in this codebase), kept
 * in KV (docs/decisions/0002-sessions-in-kv-and-revocation-point.md). The client holds an opaque token
 * `<userId>.<256-bit random, base64url>`; KV holds only its SHA-256 under
 * `session:<userId>:<sha256 hex>` with the value {@link AuthSession}.
 *
 * Idle timeout (OWASP ASVS 5.0 V7.3.1): a session ends after 30 days without use (rememberMe, the
 * default) or 1 day, and each use slides that window ({@link renewAuthSession}). To keep KV writes
 * to about one per session per hour, a use renews only when the last renewal is at least
 * {@link RENEW_INTERVAL_MS} old, so the idle window is exact to within that hour.
 *
 * Revocation ("sign out everywhere", on a password reset and on the first confirmation of the
 * address: docs/decisions/0010-confirmation-proves-the-mailbox.md) is authoritative in D1, not in KV:
 * `users.sessionsRevokedAt` (epoch ms) is set, and {@link isAuthSessionCurrent} refuses every session
 * created at or before it. The session middleware reads the user row on every authenticated
 * request anyway (middleware/auth.ts), so the check costs no extra query and takes effect at once everywhere.
 * {@link revokeAuthSessions} then deletes the user's KV keys as a best-effort clean-up: it finds
 * them with `kv.list` on the `session:<userId>:` prefix, which is eventually consistent (a key
 * written shortly before may be missing from the listing), and a deleted key can still be served
 * by another location's KV cache for about 60 s. Neither matters for security because of the D1
 * revocation point. (Deleting a user needs no revocation point: the session's user is gone.)
 */
import { randomToken, sha256Hex } from "../lib/crypto";

const SESSION_TTL_REMEMBER_S = 30 * 24 * 60 * 60;
const SESSION_TTL_SHORT_S = 24 * 60 * 60;

/** A use renews a session whose last renewal is at least this old: 1 hour, in ms. */
const RENEW_INTERVAL_MS = 60 * 60 * 1000;

export interface AuthSession {
  userId: number;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms: the end of the idle window, moved on by {@link renewAuthSession}. */
  expiresAt: number;
  /**
   * True when the sign-in passed a second factor (POST /api/auth/mfa), or the session turned one
   * on (worker/services/mfa.ts); absent otherwise. ADMIN_REQUIRE_MFA asks it of organisers
   * (middleware/auth.ts, requireAdmin).
   */
  secondFactor?: true;
  /**
   * The idle window in seconds: 30 days with rememberMe, 1 day without. Absent in records written
   * before the idle timeout, whose window is `expiresAt - createdAt`.
   */
  idleSeconds?: number;
}

/** The idle window of `session`, seconds. */
function idleSeconds(session: AuthSession): number {
  return session.idleSeconds ?? Math.round((session.expiresAt - session.createdAt) / 1000);
}

async function sessionKey(token: string): Promise<string | null> {
  const match = /^(\d{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? `session:${match[1]}:${await sha256Hex(token)}` : null;
}

/** A new session: its token (the only copy; never log it), its cookie lifetime and what KV holds. */
export interface NewAuthSession {
  token: string;
  maxAgeSeconds: number;
  record: AuthSession;
}

/**
 * Creates a session for `userId`.
 * @param rememberMe 30-day session when true, 1-day otherwise.
 * @param now creation time, epoch ms (see {@link authSessionStartAfter} right after a revocation).
 * @param secondFactor whether the sign-in passed a second factor ({@link AuthSession.secondFactor}).
 */
export async function createAuthSession(
  kv: KVNamespace,
  userId: number,
  rememberMe: boolean,
  now = Date.now(),
  secondFactor = false,
): Promise<NewAuthSession> {
  const token = `${userId}.${randomToken(32)}`;
  const maxAgeSeconds = rememberMe ? SESSION_TTL_REMEMBER_S : SESSION_TTL_SHORT_S;
  const record: AuthSession = {
    userId,
    createdAt: now,
    expiresAt: now + maxAgeSeconds * 1000,
    ...(secondFactor ? { secondFactor: true } : {}),
    idleSeconds: maxAgeSeconds,
  };
  await kv.put((await sessionKey(token))!, JSON.stringify(record), { expirationTtl: maxAgeSeconds });
  return { token, maxAgeSeconds, record };
}

/**
 * Marks the session of `token` as having passed a second factor (the session that turned TOTP
 * on), keeping its expiry. KV's minimum TTL is 60 s.
 * @param now epoch ms.
 */
export async function markSessionSecondFactor(
  kv: KVNamespace,
  token: string,
  session: AuthSession,
  now = Date.now(),
): Promise<void> {
  const key = await sessionKey(token);
  if (!key) return;
  const expirationTtl = Math.max(60, Math.ceil((session.expiresAt - now) / 1000));
  await kv.put(key, JSON.stringify({ ...session, secondFactor: true }), { expirationTtl });
}

/**
 * Creation time (epoch ms) for a session started right after `instant` (a revocation point or a
 * confirmation set moments ago by the same request): now, but at least one millisecond later,
 * because a session created at the revocation point's own millisecond counts as revoked
 * ({@link isAuthSessionCurrent}) and the admin rule needs a session created after the confirmation
 * (worker/services/users.ts, isAdmin).
 */
export function authSessionStartAfter(instant: Date | null, now = Date.now()): number {
  return instant ? Math.max(now, instant.getTime() + 1) : now;
}

/** The session of a token, or null when unknown, malformed or expired. */
export async function readAuthSession(kv: KVNamespace, token: string, now = Date.now()): Promise<AuthSession | null> {
  const key = await sessionKey(token);
  if (!key) return null;
  const record = await kv.get<AuthSession>(key, "json");
  return record && record.expiresAt > now ? record : null;
}

/**
 * Slides the idle window of a session that was just used: when its last renewal is at least
 * {@link RENEW_INTERVAL_MS} old, KV gets the record with `expiresAt` = now + its idle window (and
 * that TTL), and the new cookie lifetime is returned; otherwise nothing is written and null is
 * returned.
 * @param token the session's token, already read with {@link readAuthSession}.
 * @returns the idle window in seconds (the cookie's new Max-Age) when renewed, else null.
 */
export async function renewAuthSession(
  kv: KVNamespace,
  token: string,
  session: AuthSession,
  now = Date.now(),
): Promise<number | null> {
  const windowSeconds = idleSeconds(session);
  const lastRenewal = session.expiresAt - windowSeconds * 1000;
  const key = await sessionKey(token);
  if (!key || now - lastRenewal < RENEW_INTERVAL_MS) return null;
  const record: AuthSession = { ...session, expiresAt: now + windowSeconds * 1000, idleSeconds: windowSeconds };
  await kv.put(key, JSON.stringify(record), { expirationTtl: windowSeconds });
  return windowSeconds;
}

/** Deletes one session (logout). Unknown tokens are ignored. */
export async function deleteAuthSession(kv: KVNamespace, token: string): Promise<void> {
  const key = await sessionKey(token);
  if (key) await kv.delete(key);
}

/**
 * True when `session` was created after the user's revocation point, i.e. it was not signed
 * out by a later password reset or first confirmation of the address.
 * @param sessionsRevokedAt `users.sessionsRevokedAt`; null when the user never revoked.
 */
export function isAuthSessionCurrent(session: AuthSession, sessionsRevokedAt: Date | null): boolean {
  return sessionsRevokedAt === null || session.createdAt > sessionsRevokedAt.getTime();
}

/**
 * Deletes every KV session key of a user: clean-up after the user's revocation point was set or
 * the user was deleted (either already refuses the sessions). Best effort: `kv.list` is
 * eventually consistent and may miss a session written moments ago; the missed key expires with
 * its TTL. Costs one list per 1,000 keys plus one delete per key.
 * @throws when KV fails; callers that already revoked in D1 may ignore it.
 */
export async function revokeAuthSessions(kv: KVNamespace, userId: number): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: `session:${userId}:`, cursor });
    await Promise.all(page.keys.map((k) => kv.delete(k.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}
