/**
 * Email delivery logs for admins (docs/api.md#email-logs): the lists, newest first (created_at,
 * then id; a page and the total count in one D1 round trip), and one entry with the copy of its
 * message the local outbox stored, its links' secrets redacted.
 */
import { desc, eq, sql, type SQL } from "drizzle-orm";
import { emailLogs, type EmailLogRow } from "../../db/schema";
import {
  EMAIL_LOG_MESSAGES,
  type EmailLog,
  type EmailLogDetail,
  type EmailLogMessage,
  type EmailLogPage,
  type EmailLogQuery,
} from "../contract/email-logs";
import type { Database } from "../db";
import { OUTBOX_PREFIX, type OutboxEmail } from "../email/transports/outbox";
import { errorSummary } from "../lib/log";
import { NotFoundError } from "./errors";

/** Which logs a list shows: all, failed sends only, or one email type. */
export type EmailLogFilter = { kind: "all" } | { kind: "failed" } | { kind: "type"; emailType: string };

function where(filter: EmailLogFilter): SQL | undefined {
  if (filter.kind === "failed") return eq(emailLogs.success, false);
  if (filter.kind === "type") return eq(emailLogs.emailType, filter.emailType);
  return undefined;
}

/** The API's view of a log row. */
function toEmailLog(row: EmailLogRow): EmailLog {
  return {
    id: row.id,
    userId: row.userId,
    emailType: row.emailType,
    recipientEmail: row.recipientEmail,
    subject: row.subject,
    success: row.success,
    messageId: row.messageId,
    errorMessage: row.errorMessage,
    transportMetadata: row.transportMetadata,
    deliveryStatus: row.deliveryStatus,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of a log list with the list's total. */
export async function listEmailLogs(
  db: Database,
  filter: EmailLogFilter,
  { page, limit }: EmailLogQuery,
): Promise<EmailLogPage> {
  const condition = where(filter);
  const [rows, [count]] = await db.batch([
    db
      .select()
      .from(emailLogs)
      .where(condition)
      .orderBy(desc(emailLogs.createdAt), desc(emailLogs.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)` }).from(emailLogs).where(condition),
  ]);
  return { logs: rows.map(toEmailLog), page, limit, total: count?.total ?? 0 };
}

/** What a link's secret reads as in an admin's copy of an email. */
const REDACTED_SECRET = "REDACTED";

/**
 * `text` (an email's HTML or plain text) with the value of every `token` query parameter of its
 * links replaced by {@link REDACTED_SECRET}: the one-time sign-in and reset links
 * (`/auth?token=`, `/reset-password?token=`) and the one-click unsubscribe link
 * (worker/email/links.ts). An admin who reads a delegate's email must not be able to use its
 * links as the delegate (docs/decisions/0008-email-pipeline.md#reading-a-stored-email). Matches a
 * parameter named `token` (or ending in "token") after `?`, `&` or HTML's `&amp;`, in any case.
 */
export function redactLinkSecrets(text: string): string {
  return text.replace(/([?&;][\w-]*token=)[^&\s"'<>#]+/gi, `$1${REDACTED_SECRET}`);
}

/**
 * The copy of a log's message the outbox transport stored in R2 (`transportMetadata.outboxKey`,
 * worker/email/transports/outbox.ts), redacted; null when there is none: Email Service keeps no
 * copy, a failed or skipped send has none, and an object under another prefix is never read. An
 * unreadable object is logged and shown as none.
 */
async function storedMessage(bucket: R2Bucket, log: EmailLogRow): Promise<EmailLogMessage | null> {
  const key = log.transportMetadata.outboxKey;
  if (typeof key !== "string" || !key.startsWith(OUTBOX_PREFIX)) return null;
  try {
    const object = await bucket.get(key);
    if (!object) return null;
    const email = await object.json<OutboxEmail>();
    return {
      from: email.from,
      to: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      html: redactLinkSecrets(email.html),
      text: redactLinkSecrets(email.text),
      sentAt: email.sentAt,
    };
  } catch (error) {
    console.error("stored email not read", log.id, errorSummary(error));
    return null;
  }
}

/**
 * One log entry with its stored message (GET /api/admin/email-logs/{id}): one D1 query and at
 * most one R2 read.
 * @throws NotFoundError for an unknown id.
 */
export async function readEmailLog(db: Database, bucket: R2Bucket, id: number): Promise<EmailLogDetail> {
  const [row] = await db.select().from(emailLogs).where(eq(emailLogs.id, id));
  if (!row) throw new NotFoundError(EMAIL_LOG_MESSAGES.notFound);
  return { log: toEmailLog(row), message: await storedMessage(bucket, row) };
}
