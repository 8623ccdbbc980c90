/**
 * What every admin import shares (spec 5, Excel import; spec 7, POST /api/speakers/import and
 * POST /api/delegates/import): the multipart field names and the file messages both sides show.
 */

/** Multipart field of the workbook (spec 7: file field "excel"). */
export const IMPORT_FILE_FIELD = "excel";

/** File names the import panels accept (spec 5); the server reads .xlsx and explains .xls. */
export const EXCEL_FILE_PATTERN = /\.(xlsx|xls)$/i;

/** Descriptions of spec 5's "No File Selected" and "Invalid File Type" messages. */
export const IMPORT_FILE_MESSAGES = {
  noFile: "Please select an Excel file to import",
  invalidType: "Please select an Excel file (.xlsx or .xls)",
} as const;
