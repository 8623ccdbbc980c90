/**
 * `npm run bench:smoke`: every benchmark once in smoke mode (`BENCH_SMOKE=1`, bench/options.ts:
 * small sizes, one run, figures printed, no target asserted), so a bench that no longer runs
 * fails here. The benches are the `bench:*` scripts of package.json other than this one, one
 * after another; the first that fails stops the run, which exits with its status. Prints the
 * seconds each took and the whole run's.
 * The app is built first (`npm run build`) unless `BENCH_NO_BUILD=1` and `dist/` has a build.
 * The benches of the built app ({@link PREVIEW_BENCHES}) run last and share one preview
 * (`BENCH_ORIGIN`, bench/preview.ts) on `BENCH_PORT` (default 8799), which starts while the others
 * run. CI runs it after `npm test`, which builds: `BENCH_NO_BUILD=1 npm run bench:smoke`
 * (docs/testing.md, Benchmarks).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { PROJECT_ROOT } from "./migrations";
import { benchPort, ensureBuild } from "./options";
import { type Preview, startPreview } from "./preview";

const SELF = "bench:smoke";
/** Scripts that measure the built app through a preview; any other bench runs before them. */
const PREVIEW_BENCHES = new Set(["bench:lighthouse", "bench:app", "bench:load", "bench:live"]);

const scripts = Object.keys(
  (JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts,
).filter((name) => name.startsWith("bench:") && name !== SELF);
const order = [
  ...scripts.filter((name) => !PREVIEW_BENCHES.has(name)),
  ...scripts.filter((name) => PREVIEW_BENCHES.has(name)),
];

const started = performance.now();
const seconds = (since: number) => (performance.now() - since) / 1000;
const times: Array<[string, number]> = [];
function printTimes(): void {
  console.log(`\n${SELF}: seconds per step`);
  for (const [name, time] of times) console.log(`${name.padEnd(24)} ${time.toFixed(1).padStart(7)} s`);
  console.log(`${"whole run".padEnd(24)} ${seconds(started).toFixed(1).padStart(7)} s`);
}

/** Runs `npm run <script>` in smoke mode with `env` added; resolves with its exit status. */
function run(script: string, env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn("npm", ["run", "--silent", script], {
    cwd: PROJECT_ROOT,
    stdio: "inherit",
    env: { ...process.env, ...env, BENCH_SMOKE: "1", BENCH_NO_BUILD: "1" },
  });
  return new Promise((resolve) => child.on("close", (status) => resolve(status ?? 1)));
}

console.log(`${SELF}: every bench once at small sizes; its figures are not measurements, and no target is asserted.`);
let start = performance.now();
ensureBuild();
times.push(["build (unless built)", seconds(start)]);
const previewStart = performance.now();
let previewReady = 0;
/** The preview's line in the times: from its start, alongside the other benches, until it answered. */
const PREVIEW_STEP = "preview (in parallel)";
const previewNoLongerNeeded = new AbortController();
const preview: Promise<Preview | Error> = startPreview(benchPort(8799), { signal: previewNoLongerNeeded.signal }).then(
  (ready) => {
    previewReady = seconds(previewStart);
    return ready;
  },
  (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
);
let status = 0;
// A bench that fails ends the run at once: the preview is stopped even if it is still starting.
for (const script of order) {
  let env: NodeJS.ProcessEnv = {};
  if (PREVIEW_BENCHES.has(script)) {
    const ready = await preview;
    if (ready instanceof Error) throw ready;
    if (!times.some(([name]) => name === PREVIEW_STEP)) times.push([PREVIEW_STEP, previewReady]);
    env = { BENCH_ORIGIN: ready.origin };
  }
  console.log(`\n== ${script} (BENCH_SMOKE=1)`);
  start = performance.now();
  status = await run(script, env);
  times.push([script, seconds(start)]);
  if (status !== 0) {
    console.error(`${SELF}: ${script} failed with exit status ${status}`);
    previewNoLongerNeeded.abort();
    break;
  }
}
const ready = await preview;
if (!(ready instanceof Error)) await ready.stop();
printTimes();
process.exit(status);
