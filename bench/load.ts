/**
 * `npm run bench:load`: drives `vite preview` of the build (the Worker in workerd, with its edge
 * cache) with autocannon and prints requests per second and p99 latency for GET /api/agenda,
 * GET /api/speakers and one hashed static asset, side by side in one run. Local figures: one
 * workerd process on this machine, no network, uncompressed; they compare the three paths, they
 * do not predict production throughput. `BENCH_SECONDS` (default 10; 1 in smoke mode,
 * bench/options.ts) and `BENCH_CONNECTIONS` (default 20) set the run per target; the preview
 * listens on `BENCH_PORT` (default 8797). Builds first unless `BENCH_NO_BUILD=1` and `dist/` has
 * a build.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { benchPort, bySize, ensureBuild } from "./options";
import { startPreview } from "./preview";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? bySize(10, 1));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

ensureBuild();
// The app's entry chunk, as the built shell links it (the build manifest is removed after prerendering).
const shell = readFileSync(join(new URL("..", import.meta.url).pathname, "dist", "client", "app-shell.html"), "utf8");
const asset = /<script type="module"[^>]* src="\/assets\/([^"]+\.js)"/.exec(shell)?.[1];
if (!asset) throw new Error("No entry chunk in dist/client/app-shell.html: run `npm run build` first");

const preview = await startPreview(benchPort(8797));
try {
  const targets = [
    ["GET /api/agenda", "/api/agenda"],
    ["GET /api/speakers", "/api/speakers"],
    [`GET /assets/${asset}`, `/assets/${asset}`],
  ] as const;
  const rows: string[] = [];
  for (const [label, path] of targets) {
    // Warm up (fills the edge cache and workerd's caches), then measure.
    await autocannon({ url: `${preview.origin}${path}`, connections: 2, amount: 50 });
    const result = await autocannon({
      url: `${preview.origin}${path}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    rows.push(
      `${label.padEnd(40)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p99).padStart(9)} ${String(result.non2xx).padStart(7)}`,
    );
  }
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target`);
  console.log(`${"target".padEnd(40)} ${"req/s".padStart(8)} ${"p99 (ms)".padStart(9)} ${"non-2xx".padStart(7)}`);
  for (const row of rows) console.log(row);
} finally {
  await preview.stop();
}
