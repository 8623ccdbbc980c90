/**
 * Password reset (spec 5 Password reset; spec 7 POST /api/auth/forgot-password and
 * /api/auth/reset-password; decisions.md Sessions: a reset revokes all of the user's sessions).
 * The queue consumer mints the token when it renders the password_reset email; the token is
 * random, stored hashed, single use and valid for one hour.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { passwordResetTokens, users, type UserRow } from "../../db/schema";
import { INVALID_RESET_LINK_MESSAGE } from "../contract/account";
import type { Database } from "../db";
import { HttpError } from "../middleware/errors";
import { sha256Hex } from "./crypto";
import { isMissingUser, newOneTimeToken } from "./one-time-token";
import { hashPassword } from "./password";
import { revokeUserSessions } from "./sessions";

/** Lifetime of a reset link: 1 hour (issue "Email pipeline"). */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Stores a new reset token for `userId` and returns the secret for the link.
 * Earlier unused tokens stay valid until they expire or a reset succeeds.
 * @param now epoch ms.
 * @returns the token, or null when the user no longer exists.
 */
export async function mintPasswordResetToken(db: Database, userId: number, now = Date.now()): Promise<string | null> {
  const { token, hash } = await newOneTimeToken();
  try {
    await db.insert(passwordResetTokens).values({ userId, token: hash, expiresAt: new Date(now + PASSWORD_RESET_TTL_MS) });
  } catch (error) {
    if (isMissingUser(error)) return null;
    throw error;
  }
  return token;
}

/**
 * Sets a new password with a reset token. The token is consumed by one conditional DELETE (so
 * it works once even under concurrent requests); then the password is replaced, every other
 * reset token of the user is dropped, the address counts as verified (the link reached its
 * owner) and all sessions are revoked (KV: may take about 60 s to reach every location).
 * @returns the updated user.
 * @throws HttpError 400 {@link INVALID_RESET_LINK_MESSAGE} for an unknown, used or expired token.
 */
export async function resetPassword(
  db: Database,
  sessions: KVNamespace,
  token: string,
  newPassword: string,
  now = Date.now(),
): Promise<UserRow> {
  const [hash, password] = await Promise.all([sha256Hex(token), hashPassword(newPassword)]);
  const [claimed] = await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.token, hash), gt(passwordResetTokens.expiresAt, new Date(now))))
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) throw new HttpError(400, INVALID_RESET_LINK_MESSAGE);
  const [updated] = await db.batch([
    db
      .update(users)
      .set({ password, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: new Date(now) })
      .where(eq(users.id, claimed.userId))
      .returning(),
    db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, claimed.userId)),
  ]);
  await revokeUserSessions(sessions, claimed.userId);
  if (!updated[0]) throw new HttpError(400, INVALID_RESET_LINK_MESSAGE);
  return updated[0];
}
