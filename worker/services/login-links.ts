/**
 * One-time login links (spec 3 login_tokens; spec 4 Session: a `?token=` in the page URL signs
 * the visitor in). The queue consumer mints a token when it renders an email that carries a
 * link (registration_confirmation, delegate_welcome); the web app exchanges it once through
 * POST /api/auth/login-token. Redeeming marks the row used (spec 4, Login token: "isUsed starts
 * false") and verifies the address, because only its owner could read the email (decisions.md,
 * Admin role depends on a verified address).
 */
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { loginTokens, users, type UserRow } from "../../db/schema";
import { LOGIN_LINK_MESSAGES } from "../contract/account";
import type { Database } from "../db";
import { InvalidInputError } from "./errors";
import { sha256Hex } from "../lib/crypto";
import { isMissingUser, newOneTimeToken } from "./one-time-token";

/**
 * Lifetime of a login link: 7 days (our choice; the spec gives none). Imported delegates may
 * open their welcome email days later; after expiry they sign in or use Reset Password.
 */
export const LOGIN_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Stores a new login token for `userId` and returns the secret for the link.
 * @param now epoch ms.
 * @returns the token, or null when the user no longer exists.
 */
export async function mintLoginToken(db: Database, userId: number, now = Date.now()): Promise<string | null> {
  const { token, hash } = await newOneTimeToken();
  try {
    await db.insert(loginTokens).values({ userId, token: hash, expiresAt: new Date(now + LOGIN_LINK_TTL_MS) });
  } catch (error) {
    if (isMissingUser(error)) return null;
    throw error;
  }
  return token;
}

/**
 * Redeems a login token: marks it used in one conditional UPDATE (two racing requests cannot
 * both win), verifies the user's address, and clears their expired tokens.
 * @returns the signed-in user's row (after verification).
 * @throws DomainError 400 with {@link LOGIN_LINK_MESSAGES} for an unknown, used or expired token.
 */
export async function redeemLoginToken(db: Database, token: string, now = Date.now()): Promise<UserRow> {
  const hash = await sha256Hex(token);
  const [claimed] = await db
    .update(loginTokens)
    .set({ isUsed: true })
    .where(and(eq(loginTokens.token, hash), eq(loginTokens.isUsed, false), gt(loginTokens.expiresAt, new Date(now))))
    .returning({ userId: loginTokens.userId });
  if (!claimed) {
    const row = await db.query.loginTokens.findFirst({ where: eq(loginTokens.token, hash) });
    if (!row) throw new InvalidInputError(LOGIN_LINK_MESSAGES.invalid);
    throw new InvalidInputError(row.isUsed ? LOGIN_LINK_MESSAGES.used : LOGIN_LINK_MESSAGES.expired);
  }
  const [user] = await db.batch([
    db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
      .where(eq(users.id, claimed.userId))
      .returning(),
    db.delete(loginTokens).where(and(eq(loginTokens.userId, claimed.userId), lt(loginTokens.expiresAt, new Date(now)))),
  ]);
  if (!user[0]) throw new InvalidInputError(LOGIN_LINK_MESSAGES.invalid);
  return user[0];
}
