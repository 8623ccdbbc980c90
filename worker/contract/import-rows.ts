/**
 * How an import reports a skipped row (docs/decisions/0009-import-limits.md: "rows with errors are
 * skipped and reported as 'Row N: ...' strings"; docs/api.md#speaker-administration `errors`, a list of
 * strings). Row numbers are the sheet's own, the header being row 1. The Worker writes them,
 * the admin screens tell them from problems of the whole import.
 */
import type { z } from "zod";
import { readTemplate, type MessageTemplate } from "./message-templates";

/**
 * A skipped row's problem, "Row N: message". The API answers in English; a screen writes it in its
 * language from {@link readRowError}'s parts (docs/i18n.md#how-a-message-is-written).
 */
export const ROW_ERROR = /*i18n*/ "Row {row}: {problem}";

/** "Row N: message" ({@link ROW_ERROR}). */
export function rowError(rowNumber: number, message: string): string {
  return `Row ${rowNumber}: ${message}`;
}

/**
 * The row number and the problem of a skipped row's report ({@link rowError}), or null for a
 * problem of the whole import.
 */
export function readRowError(error: string): { row: string; problem: string } | null {
  const match = /^Row (\d+): (.*)$/s.exec(error);
  return match ? { row: match[1]!, problem: match[2]! } : null;
}

/**
 * Problems reported about a row that was imported all the same (the agenda import's speaker names
 * that match nobody, docs/messages.md#agenda-import-columns): the import panel lists them apart
 * from the skipped rows.
 */
const KEPT_ROW_PROBLEMS: readonly MessageTemplate[] = [
  "No speaker is named {name}; the session was imported without them",
];

/** True when a row's problem ({@link readRowError}) left the row imported rather than skipped. */
export function rowWasKept(problem: string): boolean {
  return (KEPT_ROW_PROBLEMS as readonly string[]).includes(readTemplate(problem)[0]);
}

/** One row of an import sheet: its number in the sheet and its cells by column header. */
export interface SheetRow {
  rowNumber: number;
  /** Cell text by column header; a column the sheet lacks is absent. */
  values: Record<string, string>;
}

interface SheetRowRules<Data> {
  /** Field name of the payload → the column header it is read from. */
  columns: Record<string, string>;
  /** Fields every row gets, whatever the sheet says (e.g. the event chosen for the import). */
  fixed: Record<string, unknown>;
  schema: z.ZodType<Data>;
  /** A row's identity within the file; a later row with the same key is skipped. */
  key: (row: Data) => string;
  /** The problem reported for such a repeated row. */
  duplicate: (row: Data) => string;
}

/**
 * Validates the rows of an import sheet (docs/decisions/0009-import-limits.md): each row's cells,
 * read through `columns` (an absent column reads as ""), plus the `fixed` fields, are parsed by
 * `schema`. A row that fails is skipped and reported as "Row N: {its first problem}"; a row whose
 * `key` an earlier row already had is skipped and reported with `duplicate`.
 * @returns the valid rows in sheet order, the sheet row number of each (`rowNumbers[i]` is
 *   `valid[i]`'s), and the problems, in sheet order.
 */
export function validateSheetRows<Data>(
  rows: readonly SheetRow[],
  rules: SheetRowRules<Data>,
): { valid: Data[]; rowNumbers: number[]; errors: string[] } {
  const valid: Data[] = [];
  const rowNumbers: number[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const { rowNumber, values } of rows) {
    const payload = Object.fromEntries(
      Object.entries(rules.columns).map(([field, column]) => [field, values[column] ?? ""]),
    );
    const result = rules.schema.safeParse({ ...payload, ...rules.fixed });
    if (!result.success) {
      errors.push(rowError(rowNumber, result.error.issues[0]?.message ?? /*i18n*/ "Invalid row"));
      continue;
    }
    const key = rules.key(result.data);
    if (seen.has(key)) {
      errors.push(rowError(rowNumber, rules.duplicate(result.data)));
      continue;
    }
    seen.add(key);
    valid.push(result.data);
    rowNumbers.push(rowNumber);
  }
  return { valid, rowNumbers, errors };
}
