/**
 * Starts the built app with `vite preview` (the Worker in workerd) on a fresh local state with
 * the demo content, for benchmarks. The build must exist (`npm run build`). With `BENCH_ORIGIN`
 * set (e.g. `http://localhost:8803`), the benches measure the preview already running there
 * instead: `npm run bench:smoke` starts one for both benches of the built app.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";

export interface Preview {
  origin: string;
  stop: () => Promise<void>;
}

const root = new URL("..", import.meta.url).pathname;

/**
 * Starts a preview on `port` with its own state folder; resolves once the API answers. With
 * `BENCH_ORIGIN` set, starts nothing and gives that origin (its `stop` leaves it running).
 * `signal` stops a preview that has not answered yet.
 * @throws Error when the preview does not answer within 180 s, its process ends, or `signal` aborts.
 */
export async function startPreview(
  port: number,
  { stateDir = `.wrangler/bench-state-${port}`, signal }: { stateDir?: string; signal?: AbortSignal } = {},
): Promise<Preview> {
  const running = process.env.BENCH_ORIGIN;
  if (running) return { origin: running, stop: async () => {} };
  const child = spawn(
    join(root, "node_modules/.bin/tsx"),
    ["db/seed/start-local.ts", "--no-build", "--fresh", "--port", String(port), "--state", stateDir],
    {
      cwd: root,
      stdio: "ignore",
      detached: true,
      env: { ...process.env, PATH: `${join(root, "node_modules/.bin")}:${process.env.PATH}` },
    },
  );
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/stats`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null || signal?.aborted) {
      process.kill(-child.pid!, "SIGTERM");
      throw new Error(
        `The preview on ${origin} ${signal?.aborted ? "was stopped before it answered" : "did not start"}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    stop: async () => {
      process.kill(-child.pid!, "SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
  };
}
