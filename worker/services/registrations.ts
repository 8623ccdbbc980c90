/**
 * Registrations for admins (docs/api.md#registrations,
 * GET /api/registrations/export): the list, deletion with everything that is the user's, and
 * the CSV export.
 */
import { asc, eq, or } from "drizzle-orm";
import { checkIns, emailLogs, enquiries, qnaQuestions, users, type UserRow } from "../../db/schema";
import { REGISTRATION_MESSAGES } from "../contract/registrations";
import type { User } from "../contract/user";
import type { Database } from "../db";
import { InvalidInputError, NotFoundError } from "./errors";
import type { ServerSettings } from "../settings";
import { toCsv } from "../lib/csv";
import { revokeAuthSessions } from "./auth-sessions";
import { toUser } from "./users";

/** Every user by candidate number (the default sort, docs/data-model.md#constants-and-limits). One query. */
export async function listRegistrationRows(db: Database): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.candidateNumber));
}

/** Every user as the API shows them (no password; `isAdmin` of the account, not of a session). One query. */
export async function listRegistrations(db: Database, settings: ServerSettings): Promise<User[]> {
  return (await listRegistrationRows(db)).map((row) => toUser(row, settings, null));
}

/**
 * Deletes a registration with its profile, login and reset tokens (ON DELETE CASCADE, db/schema.ts),
 * its questions, enquiries and check-ins (explicitly: a deletion by the person keeps those,
 * anonymised, services/personal-data.ts) and its email logs (also those logged without a user id,
 * matched by address), in one transaction; then ends the user's sessions.
 * @throws DomainError 404 for an unknown id, 400 for the acting admin's own account.
 */
export async function deleteRegistration(
  db: Database,
  sessions: KVNamespace,
  id: number,
  actingUserId: number,
): Promise<void> {
  if (id === actingUserId) throw new InvalidInputError(REGISTRATION_MESSAGES.ownAccount);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  if (!user) throw new NotFoundError(REGISTRATION_MESSAGES.notFound);
  await db.batch([
    db.delete(emailLogs).where(or(eq(emailLogs.userId, id), eq(emailLogs.recipientEmail, user.email))),
    db.delete(qnaQuestions).where(eq(qnaQuestions.userId, id)),
    db.delete(enquiries).where(eq(enquiries.userId, id)),
    db.delete(checkIns).where(eq(checkIns.userId, id)),
    db.delete(users).where(eq(users.id, id)),
  ]);
  await revokeAuthSessions(sessions, id);
}

/** Columns of both exports: header and the value of a user. Timestamps are ISO 8601 UTC. */
export const REGISTRATION_EXPORT_COLUMNS: ReadonlyArray<{ header: string; value: (user: UserRow) => string | number }> =
  [
    { header: "Candidate Number", value: (u) => u.candidateNumber },
    { header: "First Name", value: (u) => u.firstName },
    { header: "Last Name", value: (u) => u.lastName },
    { header: "Email", value: (u) => u.email },
    { header: "Company", value: (u) => u.company },
    { header: "Job Title", value: (u) => u.title },
    { header: "Phone", value: (u) => u.phone ?? "" },
    { header: "Country Code", value: (u) => u.countryCode ?? "" },
    { header: "LinkedIn URL", value: (u) => u.linkedinUrl ?? "" },
    { header: "Expertise", value: (u) => u.expertise.join(", ") },
    { header: "User Type", value: (u) => u.userType },
    { header: "Registered At", value: (u) => u.createdAt.toISOString() },
  ];

/** The CSV export (RFC 4180, formula-safe, see csv.ts) of every registration by candidate number. One query. */
export async function registrationsCsv(db: Database): Promise<string> {
  const rows = await listRegistrationRows(db);
  return toCsv([
    REGISTRATION_EXPORT_COLUMNS.map((c) => c.header),
    ...rows.map((u) => REGISTRATION_EXPORT_COLUMNS.map((c) => c.value(u))),
  ]);
}

/** "registrations-2025-10-13.csv": export file names carry the UTC date of the export. */
export function exportFileName(extension: "csv" | "xlsx", now = new Date()): string {
  return `registrations-${now.toISOString().slice(0, 10)}.${extension}`;
}
