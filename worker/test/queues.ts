/**
 * What the Worker tests have queued: every send to any queue is noted, so a test or a file's end
 * can wait until what was queued has been handled (docs/testing.md#worker-tests). The queues hold
 * a message at most TEST_QUEUE_BATCH_TIMEOUT_MS here (./queue-timing.ts).
 */
import { env } from "cloudflare:workers";
import { QUEUE_SETTLE_MS } from "./queue-timing";

/** When this isolate last sent to a queue, epoch ms. */
interface QueueActivity {
  lastSend: number;
}

/** Where the isolate keeps its {@link QueueActivity}, across the files it runs. */
const QUEUE_ACTIVITY = Symbol.for("ac2025.test.queue-activity");

/**
 * Notes each send to any queue: the producer bindings share one prototype, whose `send` and
 * `sendBatch` are wrapped once per isolate (sends from the Worker's code and from its consumers
 * included).
 */
export function watchQueues(): QueueActivity {
  const holder = globalThis as { [QUEUE_ACTIVITY]?: QueueActivity };
  const watched = holder[QUEUE_ACTIVITY];
  if (watched) return watched;
  const activity: QueueActivity = { lastSend: 0 };
  const proto = Object.getPrototypeOf(env.EMAIL_QUEUE) as Record<"send" | "sendBatch", (...args: unknown[]) => unknown>;
  for (const method of ["send", "sendBatch"] as const) {
    const original = proto[method];
    proto[method] = function (this: unknown, ...args: unknown[]) {
      activity.lastSend = Date.now();
      return original.apply(this, args);
    };
  }
  holder[QUEUE_ACTIVITY] = activity;
  return activity;
}

/**
 * Resolves once nothing has been sent to a queue for QUEUE_SETTLE_MS: what was queued before the
 * call has reached its consumer, and the consumer's own sends (a job's next step) have too.
 */
export async function settleQueues(): Promise<void> {
  const activity = watchQueues();
  for (let left = activity.lastSend + QUEUE_SETTLE_MS - Date.now(); left > 0; ) {
    await new Promise((resolve) => setTimeout(resolve, left));
    left = activity.lastSend + QUEUE_SETTLE_MS - Date.now();
  }
}
