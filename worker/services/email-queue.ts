/** Email producer: puts typed messages on EMAIL_QUEUE (never sends inline). */
import type { EmailMessage } from "../email/messages";

/** Enqueues one email. */
export async function enqueueEmail(queue: Queue, message: EmailMessage): Promise<void> {
  await queue.send(message, { contentType: "json" });
}

/** Enqueues many emails in batches of 100 (Queues sendBatch limit: 100 messages, 256 KB). */
export async function enqueueEmails(queue: Queue, messages: EmailMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += 100) {
    await queue.sendBatch(messages.slice(i, i + 100).map((body) => ({ body, contentType: "json" as const })));
  }
}
