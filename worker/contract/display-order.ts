/**
 * Reordering a list by hand (docs/data-model.md#speaker-reorder): the body of POST
 * /api/admin/speakers/update-order and POST /api/admin/sponsors/update-order, and the numbering the
 * screens send.
 */
import { z } from "./zod";

/** Most rows one reorder may carry (both events' speakers, or all sponsors, stay far below this). */
const MAX_REORDER_ROWS = 500;

/** One row's new place: its id and its displayOrder, a whole number from 1. */
export interface DisplayOrderEntry {
  id: number;
  displayOrder: number;
}

/**
 * The body of a reorder, `{ [listName]: [{id, displayOrder}] }`. Ids are unique; displayOrder is a
 * whole number from 1 (docs/data-model.md#constants-and-limits: "Reordered speakers are numbered
 * from 1"); at most 500 rows. `what` names a row in the messages ("Speaker id must be a number").
 */
export function displayOrderSchema<K extends string>(listName: K, what: "Speaker" | "Sponsor") {
  const orderMessage = "displayOrder must be a whole number from 1";
  const list = z
    .array(
      z.object({
        id: z
          .number({ error: `${what} id must be a number` })
          .int()
          .positive(`${what} id must be a number`),
        displayOrder: z
          .number({ error: orderMessage })
          .int(orderMessage)
          .min(1, orderMessage)
          .max(100_000, orderMessage),
      }),
      { error: `${listName} must be a list` },
    )
    .min(1, `${listName} must not be empty`)
    .max(MAX_REORDER_ROWS, `At most ${MAX_REORDER_ROWS} ${listName} per reorder`)
    .refine(
      (rows) => new Set(rows.map((row) => row.id)).size === rows.length,
      `Each ${what.toLowerCase()} may appear only once`,
    );
  return z.object({ [listName]: list } as Record<K, typeof list>);
}

/** The list order as a screen sends it: displayOrder numbered from 1 (docs/data-model.md#speaker-reorder). */
export function orderFromList(ids: readonly number[]): DisplayOrderEntry[] {
  return ids.map((id, index) => ({ id, displayOrder: index + 1 }));
}
