/**
 * Three test projects:
 * - "worker": Worker tests inside workerd through @cloudflare/vitest-plugin with the real
 *   bindings of wrangler.toml (D1 with migrations applied, KV, R2, Queues, rate limits);
 * - "web": React component tests in jsdom;
 * - "scripts": the deploy and backup scripts' tests in Node, with a fake command runner, and the
 *   few Worker and local-setup tests that must run in Node (`*.node.test.ts`, e.g. to evaluate a
 *   library's source or write files).
 * End-to-end tests run separately with Playwright (`npm run test:e2e`).
 */
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { generatePassSigningKey, generateVapidKeys } from "./db/seed/local-env";
import { i18nCatalog } from "./web/build/i18n-catalog";
import { longCellWorkbook } from "./worker/test/fixtures/long-cell-workbook";
import { lyingWorkbook } from "./worker/test/fixtures/lying-workbook";
import { defineConfig } from "vitest/config";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { PUBLIC_PAGE_RENDERER } from "./worker/contract/public-pages";
import { TEST_QUEUE_BATCH_TIMEOUT_MS } from "./worker/test/queue-timing";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * Binary inputs for Worker tests, base64 by name: the LibreOffice workbooks organisers made (real input,
 * db/fixtures/), the demo workbooks, and generated hostile input (the workbook that declares 1,000
 * bytes and inflates to 1 GiB, worker/test/fixtures/lying-workbook.ts; the one whose cell holds
 * 45 MiB, long-cell-workbook.ts), and the README. Read them with `testFile()`
 * in worker/test/helpers.ts.
 */
const TEST_FILES = {
  ...Object.fromEntries(
    [
      ["speakers-sample.xlsx", "./db/fixtures/speakers-sample.xlsx"],
      ["delegates-sample.xlsx", "./db/fixtures/delegates-sample.xlsx"],
      ["agenda-sample.xlsx", "./db/fixtures/agenda-sample.xlsx"],
      ["agenda-organiser.xlsx", "./db/fixtures/agenda-organiser.xlsx"],
      ["speakers-ac2025.xlsx", "./db/seed/speakers-ac2025.xlsx"],
      ["speakers-gc-powerlist.xlsx", "./db/seed/speakers-gc-powerlist.xlsx"],
    ].map(([name, file]) => [name, readFileSync(path(file!)).toString("base64")]),
  ),
  "lying-workbook.xlsx": Buffer.from(lyingWorkbook()).toString("base64"),
  "long-cell-workbook.xlsx": Buffer.from(longCellWorkbook()).toString("base64"),
  // The README, whose security table worker/test/security-table.test.ts reads against the code.
  "README.md": readFileSync(path("./README.md")).toString("base64"),
};

/**
 * wrangler.toml's queue consumers, each holding a message at most TEST_QUEUE_BATCH_TIMEOUT_MS
 * (worker/test/queue-timing.ts): miniflare replaces a consumer's options whole, so each keeps the
 * rest of its own (batch size, retries, dead-letter queue).
 */
const TEST_QUEUE_CONSUMERS = Object.fromEntries(
  Object.entries(unstable_getMiniflareWorkerOptions(path("./wrangler.toml")).workerOptions.queueConsumers ?? {}).map(
    ([queue, consumer]) => [queue, { ...consumer, maxBatchTimeout: TEST_QUEUE_BATCH_TIMEOUT_MS / 1000 }],
  ),
);

/** A line of the Worker's request log: `<METHOD> <path> <status> <ms>ms`. */
const REQUEST_LOG_LINE = /^[A-Z]+ \/\S* \d{3} \d+ms\n?$/;

