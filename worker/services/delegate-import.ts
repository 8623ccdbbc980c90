/**
 * Delegate spreadsheet import (docs/messages.md#delegate-import-columns; docs/api.md#delegate-import;
 * docs/decisions/0009-import-limits.md). Every row is validated with {@link delegateRowSchema}; bad
 * rows are reported as "Row N: ..." and skipped; good rows create an account or update the one
 * with the same email, so a re-import never duplicates. Each NEW account gets one
 * `delegate_welcome` email; updated and failed rows get none.
 *
 * Cost at real size (docs/decisions/0009-import-limits.md):
 * - D1: three round trips of one statement each for 1,000 rows (within the Free plan's 50
 *   queries per invocation however a query is counted): the email lookup, one candidate-number
 *   reservation for the whole block, and one upsert. The rows travel as one JSON parameter read
 *   with `json_each` (d1-batch.ts, jsonRows), so no statement binds more than four parameters;
 *   past ~500 KB of rows the lookup and the upsert split into more statements of the same batch
 *   (a batch is one transaction, so a failure leaves nothing half-written);
 * - CPU: no PBKDF2 run. New accounts get no password ({@link NO_PASSWORD}, which no password
 *   matches): the welcome email leads to a sign-in link or Reset Password, and the first
 *   confirmation finds nothing to suspend, so the owner is not asked for a password they never
 *   chose (docs/decisions/0010-confirmation-proves-the-mailbox.md).
 */
import { validateSheetRows } from "../contract/import-rows";
import { fillTemplate } from "../contract/message-templates";
import { inArray, sql, type SQL } from "drizzle-orm";
import { users } from "../../db/schema";
import {
  DELEGATE_COLUMNS,
  delegateRowSchema,
  type DelegateImportResult,
  type DelegateRow,
} from "../contract/delegate-import";
import type { UserType } from "../contract/user";
import type { Database } from "../db";
import type { EmailMessage } from "../email/messages";
import { reserveCandidateNumbers } from "./candidate-numbers";
import { batchRaw, chunkByJsonSize, jsonRows } from "../lib/d1-batch";
import { enqueueEmails } from "./email-queue";
import { NO_PASSWORD } from "./password";
import { readWorkbookRows, type WorkbookRow } from "./workbook";
import { errorSummary } from "../lib/log";

/** Delegate field → the column it is read from (docs/api.md, POST /api/delegates/import). */
const DELEGATE_FIELDS = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  company: "Company",
  title: "Job Title",
  phone: "Phone",
  countryCode: "Country Code",
  linkedinUrl: "LinkedIn URL",
  expertise: "Expertise",
};

/** Validates workbook rows; returns the good rows (one per email) and the "Row N: ..." errors. */
function parseDelegateRows(rows: WorkbookRow[], userType: UserType): { delegates: DelegateRow[]; errors: string[] } {
  const { valid, errors } = validateSheetRows(rows, {
    columns: DELEGATE_FIELDS,
    fixed: { userType },
    schema: delegateRowSchema,
    key: (row) => row.email,
    duplicate: (row) => fillTemplate("{email} appears more than once in the file", { email: row.email }),
  });
  return { delegates: valid, errors };
}

/** Existing accounts by email: `SELECT ... WHERE email IN (SELECT value FROM json_each(?))`. */
async function existingByEmail(db: Database, emails: string[]): Promise<Map<string, number>> {
  const lookups = chunkByJsonSize(emails).map((part) =>
    db
      .select({ email: users.email, candidateNumber: users.candidateNumber })
      .from(users)
      .where(inArray(users.email, sql`(SELECT value FROM ${jsonRows(part)})`)),
  );
  const [first, ...rest] = lookups;
  const results = await db.batch([first!, ...rest]);
  return new Map(results.flat().map((row) => [row.email, row.candidateNumber]));
}

/** One imported account as it travels in the upsert's JSON parameter (keys = users' field names). */
type ImportedUser = Required<
  Pick<
    typeof users.$inferInsert,
    | "candidateNumber"
    | "email"
    | "firstName"
    | "lastName"
    | "company"
    | "title"
    | "phone"
    | "countryCode"
    | "linkedinUrl"
    | "expertise"
    | "userType"
  >
