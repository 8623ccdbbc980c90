/**
 * What every benchmark reads from its environment (docs/testing.md, Benchmarks):
 * - `BENCH_SMOKE=1`, the smoke mode: one run at small sizes, every figure printed, no target
 *   asserted, so the process fails only when the bench itself breaks. `npm run bench:smoke`
 *   (bench/smoke.ts) runs every bench so;
 * - `BENCH_PORT`: the port of the preview that the benches of the built app start
 *   (bench/preview.ts); each has its own default;
 * - `BENCH_NO_BUILD=1`: use the build in `dist/` when there is one instead of building first
 *   (CI runs the benches right after `npm test`, which builds).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "./migrations";

/** Whether this run is a smoke run (`BENCH_SMOKE=1`). */
export const SMOKE = process.env.BENCH_SMOKE === "1";

/** `full` in a measuring run, `smoke` in a smoke run: sizes, rounds, pages. */
export function bySize<T>(full: T, smoke: T): T {
  return SMOKE ? smoke : full;
}

/**
 * The preview's port: `BENCH_PORT`, else `fallback`.
 * @throws Error when `BENCH_PORT` is not a port number (1-65535).
 */
export function benchPort(fallback: number): number {
  const port = Number(process.env.BENCH_PORT ?? fallback);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`BENCH_PORT is not a port: ${port}`);
  return port;
}

/** Files a complete build has: the Worker's (vite build) and the shell the prerendering writes last. */
const BUILD_FILES = ["dist/ac2025/wrangler.json", "dist/client/app-shell.html"];

/**
 * Makes sure `dist/` holds a build of this checkout: runs `npm run build`, unless
 * `BENCH_NO_BUILD=1` and a build is there (it is used as it is, however old).
 * @throws Error when the build fails.
 */
export function ensureBuild(): void {
  const built = BUILD_FILES.every((file) => existsSync(join(PROJECT_ROOT, file)));
  if (process.env.BENCH_NO_BUILD === "1" && built) return;
  if (process.env.BENCH_NO_BUILD === "1") console.log("BENCH_NO_BUILD=1 but dist/ has no build: building.");
  const result = spawnSync("npm", ["run", "build"], { cwd: PROJECT_ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run build failed with status ${result.status}`);
}

/**
 * The exit status of a run whose targets were `met`: 1 when one was missed, except in a smoke
 * run, which asserts none.
 */
export function exitStatus(met: boolean): number {
  return met || SMOKE ? 0 : 1;
}
