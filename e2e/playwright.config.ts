/**
 * End-to-end tests in headless Chromium against the built app served by `vite preview` (the
 * Worker in workerd) on a fresh local state with the demo content (`npm run test:e2e` builds
 * first). The browser is found by e2e/browser.ts: `CHROMIUM_PATH`, a system Chromium or Chrome,
 * else the one the npm package `@sparticuz/chromium` ships.
 */
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./browser";

/** Port of the e2e server; `E2E_PORT` lets two checkouts run their suites side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
export const E2E_STATE_DIR = ".wrangler/e2e-state";

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: await chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node_modules/.bin/tsx db/seed/start-local.ts --no-build --fresh --port ${E2E_PORT} --state ${E2E_STATE_DIR}`,
    cwd: "..",
    url: `http://localhost:${E2E_PORT}/api/stats`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
