/**
 * Email producer: puts typed messages on EMAIL_QUEUE (never sends inline). The consumer
 * (worker/email/consumer.ts) renders, sends and logs them.
 */
import type { UserRow } from "../../db/schema";
import type { Locale } from "../contract/i18n";
import type { Database } from "../db";
import type { EmailMessage } from "../email/messages";
import { recordSubscription } from "./unsubscribe";
import { chunkByJsonSize } from "../lib/d1-batch";
import { errorSummary } from "../lib/log";

/** The language of a person's emails: theirs, English when unknown (docs/data-model.md#users). */
export function mailLocale(user: Pick<UserRow, "locale">): Locale {
  return user.locale ?? "en";
}

/** Enqueues one email. @throws when the queue refuses the message. */
export async function enqueueEmail(queue: Queue, message: EmailMessage): Promise<void> {
  await queue.send(message, { contentType: "json" });
}

/** Queues' sendBatch limits (developers.cloudflare.com/queues/platform/limits): messages and bytes per batch. */
const QUEUE_BATCH_MESSAGES = 100;
/** 256 KB less room for each message's envelope. */
const QUEUE_BATCH_BYTES = 200_000;

/**
 * Enqueues many emails in batches within Queues' sendBatch limits (100 messages, 256 KB), one
 * batch after the other.
 * @param onQueued called with each batch's size once it is queued (progress of a long fan-out).
 * @throws the queue's error; the batches before it stay queued.
 */
export async function enqueueEmails(
  queue: Queue,
  messages: EmailMessage[],
  onQueued?: (count: number) => void,
): Promise<void> {
  for (const part of chunkByJsonSize(messages, QUEUE_BATCH_BYTES)) {
    for (let i = 0; i < part.length; i += QUEUE_BATCH_MESSAGES) {
      const batch = part.slice(i, i + QUEUE_BATCH_MESSAGES);
      await queue.sendBatch(batch.map((body) => ({ body, contentType: "json" as const })));
      onQueued?.(batch.length);
    }
  }
}

/**
 * After a self-registration (POST /api/auth/register): records the address as subscribed to
 * conference emails and queues `registration_confirmation` in the new account's language, whose
 * one-time link verifies the address. Failures are logged, not thrown: the account already exists, and its owner can still
 * get a link through Reset Password.
 */
export async function queueRegistrationConfirmation(
  db: Database,
  queue: Queue,
  user: Pick<UserRow, "id" | "email" | "firstName" | "locale">,
): Promise<void> {
  try {
    await recordSubscription(db, user.email);
    await enqueueEmail(queue, {
      type: "registration_confirmation",
      to: user.email,
      locale: mailLocale(user),
      userId: user.id,
      data: { firstName: user.firstName },
    });
  } catch (error) {
    console.error("registration_confirmation not queued", user.id, errorSummary(error));
  }
}
