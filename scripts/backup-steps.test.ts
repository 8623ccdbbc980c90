/** `npm run backup`: the file it writes by default and the export it asks wrangler for. */
import { describe, expect, it } from "vitest";
import { defaultBackupFile, exportDatabase } from "./backup-steps";
import { type Command, describeCommand } from "./commands";
import { readDeployTarget } from "./deploy-target";

const CONFIG_PATH = new URL("../wrangler.toml", import.meta.url).pathname;

describe("npm run backup", () => {
  it("names the file after the database and the UTC time, to the second, without colons", () => {
    const at = new Date("2025-10-13T05:30:07.123+00:00");
    expect(defaultBackupFile(readDeployTarget(CONFIG_PATH, ""), at)).toBe("backups/ac2025-2025-10-13T05-30-07Z.sql");
    expect(defaultBackupFile(readDeployTarget(CONFIG_PATH, "staging"), at)).toBe(
      "backups/ac2025-staging-2025-10-13T05-30-07Z.sql",
    );
  });

  it("exports the remote database of the environment, schema and data, to the file", () => {
    const sent: Command[] = [];
    exportDatabase(
      (command) => {
        sent.push(command);
        return { status: 0, stdout: "", stderr: "" };
      },
      readDeployTarget(CONFIG_PATH, "staging"),
      "backups/x.sql",
    );
    expect(sent.map(describeCommand)).toEqual([
      "npx wrangler d1 export DB --remote --skip-confirmation --output backups/x.sql -c wrangler.toml --env=staging",
    ]);
  });

  it("fails when the export fails", () => {
    const run = () => ({ status: 1, stdout: "", stderr: "" });
    expect(() => exportDatabase(run, readDeployTarget(CONFIG_PATH, ""), "backups/x.sql")).toThrow(
      /d1 export .* failed/,
    );
  });
});
