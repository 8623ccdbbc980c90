/**
 * Consumer of Email Service delivery events. Email Sending publishes lifecycle events of the
 * sending domain to a Queue through an event subscription (Cloudflare docs: Email Service,
 * Event subscriptions); this Worker consumes that queue (wrangler.toml: ac2025-email-events).
 * An event looks like
 * `{ type: "cf.email.sending.message.bounced", payload: { messageId, recipient, bounce: { type: "hard" } } }`.
 *
 * - delivered / bounced / complained set email_logs.deliveryStatus on the rows with that
 *   messageId (the id `env.EMAIL.send()` returned);
 * - a hard bounce or a complaint suppresses the address for non-essential mail (a soft bounce,
 *   after the provider's retries ran out, does not). The address is the event's `recipient`, or,
 *   when the event carries none, the recipient of the email_logs row with that messageId (an
 *   event for a message this app did not log then suppresses nothing). Essential mail ignores
 *   suppressions (worker/email/templates.ts);
 * - deferred, failed, rejected and unknown events are acknowledged and ignored.
 */
import { eq } from "drizzle-orm";
import { z } from "../contract/zod";
import { emailLogs } from "../../db/schema";
import { createDb, type Database } from "../db";
import { recordDeliveryStatus, type DeliveryStatus } from "../services/email-attempts";
import { suppressAddress } from "../services/email-suppressions";
import { retryDelaySeconds } from "./consumer";
import { errorSummary } from "../lib/log";

const EVENT_PREFIX = "cf.email.sending.message.";

const deliveryEventSchema = z.object({
  type: z.string().startsWith(EVENT_PREFIX),
  payload: z.object({
    messageId: z.string().min(1),
    recipient: z.string().optional(),
    bounce: z.object({ type: z.string().optional() }).optional(),
  }),
});

const STATUSES: ReadonlySet<string> = new Set<DeliveryStatus>(["delivered", "bounced", "complained"]);

/** What an event did: "recorded" (status set, maybe suppressed) or "ignored". */
type DeliveryEventResult = "recorded" | "ignored";

/** The recipient of the logged email `messageId`, or undefined when this app did not log it. */
async function loggedRecipient(db: Database, messageId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ recipient: emailLogs.recipientEmail })
    .from(emailLogs)
    .where(eq(emailLogs.messageId, messageId))
    .limit(1);
  return row?.recipient;
}

/**
 * Applies one delivery event. D1 queries: 1 (status), plus 1 to suppress, plus 1 to find the
 * recipient of a suppressing event that names none.
 * @throws when D1 fails (the consumer retries).
 */
async function applyDeliveryEvent(db: Database, event: unknown): Promise<DeliveryEventResult> {
  const parsed = deliveryEventSchema.safeParse(event);
  if (!parsed.success) return "ignored";
  const status = parsed.data.type.slice(EVENT_PREFIX.length);
  if (!STATUSES.has(status)) return "ignored";
  const { messageId, recipient, bounce } = parsed.data.payload;
  await recordDeliveryStatus(db, messageId, status as DeliveryStatus);
  const suppress = status === "complained" || (status === "bounced" && bounce?.type === "hard");
  if (!suppress) return "recorded";
  const address = recipient || (await loggedRecipient(db, messageId));
  if (address) await suppressAddress(db, address, status as "bounced" | "complained");
  return "recorded";
}

/**
 * Consumes a batch of delivery events; a D1 failure retries that event with backoff, and after
 * max_retries (3, wrangler.toml) Queues moves it to ac2025-email-events-dlq.
 */
export async function consumeDeliveryEvents(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    try {
      await applyDeliveryEvent(db, message.body);
      message.ack();
    } catch (error) {
      console.error("delivery event not applied", message.id, errorSummary(error));
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
