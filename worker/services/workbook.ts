/**
 * Reading uploaded .xlsx workbooks safely (docs/decisions/0009-import-limits.md).
 * An upload is checked before parsing: size cap and zip signature ({@link checkWorkbook}); a
 * legacy .xls is refused with a clear message. The parts the parser reads are then inflated with
 * fflate's streaming `Unzip` ({@link inflateWorkbook}), counting the bytes as they come out and
 * stopping at {@link MAX_UNCOMPRESSED_BYTES}: the sizes a zip declares are never trusted, because a
 * workbook can declare 1,000 bytes and inflate to gigabytes. The parser (read-excel-file) then
 * reads an archive rebuilt from exactly those inflated parts, stored without compression, so it
 * inflates nothing itself and sees nothing the count did not. The first sheet becomes rows of
 * trimmed text keyed by header.
 */
import { Unzip, UnzipInflate, zipSync } from "fflate";
import { readSheet } from "read-excel-file/universal";
import { fillTemplate } from "../contract/message-templates";
import { InvalidInputError, TooLargeError } from "./errors";

/** Upload cap, bytes. */
export const MAX_WORKBOOK_BYTES = 5 * 1024 * 1024;
/** Cap on the bytes inflated from one workbook (zip-bomb guard), counted as they are inflated. */
export const MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;

/**
 * Excel's limit on the text of one cell: 32,767 characters
 * (https://support.microsoft.com/en-us/office/excel-specifications-and-limits-1672b34d-7043-467e-8e27-269d656771c3).
 */
export const MAX_CELL_CHARACTERS = 32_767;
/**
 * Longest run of XML bytes between two tag delimiters (`<`, `>`) that holds more than white
 * space: a cell's text or an attribute. Ten bytes per character covers any cell within
 * {@link MAX_CELL_CHARACTERS}, however its characters are encoded (4 UTF-8 bytes, or a numeric
 * character reference such as `&#x1F600;`). Longer runs are refused as they are inflated, before
 * the parser sees them: one 45 MiB string (under 50 KB in the zip) kept the parser busy for
 * more than a minute.
 */
const MAX_TEXT_RUN_BYTES = MAX_CELL_CHARACTERS * 10;
/**
 * Cap on the shared-strings part (`xl/sharedStrings.xml`, every distinct text of the workbook):
 * 16 MiB, several times what 10,000 registrations with every column filled need.
 */
export const MAX_SHARED_STRINGS_BYTES = 16 * 1024 * 1024;

/**
 * Compressed bytes handed to the inflater at a time. DEFLATE expands at most about 1,032 times
 * (RFC 1951: a 258-byte match in under 2 bits), so one step inflates at most about 1 MB (a few ms
 * of CPU) before the running count is checked, and the isolate may answer something else, again.
 */
const INFLATE_STEP_BYTES = 1024;
/**
 * Inflated bytes after which {@link inflateWorkbook} yields to the event loop, so other requests
 * handled by the same isolate (reads of the agenda, say) are answered while a large workbook is
 * being checked.
 */
const YIELD_EVERY_BYTES = 1024 * 1024;

export const WORKBOOK_MESSAGES = {
  empty: /*i18n*/ "The file is empty. Please select an Excel file (.xlsx).",
  tooLarge: fillTemplate("The file is larger than {max} MB. Please split it and try again.", {
    max: MAX_WORKBOOK_BYTES / 1024 / 1024,
  }),
  legacyXls:
    /*i18n*/ "Legacy .xls files are not supported. Please save the file as Excel Workbook (.xlsx) and try again.",
  notXlsx: /*i18n*/ "This file is not a valid Excel workbook (.xlsx). Please check the file and try again.",
  bomb: fillTemplate("The workbook expands to more than {max} MB. Please split it and try again.", {
    max: MAX_UNCOMPRESSED_BYTES / 1024 / 1024,
  }),
  noRows: /*i18n*/ "The workbook has no data rows.",
  cellTooLong: fillTemplate(
    "A cell of the workbook holds more than {max} characters, the most Excel allows. Please check the file and try again.",
    { max: MAX_CELL_CHARACTERS },
  ),
  sharedStringsTooLarge: fillTemplate("The workbook's text is larger than {max} MB. Please split it and try again.", {
    max: MAX_SHARED_STRINGS_BYTES / 1024 / 1024,
  }),
} as const;

