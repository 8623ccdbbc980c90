/**
 * `npm run bench:lighthouse`: Lighthouse with its default mobile settings (simulated slow 4G,
 * 4x CPU slowdown, Moto G Power viewport) against `vite preview` of the build, for the public
 * pages /, /agenda and /speakers and their Arabic versions /ar, /ar/agenda and /ar/speakers. Prints, per page: performance score, LCP, CLS, TBT, and the
 * JavaScript requested before the page is interactive (each file gzip-compressed on its own, as
 * the preview sends it), and checks the targets of the README's Quality table: score >= 95,
 * LCP <= 1.5 s, CLS < 0.05, JS <= 110 KB gzip. Exits 1 when one is missed.
 * The preview listens on `LIGHTHOUSE_PORT` (default 8795), so two checkouts can measure side by side.
 * Each page is measured `LIGHTHOUSE_RUNS` times (default 5) and each figure is the median of its
 * runs, with the range of LCP beside it: one run varies by hundreds of milliseconds on a shared
 * machine, and Lighthouse's own guidance on variability is to take the median of several runs.
 * The browser is the end-to-end tests' (e2e/browser.ts: `CHROMIUM_PATH`, a system Chromium, else
 * the npm package `@sparticuz/chromium`).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/browser";
import { startPreview } from "./preview";

const PAGES = ["/", "/agenda", "/speakers", "/ar", "/ar/agenda", "/ar/speakers"];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const TARGETS = { score: 95, lcpMs: 1500, cls: 0.05, jsKb: 110 };
const client = join(new URL("..", import.meta.url).pathname, "dist", "client");

interface NetworkRequest {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
}

/** gzip size in KB of the built JS files requested before `interactiveMs`. */
function scriptKbBeforeInteractive(requests: NetworkRequest[], interactiveMs: number): number {
  const bytes = requests
    .filter((r) => r.resourceType === "Script" && (r.networkRequestTime ?? 0) <= interactiveMs)
    .map((r) => new URL(r.url).pathname)
    .filter((path) => path.startsWith("/assets/"))
    .reduce((sum, path) => sum + gzipSync(readFileSync(join(client, path)), { level: 9 }).length, 0);
  return bytes / 1024;
}

/** The middle value of `values` (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Figures {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  jsKb: number;
}

/** One Lighthouse run of `url` in the browser listening on `port`. */
async function measure(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ["performance"],
    logLevel: "error",
    // Each run is a first visit: Lighthouse empties the cache but by default keeps cookies, and a
    // cookie says whether the Arabic typeface is cached (docs/i18n.md#font).
    clearStorageTypes: ["file_systems", "shader_cache", "service_workers", "cache_storage", "cookies"],
  });
  const lhr = result!.lhr;
  const audit = (id: string) => lhr.audits[id]!;
  const interactive = audit("interactive").numericValue ?? Infinity;
  const requests = (audit("network-requests").details as { items: NetworkRequest[] }).items;
  return {
    score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    lcp: audit("largest-contentful-paint").numericValue ?? Infinity,
    cls: audit("cumulative-layout-shift").numericValue ?? Infinity,
    tbt: audit("total-blocking-time").numericValue ?? Infinity,
    // Lighthouse reports request times relative to navigation start in ms.
    jsKb: scriptKbBeforeInteractive(requests, interactive),
  };
}

const preview = await startPreview(Number(process.env.LIGHTHOUSE_PORT ?? 8795));
// The Worker renders each public page once per content version and keeps it in the location's
// cache (worker/routes/pages.ts): at the edge, visitors get that copy. Measure it, not the
// one-off first rendering of a fresh local process.
for (const page of PAGES) await (await fetch(`${preview.origin}${page}`)).text();
const chrome = await chromeLauncher.launch({
  chromePath: await chromiumPath(),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
let failed = false;
try {
  console.log(`median of ${RUNS} runs per page`);
  console.log("page          score   LCP (ms)  [min-max]       CLS     TBT (ms)   JS before interactive (KB gzip)");
  for (const page of PAGES) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(`${preview.origin}${page}`, chrome.port));
    const of = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
    const [score, lcp, cls, tbt, jsKb] = [of("score"), of("lcp"), of("cls"), of("tbt"), of("jsKb")];
    const lcps = runs.map((figures) => figures.lcp);
    const range = `[${Math.min(...lcps).toFixed(0)}-${Math.max(...lcps).toFixed(0)}]`;
    const ok = score >= TARGETS.score && lcp <= TARGETS.lcpMs && cls < TARGETS.cls && jsKb <= TARGETS.jsKb;
    failed ||= !ok;
    console.log(
      `${page.padEnd(12)}  ${score.toFixed(0).padStart(5)}   ${lcp.toFixed(0).padStart(8)}  ${range.padEnd(13)}   ${cls.toFixed(3)}   ${tbt.toFixed(0).padStart(8)}   ${jsKb.toFixed(1).padStart(6)}   ${ok ? "ok" : "MISSED"}`,
    );
  }
  console.log(
    `targets: score >= ${TARGETS.score}, LCP <= ${TARGETS.lcpMs} ms, CLS < ${TARGETS.cls}, JS <= ${TARGETS.jsKb} KB gzip`,
  );
} finally {
  chrome.kill();
  await preview.stop();
}
process.exit(failed ? 1 : 0);
