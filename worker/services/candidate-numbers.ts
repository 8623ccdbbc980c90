/**
 * Candidate numbers from a sequence (docs/data-model.md#candidate-number: "auto-assigned from a
 * sequence"). SQLite has no sequences, so a `counters` row is advanced atomically in one
 * statement; numbers are never reused, even after a registration is deleted.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db";

const COUNTER = "candidate_number";

/**
 * Reserves `count` consecutive candidate numbers and returns the first; the block is
 * `[first, first + count - 1]`. One D1 query.
 */
export async function reserveCandidateNumbers(db: Database, count = 1): Promise<number> {
  const row = await db.get<{ value: number }>(
    sql`INSERT INTO counters (name, value) VALUES (${COUNTER}, ${count})
        ON CONFLICT(name) DO UPDATE SET value = value + ${count} RETURNING value`,
  );
  return row.value - count + 1;
}
