/**
 * The password given at registration, suspended by the first confirmation of the address
 * (docs/decisions/0010-confirmation-proves-the-mailbox.md). The confirmation proves who reads the
 * mailbox, not who typed the password, so it keeps the hash aside (`users.suspendedPassword`, which
 * never verifies at sign-in) together with the pass version before it raised it
 * (`users.suspendedPassVersion`). Then:
 * - typing that password (POST /api/auth/keep-password, {@link keepSuspendedPassword}) restores it
 *   and the previous pass version, so the honest registrant loses nothing: the pass they downloaded
 *   admits again at the door (docs/decisions/0005-pass-token-and-check-in.md compares versions);
 * - choosing a new password, "Not now" ({@link discardSuspendedPassword}), a password reset or
 *   {@link KEEP_PASSWORD_TRIES} wrong tries discard it: the renewed pass stays.
 * Only someone signed in after the confirmation can try, and while the password is suspended the
 * only way to sign in is an emailed link: whoever registered with another person's address cannot.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import { KEEP_PASSWORD_MESSAGES } from "../contract/auth";
import type { Database } from "../db";
import { ConflictError, InvalidInputError } from "./errors";
import { NO_PASSWORD, verifyPassword } from "./password";

/**
 * Wrong tries at keeping the suspended password before it is discarded: 5 (our choice). The
 * per-request rate limit (middleware/rate-limit.ts) spaces tries out; this count ends them, so the
 * password cannot be guessed by someone who can read the mailbox but never knew it.
 */
export const KEEP_PASSWORD_TRIES = 5;

/** The columns that suspend the password at the first confirmation (services/login-links.ts), read from the row before it. */
export const SUSPEND_PASSWORD = {
  // An account without a password (an imported delegate) has nothing to keep.
  suspendedPassword: sql<string | null>`nullif(${users.password}, ${NO_PASSWORD})`,
  suspendedPassVersion: sql<number | null>`case when ${users.password} <> ${NO_PASSWORD} then ${users.passVersion} end`,
  keepPasswordFailures: 0,
};

/** The columns of an account with nothing suspended: set wherever the suspended password is discarded. */
export const NOTHING_SUSPENDED = { suspendedPassword: null, suspendedPassVersion: null, keepPasswordFailures: 0 };

/**
 * Restores the suspended password of `userId` when `password` is it: the password works again,
 * and the pass version goes back to the one before the confirmation, unless an organiser
 * reissued the pass since (then the reissue stands). A wrong password counts a try; the
 * {@link KEEP_PASSWORD_TRIES}th discards the suspended password. Costs one PBKDF2 run and two
 * queries.
 * @param now epoch ms.
 * @throws DomainError 400 KEEP_PASSWORD_MESSAGES.wrong for a wrong password (nothing else
 *   changes), 400 KEEP_PASSWORD_MESSAGES.lastTry for the last wrong one; 409
 *   KEEP_PASSWORD_MESSAGES.nothingToKeep when nothing is suspended.
 */
export async function keepSuspendedPassword(
  db: Database,
  userId: number,
  password: string,
  now = Date.now(),
): Promise<void> {
  const [row] = await db
    .select({ suspended: users.suspendedPassword })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.suspendedPassword)));
  if (!row?.suspended) throw new ConflictError(KEEP_PASSWORD_MESSAGES.nothingToKeep);
  // The same suspended hash as read: a concurrent keep, discard or reset wins.
  const held = and(eq(users.id, userId), eq(users.suspendedPassword, row.suspended));
  if (await verifyPassword(password, row.suspended)) {
    const [kept] = await db
      .update(users)
      .set({
        password: row.suspended,
        passVersion: sql`case when ${users.passVersion} = ${users.suspendedPassVersion} + 1 then ${users.suspendedPassVersion} else ${users.passVersion} end`,
        ...NOTHING_SUSPENDED,
        updatedAt: new Date(now),
      })
      .where(held)
      .returning({ id: users.id });
    if (!kept) throw new ConflictError(KEEP_PASSWORD_MESSAGES.nothingToKeep);
    return;
  }
  const last = sql`${users.keepPasswordFailures} + 1 >= ${KEEP_PASSWORD_TRIES}`;
  const [counted] = await db
    .update(users)
    .set({
      keepPasswordFailures: sql`${users.keepPasswordFailures} + 1`,
      suspendedPassword: sql`case when ${last} then null else ${users.suspendedPassword} end`,
      suspendedPassVersion: sql`case when ${last} then null else ${users.suspendedPassVersion} end`,
    })
    .where(held)
    .returning({ failures: users.keepPasswordFailures });
  if (!counted) throw new ConflictError(KEEP_PASSWORD_MESSAGES.nothingToKeep);
  throw new InvalidInputError(
    counted.failures >= KEEP_PASSWORD_TRIES ? KEEP_PASSWORD_MESSAGES.lastTry : KEEP_PASSWORD_MESSAGES.wrong,
  );
}

/**
 * Discards the suspended password of `userId` ("Not now" on the confirmation screen): the pass
 * renewed by the confirmation stays renewed. One query.
 * @param now epoch ms.
 * @returns true when a password was suspended and is now discarded, false when none was.
 */
export async function discardSuspendedPassword(db: Database, userId: number, now = Date.now()): Promise<boolean> {
  const discarded = await db
    .update(users)
    .set({ ...NOTHING_SUSPENDED, updatedAt: new Date(now) })
    .where(and(eq(users.id, userId), isNotNull(users.suspendedPassword)))
    .returning({ id: users.id });
  return discarded.length > 0;
}
