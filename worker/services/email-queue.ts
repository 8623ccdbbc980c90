/**
 * Email producer: puts typed messages on EMAIL_QUEUE (never sends inline). The consumer
 * (worker/email/consumer.ts) renders, sends and logs them.
 */
import type { UserRow } from "../../db/schema";
import type { Locale } from "../contract/i18n";
import type { Database } from "../db";
import type { EmailMessage } from "../email/messages";
import { recordSubscription } from "./unsubscribe";
import { errorSummary } from "../lib/log";

/** The language of a person's emails: theirs, English when unknown (docs/data-model.md#users). */
export function mailLocale(user: Pick<UserRow, "locale">): Locale {
  return user.locale ?? "en";
}

/** Enqueues one email. @throws when the queue refuses the message. */
export async function enqueueEmail(queue: Queue, message: EmailMessage): Promise<void> {
  await queue.send(message, { contentType: "json" });
}

/** Enqueues many emails in batches of 100 (Queues sendBatch limit: 100 messages, 256 KB). */
export async function enqueueEmails(queue: Queue, messages: EmailMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += 100) {
    await queue.sendBatch(messages.slice(i, i + 100).map((body) => ({ body, contentType: "json" as const })));
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
