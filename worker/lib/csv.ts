/**
 * CSV writing per RFC 4180 (CRLF line breaks; a field with a comma, quote, CR or LF is quoted
 * and its quotes doubled) with protection against formula injection, following OWASP's "CSV
 * Injection" guidance (https://owasp.org/www-community/attacks/CSV_Injection): no cell may start
 * with =, +, -, @, tab or CR, and because a reader may split on another separator than the comma
 * (Excel in many locales splits on ";"), a text field is neutralised wherever such a character
 * follows the start or a separator character ({@link CELL_START}): a single quote goes before it, so
 * spreadsheet programs show it as text, and the field is quoted.
 */

/** Byte-order mark: lets Excel read the UTF-8 file (Arabic and accented names) correctly. */
const UTF8_BOM = "\uFEFF";

/**
 * Where a reader may start a cell: the start of the field or any character a CSV reader splits
 * cells or records on (comma, semicolon, tab, pipe, CR, LF, and the double quote that opens a
 * quoted cell), followed by a character that starts a formula (=, +, -, @, tab, CR).
 */
const CELL_START = /(^|[,;\t|\r\n"])(?=[=+\-@\t\r])/g;

/** Characters that make a field quoted: RFC 4180's, and the other separators readers use. */
const NEEDS_QUOTES = /[",;\t|\r\n]/;

/** One field: neutralised wherever a cell could start a formula, quoted when needed (RFC 4180 section 2). */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  const safe = typeof value === "string" ? text.replace(CELL_START, "$1'") : text;
  return safe !== text || NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole document: header row then data rows, CRLF after every record, with a UTF-8 BOM. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return UTF8_BOM + rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}
