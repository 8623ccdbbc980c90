/**
 * The end-to-end servers: one per Playwright worker, each with its own local state (D1, KV, R2,
 * Queues under `.wrangler/e2e-state-<n>`), so the workers run side by side without seeing each
 * other's writes (docs/testing.md#end-to-end-tests). Worker n (Playwright's `parallelIndex`) talks
 * to the server on port `E2E_PORT + n`.
 */
import { availableParallelism } from "node:os";
import { join } from "node:path";

/** Port of the first server; `E2E_PORT` lets two checkouts run their suites side by side. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8788);

/**
 * How many workers, and so servers: `E2E_WORKERS`, else one per core of the machine (each worker's
 * browser and server mostly wait on each other, so a core each keeps them busy).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? availableParallelism());

/** The server of worker `index`: its port, origin and state folder (relative to the repository). */
export function e2eServer(index: number): { port: number; origin: string; stateDir: string } {
  const port = FIRST_PORT + index;
  return { port, origin: `http://localhost:${port}`, stateDir: `.wrangler/e2e-state-${index}` };
}

/** The state folder of worker `index`, as an absolute path. */
export function e2eStatePath(index: number): string {
  return join(import.meta.dirname, "..", e2eServer(index).stateDir);
}
