/**
 * Stores a display order set by hand (docs/data-model.md#speaker-reorder): the speakers of
 * Speaker Management and the sponsors of one tier.
 */
import { inArray, sql } from "drizzle-orm";
import type { speakers, sponsors } from "../../db/schema";
import type { DisplayOrderEntry } from "../contract/display-order";
import type { Database } from "../db";
import { chunkForStatement } from "../lib/d1-batch";
import { NotFoundError } from "./errors";

/**
 * Writes each row's displayOrder. Every id must exist, or nothing changes. One read, then one
 * batch (one transaction) of `UPDATE ... SET display_order = CASE id WHEN ? THEN ? ... END`
 * statements chunked under D1's 100-parameter limit (about 33 rows per statement).
 * @throws NotFoundError (404) "`notFound`: {id}" when an id is unknown.
 */
export async function writeDisplayOrder(
  db: Database,
  table: typeof speakers | typeof sponsors,
  rows: readonly DisplayOrderEntry[],
  notFound: string,
  now = new Date(),
): Promise<void> {
  const known = new Set((await db.select({ id: table.id }).from(table)).map((row) => row.id));
  const unknown = rows.find((row) => !known.has(row.id));
  if (unknown) throw new NotFoundError(`${notFound}: ${unknown.id}`);
  const statement = (chunk: DisplayOrderEntry[]) =>
    db
      .update(table)
      .set({
        displayOrder: sql`CASE ${table.id} ${sql.join(
          chunk.map((row) => sql`WHEN ${row.id} THEN ${row.displayOrder}`),
          sql` `,
        )} END`,
        updatedAt: now,
      })
      .where(
        inArray(
          table.id,
          chunk.map((row) => row.id),
        ),
      );
  const [first, ...rest] = chunkForStatement(rows, (chunk) => statement(chunk).toSQL().params.length).map(statement);
  await db.batch([first!, ...rest]);
}
