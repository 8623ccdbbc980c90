/**
 * How an import reports a skipped row (decisions.md, Import semantics: "rows with errors are
 * skipped and reported as 'Row N: ...' strings"; spec 7: the imports answer `errors`, a list of
 * strings). Row numbers are the sheet's own, the header being row 1. The Worker writes them,
 * the admin screens tell them from problems of the whole import.
 */

/** "Row N: message". */
export function rowError(rowNumber: number, message: string): string {
  return `Row ${rowNumber}: ${message}`;
}

/** True for a skipped row's problem ({@link rowError}); false for a problem of the whole import. */
export function isRowError(error: string): boolean {
  return /^Row \d+: /.test(error);
}
