/**
 * `npm run backup` (scripts/backup.ts): an export of the deployed D1 database, schema and data, as
 * one SQL file that `wrangler d1 execute --file` imports (README, "Backup and restore";
 * docs/decisions/0012-one-command-deploy.md).
 */
import { type CommandRunner, runOrThrow, wranglerCommand } from "./commands";
import type { DeployTarget } from "./deploy-target";

/** The folder of backups by default, relative to the repository root (git-ignored: they hold personal data). */
const BACKUP_DIR = "backups";

/**
 * The default backup file of `target` at `now`: `backups/<database name>-<UTC time>.sql`, the time
 * to the second with `-` for `:` (`backups/ac2025-2025-10-13T05-30-00Z.sql`), so names sort by time
 * and are valid on every file system.
 */
export function defaultBackupFile(target: DeployTarget, now: Date): string {
  const time = now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
  return `${BACKUP_DIR}/${target.database.name}-${time}.sql`;
}

/**
 * Exports the target's remote D1 database to `output` (a path relative to the repository root) with
 * `wrangler d1 export --remote`. D1 answers no queries while it exports (seconds for this product's
 * size; https://developers.cloudflare.com/d1/best-practices/import-export-data/).
 * @throws Error when wrangler fails.
 */
export function exportDatabase(run: CommandRunner, target: DeployTarget, output: string): void {
  const { database } = target;
  runOrThrow(
    run,
    wranglerCommand(
      target.env,
      ["d1", "export", database.binding, "--remote", "--skip-confirmation", "--output", output],
      {
        capture: false,
      },
    ),
  );
}
