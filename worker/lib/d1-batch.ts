/**
 * Bulk writes within D1's production limits (docs/decisions/0009-import-limits.md): at most 100 bound
 * parameters per statement, 1,000,000 bytes per string value, and 50 queries per invocation on
 * the Free plan. Two ways:
 * - small lists: rows chunked by the parameters their statement really binds (Drizzle binds
 *   literal column defaults too), chunks through one `db.batch()` (one round trip, one
 *   transaction);
 * - large lists (imports of 1,000 rows): the rows travel as ONE JSON text parameter that the
 *   statement reads with SQLite's `json_each` ({@link jsonRows}), so 1,000 rows cost one
 *   statement instead of ~170 ({@link chunkByJsonSize} keeps each parameter under the limit).
 */
import { sql, type SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Database } from "../db";

/** D1 platform limit: bound parameters per statement. */
const D1_MAX_BOUND_PARAMETERS = 100;

/** Splits a list into chunks of `size`. */
function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * Chunks rows so each statement built from a chunk binds at most 100 parameters.
 * @param paramsFor builds the statement for some rows and returns its bound-parameter count
 *   (e.g. `(rows) => db.insert(t).values(rows).toSQL().params.length`).
 */
export function chunkForStatement<T>(rows: readonly T[], paramsFor: (rows: T[]) => number): T[][] {
  if (rows.length === 0) return [];
  const sample = rows[0]!;
  const one = paramsFor([sample]);
  const perRow = paramsFor([sample, sample]) - one;
  const fixed = one - perRow;
  const size = Math.max(1, Math.floor((D1_MAX_BOUND_PARAMETERS - fixed) / Math.max(1, perRow)));
  return chunk(rows, size);
}

/**
 * Largest JSON text bound to one statement, bytes (UTF-8). D1 allows 1,000,000 bytes per string
 * value (developers.cloudflare.com/d1/platform/limits); half of it leaves a wide margin (the
 * sizes are counted in UTF-8 bytes, as D1 counts them).
 */
const D1_MAX_JSON_PARAMETER_BYTES = 500_000;

/**
 * Splits rows into chunks whose JSON text stays within `maxBytes` (UTF-8). A single row larger
 * than `maxBytes` still gets a chunk of its own (the statement then fails loudly rather than
 * dropping it); import rows are a few hundred bytes.
 */
export function chunkByJsonSize<T>(rows: readonly T[], maxBytes = D1_MAX_JSON_PARAMETER_BYTES): T[][] {
  const encoder = new TextEncoder();
  const out: T[][] = [];
  let current: T[] = [];
  let size = 2; // "[" and "]"
  for (const row of rows) {
    const bytes = encoder.encode(JSON.stringify(row)).length + 1; // and its comma
    if (current.length > 0 && size + bytes > maxBytes) {
      out.push(current);
      current = [];
      size = 2;
    }
    current.push(row);
    size += bytes;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/**
 * `json_each(?)` over `rows` as one bound JSON parameter: a table source whose `value` column
 * is each row; read fields with `json_extract(value, '$.field')` (JSON lists come back as JSON
 * text). Use inside `sql` templates, e.g. `... WHERE email IN (SELECT value FROM ${jsonRows(emails)})`.
 */
export function jsonRows(rows: readonly unknown[]): SQL {
  return sql`json_each(${JSON.stringify(rows)})`;
}

const dialect = new SQLiteAsyncDialect();

/**
 * Runs raw `sql` statements as one D1 batch (one round trip, one transaction) and returns each
 * statement's rows. Drizzle's `db.batch()` cannot run raw statements that bind parameters
 * (drizzle-orm 0.45: its raw query has no prepared statement), so they are compiled with
 * Drizzle's SQLite dialect and batched on the binding itself.
 * @throws the D1 error of the first failing statement; nothing of the batch is written then.
 */
export async function batchRaw<T>(db: Database, statements: readonly SQL[]): Promise<T[][]> {
  const prepared = statements.map((statement) => {
    const query = dialect.sqlToQuery(statement);
    return db.$client.prepare(query.sql).bind(...query.params);
  });
  return (await db.$client.batch<T>(prepared)).map((result) => result.results);
}
