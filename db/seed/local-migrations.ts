/**
 * Applies the pending D1 migrations of `db/migrations` to a local database through the bindings
 * `npm start` already holds (wrangler's `getPlatformProxy`), instead of a second workerd started by
 * `wrangler d1 migrations apply --local` (about 13 s of CPU on this project's machine, for every
 * local server the end-to-end tests and benchmarks start). It keeps wrangler's own record of applied
 * migrations, the `d1_migrations` table (its default `migrations_table`, as wrangler creates it), so
 * either tool sees what the other applied. The migrations are split into statements by the same
 * reader the Worker tests use (`readD1Migrations` of @cloudflare/vitest-plugin).
 */
import { readD1Migrations } from "@cloudflare/vitest-plugin";

/** wrangler's record of applied migrations (wrangler/src/d1/migrations/helpers.ts). */
const CREATE_RECORD = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

/** The slice of the D1 binding this needs. */
interface LocalD1 {
  prepare(query: string): { bind(...values: unknown[]): unknown; all<T>(): Promise<{ results: T[] }> };
  batch(statements: unknown[]): Promise<unknown>;
}

/**
 * Applies, in order, each migration file of `dir` that `d1_migrations` does not list, each file in
 * one batch (a transaction) with its record.
 * @returns the names of the migrations applied now (empty when the database was up to date).
 * @throws the database's error for a migration that fails; that file is then not applied at all.
 */
export async function applyLocalMigrations(db: LocalD1, dir: string): Promise<string[]> {
  await db.batch([db.prepare(CREATE_RECORD)]);
  const { results } = await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>();
  const applied = new Set(results.map(({ name }) => name));
  const pending = (await readD1Migrations(dir)).filter(({ name }) => !applied.has(name));
  for (const { name, queries } of pending) {
    await db.batch([
      ...queries.map((query) => db.prepare(query)),
      db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name),
    ]);
  }
  return pending.map(({ name }) => name);
}