>;

/** The users columns filled from {@link ImportedUser}, each by the key of the same name. */
const IMPORTED: ReadonlyArray<keyof ImportedUser> = [
  "candidateNumber",
  "email",
  "firstName",
  "lastName",
  "company",
  "title",
  "phone",
  "countryCode",
  "linkedinUrl",
  "expertise",
  "userType",
];

/** What an existing account takes from the sheet: never its number or email (nor password or role). */
const UPDATED: ReadonlyArray<keyof typeof users.$inferInsert> = [
  ...IMPORTED.filter((key) => key !== "candidateNumber" && key !== "email"),
  "updatedAt",
];

const column = (key: keyof typeof users.$inferInsert) => sql.identifier(users[key].name);

/**
 * One `INSERT ... SELECT ... FROM json_each(?) ON CONFLICT(email) DO UPDATE ... RETURNING`
 * statement (four bound parameters, whatever the number of rows): new accounts get username =
 * email, no password ({@link NO_PASSWORD}) and created/updated = `now`; existing ones
 * (matched by email) take the {@link UPDATED} columns. Existing rows keep their own candidate
 * number, so the only unique index that can conflict is the email. `WHERE true` resolves the
 * parsing ambiguity of an upsert on `INSERT ... SELECT` (sqlite.org/lang_upsert.html).
 */
function upsertUsers(rows: ImportedUser[], now: Date): SQL {
  const insertColumns = sql.join(
    [...IMPORTED.map(column), column("username"), column("password"), column("createdAt"), column("updatedAt")],
    sql`, `,
  );
  const values = sql.join(
    [
      // The paths are our own field names, written into the SQL text rather than bound.
      ...IMPORTED.map((key) => sql`json_extract(value, ${sql.raw(`'$.${key}'`)})`),
      sql`json_extract(value, '$.email')`,
      sql`${NO_PASSWORD}`,
      sql`${now.getTime()}`,
      sql`${now.getTime()}`,
    ],
    sql`, `,
  );
  const updates = sql.join(
    UPDATED.map((key) => sql`${column(key)} = excluded.${column(key)}`),
    sql`, `,
  );
  return sql`INSERT INTO ${users} (${insertColumns}) SELECT ${values} FROM ${jsonRows(rows)} WHERE true
    ON CONFLICT (${column("email")}) DO UPDATE SET ${updates} RETURNING ${column("id")}, ${column("email")}`;
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
async function saveDelegates(
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
  const firstNumber = fresh.length > 0 ? await reserveCandidateNumbers(db, fresh.length) : 0;
  const numberOf = new Map(fresh.map((d, i) => [d.email, firstNumber + i]));
  const rows: ImportedUser[] = delegates.map((d) => ({
    candidateNumber: existing.get(d.email) ?? numberOf.get(d.email)!,
    email: d.email,
    firstName: d.firstName,
    lastName: d.lastName,
    company: d.company,
    title: d.title,
    phone: d.phone,
    countryCode: d.countryCode,
    linkedinUrl: d.linkedinUrl,
    expertise: d.expertise,
    userType: d.userType,
  }));
  const saved = (
    await batchRaw<{ id: number; email: string }>(
      db,
      chunkByJsonSize(rows).map((part) => upsertUsers(part, now)),
    )
  ).flat();
  const idOf = new Map(saved.map((row) => [row.email, row.id]));
  const welcome: EmailMessage[] = fresh.map((d) => ({
    type: "delegate_welcome",
    to: d.email,
    // A new imported account has no language yet (docs/data-model.md#users).
    locale: "en",
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

const WELCOME_NOT_QUEUED_MESSAGE = /*i18n*/ "The delegates were saved, but their welcome emails could not be queued.";

/**
 * Reads, validates and stores a delegate workbook; every imported account gets `userType`.
 * @throws DomainError 4xx when the file itself is unusable (see readWorkbookRows: legacy .xls, not
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
