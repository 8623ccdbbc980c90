/**
 * How long the Worker tests' queues hold a message before their consumer gets it, and how long a
 * test file waits for what it queued to be handled (worker/test/setup.ts), in ms.
 *
 * wrangler.toml batches email for up to 5 s (`max_batch_timeout`), which production wants (fewer
 * consumer invocations) and a test only waits for: every test that reads the outbox waited up to
 * 5 s per email, and every file that queued anything waited 6 s at its end. The tests' queues keep
 * wrangler.toml's consumers (batch sizes, retries, dead-letter queues) with this shorter timeout
 * (vitest.config.ts; docs/testing.md#worker-tests).
 */

/** The longest a test queue holds a message before its consumer gets it, ms (Queues counts in s). */
export const TEST_QUEUE_BATCH_TIMEOUT_MS = 250;

/**
 * A file's queues are settled once nothing has been sent for this long, ms: a batch's timeout and
 * a second for the consumer's work (a consumer's own sends, such as a job's next step, count).
 */
export const QUEUE_SETTLE_MS = TEST_QUEUE_BATCH_TIMEOUT_MS + 1_000;
