/**
 * `npm test`: the whole check of the repository, phase by phase, each phase's time printed at the
 * end (docs/testing.md#suites). The phases run in order and stop at the first that fails, so a
 * type error answers in seconds rather than after the browser tests:
 * 1. type-check (`tsc -b`);
 * 2. lint (`npm run lint`);
 * 3. worker: the Worker tests (`vitest run --project worker`);
 * 4. web: the web and scripts tests (`vitest run --project web --project scripts`). One vitest run
 *    of all three projects took 462 s here, these two 156 + 168 s (before the Worker tests' wait
 *    for their queues after each file): sharing the cores with the other projects, the Worker
 *    tests' isolate was loaded again and again (docs/testing.md#worker-tests);
 * 5. build: the app, once (`npm run build`); the end-to-end phase and the deploy's dry run in CI
 *    use this build;
 * 6. e2e: the browser tests against that build (`playwright test`).
 * Options: `--from <phase>` starts at a phase (a failure fixed, the earlier phases already green).
 * Exits with the failing phase's status.
 */
import { spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

interface Phase {
  name: string;
  command: string;
  args: string[];
}

const PHASES: Phase[] = [
  { name: "type-check", command: "npm", args: ["run", "--silent", "typecheck"] },
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
  // Two files per core: each waits for its queues at its end (worker/test/queues.ts), time another
  // file's tests use (docs/testing.md#worker-tests).
  {
    name: "worker",
    command: "vitest",
    args: ["run", "--project", "worker", `--maxWorkers=${2 * availableParallelism()}`],
  },
  { name: "web", command: "vitest", args: ["run", "--project", "web", "--project", "scripts"] },
  { name: "build", command: "npm", args: ["run", "--silent", "build"] },
  { name: "e2e", command: "playwright", args: ["test", "-c", "e2e/playwright.config.ts"] },
];

/** One line per phase that ran: its name, status and time in seconds, with the total. */
export function phaseTable(results: { name: string; ok: boolean; ms: number }[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
  const total = results.reduce((sum, { ms }) => sum + ms, 0);
  return [
    "phase        result      time",
    ...results.map(({ name, ok, ms }) => `${name.padEnd(12)} ${(ok ? "passed" : "FAILED").padEnd(7)} ${seconds(ms)}`),
    `${"total".padEnd(20)} ${seconds(total)}`,
  ].join("\n");
}

function main(): void {
  const root = join(import.meta.dirname, "..");
  const { values } = parseArgs({ options: { from: { type: "string" } } });
  const start = values.from ? PHASES.findIndex(({ name }) => name === values.from) : 0;
  if (start < 0) throw new Error(`--from: no phase "${values.from}" (${PHASES.map(({ name }) => name).join(", ")})`);
  const env = { ...process.env, PATH: `${join(root, "node_modules/.bin")}:${process.env.PATH ?? ""}` };
  const results: { name: string; ok: boolean; ms: number }[] = [];
  let status = 0;
  for (const phase of PHASES.slice(start)) {
    console.log(`\n=== ${phase.name}: ${[phase.command, ...phase.args].join(" ")}\n`);
    const began = performance.now();
    const run = spawnSync(phase.command, phase.args, { cwd: root, stdio: "inherit", env });
    status = run.status ?? 1;
    results.push({ name: phase.name, ok: status === 0, ms: performance.now() - began });
    if (status !== 0) break;
  }
  console.log(`\n${phaseTable(results)}`);
  process.exit(status);
}

if (process.argv[1] === import.meta.filename) main();
