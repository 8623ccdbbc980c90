/**
 * Worker entry (docs/architecture.md#request-path): the Hono app for fetch, and the queue consumers: the jobs queue
 * (named by the JOB_QUEUE_NAME var, services/export-job-steps.ts), the push queue (PUSH_QUEUE_NAME,
 * services/push.ts) and the email queue and Email Service delivery
 * events (worker/email/queue.ts); and the daily scheduled run (wrangler.toml, triggers), which deletes audit log
 * entries past their 400 days (services/audit-log.ts). The live rooms' and the announcements' Durable Object
 * classes are exported here too (live/room.ts, live/announcement-hub.ts).
 */
import { app } from "./app";
import { handleQueue } from "./email/queue";
import { consumeJobBatch } from "./services/export-job-steps";
import { consumePushBatch } from "./services/push";
import { createDb } from "./db";
import { pruneAuditLog } from "./services/audit-log";

/** The live rooms' Durable Object class (wrangler.toml, durable_objects; live/room.ts). */
export { LiveRoom } from "./live/room";
/** The announcements channel's Durable Object class (wrangler.toml, durable_objects; live/announcement-hub.ts). */
export { AnnouncementHub } from "./live/announcement-hub";

export default {
  fetch: app.fetch,
  queue: (batch, env) => {
    if (batch.queue === env.JOB_QUEUE_NAME) return consumeJobBatch(batch, env);
    if (batch.queue === env.PUSH_QUEUE_NAME) return consumePushBatch(batch, env, createDb(env.DB));
    return handleQueue(batch, env);
  },
  scheduled: async (_controller, env) => {
    await pruneAuditLog(createDb(env.DB));
  },
} satisfies ExportedHandler<Env>;
