/**
 * `npm run backup`: writes an export of the deployed D1 database (schema and data, SQL) to a new
 * file, `backups/<database>-<UTC time>.sql` unless `--output <file>` names another; it never
 * overwrites a file. Restoring from it, or from D1 Time Travel: README, "Backup and restore".
 *
 * Options: --env <name> (the wrangler environment, as `npm run deploy`; default CLOUDFLARE_ENV,
 * else the top level), --output <file>. Exits 1 when the export fails or the file exists.
 */
import { existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { exportDatabase, defaultBackupFile } from "./backup-steps";
import { CONFIG, createCommandRunner } from "./commands";
import { readDeployTarget } from "./deploy-target";

const root = new URL("..", import.meta.url).pathname;
const { values: options } = parseArgs({
  options: {
    env: { type: "string", default: process.env.CLOUDFLARE_ENV ?? "" },
    output: { type: "string" },
  },
});

try {
  const target = readDeployTarget(join(root, CONFIG), options.env!);
  const output = resolve(options.output ?? join(root, defaultBackupFile(target, new Date())));
  if (existsSync(output)) throw new Error(`${output} exists; a backup never overwrites a file`);
  mkdirSync(dirname(output), { recursive: true });
  console.log(`[backup] Exporting the D1 database ${target.database.name} to ${output}`);
  exportDatabase(createCommandRunner(root), target, output);
  console.log(`[backup] Wrote ${output} (${statSync(output).size} bytes)`);
} catch (error) {
  console.error(`[backup] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
