/**
 * End-to-end tests in Debian's headless Chromium against the built app served by `vite preview`
 * (the Worker in workerd) on a fresh local state with the demo content (`npm run test:e2e`
 * builds first). Browser downloads are not possible here: Playwright launches /usr/bin/chromium
 * (override with CHROMIUM_PATH).
 */
import { defineConfig, devices } from "@playwright/test";

export const E2E_PORT = 8788;
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
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
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
