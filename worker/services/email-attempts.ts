/**
 * The email_logs table (docs/data-model.md#entities): one row per send attempt, written by the queue consumer, and
 * the delivery status that Email Service events add later (matched by the provider's messageId).
 */
import { eq } from "drizzle-orm";
import { emailLogs } from "../../db/schema";
import type { EmailLog } from "../contract/email-logs";
import type { Database } from "../db";

/**
 * One attempt as the consumer saw it: the fields of an {@link EmailLog} row it writes.
 * `messageId` is the transport's id of the sent message (Email Service messageId, or the outbox
 * id); `transportMetadata` holds the transport name, attempt number, error code, outbox key...,
 * never tokens or links. `sentAt` is set for successful sends only.
 */
export type EmailAttempt = Pick<
  EmailLog,
  "userId" | "emailType" | "recipientEmail" | "subject" | "success" | "messageId" | "errorMessage" | "transportMetadata"
> & {
  /** Epoch ms of the attempt. */
  at: number;
};

/** Writes one email_logs row. */
export async function writeEmailLog(db: Database, attempt: EmailAttempt): Promise<void> {
  await db.insert(emailLogs).values({
    userId: attempt.userId,
    emailType: attempt.emailType,
    recipientEmail: attempt.recipientEmail,
    subject: attempt.subject,
    success: attempt.success,
    messageId: attempt.messageId,
    errorMessage: attempt.errorMessage,
    transportMetadata: attempt.transportMetadata,
    sentAt: attempt.success ? new Date(attempt.at) : null,
    createdAt: new Date(attempt.at),
  });
}

export type DeliveryStatus = "delivered" | "bounced" | "complained";

/**
 * Records the latest delivery event on the log row(s) of `messageId`.
 * @returns the number of rows updated (0 when the message is unknown, e.g. sent by another app
 * on the same sending domain).
 */
export async function recordDeliveryStatus(db: Database, messageId: string, status: DeliveryStatus): Promise<number> {
  const rows = await db
    .update(emailLogs)
    .set({ deliveryStatus: status })
    .where(eq(emailLogs.messageId, messageId))
    .returning({ id: emailLogs.id });
  return rows.length;
}
