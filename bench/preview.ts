/**
 * Starts the built app with `vite preview` (the Worker in workerd) on a fresh local state with
 * the demo content, for benchmarks. The build must exist (`npm run build`).
 */
import { spawn } from "node:child_process";
import { join } from "node:path";

export interface Preview {
  origin: string;
  stop: () => Promise<void>;
}

const root = new URL("..", import.meta.url).pathname;

/** Starts a preview on `port` with its own state folder; resolves once the API answers. */
export async function startPreview(port: number, stateDir = `.wrangler/bench-state-${port}`): Promise<Preview> {
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
    if (Date.now() > deadline || child.exitCode !== null) {
      process.kill(-child.pid!, "SIGTERM");
      throw new Error(`The preview on ${origin} did not start`);
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
