/**
 * Before each test file: apply the D1 migrations (storage is shared by the tests of one file).
 * Before each test: start a new public-content version, so a test that changes D1 directly never
 * reads another test's edge-cached answer (worker/test/edge-cache.test.ts tests the cache itself).
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";
import { purgePublicContent } from "../middleware/cache";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

beforeEach(() => purgePublicContent(env));
