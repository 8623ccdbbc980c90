/**
 * What the Lighthouse benches share (`npm run bench:lighthouse`, bench/lighthouse.ts, the public
 * pages; `npm run bench:app`, bench/app.ts, the signed-in app): the browser, one Lighthouse run
 * with its default mobile settings (simulated slow 4G: 150 ms RTT, 1.6 Mbps; 4x CPU slowdown;
 * Moto G Power viewport) and the figures taken from it, and the median of several runs.
 * The browser is the end-to-end tests' (e2e/browser.ts: `CHROMIUM_PATH`, a system Chromium, else
 * the npm package `@sparticuz/chromium`).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/browser";
import { PROJECT_ROOT } from "./migrations";

/** The browser build's files, which the preview serves under `/`. */
const CLIENT = join(PROJECT_ROOT, "dist", "client");

/** Figures of one run; times in ms (Lighthouse's simulated mobile load), sizes in KB (1,024 bytes). */
export interface Figures {
  /** Lighthouse performance score, 0-100. */
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  /**
   * The built JavaScript files requested before the cut (see {@link measure}), each gzip-compressed
   * on its own (as the preview sends it).
   */
  jsKb: number;
  /** How many of those files. */
  jsRequests: number;
  /** Every built JavaScript file the load requested, whenever: KB gzip and number. */
  allJsKb: number;
  allJsRequests: number;
}

/**
 * Where the JavaScript figures stop counting: at the page's simulated Time to Interactive, or at
 * its largest contentful paint as observed (what the screen needed to show itself; a signed-in
 * app then fetches, in idle time, the code of the screens it keeps for offline use).
 */
export type ScriptCut = "interactive" | "observed-lcp";

interface NetworkRequest {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
}

/**
 * The built JS files (under `/assets/`) requested up to `untilMs`: their gzip size in KB and their
 * number. Lighthouse reports request times relative to navigation start in ms.
 */
function scriptsUntil(requests: NetworkRequest[], untilMs: number): { kb: number; count: number } {
  const paths = requests
    .filter((r) => r.resourceType === "Script" && (r.networkRequestTime ?? 0) <= untilMs)
    .map((r) => new URL(r.url).pathname)
    .filter((path) => path.startsWith("/assets/"));
  const bytes = paths.reduce((sum, path) => sum + gzipSync(readFileSync(join(CLIENT, path)), { level: 9 }).length, 0);
  return { kb: bytes / 1024, count: paths.length };
}

/** The middle value of `values` (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure of `runs` as the median of its values, with LCP's range as `[min-max]` (ms). */
export function medianFigures(runs: Figures[]): Figures & { lcpRange: string } {
  const of = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
  const lcps = runs.map((figures) => figures.lcp);
  return {
    score: of("score"),
    lcp: of("lcp"),
    cls: of("cls"),
    tbt: of("tbt"),
    jsKb: of("jsKb"),
    jsRequests: of("jsRequests"),
    allJsKb: of("allJsKb"),
    allJsRequests: of("allJsRequests"),
    lcpRange: `[${Math.min(...lcps).toFixed(0)}-${Math.max(...lcps).toFixed(0)}]`,
  };
}

/** Starts the headless browser that the runs drive; `kill()` it when done. */
export async function launchBrowser(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: await chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
}

/** What Lighthouse empties before a run (its `clearStorageTypes`); it also always empties the HTTP cache. */
export type StorageType =
  | "file_systems"
  | "shader_cache"
  | "service_workers"
  | "cache_storage"
  | "cookies"
  | "local_storage"
  | "indexeddb";

/**
 * One Lighthouse run (performance only, default mobile settings) of `url` in the browser
 * listening on `port`, after emptying the HTTP cache and `clear`; the JavaScript figures stop at
 * `cut` ({@link ScriptCut}).
 */
export async function measure(url: string, port: number, clear: StorageType[], cut: ScriptCut): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ["performance"],
    logLevel: "error",
    clearStorageTypes: clear,
  });
  const lhr = result!.lhr;
  const audit = (id: string) => lhr.audits[id]!;
  const requests = (audit("network-requests").details as { items: NetworkRequest[] }).items;
  const observed = (audit("metrics").details as { items: Array<{ observedLargestContentfulPaint?: number }> }).items[0];
  const untilMs =
    cut === "interactive"
      ? (audit("interactive").numericValue ?? Infinity)
      : (observed?.observedLargestContentfulPaint ?? Infinity);
  const before = scriptsUntil(requests, untilMs);
  const all = scriptsUntil(requests, Infinity);
  return {
    score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    lcp: audit("largest-contentful-paint").numericValue ?? Infinity,
    cls: audit("cumulative-layout-shift").numericValue ?? Infinity,
    tbt: audit("total-blocking-time").numericValue ?? Infinity,
    jsKb: before.kb,
    jsRequests: before.count,
    allJsKb: all.kb,
    allJsRequests: all.count,
  };
}
