/**
 * CSV writing per RFC 4180 (CRLF line breaks; a field with a comma, quote, CR or LF is quoted
 * and its quotes doubled) with protection against formula injection (OWASP "CSV Injection"): a
 * text field starting with =, +, -, @, tab or CR is prefixed with a single quote so spreadsheet
 * programs show it as text instead of running it.
 */

/** Byte-order mark: lets Excel read the UTF-8 file (Arabic and accented names) correctly. */
const UTF8_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: neutralised when it could start a formula, quoted when needed (RFC 4180 section 2). */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole document: header row then data rows, CRLF after every record, with a UTF-8 BOM. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return UTF8_BOM + rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}
