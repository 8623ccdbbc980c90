/**
 * `npm start`: runs the product locally on a fresh machine (README).
 *   1. writes .dev.vars with local settings and secrets when missing;
 *   2. builds the app and prerenders the public pages (skip with --no-build);
 *   3. applies the D1 migrations to the local database;
 *   4. loads the demo content when the tables are empty and ensures the local admin account;
 *   5. serves the build with `vite preview` (Worker in workerd) and prints the admin login.
 * Options: --port <n> (default: the `PORT` environment variable, else 8787), --state <dir> (default .wrangler/state), --fresh (wipe the
 * state first; the end-to-end tests use it), --no-build, --dev (`npm run dev`: no build, and
 * `vite dev` with hot reload instead of `vite preview`, on the same local state).
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { createDb } from "../../worker/db";
import { ensureLocalAdmin, localAdminCredentials } from "./local-admin";
import { applyLocalMigrations } from "./local-migrations";
import { ensureDevVars, writeBuildDevVars } from "./local-env";
import { seedDemoContent } from "./seed";

const root = new URL("../..", import.meta.url).pathname;
const { values: options } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT || "8787" },
    state: { type: "string", default: ".wrangler/state" },
    fresh: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    dev: { type: "boolean", default: false },
  },
});
const state = join(root, options.state!);
const origin = `http://localhost:${options.port}`;

/** The project's own binaries (Node 22 among them, which wrangler needs) come first on the PATH. */
const childEnv = { ...process.env, PATH: `${join(root, "node_modules/.bin")}:${process.env.PATH ?? ""}` };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...childEnv, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed with status ${result.status}`);
}

const bin = (name: string) => join(root, "node_modules/.bin", name);

if (options.fresh) rmSync(state, { recursive: true, force: true });
await ensureDevVars(join(root, ".dev.vars"), origin);
if (!options["no-build"] && !options.dev) run("npm", ["run", "build"]);
// `vite build` copies only the declared secrets into the preview's .dev.vars (the Vite plugin
// filters by wrangler.toml [secrets]); the other local settings and this run's origin go there too.
if (!options.dev) writeBuildDevVars(join(root, "dist", "ac2025", ".dev.vars"), join(root, ".dev.vars"), origin);
const proxy = await getPlatformProxy<{ DB: Parameters<typeof createDb>[0] }>({
  configPath: join(root, "wrangler.toml"),
  persist: { path: join(state, "v3") },
});
await applyLocalMigrations(proxy.env.DB, join(root, "db/migrations"));
const db = createDb(proxy.env.DB);
const read = (file: string) => new Uint8Array(readFileSync(join(root, "db/seed", file)));
const seeded = await seedDemoContent(db, {
  AC2025: read("speakers-ac2025.xlsx"),
  GC_POWERLIST: read("speakers-gc-powerlist.xlsx"),
});
const admin = localAdminCredentials(join(state, "local-admin.json"));
await ensureLocalAdmin(db, admin);
await proxy.dispose();

const preview = spawn(bin("vite"), [options.dev ? "dev" : "preview", "--port", options.port!, "--strictPort"], {
  cwd: root,
  stdio: "inherit",
  env: { ...childEnv, APP_STATE_DIR: state },
});
console.log(
  [
    "",
    `Demo content: ${seeded.speakers} speakers and ${seeded.sessions} sessions added (0 means already loaded).`,
    `Open ${origin}`,
    `Local admin login: ${admin.email} / ${admin.password}`,
    "Emails sent locally are stored in the R2 bucket under outbox/ (see README).",
    "",
  ].join("\n"),
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => preview.kill(signal));
preview.on("exit", (code) => process.exit(code ?? 0));
