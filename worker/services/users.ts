/**
 * Accounts: the public user shape, the admin rule, registration, sign-in and choosing a password
 * after the confirmation (docs/api.md, Auth and user; docs/decisions/0003-admin-rule.md,
 * 0004-pbkdf2-at-the-workers-ceiling.md, 0010-confirmation-proves-the-mailbox.md).
 */
import { and, eq } from "drizzle-orm";
import { users, type UserRow } from "../../db/schema";
import { PASSWORD_ALREADY_SET_MESSAGE, type RegisterData } from "../contract/auth";
import type { Locale } from "../contract/i18n";
import type { User } from "../contract/user";
import type { Database } from "../db";
import type { ServerSettings } from "../settings";
import { reserveCandidateNumbers } from "./candidate-numbers";
import {
  NO_PASSWORD,
  assertUncommonPassword,
  hasPassword,
  hashPassword,
  needsRehash,
  verifyPassword,
} from "./password";
import type { AuthSession } from "./auth-sessions";
import { ConflictError } from "./errors";
import { hasSecondFactor, secondFactorsOf } from "./mfa";
import { NOTHING_SUSPENDED } from "./suspended-password";

/**
 * The admin rule (docs/decisions/0003-admin-rule.md, 0010-confirmation-proves-the-mailbox.md).
 * Admin when an operator granted the role, or when the address is confirmed, its domain is one of
 * ADMIN_EMAIL_DOMAINS, and the session asking was created after the confirmation: confirming an
 * address proves who owns the mailbox, so only a session started after that proof can carry the
 * role. A session started before it (by whoever registered the address first) never does, even
 * if it survived the revocation the confirmation makes. An unconfirmed address on an admin domain
 * is a delegate.
 * @param session the session asking (its creation time, epoch ms), or null for the account
 *   itself, as an organiser's list of registrations shows it.
 */
export function isAdmin(
  user: Pick<UserRow, "role" | "email" | "emailVerifiedAt">,
  settings: ServerSettings,
  session: Pick<AuthSession, "createdAt"> | null,
): boolean {
  if (user.role === "admin") return true;
  const domain = user.email.split("@").pop() ?? "";
  if (user.emailVerifiedAt === null || !settings.adminEmailDomains.includes(domain)) return false;
  return session === null || session.createdAt > user.emailVerifiedAt.getTime();
}

/**
 * True when `session` is an organiser's that ADMIN_REQUIRE_MFA (settings.adminRequireMfa) keeps
 * out of the admin APIs: it did not pass a second factor the account still has
 * (docs/decisions/0019-second-factor-and-audit-log.md). False without a session.
 */
export function needsSecondFactor(
  row: UserRow,
  settings: ServerSettings,
  session: Pick<AuthSession, "createdAt" | "secondFactor"> | null,
): boolean {
  if (!session || !settings.adminRequireMfa || !isAdmin(row, settings, session)) return false;
  return !(hasSecondFactor(row) && session.secondFactor === true);
}

/**
 * The API's view of a user: no password or second-factor secret, admin computed on the server for
 * `session` (see {@link isAdmin}; null for the account itself, in lists).
 */
export function toUser(
  row: UserRow,
  settings: ServerSettings,
  session: Pick<AuthSession, "createdAt" | "secondFactor"> | null,
): User {
  return {
    id: row.id,
    candidateNumber: row.candidateNumber,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    title: row.title,
    phone: row.phone,
    countryCode: row.countryCode,
    bio: row.bio,
    linkedinUrl: row.linkedinUrl,
    profileImage: row.profileImage,
    expertise: row.expertise,
    userType: row.userType,
    isAdmin: isAdmin(row, settings, session),
    emailVerified: row.emailVerifiedAt !== null,
    passVersion: row.passVersion,
    passwordSuspended: row.suspendedPassword !== null,
    locale: row.locale,
    mfaEnabled: hasSecondFactor(row),
    mfaMethods: secondFactorsOf(row),
    secondFactorNeeded: needsSecondFactor(row, settings, session),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A user row by id, or undefined. */
export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/** A user row by (normalised) email, or undefined. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

const DUPLICATE_EMAIL_MESSAGE = /*i18n*/ "An account with this email already exists";

/**
 * Creates an account from a validated registration payload (the email is already trimmed and
 * lower-cased by the schema; username is set to it). The address stays unconfirmed until its
 * owner follows the emailed link (worker/services/login-links.ts).
 * @param locale the language of the page they registered on (docs/data-model.md#users).
 * @throws DomainError 400 for one of the most common passwords (password.ts,
 *   assertUncommonPassword); 409 when the email is taken (docs/messages.md, Registration toasts).
 */
export async function registerUser(db: Database, input: RegisterData, locale: Locale): Promise<UserRow> {
  await assertUncommonPassword(input.password);
  if (await findUserByEmail(db, input.email)) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
  const [password, candidateNumber] = await Promise.all([hashPassword(input.password), reserveCandidateNumbers(db)]);
  try {
    const [row] = await db
      .insert(users)
      .values({
        candidateNumber,
        username: input.email,
        email: input.email,
        password,
        firstName: input.firstName,
        lastName: input.lastName,
        company: input.company,
        title: input.title,
        phone: input.phone || null,
        countryCode: input.countryCode || "+965",
        linkedinUrl: input.linkedinUrl || null,
        bio: input.bio || null,
        expertise: input.expertise ?? [],
        locale,
      })
      .returning();
    return row!;
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (String(error).includes("UNIQUE constraint failed: users.email")) {
      throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
    }
    throw error;
  }
}

/** A fixed hash to verify against when the email is unknown, so timing does not reveal it. */
let decoyHash: Promise<string> | undefined;

/**
 * Checks credentials. Upgrades the stored hash when its parameters are outdated.
 * @returns the user row, or null for an unknown email, an account without a password
 *   (password.ts, NO_PASSWORD) or a wrong password (same timing for all three).
 */
export async function authenticate(db: Database, email: string, password: string): Promise<UserRow | null> {
  const row = await findUserByEmail(db, email);
  if (!row || !hasPassword(row.password)) {
    decoyHash ??= hashPassword("decoy-password");
    await verifyPassword(password, await decoyHash);
    return null;
  }
  if (!(await verifyPassword(password, row.password))) return null;
  if (needsRehash(row.password)) {
    await db
      .update(users)
      .set({ password: await hashPassword(password) })
      .where(eq(users.id, row.id));
  }
  return row;
}

/**
 * Sets the password of an account that has none (password.ts, NO_PASSWORD): after the first
 * confirmation of the address suspended the one set before it
 * (docs/decisions/0010-confirmation-proves-the-mailbox.md), which is then discarded for good
 * (services/suspended-password.ts), so the pass renewed by the confirmation stays renewed. One
 * conditional UPDATE, so an account that has a password keeps it: changing a password takes a
 * reset link.
 * @param now epoch ms.
 * @throws DomainError 400 COMMON_PASSWORD_MESSAGE for one of the most common passwords; 409
 *   {@link PASSWORD_ALREADY_SET_MESSAGE} when the account has a password.
 */
export async function choosePassword(db: Database, userId: number, password: string, now = Date.now()): Promise<void> {
  await assertUncommonPassword(password);
  const [updated] = await db
    .update(users)
    .set({ password: await hashPassword(password), ...NOTHING_SUSPENDED, updatedAt: new Date(now) })
    .where(and(eq(users.id, userId), eq(users.password, NO_PASSWORD)))
    .returning({ id: users.id });
  if (!updated) throw new ConflictError(PASSWORD_ALREADY_SET_MESSAGE);
}