const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;

/** Bytes as Latin-1 text, one character per byte: enough to look for non-space bytes with a regex. */
const latin1 = new TextDecoder("latin1");

/** True when `bytes` hold anything but XML white space (XML 1.0 production S: space, tab, CR, LF). */
function hasText(bytes: Uint8Array): boolean {
  return bytes.length > 0 && /[^ \t\r\n]/.test(latin1.decode(bytes));
}

/** Index of the next `<` or `>` in `chunk` from `start`, or -1. */
function nextDelimiter(chunk: Uint8Array, start: number): number {
  const lt = chunk.indexOf(LESS_THAN, start);
  const gt = chunk.indexOf(GREATER_THAN, start);
  return lt === -1 ? gt : gt === -1 ? lt : Math.min(lt, gt);
}

/**
 * Follows the runs of bytes between tag delimiters across the chunks of one part, with the
 * runtime's native `indexOf` and regular expressions rather than a loop over every byte.
 * @returns a function fed each chunk in order; true when a run that holds more than white space
 *   has passed {@link MAX_TEXT_RUN_BYTES}.
 */
function textRunGuard(): (chunk: Uint8Array) => boolean {
  let run = 0;
  let runHasText = false;
  return (chunk) => {
    let start = 0;
    for (;;) {
      const next = nextDelimiter(chunk, start);
      const segment = chunk.subarray(start, next === -1 ? chunk.length : next);
      run += segment.length;
      // A segment between two delimiters of this chunk ends its run here: its text matters only
      // when the run is already too long. The first and last segments may belong to a run that
      // spans chunks, so their text is always noted.
      const spansChunks = start === 0 || next === -1;
      if (!runHasText && (spansChunks || run > MAX_TEXT_RUN_BYTES)) runHasText = hasText(segment);
      if (runHasText && run > MAX_TEXT_RUN_BYTES) return true;
      if (next === -1) return false;
      run = 0;
      runHasText = false;
      start = next + 1;
    }
  };
}

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const OLE_COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

/**
 * Cheap checks of an upload before anything is inflated.
 * @throws DomainError 400 (empty, legacy .xls, not a zip) or 413 (too large).
 */
export function checkWorkbook(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new InvalidInputError(WORKBOOK_MESSAGES.empty);
  if (bytes.length > MAX_WORKBOOK_BYTES) throw new TooLargeError(WORKBOOK_MESSAGES.tooLarge);
  if (startsWith(bytes, OLE_COMPOUND_FILE)) throw new InvalidInputError(WORKBOOK_MESSAGES.legacyXls);
  if (!startsWith(bytes, ZIP_LOCAL_HEADER)) throw new InvalidInputError(WORKBOOK_MESSAGES.notXlsx);
}

/** The parts of a workbook the parser reads: XML and relationship parts (images and the like are skipped). */
function isSheetPart(name: string): boolean {
  return name.endsWith(".xml") || name.endsWith(".xml.rels");
}

