/**
 * EMAIL_TRANSPORT="outbox" (local default): each rendered message is stored in R2 as one JSON
 * object `outbox/<ISO time>-<type>-<id>.json` holding {@link OutboxEmail}, so a newcomer can read
 * every email the app sent (README, "Reading the local outbox"). Keys sort by time. Each stored
 * message is logged as one line with its type and key (docs/decisions/0008-email-pipeline.md), never its body.
 */
import type { EmailTransport, OutgoingEmail } from "../transport";

export const OUTBOX_PREFIX = "outbox/";

/** The stored object: envelope, headers and both bodies. */
export interface OutboxEmail extends OutgoingEmail {
  messageId: string;
  /** ISO 8601 UTC. */
  sentAt: string;
}

/** The outbox transport over the R2 bucket `bucket` (MEDIA). */
export function outboxTransport(bucket: R2Bucket): EmailTransport {
  return {
    name: "outbox",
    async send(email) {
      const messageId = `outbox-${crypto.randomUUID()}`;
      const sentAt = new Date().toISOString();
      const key = `${OUTBOX_PREFIX}${sentAt}-${email.emailType}-${messageId}.json`;
      const stored: OutboxEmail = { ...email, messageId, sentAt };
      await bucket.put(key, JSON.stringify(stored, null, 2), {
        httpMetadata: { contentType: "application/json; charset=utf-8" },
        customMetadata: { to: email.to, emailType: email.emailType },
      });
      // docs/decisions/0008-email-pipeline.md: the local transport stores each message "and logs it". The type and
      // the key only: the body holds one-time links, and the key holds no address or secret.
      console.log(`email ${email.emailType} stored in the outbox: ${key}`);
      return { messageId, metadata: { outboxKey: key } };
    },
  };
}
