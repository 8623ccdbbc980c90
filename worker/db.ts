/** Drizzle over the D1 binding; one instance per request (cheap: no connection pool). */
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../db/schema";

export type Database = ReturnType<typeof createDb>;

/** Wraps the `DB` binding with the schema for typed queries and `db.batch()`. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
