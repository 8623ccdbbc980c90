/**
 * Worker entry (docs/architecture.md#request-path): the Hono app for fetch, and the queue consumers (the email queue and
 * the Email Service delivery events, worker/email/queue.ts).
 */
import { app } from "./app";
import { handleQueue } from "./email/queue";

export default {
  fetch: app.fetch,
  queue: handleQueue,
} satisfies ExportedHandler<Env>;
