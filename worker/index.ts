/**
 * Worker entry (docs/architecture.md#request-path): the Hono app for fetch, and the queue consumers: the jobs queue
 * (named by the JOB_QUEUE_NAME var, services/export-job-steps.ts) and the email queue and Email Service delivery
 * events (worker/email/queue.ts).
 */
import { app } from "./app";
import { handleQueue } from "./email/queue";
import { consumeJobBatch } from "./services/export-job-steps";

export default {
  fetch: app.fetch,
  queue: (batch, env) => (batch.queue === env.JOB_QUEUE_NAME ? consumeJobBatch(batch, env) : handleQueue(batch, env)),
} satisfies ExportedHandler<Env>;
