/**
 * Import templates (docs/api.md#admin): an
 * .xlsx with the import's column headers in row 1 (required ones marked in bold), written with
 * write-excel-file, so an organiser fills in exactly what the import reads. The library's Node
 * build is used (nodejs_compat): it zips synchronously, while its universal build hands files
 * over 160 KB to Web Workers, which the Workers runtime does not have.
 */
import writeXlsxFile from "write-excel-file/node";
import { DELEGATE_COLUMNS } from "../contract/delegate-import";
import { SPEAKER_COLUMNS } from "./speaker-import";

/** Media type of .xlsx files (ECMA-376). */
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

interface Columns {
  required: readonly string[];
  optional: readonly string[];
}

/** An .xlsx whose first sheet holds only the header row of `columns`. */
async function templateWorkbook(columns: Columns, sheet: string): Promise<Uint8Array> {
  const header = [
    ...columns.required.map((value) => ({ value, fontWeight: "bold" as const })),
    ...columns.optional.map((value) => ({ value })),
  ];
  const buffer = await writeXlsxFile([header], {
    sheet,
    columns: header.map(({ value }) => ({ width: Math.max(14, value.length + 4) })),
    stickyRowsCount: 1,
  }).toBuffer();
  return new Uint8Array(buffer);
}

/** The speakers import template (docs/messages.md#speaker-import-columns). */
export function speakerTemplate(): Promise<Uint8Array> {
  return templateWorkbook(SPEAKER_COLUMNS, "Speakers");
}

/** The delegates import template (docs/messages.md#delegate-import-columns). */
export function delegateTemplate(): Promise<Uint8Array> {
  return templateWorkbook(DELEGATE_COLUMNS, "Delegates");
}
