/**
 * Reading uploaded .xlsx workbooks safely (decisions.md, Excel formats): the file is checked
 * before parsing (size cap, zip signature, total uncompressed size from the zip central
 * directory), a legacy .xls is refused with a clear message, and the first sheet is read with
 * read-excel-file into rows of trimmed text keyed by header.
 */
import { readSheet } from "read-excel-file/universal";
import { InvalidInputError, TooLargeError } from "./errors";

/** Upload cap, bytes. */
export const MAX_WORKBOOK_BYTES = 5 * 1024 * 1024;
/** Cap on the sum of uncompressed zip entries, bytes (zip-bomb guard). */
const MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;

export const WORKBOOK_MESSAGES = {
  empty: "The file is empty. Please select an Excel file (.xlsx).",
  tooLarge: `The file is larger than ${MAX_WORKBOOK_BYTES / 1024 / 1024} MB. Please split it and try again.`,
  legacyXls: "Legacy .xls files are not supported. Please save the file as Excel Workbook (.xlsx) and try again.",
  notXlsx: "This file is not a valid Excel workbook (.xlsx). Please check the file and try again.",
  bomb: "The workbook expands to more than 50 MB. Please split it and try again.",
  noRows: "The workbook has no data rows.",
} as const;

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const OLE_COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

/**
 * Sum of uncompressed sizes in the zip's central directory (APPNOTE.TXT 4.3.12 / 4.3.16).
 * @throws DomainError 400 when the end-of-central-directory record is missing or inconsistent.
 */
export function zipUncompressedSize(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const minEocd = 22;
  let eocd = -1;
  for (let i = bytes.length - minEocd; i >= Math.max(0, bytes.length - minEocd - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new InvalidInputError(WORKBOOK_MESSAGES.notXlsx);
  const entries = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) {
      throw new InvalidInputError(WORKBOOK_MESSAGES.notXlsx);
    }
    total += view.getUint32(offset + 24, true);
    offset +=
      46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return total;
}

/**
 * Checks an upload before parsing.
 * @throws DomainError 400 (empty, legacy .xls, not a zip, zip bomb) or 413 (too large).
 */
export function checkWorkbook(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new InvalidInputError(WORKBOOK_MESSAGES.empty);
  if (bytes.length > MAX_WORKBOOK_BYTES) throw new TooLargeError(WORKBOOK_MESSAGES.tooLarge);
  if (startsWith(bytes, OLE_COMPOUND_FILE)) throw new InvalidInputError(WORKBOOK_MESSAGES.legacyXls);
  if (!startsWith(bytes, ZIP_LOCAL_HEADER)) throw new InvalidInputError(WORKBOOK_MESSAGES.notXlsx);
  if (zipUncompressedSize(bytes) > MAX_UNCOMPRESSED_BYTES) throw new InvalidInputError(WORKBOOK_MESSAGES.bomb);
}

/** One data row: values by header, and its 1-based spreadsheet row number (header is row 1). */
export interface WorkbookRow {
  rowNumber: number;
  values: Record<string, string>;
}

/** Text of a cell: numbers as written (no exponent for phone-like integers), dates as ISO. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === "number" && Number.isInteger(cell)) return cell.toFixed(0);
  return String(cell).trim();
}

/**
 * Reads the first sheet of a checked workbook.
 * @param required headers that must all be present (matched case- and space-insensitively).
 * @returns rows keyed by the canonical header names given in `required` and `optional`; blank
 *   rows are skipped.
 * @throws DomainError 400 when the file cannot be parsed, has no rows or lacks required columns.
 */
export async function readWorkbookRows(
  bytes: Uint8Array,
  required: readonly string[],
  optional: readonly string[] = [],
): Promise<WorkbookRow[]> {
  checkWorkbook(bytes);
  let sheet: unknown[][];
  try {
    sheet = (await readSheet(bytes.slice().buffer)) as unknown[][];
  } catch {
    throw new InvalidInputError(WORKBOOK_MESSAGES.notXlsx);
  }
  const [header, ...body] = sheet;
  if (!header) throw new InvalidInputError(WORKBOOK_MESSAGES.noRows);
  const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();
  const index = new Map(header.map((cell, i) => [normalise(cellText(cell)), i]));
  const missing = required.filter((name) => !index.has(normalise(name)));
  if (missing.length > 0) {
    throw new InvalidInputError(`Missing required column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}`);
  }
  const columns = [...required, ...optional].filter((name) => index.has(normalise(name)));
  const rows: WorkbookRow[] = [];
  body.forEach((cells, i) => {
    const values: Record<string, string> = {};
    for (const name of columns) values[name] = cellText(cells[index.get(normalise(name))!]);
    if (Object.values(values).some((v) => v !== "")) rows.push({ rowNumber: i + 2, values });
  });
  if (rows.length === 0) throw new InvalidInputError(WORKBOOK_MESSAGES.noRows);
  return rows;
}
