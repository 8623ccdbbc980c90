/**
 * End-to-end tests in headless Chromium against the built app served by `vite preview` (the
 * Worker in workerd), one server per worker, each on a fresh local state with the demo content
 * (e2e/servers.ts; `npm run test:e2e` builds first). The browser is found by e2e/browser.ts:
 * `CHROMIUM_PATH`, a system Chromium or Chrome, else the one the npm package `@sparticuz/chromium`
 * ships.
 */
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./browser";
import { E2E_WORKERS, e2eServer } from "./servers";

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // Files are spread over the workers; a file's tests run in order on one worker unless the file
  // says otherwise (`test.describe.configure({ mode: "parallel" })`).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // Each worker's own server: the `baseURL` fixture of e2e/support.ts picks it by worker.
    baseURL: e2eServer(0).origin,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: await chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  // Started one after the other (each writes the build's .dev.vars with its own origin before its
  // preview reads it: db/seed/start-local.ts).
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const { port, origin, stateDir } = e2eServer(index);
    return {
      command: `node_modules/.bin/tsx db/seed/start-local.ts --no-build --fresh --port ${port} --state ${stateDir}`,
      cwd: "..",
      url: `${origin}/api/stats`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore" as const,
    };
  }),
});
