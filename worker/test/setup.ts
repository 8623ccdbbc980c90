/**
 * Before each test file: apply the D1 migrations (storage is shared by the tests of one file).
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
import { beforeEach } from "vitest";
import { purgePublicContent } from "../middleware/cache";

/** The PBKDF2 iteration count the Worker tests derive with (see above). */
const TEST_PBKDF2_ITERATIONS = 1_000;

const deriveBits = crypto.subtle.deriveBits.bind(crypto.subtle);
crypto.subtle.deriveBits = (algorithm, baseKey, length) => {
  const pbkdf2 = typeof algorithm === "object" && algorithm.name === "PBKDF2";
  const params = algorithm as { iterations?: number };
  return deriveBits(
    pbkdf2 ? { ...algorithm, iterations: Math.min(params.iterations ?? 0, TEST_PBKDF2_ITERATIONS) } : algorithm,
    baseKey,
    length,
  );
};

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

beforeEach(() => purgePublicContent(env));
