/**
 * Accounts: the public user shape, the admin rule, registration and sign-in
 * (spec 5 Registration and Login; decisions.md Admin role, Duplicate email, Passwords).
 */
import { eq } from "drizzle-orm";
import { users, type UserRow } from "../../db/schema";
import type { RegisterData } from "../contract/auth";
import type { User } from "../contract/user";
import type { Database } from "../db";
import type { ServerSettings } from "../settings";
import { reserveCandidateNumbers } from "./candidate-numbers";
import { hashPassword, needsRehash, verifyPassword } from "./password";
import { ConflictError } from "./errors";

/**
 * Admin when an operator granted the role, or when the email is verified and its domain is one
 * of ADMIN_EMAIL_DOMAINS. An unverified address on an admin domain is a delegate.
 */
export function isAdmin(user: Pick<UserRow, "role" | "email" | "emailVerifiedAt">, settings: ServerSettings): boolean {
  if (user.role === "admin") return true;
  const domain = user.email.split("@").pop() ?? "";
  return user.emailVerifiedAt !== null && settings.adminEmailDomains.includes(domain);
}

/** The API's view of a user: no password, admin computed on the server. */
export function toUser(row: UserRow, settings: ServerSettings): User {
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
    isAdmin: isAdmin(row, settings),
    emailVerified: row.emailVerifiedAt !== null,
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

const DUPLICATE_EMAIL_MESSAGE = "An account with this email already exists";

/**
 * Creates an account from a validated registration payload (the email is already trimmed and
 * lower-cased by the schema; username is set to it).
 * @throws DomainError 409 when the email is taken (decisions.md, Duplicate email).
 */
export async function registerUser(db: Database, input: RegisterData): Promise<UserRow> {
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
 * @returns the user row, or null for an unknown email or a wrong password (same timing).
 */
export async function authenticate(db: Database, email: string, password: string): Promise<UserRow | null> {
  const row = await findUserByEmail(db, email);
  if (!row) {
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
