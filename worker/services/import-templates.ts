/**
 * Import templates (docs/api.md#admin) and the agenda export: an
 * .xlsx with the import's column headers in row 1 (required ones marked in bold), written with
 * write-excel-file, so an organiser fills in exactly what the import reads. The library's Node
 * build is used (nodejs_compat): it zips synchronously, while its universal build hands files
 * over 160 KB to Web Workers, which the Workers runtime does not have.
 */
import writeXlsxFile from "write-excel-file/node";
import { AGENDA_COLUMNS } from "../contract/agenda-import";
import { DELEGATE_COLUMNS } from "../contract/delegate-import";
import { SPEAKER_COLUMNS } from "./speaker-import";

/** Media type of .xlsx files (ECMA-376). */
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

interface Columns {
  required: readonly string[];
  optional: readonly string[];
}

/** A cell below the header: text, a number with its display format (dates, times), or empty. */
export type WorkbookCell = string | null | { value: number; type: NumberConstructor; format: string };

/**
 * An .xlsx whose first sheet holds the header row of `columns` (required ones in bold), then
 * `rows` (none for a template).
 */
export async function columnsWorkbook(
  columns: Columns,
  sheet: string,
  rows: ReadonlyArray<readonly WorkbookCell[]> = [],
): Promise<Uint8Array> {
  const header = [
    ...columns.required.map((value) => ({ value, fontWeight: "bold" as const })),
    ...columns.optional.map((value) => ({ value })),
  ];
  const buffer = await writeXlsxFile([header, ...rows.map((row) => [...row])], {
    sheet,
    columns: header.map(({ value }) => ({ width: Math.max(14, value.length + 4) })),
    stickyRowsCount: 1,
  }).toBuffer();
  return new Uint8Array(buffer);
}

/** The speakers import template (docs/messages.md#speaker-import-columns). */
export function speakerTemplate(): Promise<Uint8Array> {
  return columnsWorkbook(SPEAKER_COLUMNS, "Speakers");
}

/** The delegates import template (docs/messages.md#delegate-import-columns). */
export function delegateTemplate(): Promise<Uint8Array> {
  return columnsWorkbook(DELEGATE_COLUMNS, "Delegates");
}

/** The programme import template (docs/messages.md#agenda-import-columns). */
export function agendaTemplate(): Promise<Uint8Array> {
  return columnsWorkbook(AGENDA_COLUMNS, "Agenda");
}
