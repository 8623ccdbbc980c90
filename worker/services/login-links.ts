/**
 * One-time login links (docs/data-model.md#login_tokens; docs/data-model.md#session: a `?token=` in the page URL signs
 * the visitor in). The queue consumer mints a token when it renders an email that carries a
 * link (registration_confirmation, delegate_welcome); the web app exchanges it once through
 * POST /api/auth/login-token. Redeeming marks the row used (docs/data-model.md#login-token: "isUsed starts
 * false") and verifies the address, because only its owner could read the email (docs/decisions/0003-admin-rule.md:
 * the admin role depends on a verified address); the first verification also ends everything the
 * address's registrant held before it ({@link redeemLoginToken}).
 *
 * Anyone can ask for a sign-in link by email (POST /api/auth/login-link, the `login_link` email):
 * the way in that a rate limit on passwords never closes. At most {@link LOGIN_LINK_EMAIL_LIMIT}
 * such emails go to an address an hour ({@link loginLinkEmailsLeft}).
 */
import { and, count, eq, exists, gt, isNull, lt, sql } from "drizzle-orm";
import { calendarFeeds, loginTokens, users, type UserRow } from "../../db/schema";
import { LOGIN_LINK_MESSAGES } from "../contract/account";
import type { Database } from "../db";
import { errorSummary } from "../lib/log";
import { InvalidInputError } from "./errors";
import { sha256Hex } from "../lib/crypto";
import { isMissingUser, newOneTimeToken } from "./one-time-token";
import { NO_PASSWORD } from "./password";
import { revokeAuthSessions } from "./auth-sessions";
import { SUSPEND_PASSWORD } from "./suspended-password";

/**
 * Lifetime of a login link: 7 days (our choice; docs/ give none). Imported delegates may
 * open their welcome email days later; after expiry they sign in or use Reset Password.
 */
export const LOGIN_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * At most this many sign-in link emails (`login_link`) per address per
 * {@link LOGIN_LINK_EMAIL_WINDOW_MS}, like the reset emails (services/password-reset.ts): anyone
 * can ask, and the mailbox must not be flooded. Someone who asks in the owner's place only puts
 * links in the owner's mailbox, so the cap never keeps the owner out.
 */
export const LOGIN_LINK_EMAIL_LIMIT = 3;
/** The window of {@link LOGIN_LINK_EMAIL_LIMIT}: 1 hour, in ms. */
const LOGIN_LINK_EMAIL_WINDOW_MS = 60 * 60 * 1000;

/**
 * How many more sign-in link emails `userId` may get now: {@link LOGIN_LINK_EMAIL_LIMIT} minus the
 * login tokens minted for them in the last hour (every emailed login link mints one, the
 * registration and welcome emails' included). One query (login_tokens_user_idx).
 * @param now epoch ms.
 */
export async function loginLinkEmailsLeft(db: Database, userId: number, now = Date.now()): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(loginTokens)
    .where(and(eq(loginTokens.userId, userId), gt(loginTokens.createdAt, new Date(now - LOGIN_LINK_EMAIL_WINDOW_MS))));
  return Math.max(0, LOGIN_LINK_EMAIL_LIMIT - (row?.sent ?? 0));
}

/**
 * Stores a new login token for `userId` and returns the secret for the link.
 * @param now epoch ms.
 * @returns the token, or null when the user no longer exists.
 */
export async function mintLoginToken(db: Database, userId: number, now = Date.now()): Promise<string | null> {
  const { token, hash } = await newOneTimeToken();
  try {
    await db
      .insert(loginTokens)
      .values({ userId, token: hash, expiresAt: new Date(now + LOGIN_LINK_TTL_MS), createdAt: new Date(now) });
  } catch (error) {
    if (isMissingUser(error)) return null;
    throw error;
  }
  return token;
}

/** What redeeming a login link did. */
export interface RedeemedLoginLink {
  /** The user's row after the redemption. */
  user: UserRow;
  /**
   * True when this link confirmed the address for the first time: every earlier session was
   * revoked, the earlier password suspended and the pass reissued ({@link redeemLoginToken}).
   */
  confirmed: boolean;
}

/**
 * Redeems a login token: marks it used in one conditional UPDATE (two racing requests cannot
 * both win), then, in one D1 batch (a transaction), confirms the address when it was not yet
 * confirmed, reads the user and clears their expired tokens.
 *
 * Confirming an address proves who owns the mailbox, nothing more
 * (docs/decisions/0010-confirmation-proves-the-mailbox.md). Whoever registered the address may
 * not be its owner, so the FIRST confirmation also
 * - sets the revocation point `sessionsRevokedAt` to `now`: every session created before it is
 *   refused from then on (worker/services/auth-sessions.ts), and the KV keys are deleted as a
 *   best-effort clean-up;
 * - suspends the password set before it (`password` becomes NO_PASSWORD, the hash is kept aside in
 *   `suspendedPassword`): the confirmer, signed in by the link, either types it to keep it
 *   (POST /api/auth/keep-password) or chooses a new one (POST /api/auth/choose-password;
 *   services/suspended-password.ts);
 * - raises `passVersion`, remembering the one before (`suspendedPassVersion`): a pass shown before
 *   the confirmation no longer admits at the door, unless the registration password is kept;
 * - deletes the private calendar feed made before it, whose URL is a credential too
 *   (docs/decisions/0013-private-calendar-feed.md).
 * The profile fields stay. Later redemptions only sign in. The confirmation is conditional on
 * the address being unconfirmed in the same statement, so two first links racing confirm once.
 * @param now epoch ms.
 * @throws DomainError 400 with {@link LOGIN_LINK_MESSAGES} for an unknown, used or expired token.
 */
export async function redeemLoginToken(
  db: Database,
  sessions: KVNamespace,
  token: string,
  now = Date.now(),
): Promise<RedeemedLoginLink> {
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
  const at = new Date(now);
  const [confirmedRows, , [user]] = await db.batch([
    db
      .update(users)
      .set({
        emailVerifiedAt: at,
        sessionsRevokedAt: at,
        // Read from the row before this update (SQL evaluates every value from the old row).
        ...SUSPEND_PASSWORD,
        password: NO_PASSWORD,
        passVersion: sql`${users.passVersion} + 1`,
        updatedAt: at,
      })
      .where(and(eq(users.id, claimed.userId), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id }),
    // Only when the statement above confirmed the address now (an earlier confirmation is older).
    db.delete(calendarFeeds).where(
      and(
        eq(calendarFeeds.userId, claimed.userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(users)
            .where(and(eq(users.id, claimed.userId), eq(users.emailVerifiedAt, at))),
        ),
      ),
    ),
    db.select().from(users).where(eq(users.id, claimed.userId)),
    db.delete(loginTokens).where(and(eq(loginTokens.userId, claimed.userId), lt(loginTokens.expiresAt, at))),
  ]);
  if (!user) throw new InvalidInputError(LOGIN_LINK_MESSAGES.invalid);
  const confirmed = confirmedRows.length > 0;
  if (confirmed) {
    try {
      await revokeAuthSessions(sessions, user.id);
    } catch (error) {
      console.error("session clean-up after the first confirmation failed", user.id, errorSummary(error));
    }
  }
  return { user, confirmed };
}
