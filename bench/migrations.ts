/**
 * Schema for the benches' throw-away local D1 (wrangler's getPlatformProxy): every file of
 * db/migrations in name order, split at drizzle's `--> statement-breakpoint` markers, each file
 * as one D1 batch, as `wrangler d1 migrations apply` would apply them.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { createDb } from "../worker/db";

/** The project's root folder (absolute path, with a trailing slash). */
export const PROJECT_ROOT = new URL("..", import.meta.url).pathname;

/** Applies every migration to `d1`, an empty database. */
export async function applyMigrations(d1: Parameters<typeof createDb>[0]): Promise<void> {
  const folder = join(PROJECT_ROOT, "db/migrations");
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const statements = readFileSync(join(folder, file), "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);
    await d1.batch(statements.map((s) => d1.prepare(s)));
  }
}
