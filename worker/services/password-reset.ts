/**
 * Password reset (docs/messages.md#password-reset; docs/api.md#post-apiauthforgot-password and
 * /api/auth/reset-password; docs/decisions/0002-sessions-in-kv-and-revocation-point.md: a reset revokes all of the user's sessions).
 * The queue consumer mints the token when it renders the password_reset email; the token is
 * random, stored hashed, single use and valid for one hour. Each address gets at most
 * {@link PASSWORD_RESET_EMAIL_LIMIT} reset emails an hour, counted from the tokens minted.
 */
import { and, count, eq, exists, gt, sql } from "drizzle-orm";
import { calendarFeeds, loginTokens, passwordResetTokens, users, type UserRow } from "../../db/schema";
import { INVALID_RESET_LINK_MESSAGE } from "../contract/account";
import type { Database } from "../db";
import { InvalidInputError } from "./errors";
import { sha256Hex } from "../lib/crypto";
import { errorSummary } from "../lib/log";
import { isMissingUser, newOneTimeToken } from "./one-time-token";
import { assertUncommonPassword, hashPassword } from "./password";
import { revokeAuthSessions } from "./auth-sessions";
import { NOTHING_SUSPENDED } from "./suspended-password";

/** Lifetime of a reset link: 1 hour (docs/decisions/0008-email-pipeline.md). */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Stores a new reset token for `userId` (created at `now`) and returns the secret for the link.
 * Earlier unused tokens stay valid until they expire or a reset succeeds. Applies no limit:
 * callers that send email check {@link passwordResetEmailsLeft} first.
 * @param now epoch ms.
 * @returns the token, or null when the user no longer exists.
 */
export async function mintPasswordResetToken(db: Database, userId: number, now = Date.now()): Promise<string | null> {
  const { token, hash } = await newOneTimeToken();
  try {
    await db
      .insert(passwordResetTokens)
      .values({ userId, token: hash, expiresAt: new Date(now + PASSWORD_RESET_TTL_MS), createdAt: new Date(now) });
  } catch (error) {
    if (isMissingUser(error)) return null;
    throw error;
  }
  return token;
}

/**
 * At most this many reset emails per address per {@link PASSWORD_RESET_EMAIL_WINDOW_MS}
 * (docs/decisions/0011-readings-of-the-spec.md#forgot-password: rate-limited per address). password_reset is essential mail, so
 * unsubscribing does not stop it; without this cap the per-key rate limiter alone (10 per 60 s)
 * would let anyone send an address about 600 reset emails an hour.
 */
export const PASSWORD_RESET_EMAIL_LIMIT = 3;
/** The window of {@link PASSWORD_RESET_EMAIL_LIMIT}: 1 hour, in ms. */
export const PASSWORD_RESET_EMAIL_WINDOW_MS = 60 * 60 * 1000;

/** 429 answer of POST /api/auth/forgot-password when the address used up its reset emails. */
export const RESET_EMAIL_LIMIT_MESSAGE =
  /*i18n*/ "We have already sent several password reset emails to this address in the last hour. Please use the link in the latest one, or try again later.";

/**
 * How many more reset emails `userId` may get now: {@link PASSWORD_RESET_EMAIL_LIMIT} minus the
 * reset tokens minted for them in the last hour (one token per sent email; the table is durable,
 * unlike the rate limiter's counters). A successful reset deletes the user's tokens, so the
 * owner who used a link starts afresh. One query (password_reset_tokens_user_idx).
 * @param now epoch ms.
 * @returns a number from 0 to {@link PASSWORD_RESET_EMAIL_LIMIT}.
 */
export async function passwordResetEmailsLeft(db: Database, userId: number, now = Date.now()): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        gt(passwordResetTokens.createdAt, new Date(now - PASSWORD_RESET_EMAIL_WINDOW_MS)),
      ),
    );
  return Math.max(0, PASSWORD_RESET_EMAIL_LIMIT - (row?.sent ?? 0));
}

/**
 * Sets a new password with a reset token.
 *
 * The token is looked up before any work: an unknown, used or expired token is refused without
 * hashing the password (PBKDF2 at 100,000 iterations is the costly part, so guessing tokens must
 * not buy CPU). A password on the common-password list is refused next, before anything is
 * written. For a valid token the password is hashed, then one D1 batch (a transaction)
 * replaces the password (a password suspended by the first confirmation is discarded:
 * services/suspended-password.ts), marks the address verified (the link reached its owner; a first
 * verification also reissues the pass, as the first confirmation by a login link does:
 * docs/decisions/0010-confirmation-proves-the-mailbox.md), sets the user's revocation point
 * `sessionsRevokedAt` = `now` (every existing session is refused from then on,
 * worker/services/auth-sessions.ts), and withdraws every outstanding one-time link of the user (all
 * login tokens and all reset tokens) and their private calendar feed, whose URL is a credential too
 * (docs/decisions/0013-private-calendar-feed.md): "Get calendar link" makes a new one. Every statement is conditional on the token still existing,
 * so the token works once even under concurrent requests and a refused attempt writes nothing.
 * Afterwards the KV session keys are deleted as a best-effort clean-up (a failure there is
 * logged, not reported: the revocation already holds).
 * @param now epoch ms.
 * @returns the updated user.
 * @throws DomainError 400 {@link INVALID_RESET_LINK_MESSAGE} for an unknown, used or expired token;
 *   400 COMMON_PASSWORD_MESSAGE (contract/auth.ts) for one of the most common passwords.
 */
export async function resetPassword(
  db: Database,
  sessions: KVNamespace,
  token: string,
  newPassword: string,
  now = Date.now(),
): Promise<UserRow> {
  const hash = await sha256Hex(token);
  const usable = and(eq(passwordResetTokens.token, hash), gt(passwordResetTokens.expiresAt, new Date(now)));
  const [found] = await db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(usable);
  if (!found) throw new InvalidInputError(INVALID_RESET_LINK_MESSAGE);
  await assertUncommonPassword(newPassword);
  const password = await hashPassword(newPassword);
  const stillUsable = exists(db.select({ one: sql`1` }).from(passwordResetTokens).where(usable));
  const [updated] = await db.batch([
    db
      .update(users)
      .set({
        password,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
        passVersion: sql`${users.passVersion} + (${users.emailVerifiedAt} is null)`,
        sessionsRevokedAt: new Date(now),
        ...NOTHING_SUSPENDED,
        updatedAt: new Date(now),
      })
      .where(and(eq(users.id, found.userId), stillUsable))
      .returning(),
    db.delete(loginTokens).where(and(eq(loginTokens.userId, found.userId), stillUsable)),
    db.delete(calendarFeeds).where(and(eq(calendarFeeds.userId, found.userId), stillUsable)),
    db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, found.userId), stillUsable)),
  ]);
  const user = updated[0];
  if (!user) throw new InvalidInputError(INVALID_RESET_LINK_MESSAGE);
  try {
    await revokeAuthSessions(sessions, user.id);
  } catch (error) {
    console.error("session clean-up after password reset failed", user.id, errorSummary(error));
  }
  return user;
}