/**
 * The packages the Worker tests load pre-bundled, one module each (Vitest's `deps.optimizer`): a
 * package's source is otherwise fetched module by module into the tests' isolate (lucide-react
 * alone is about 2,000 modules, loaded by the public pages' renderer). Two renderer-heavy files took 64 s of CPU without it and 36 s with it
 * on this machine (docs/testing.md#worker-tests). Left out: hono, its validator and zod, whose
 * errors the Worker's error mapper recognises by class (a pre-bundled copy beside the source one
 * is another class), and qrcode-svg, whose Node branch requires `fs`.
 */
const WORKER_PREBUNDLED = [
  "@lingui/core",
  "@lingui/react",
  "@pdf-lib/fontkit",
  "@tanstack/react-query",
  "bidi-js",
  "drizzle-orm",
  "drizzle-orm/d1",
  "drizzle-orm/sqlite-core",
  "embla-carousel-react",
  "fflate",
  "ical-generator",
  "jose",
  "lucide-react",
  "pdf-lib",
  "radix-ui",
  "react",
  "react-dom/server",
  "react-hook-form",
  "react-router",
  "react/jsx-runtime",
  "read-excel-file/universal",
];

export default defineConfig({
  test: {
    // One test file per core at a time (Vitest's default keeps one core free, which on a 2-core
    // machine runs the files one by one; docs/testing.md#suites).
    maxWorkers: availableParallelism(),
    // The Worker's one line per request (worker/middleware/request-log.ts) would bury the output;
    // tests that read it capture the console themselves (worker/test/security-logs.test.ts).
    onConsoleLog: (log) => !REQUEST_LOG_LINE.test(log),
    projects: [
      {
        plugins: [
          i18nCatalog(),
          cloudflareTest(async () => ({
            wrangler: { configPath: path("./wrangler.toml") },
            miniflare: {
              queueConsumers: TEST_QUEUE_CONSUMERS,
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(path("./db/migrations")),
                TEST_FILES,
                EMAIL_TRANSPORT: "outbox",
                PUBLIC_ORIGIN: "http://localhost:8787",
                // Off as for `npm start`; the tests of the rule turn it on (worker/test/mfa.test.ts).
                ADMIN_REQUIRE_MFA: "false",
                TOKEN_SIGNING_SECRET: "test-token-signing-secret-0123456789abcdef",
                PASS_SIGNING_KEY: generatePassSigningKey(),
                VAPID_KEYS: generateVapidKeys(),
              },
            },
          })),
        ],
        resolve: { alias: { [PUBLIC_PAGE_RENDERER]: path("./web/entry-server.tsx") } },
        test: {
          name: "worker",
          // The files of one Vitest worker share one isolate, which loads the Worker once: 469 s
          // for these tests with an isolate per file, about 250 s this way on this machine. Each
          // file still starts from empty storage, once what it queued has been handled
          // (worker/test/setup.ts).
          isolate: false,
          deps: { optimizer: { ssr: { enabled: true, include: WORKER_PREBUNDLED } } },
          // The hostile-input tables send dozens of requests per field, each hashing a password
          // (PBKDF2, 100,000 iterations): 3 to 6 s per test on a busy two-core machine, where the
          // default of 5 s failed. Speed is measured by bench/, not by these limits.
          testTimeout: 20_000,
          include: ["worker/**/*.test.ts", "db/**/*.test.ts"],
          exclude: ["worker/**/*.node.test.ts", "db/**/*.node.test.ts"],
          setupFiles: ["./worker/test/setup.ts"],
        },
      },
      {
        plugins: [react(), i18nCatalog()],
        test: {
          name: "web",
          environment: "jsdom",
          // A whole screen rendered in jsdom (role queries over every element) takes seconds on a
          // busy two-core CI machine; the default of 5 s failed there.
          testTimeout: 15_000,
          include: ["web/**/*.test.{ts,tsx}"],
          setupFiles: ["./web/test/setup.ts"],
        },
      },
      {
        test: {
          name: "scripts",
          environment: "node",
          include: ["scripts/**/*.test.ts", "worker/**/*.node.test.ts", "db/**/*.node.test.ts"],
        },
      },
    ],
  },
});
