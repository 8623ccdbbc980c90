/**
 * Schema for the benches' throw-away local D1 (wrangler's getPlatformProxy): the migrations of
 * db/migrations, applied as `npm start` applies them (db/seed/local-migrations.ts).
 */
import { join } from "node:path";
import { applyLocalMigrations } from "../db/seed/local-migrations";
import type { createDb } from "../worker/db";

/** The project's root folder (absolute path, with a trailing slash). */
export const PROJECT_ROOT = new URL("..", import.meta.url).pathname;

/** Applies every migration to `d1`, an empty database. */
export async function applyMigrations(d1: Parameters<typeof createDb>[0]): Promise<void> {
  await applyLocalMigrations(d1, join(PROJECT_ROOT, "db/migrations"));
}
