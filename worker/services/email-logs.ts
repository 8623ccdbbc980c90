/**
 * Email delivery logs for admins (docs/api.md#email-logs).
 * Newest first (created_at, then id); a page and the total count in one D1 round trip.
 */
import { desc, eq, sql, type SQL } from "drizzle-orm";
import { emailLogs, type EmailLogRow } from "../../db/schema";
import type { EmailLog, EmailLogPage, EmailLogQuery } from "../contract/email-logs";
import type { Database } from "../db";

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
