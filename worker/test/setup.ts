/**
 * Before each test file: empty D1, KV and R2 and apply the D1 migrations, so each file starts from
 * empty storage, which its tests share. The files of one Vitest worker run in one isolate, one
 * after another (`isolate: false` in vitest.config.ts): loading the Worker once per worker rather
 * than once per file took the Worker tests from 469 s to about 250 s on this machine, with the
 * wait for the queues after each file below (docs/testing.md#worker-tests).
 * Before each test: start a new public-content version, so a test that changes D1 directly never
 * reads another test's edge-cached answer (worker/test/edge-cache.test.ts tests the cache itself).
 *
 * PBKDF2 runs at most {@link TEST_PBKDF2_ITERATIONS} iterations in these tests. The product hashes
 * with 100,000 (worker/services/password.ts, docs/decisions/0004-pbkdf2-at-the-workers-ceiling.md),
 * 60 to 100 ms of CPU each on this machine, and the tests register, sign in and reset passwords
 * thousands of times. Hashing and checking both go through WebCrypto's `deriveBits`, so a lower
 * count on both sides keeps every outcome; the stored format still names 100,000 (password.test.ts
 * checks it), and the end-to-end tests and the benches run the full count.
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeEach } from "vitest";
import { purgePublicContent } from "../middleware/cache";
import { settleQueues, watchQueues } from "./queues";

/** The PBKDF2 iteration count the Worker tests derive with (see above). */
const TEST_PBKDF2_ITERATIONS = 1_000;

/** Marks the wrapped `deriveBits`, so the files after the first do not wrap it again. */
const WRAPPED = Symbol.for("ac2025.test.pbkdf2");
type DeriveBits = typeof crypto.subtle.deriveBits & { [WRAPPED]?: true };

const deriveBits = crypto.subtle.deriveBits.bind(crypto.subtle);
const testDeriveBits: DeriveBits = (algorithm, baseKey, length) => {
  const pbkdf2 = typeof algorithm === "object" && algorithm.name === "PBKDF2";
  const params = algorithm as { iterations?: number };
  return deriveBits(
    pbkdf2 ? { ...algorithm, iterations: Math.min(params.iterations ?? 0, TEST_PBKDF2_ITERATIONS) } : algorithm,
    baseKey,
    length,
  );
};
testDeriveBits[WRAPPED] = true;
if (!(crypto.subtle.deriveBits as DeriveBits)[WRAPPED]) crypto.subtle.deriveBits = testDeriveBits;

/**
 * Deletes every row of every D1 table the migrations made (the AUTOINCREMENT counters too, so ids
 * start at 1 again), every KV key and every R2 object. One batch is one transaction, and the
 * foreign keys are checked at its end, when every table is empty.
 */
async function emptyStorage(): Promise<void> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
  ).all<{ name: string }>();
  const { results: sequence } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'",
  ).all();
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = ON"),
    ...tables.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`)),
    ...(sequence.length ? [env.DB.prepare("DELETE FROM sqlite_sequence")] : []),
  ]);
  for (const kv of [env.SESSIONS, env.EDGE_CACHE]) {
    let cursor: string | undefined;
    do {
      const page = await kv.list(cursor ? { cursor } : {});
      await Promise.all(page.keys.map(({ name }) => kv.delete(name)));
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
  }
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list(cursor ? { cursor } : {});
    if (page.objects.length) await env.MEDIA.delete(page.objects.map(({ key }) => key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

watchQueues();

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await emptyStorage();

// What a file queued is handled before the next file empties the storage.
afterAll(settleQueues, 120_000);

beforeEach(() => purgePublicContent(env));
