/**
 * Helpers for email tests: run the Worker's queue handler on a hand-made batch (with env
 * overrides such as a failing transport), read the local outbox in R2, and pull one-time links
 * out of a rendered email.
 */
import { createExecutionContext, createMessageBatch, getQueueResult, type QueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { EmailMessage, EmailType } from "../email/messages";
import { OUTBOX_PREFIX, type OutboxEmail } from "../email/transports/outbox";
import worker from "../index";

const EMAIL_QUEUE_NAME = "ac2025-email";

let messageCounter = 0;

/**
 * Runs the queue handler on `bodies` (each delivered for the `attempts`-th time) and returns the
 * ack/retry result, the message ids and the `delaySeconds` of each retry (getQueueResult does
 * not report delays, so `retry` is observed on the messages).
 */
export async function runQueue(
  queue: string,
  bodies: unknown[],
  { attempts = 1, envOverrides = {} }: { attempts?: number; envOverrides?: Partial<Env> } = {},
): Promise<{ result: QueueResult; ids: string[]; retryDelays: Record<string, number | undefined> }> {
  const messages = bodies.map((body) => ({ id: `test-${++messageCounter}`, timestamp: new Date(), attempts, body }));
  const batch = createMessageBatch(queue, messages);
  const retryDelays: Record<string, number | undefined> = {};
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options) => {
      retryDelays[message.id] = options?.delaySeconds;
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...envOverrides });
  return { result: await getQueueResult(batch, ctx), ids: messages.map((m) => m.id), retryDelays };
}

/** Runs the email consumer on typed messages. */
export function runEmailQueue(messages: EmailMessage[], options?: Parameters<typeof runQueue>[2]) {
  return runQueue(EMAIL_QUEUE_NAME, messages, options);
}

/** Every outbox email to `to` (optionally of one type), oldest first. */
export async function outboxEmails(to: string, type?: EmailType): Promise<OutboxEmail[]> {
  const found: OutboxEmail[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list({ prefix: OUTBOX_PREFIX, cursor, include: ["customMetadata"] });
    for (const object of page.objects) {
      if (object.customMetadata?.to !== to || (type && object.customMetadata?.emailType !== type)) continue;
      const stored = await env.MEDIA.get(object.key);
      if (stored) found.push(await stored.json<OutboxEmail>());
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return found;
}

/** Waits (polling, up to `timeoutMs`) for an outbox email to `to` of `type`; the test queues batch for 250 ms (./queue-timing.ts). */
export async function waitForOutboxEmail(to: string, type: EmailType, timeoutMs = 15_000): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [email] = await outboxEmails(to, type);
    if (email) return email;
    if (Date.now() > deadline) throw new Error(`no ${type} email to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The `token` of the first link to `path` in an email's text. */
export function linkToken(email: Pick<OutboxEmail, "text">, path: "/auth" | "/reset-password"): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(email.text);
  if (!match) throw new Error(`no ${path} link in the email`);
  return match[1]!;
}

/** email_logs rows of one recipient, newest last. */
export async function emailLogs(recipient: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, user_id, email_type, recipient_email, subject, success, message_id, error_message, transport_metadata, delivery_status, sent_at FROM email_logs WHERE recipient_email = ? ORDER BY id",
  )
    .bind(recipient)
    .all<{
      id: number;
      user_id: number | null;
      email_type: string;
      recipient_email: string;
      subject: string;
      success: number;
      message_id: string | null;
      error_message: string | null;
      transport_metadata: string;
      delivery_status: string | null;
      sent_at: number | null;
    }>();
  return results.map((row) => ({
    ...row,
    transport_metadata: JSON.parse(row.transport_metadata) as Record<string, unknown>,
  }));
}
