/**
 * The Worker's `queue` handler: routes each batch to its consumer by queue name. The delivery
 * events queue is named by the EMAIL_EVENTS_QUEUE var; every other batch is the email queue.
 */
import { consumeDeliveryEvents } from "./delivery-events";
import { consumeEmailBatch } from "./consumer";

export async function handleQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  if (batch.queue === env.EMAIL_EVENTS_QUEUE) await consumeDeliveryEvents(batch, env);
  else await consumeEmailBatch(batch, env);
}
