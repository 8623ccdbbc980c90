/**
 * Delegate spreadsheet import (spec 5, Delegate import columns; spec 7, POST /api/delegates/import;
 * decisions.md, Import semantics). Every row is validated with {@link delegateRowSchema}; bad
 * rows are reported as "Row N: ..." and skipped; good rows create an account or update the one
 * with the same email, so a re-import never duplicates. Each NEW account gets one
 * `delegate_welcome` email; updated and failed rows get none.
 *
 * Cost at real size (decisions.md, D1 limits), whatever the number of rows:
 * - D1: three round trips: one batch of email lookups (chunked under the 100-parameter limit),
 *   one candidate-number reservation for the whole block, one batch of upserts (chunked with
 *   chunkForStatement; a batch is one transaction, so a failure leaves nothing half-written);
 * - CPU: ONE PBKDF2 hash per request. New accounts get a random temporary password that is never
 *   shown or sent (the welcome email leads to a sign-in link or Reset Password), so every new row
 *   shares the one hash instead of paying ~100,000 iterations each; a per-row hash would cost
 *   minutes of CPU for 1,000 rows.
 */
import { inArray, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import { DELEGATE_COLUMNS, delegateRowSchema, type DelegateImportResult, type DelegateRow } from "../contract/delegate-import";
import type { UserType } from "../contract/user";
import type { Database } from "../db";
import type { EmailMessage } from "../email/messages";
import { reserveCandidateNumbers } from "./candidate-numbers";
import { randomToken } from "./crypto";
import { chunk, chunkForStatement, D1_MAX_BOUND_PARAMETERS } from "./d1-batch";
import { enqueueEmails } from "./email-queue";
import { hashPassword } from "./password";
import { readWorkbookRows, rowError, type WorkbookRow } from "./workbook";
import { errorSummary } from "./log";

/** Validates workbook rows; returns the good rows (one per email) and the "Row N: ..." errors. */
export function parseDelegateRows(rows: WorkbookRow[], userType: UserType): { delegates: DelegateRow[]; errors: string[] } {
  const delegates: DelegateRow[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const { rowNumber, values } of rows) {
    const result = delegateRowSchema.safeParse({
      firstName: values["First Name"],
      lastName: values["Last Name"],
      email: values.Email,
      company: values.Company,
      title: values["Job Title"],
      phone: values.Phone,
      countryCode: values["Country Code"] ?? "",
      linkedinUrl: values["LinkedIn URL"] ?? "",
      expertise: values.Expertise ?? "",
      userType,
    });
    if (!result.success) {
      errors.push(rowError(rowNumber, result.error.issues[0]?.message ?? "Invalid row"));
      continue;
    }
    if (seen.has(result.data.email)) {
      errors.push(rowError(rowNumber, `${result.data.email} appears more than once in the file`));
      continue;
    }
    seen.add(result.data.email);
    delegates.push(result.data);
  }
  return { delegates, errors };
}

/** Existing accounts by email: one batch of `SELECT ... WHERE email IN (...)`, 100 emails per statement. */
async function existingByEmail(db: Database, emails: string[]): Promise<Map<string, number>> {
  const lookups = chunk(emails, D1_MAX_BOUND_PARAMETERS).map((part) =>
    db.select({ email: users.email, candidateNumber: users.candidateNumber }).from(users).where(inArray(users.email, part)),
  );
  const [first, ...rest] = lookups;
  const results = await db.batch([first!, ...rest]);
  return new Map(results.flat().map((row) => [row.email, row.candidateNumber]));
}

export interface DelegateImportOptions {
  /** Where welcome emails go (EMAIL_QUEUE). */
  queue: Queue;
  now?: Date;
}

/**
 * Stores validated delegates: inserts new accounts and updates existing ones (matched by email:
 * names, company, job title, phone, country code, LinkedIn URL, expertise and user type; never
 * the password, candidate number or role), then queues one welcome email per new account.
 * @returns how many were created and updated, and a problem line when the emails could not be
 *   queued (the accounts are saved either way).
 */
export async function saveDelegates(
  db: Database,
  delegates: DelegateRow[],
  { queue, now = new Date() }: DelegateImportOptions,
): Promise<{ created: number; updated: number; errors: string[] }> {
  if (delegates.length === 0) return { created: 0, updated: 0, errors: [] };
  const existing = await existingByEmail(
    db,
    delegates.map((d) => d.email),
  );
  const fresh = delegates.filter((d) => !existing.has(d.email));
  const [password, firstNumber] = await Promise.all([
    hashPassword(randomToken(24)),
    fresh.length > 0 ? reserveCandidateNumbers(db, fresh.length) : Promise.resolve(0),
  ]);
  const numberOf = new Map(fresh.map((d, i) => [d.email, firstNumber + i]));
  const values = delegates.map((d) => ({
    candidateNumber: existing.get(d.email) ?? numberOf.get(d.email)!,
    username: d.email,
    email: d.email,
    password,
    firstName: d.firstName,
    lastName: d.lastName,
    company: d.company,
    title: d.title,
    phone: d.phone,
    countryCode: d.countryCode,
    linkedinUrl: d.linkedinUrl,
    expertise: d.expertise,
    userType: d.userType,
    createdAt: now,
    updatedAt: now,
  }));
  // Existing rows keep their own candidate number, so the only unique index that can conflict is
  // the email (the upsert target, which SQLite checks first).
  const upsert = (rows: typeof values) =>
    db
      .insert(users)
      .values(rows)
      .onConflictDoUpdate({
        target: users.email,
        set: {
          firstName: sql`excluded.first_name`,
          lastName: sql`excluded.last_name`,
          company: sql`excluded.company`,
          title: sql`excluded.title`,
          phone: sql`excluded.phone`,
          countryCode: sql`excluded.country_code`,
          linkedinUrl: sql`excluded.linkedin_url`,
          expertise: sql`excluded.expertise`,
          userType: sql`excluded.user_type`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      .returning({ id: users.id, email: users.email });
  const [first, ...rest] = chunkForStatement(values, (rows) => upsert(rows).toSQL().params.length).map(upsert);
  const saved = (await db.batch([first!, ...rest])).flat();
  const idOf = new Map(saved.map((row) => [row.email, row.id]));
  const welcome: EmailMessage[] = fresh.map((d) => ({
    type: "delegate_welcome",
    to: d.email,
    userId: idOf.get(d.email) ?? null,
    data: { firstName: d.firstName },
  }));
  const errors: string[] = [];
  if (welcome.length > 0) {
    try {
      await enqueueEmails(queue, welcome);
    } catch (error) {
      console.error("delegate_welcome not queued", welcome.length, errorSummary(error));
      errors.push(WELCOME_NOT_QUEUED_MESSAGE);
    }
  }
  return { created: fresh.length, updated: delegates.length - fresh.length, errors };
}

export const WELCOME_NOT_QUEUED_MESSAGE = "The delegates were saved, but their welcome emails could not be queued.";

/**
 * Reads, validates and stores a delegate workbook; every imported account gets `userType`.
 * @throws HttpError 4xx when the file itself is unusable (see readWorkbookRows: legacy .xls, not
 *   a workbook, too large, no rows, missing columns); nothing is written then. Row problems are
 *   returned in `errors` instead.
 */
export async function importDelegateWorkbook(
  db: Database,
  bytes: Uint8Array,
  userType: UserType,
  options: DelegateImportOptions,
): Promise<DelegateImportResult> {
  const rows = await readWorkbookRows(bytes, DELEGATE_COLUMNS.required, DELEGATE_COLUMNS.optional);
  const { delegates, errors } = parseDelegateRows(rows, userType);
  const saved = await saveDelegates(db, delegates, options);
  return {
    delegatesProcessed: delegates.length,
    created: saved.created,
    updated: saved.updated,
    errors: [...errors, ...saved.errors],
  };
}
