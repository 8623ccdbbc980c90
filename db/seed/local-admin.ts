/**
 * The local-only admin account (docs/architecture.md#local-development: credentials printed by `npm start`; never in
 * production). Its password is generated once per machine and kept in a git-ignored file under
 * .wrangler/, so restarts print the same login.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { users } from "../schema";
import type { Database } from "../../worker/db";
import { reserveCandidateNumbers } from "../../worker/services/candidate-numbers";
import { hashPassword } from "../../worker/services/password";

export interface LocalAdmin {
  email: string;
  password: string;
}

const LOCAL_ADMIN_EMAIL = "admin@conference2025.com";

/** Reads or creates the local admin credentials file. */
export function localAdminCredentials(file: string): LocalAdmin {
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as LocalAdmin;
  const credentials = { email: LOCAL_ADMIN_EMAIL, password: `Admin-${randomBytes(6).toString("base64url")}` };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}

/** Creates the admin account when missing (operator-granted role, verified address). */
export async function ensureLocalAdmin(db: Database, credentials: LocalAdmin): Promise<void> {
  const existing = await db.query.users.findFirst({ where: eq(users.email, credentials.email) });
  if (existing) {
    await db
      .update(users)
      .set({ password: await hashPassword(credentials.password), role: "admin" })
      .where(eq(users.id, existing.id));
    return;
  }
  await db.insert(users).values({
    candidateNumber: await reserveCandidateNumbers(db),
    username: credentials.email,
    email: credentials.email,
    password: await hashPassword(credentials.password),
    firstName: "Event",
    lastName: "Organiser",
    company: "Conference 2025",
    title: "Organiser",
    role: "admin",
    emailVerifiedAt: new Date(),
  });
}
