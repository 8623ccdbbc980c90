/**
 * `npm run bench:lighthouse`: builds the app (unless `BENCH_NO_BUILD=1` and `dist/` has a build),
 * then runs Lighthouse with its default mobile settings (simulated slow 4G, 4x CPU slowdown, Moto
 * G Power viewport) against `vite preview` of the build, for the public pages /, /agenda and
 * /speakers and their Arabic versions /ar, /ar/agenda and /ar/speakers. Prints, per page:
 * performance score, LCP, CLS, TBT, and the JavaScript requested before the page is interactive
 * (each file gzip-compressed on its own, as the preview sends it), and checks the targets of the
 * README's Quality table: score >= 95, LCP <= 1.5 s, CLS < 0.05, JS <= 110 KB gzip. Exits 1 when
 * one is missed.
 * Each page is measured `LIGHTHOUSE_RUNS` times (default 5) and each figure is the median of its
 * runs, with the range of LCP beside it: one run varies by hundreds of milliseconds on a shared
 * machine, and Lighthouse's own guidance on variability is to take the median of several runs.
 * The browser is the end-to-end tests' (e2e/browser.ts: `CHROMIUM_PATH`, a system Chromium, else
 * the npm package `@sparticuz/chromium`). The preview listens on `BENCH_PORT` (default 8795).
 * In smoke mode (bench/options.ts): the page / once, figures printed, no exit status for a miss.
 */
import { benchPort, bySize, ensureBuild, exitStatus } from "./options";
import { type Figures, launchBrowser, measure, medianFigures, type StorageType } from "./lighthouse-run";
import { startPreview } from "./preview";

const PAGES = bySize(["/", "/agenda", "/speakers", "/ar", "/ar/agenda", "/ar/speakers"], ["/"]);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? bySize(5, 1));
const TARGETS = { score: 95, lcpMs: 1500, cls: 0.05, jsKb: 110 };
/**
 * Each run is a first visit: Lighthouse empties the cache but by default keeps cookies, and a
 * cookie says whether the Arabic typeface is cached (docs/i18n.md#font).
 */
const CLEAR: StorageType[] = ["file_systems", "shader_cache", "service_workers", "cache_storage", "cookies"];

ensureBuild();
const preview = await startPreview(benchPort(8795));
// The Worker renders each public page once per content version and keeps it in the location's
// cache (worker/routes/pages.ts): at the edge, visitors get that copy. Measure it, not the
// one-off first rendering of a fresh local process.
for (const page of PAGES) await (await fetch(`${preview.origin}${page}`)).text();
const chrome = await launchBrowser();
let failed = false;
try {
  console.log(`median of ${RUNS} runs per page`);
  console.log("page          score   LCP (ms)  [min-max]       CLS     TBT (ms)   JS before interactive (KB gzip)");
  for (const page of PAGES) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++)
      runs.push(await measure(`${preview.origin}${page}`, chrome.port, CLEAR, "interactive"));
    const { score, lcp, lcpRange: range, cls, tbt, jsKb } = medianFigures(runs);
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
process.exit(exitStatus(!failed));