function concat(parts: Uint8Array[], length: number): Uint8Array {
  const [only] = parts;
  if (parts.length === 1 && only) return only;
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** Lets the isolate answer other requests before the next step (a macrotask, not a microtask). */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Inflates the XML parts of a zip archive with fflate's streaming `Unzip`, reading the local
 * entries in order (the central directory's sizes are not used), {@link INFLATE_STEP_BYTES} of
 * input at a time, with a running count of the bytes inflated. Stops as soon as the count passes
 * `maxBytes`, and yields to the event loop after every {@link YIELD_EVERY_BYTES} inflated. Parts
 * that are not XML are skipped without being inflated (read-excel-file ignores them too).
 * Also stops at a cell's text (or any run between tags that is not white space) longer than
 * {@link MAX_TEXT_RUN_BYTES}, and at a shared-strings part longer than
 * {@link MAX_SHARED_STRINGS_BYTES}: the parser would spend minutes on either.
 * Cost: CPU proportional to the bytes inflated, so at most about `maxBytes` plus one step.
 * @returns each inflated part by name (a later entry of the same name replaces an earlier one).
 * @throws DomainError 400 {@link WORKBOOK_MESSAGES}.bomb past `maxBytes`, cellTooLong,
 *   sharedStringsTooLarge, notXlsx for a damaged or truncated archive.
 */
export async function inflateWorkbook(
  bytes: Uint8Array,
  maxBytes = MAX_UNCOMPRESSED_BYTES,
): Promise<Record<string, Uint8Array>> {
  const parts: Record<string, Uint8Array> = {};
  let inflated = 0;
  let failure: InvalidInputError | null = null;
  const unzip = new Unzip((file) => {
    if (!isSheetPart(file.name)) return;
    const chunks: Uint8Array[] = [];
    let length = 0;
    const textTooLong = textRunGuard();
    const sharedStrings = file.name === "xl/sharedStrings.xml";
    const stop = (message: string) => {
      failure = new InvalidInputError(message);
      file.terminate();
    };
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = new InvalidInputError(WORKBOOK_MESSAGES.notXlsx);
        return;
      }
      inflated += chunk.length;
      if (inflated > maxBytes) return stop(WORKBOOK_MESSAGES.bomb);
      if (sharedStrings && length + chunk.length > MAX_SHARED_STRINGS_BYTES) {
        return stop(WORKBOOK_MESSAGES.sharedStringsTooLarge);
      }
      if (textTooLong(chunk)) return stop(WORKBOOK_MESSAGES.cellTooLong);
      chunks.push(chunk);
      length += chunk.length;
      if (final) parts[file.name] = concat(chunks, length);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  let sinceYield = 0;
  for (let offset = 0; offset < bytes.length && !failure; offset += INFLATE_STEP_BYTES) {
    const end = Math.min(offset + INFLATE_STEP_BYTES, bytes.length);
    const before = inflated;
    try {
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    } catch {
      failure ??= new InvalidInputError(WORKBOOK_MESSAGES.notXlsx);
    }
    sinceYield += inflated - before;
    if (sinceYield >= YIELD_EVERY_BYTES && !failure) {
      sinceYield = 0;
      await yieldToEventLoop();
    }
  }
  if (failure) throw failure;
  return parts;
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
 * @throws DomainError 400 when the file is not an .xlsx, expands past {@link MAX_UNCOMPRESSED_BYTES},
 *   cannot be parsed, has no rows or lacks required columns; 413 when it is too large.
 */
export async function readWorkbookRows(
  bytes: Uint8Array,
  required: readonly string[],
  optional: readonly string[] = [],
): Promise<WorkbookRow[]> {
  checkWorkbook(bytes);
  const stored = zipSync(await inflateWorkbook(bytes), { level: 0 });
  let sheet: unknown[][];
  try {
    sheet = (await readSheet(stored.buffer as ArrayBuffer)) as unknown[][];
  } catch {
    throw new InvalidInputError(WORKBOOK_MESSAGES.notXlsx);
  }
  const [header, ...body] = sheet;
  if (!header) throw new InvalidInputError(WORKBOOK_MESSAGES.noRows);
  const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();
  const index = new Map(header.map((cell, i) => [normalise(cellText(cell)), i]));
  const missing = required.filter((name) => !index.has(normalise(name)));
  if (missing.length > 0) {
    const template = missing.length > 1 ? "Missing required columns: {columns}" : "Missing required column: {columns}";
    throw new InvalidInputError(fillTemplate(template, { columns: missing.join(", ") }));
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
