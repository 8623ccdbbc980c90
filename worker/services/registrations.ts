/**
 * Registrations for admins (docs/api.md#registrations,
 * GET /api/registrations/export): the list, deletion with everything that is the user's, and
 * the CSV export.
 */
import { pseudonymiseAuditEntries } from "./audit-log";
import { and, asc, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { checkIns, emailLogs, enquiries, qnaQuestions, users, type UserRow } from "../../db/schema";
import {
  REGISTRATION_MESSAGES,
  type RegistrationPage,
  type RegistrationQuery,
  type RegistrationSortField,
} from "../contract/registrations";
import { candidateNumberQuery } from "../contract/user";
import type { Database } from "../db";
import { InvalidInputError, NotFoundError } from "./errors";
import type { ServerSettings } from "../settings";
import { toCsv } from "../lib/csv";
import { kuwaitDateTime } from "../contract/time";
import { revokeAuthSessions } from "./auth-sessions";
import { toUser } from "./users";

/** Every user by candidate number (the default sort, docs/data-model.md#constants-and-limits). One query. */
async function listRegistrationRows(db: Database): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.candidateNumber));
}

/**
 * The sort keys of each field. Text sorts case-insensitively (COLLATE NOCASE, A-Z only); each
 * expression matches an index of db/migrations/0007_registration_indexes.sql, and the implicit
 * rowid at the end of every index gives the tie-break by id without a temporary sort
 * (docs/data-model.md#registration-search-and-paging).
 */
const SORT_KEYS: Record<RegistrationSortField, SQL> = {
  candidateNumber: sql`${users.candidateNumber}`,
  firstName: sql`${users.firstName} COLLATE NOCASE`,
  email: sql`${users.email}`,
  company: sql`${users.company} COLLATE NOCASE`,
  createdAt: sql`${users.createdAt}`,
};

/** `word` as a LIKE pattern that matches it anywhere, with %, _ and \ taken literally. */
const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Filter of {@link RegistrationQuery}: `q` as a candidate number (the unique index finds it) or as
 * words that must each appear in name, email, company or job title (a scan of users; one bound
 * parameter per word, at most 10 words so the statement stays far below D1's 100 parameters).
 */
function registrationFilter(query: RegistrationQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.userType) conditions.push(eq(users.userType, query.userType));
  const number = candidateNumberQuery(query.q);
  if (number !== null) conditions.push(eq(users.candidateNumber, number));
  else {
    const text = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || ${users.company} || ' ' || ${users.title})`;
    for (const word of query.q.split(/\s+/).filter(Boolean).slice(0, 10))
      conditions.push(sql`${text} LIKE ${containsPattern(word)} ESCAPE '\\'`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * One page of registrations as the API shows them (no password; `isAdmin` of the account, not of
 * a session), searched, sorted and paged by `query` (worker/contract/registrations.ts), with the
 * number of matches. One batch of two reads (the page and the count), so both see the same data.
 */
export async function listRegistrations(
  db: Database,
  settings: ServerSettings,
  query: RegistrationQuery,
): Promise<RegistrationPage> {
  const where = registrationFilter(query);
  const order = query.direction === "asc" ? asc : desc;
  const [rows, total] = await db.batch([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(order(SORT_KEYS[query.sort]), order(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    rows: rows.map((row) => toUser(row, settings, null)),
    total: total[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Deletes a registration with its profile, login and reset tokens (ON DELETE CASCADE, db/schema.ts),
 * its questions, enquiries and check-ins (explicitly: a deletion by the person keeps those,
 * anonymised, services/personal-data.ts) and its email logs (also those logged without a user id,
 * matched by address), and pseudonymises the audit log's entries about it (services/audit-log.ts),
 * in one transaction; then ends the user's sessions.
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
    ...pseudonymiseAuditEntries(db, sql`id = ${id}`),
    db.delete(users).where(eq(users.id, id)),
  ]);
  await revokeAuthSessions(sessions, id);
}

/**
 * Columns of the exports (CSV, the no-shows CSV and the Excel file): header and the value of a
 * user. Times are Kuwait time, as every screen shows them (docs/README.md, Conventions), with the
 * offset in the header.
 */
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
    { header: "Registered At (Kuwait time UTC+03:00)", value: (u) => kuwaitDateTime(u.createdAt) },
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
