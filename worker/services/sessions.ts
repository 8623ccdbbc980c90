/**
 * Sessions in KV (decisions.md, Sessions). The client holds an opaque token
 * `<userId>.<256-bit random, base64url>`; KV holds only its SHA-256 under
 * `session:<userId>:<sha256 hex>` with the value {@link SessionRecord} and a TTL of 30 days
 * (rememberMe, the default) or 1 day. The user id prefix lets {@link revokeUserSessions} list a
 * user's sessions. KV is eventually consistent: a revocation can take about 60 s to reach every
 * location.
 */
import { randomToken, sha256Hex } from "./crypto";

export const SESSION_TTL_REMEMBER_S = 30 * 24 * 60 * 60;
export const SESSION_TTL_SHORT_S = 24 * 60 * 60;

export interface SessionRecord {
  userId: number;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms. */
  expiresAt: number;
}

async function sessionKey(token: string): Promise<string | null> {
  const match = /^(\d{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? `session:${match[1]}:${await sha256Hex(token)}` : null;
}

/**
 * Creates a session for `userId` and returns its token (the only copy; never log it).
 * @param rememberMe 30-day session when true, 1-day otherwise.
 */
export async function createSession(
  kv: KVNamespace,
  userId: number,
  rememberMe: boolean,
  now = Date.now(),
): Promise<{ token: string; maxAgeSeconds: number }> {
  const token = `${userId}.${randomToken(32)}`;
  const maxAgeSeconds = rememberMe ? SESSION_TTL_REMEMBER_S : SESSION_TTL_SHORT_S;
  const record: SessionRecord = { userId, createdAt: now, expiresAt: now + maxAgeSeconds * 1000 };
  await kv.put((await sessionKey(token))!, JSON.stringify(record), { expirationTtl: maxAgeSeconds });
  return { token, maxAgeSeconds };
}

/** The session of a token, or null when unknown, malformed or expired. */
export async function readSession(kv: KVNamespace, token: string, now = Date.now()): Promise<SessionRecord | null> {
  const key = await sessionKey(token);
  if (!key) return null;
  const record = await kv.get<SessionRecord>(key, "json");
  return record && record.expiresAt > now ? record : null;
}

/** Deletes one session (logout). Unknown tokens are ignored. */
export async function deleteSession(kv: KVNamespace, token: string): Promise<void> {
  const key = await sessionKey(token);
  if (key) await kv.delete(key);
}

/** Deletes every session of a user (password change or reset). */
export async function revokeUserSessions(kv: KVNamespace, userId: number): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: `session:${userId}:`, cursor });
    await Promise.all(page.keys.map((k) => kv.delete(k.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}
