import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { describe, expect, it } from "vitest";
import { applyLocalMigrations } from "./local-migrations";

const root = join(import.meta.dirname, "../..");
const migrations = join(root, "db/migrations");

describe("applyLocalMigrations", () => {
  it("applies every migration once, recorded in wrangler's d1_migrations table", async () => {
    const proxy = await getPlatformProxy<{ DB: D1Database }>({
      configPath: join(root, "wrangler.toml"),
      persist: { path: join(mkdtempSync(join(tmpdir(), "local-d1-")), "v3") },
    });
    try {
      const files = readdirSync(migrations).filter((name) => name.endsWith(".sql"));
      expect(await applyLocalMigrations(proxy.env.DB, migrations)).toEqual(files.sort());
      const recorded = await proxy.env.DB.prepare("SELECT name FROM d1_migrations ORDER BY id").all<{ name: string }>();
      expect(recorded.results.map(({ name }) => name)).toEqual(files.sort());
      // The schema is there: the last migration's table and the first one's.
      const tables = await proxy.env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{
        name: string;
      }>();
      expect(tables.results.map(({ name }) => name)).toEqual(expect.arrayContaining(["users", "agenda_items"]));

      expect(await applyLocalMigrations(proxy.env.DB, migrations)).toEqual([]);
    } finally {
      await proxy.dispose();
    }
  }, 60_000);
});
