/**
 * What every admin import shares (docs/messages.md#excel-import-files; docs/api.md#speaker-administration and
 * POST /api/delegates/import): the multipart field names and the file messages both sides show.
 */

/** Multipart field of the workbook (docs/api.md#speaker-administration). */
export const IMPORT_FILE_FIELD = "excel";

/** File names the import panels accept (docs/messages.md#validation-rules); the server reads .xlsx and explains .xls. */
export const EXCEL_FILE_PATTERN = /\.(xlsx|xls)$/i;

/** Descriptions of docs/messages.md#validation-rules's "No File Selected" and "Invalid File Type" messages. */
export const IMPORT_FILE_MESSAGES = {
  noFile: /*i18n*/ "Please select an Excel file to import",
  invalidType: /*i18n*/ "Please select an Excel file (.xlsx or .xls)",
} as const;
