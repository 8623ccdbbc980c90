/**
 * Which Chromium the end-to-end, accessibility and Lighthouse runs drive, so that `npm install &&
 * npm test` works on a machine with no browser installed (docs/testing.md):
 * 1. `CHROMIUM_PATH`, when set;
 * 2. a system Chromium or Chrome at one of the usual Linux paths;
 * 3. on Linux, the Chromium that the npm package `@sparticuz/chromium` ships (unpacked once into
 *    the system's temporary folder; no download beyond `npm install`); on macOS and Windows, for
 *    which that package has no build, Playwright's own Chromium (`npx playwright install chromium`).
 */
import { existsSync } from "node:fs";

/** Usual install paths of Chromium and Chrome on Linux (Debian, Ubuntu, Fedora, Google's packages). */
const SYSTEM_BROWSERS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/opt/google/chrome/chrome",
];

/** Flags every launch uses: no sandbox (tests may run as root), and no calls to Google's services. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];

/**
 * The path of the browser to launch, in the order above; undefined means Playwright's own Chromium
 * (macOS and Windows without `CHROMIUM_PATH`).
 * @throws Error when `CHROMIUM_PATH` names a file that does not exist.
 */
export async function chromiumPath(): Promise<string | undefined> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist`);
    return configured;
  }
  if (process.platform !== "linux") return undefined;
  const system = SYSTEM_BROWSERS.find((path) => existsSync(path));
  if (system) return system;
  const { default: packaged } = await import("@sparticuz/chromium");
  return packaged.executablePath();
}
