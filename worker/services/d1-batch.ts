/**
 * Bulk writes within D1's production limits (decisions.md, D1 limits): at most 100 bound
 * parameters per statement and 50 queries per invocation on the Free plan. Rows are chunked by
 * the parameters their statement really binds (Drizzle binds literal column defaults too), and
 * chunks go through one `db.batch()` (one round trip, one transaction).
 */

/** D1 platform limit: bound parameters per statement. */
export const D1_MAX_BOUND_PARAMETERS = 100;

/** Splits a list into chunks of `size`. */
export function chunk<T>(list: readonly T[], size: number): T[][] {
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
