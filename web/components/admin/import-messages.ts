/**
 * The import panel's toasts and timer (docs/messages.md#toasts-and-the-error-catalogue, Imports;
 * docs/messages.md#timers-and-durations). Each text is an English message marked for the
 * catalogue and written in the page's language where it is shown: by the toaster, or with
 * `i18n._(TEXT)` (docs/i18n.md#how-a-message-is-written).
 */
import { IMPORT_FILE_MESSAGES } from "../../../worker/contract/admin";
import { createI18n, type I18n } from "../../../worker/contract/i18n";
import { ROW_ERROR, readRowError } from "../../../worker/contract/import-rows";
import { writeMessage } from "../../../worker/contract/message-templates";
import { messageOf } from "../../lib/admin-messages";
import type { ToastOptions } from "../../lib/toast";

/** "Import Warnings" follows the result toast after 1 s (docs/messages.md#timers-and-durations). */
export const IMPORT_WARNING_DELAY_MS = 1_000;

export function importFailedToast(error: unknown): ToastOptions {
  return {
    title: /*i18n*/ "Import Failed",
    description: messageOf(error, /*i18n*/ "The file could not be imported. Please try again."),
    variant: "destructive",
  };
}

/**
 * A problem of an import as the API wrote it, in `i18n`'s language: "Row N: …" is put together
 * from its parts ({@link ROW_ERROR}), and a message with a number is found by its template
 * (worker/contract/message-templates.ts). A problem the catalogue does not know stays English.
 */
export function writeImportProblem(error: string, i18n: I18n): string {
  const row = readRowError(error);
  if (!row) return writeMessage(i18n, error);
  return i18n._(ROW_ERROR, { row: row.row, problem: writeMessage(i18n, row.problem) });
}

/**
 * "Import Warnings": the first problem and "(and N more)" (docs/messages.md#toasts-and-the-error-catalogue),
 * written in `i18n`'s language (English by default): the problem is put together from its parts,
 * which the toaster cannot do.
 */
export function importWarningsToast(errors: readonly string[], i18n: I18n = createI18n("en")): ToastOptions {
  const [first = "", ...rest] = errors;
  const problem = writeImportProblem(first, i18n);
  return {
    title: /*i18n*/ "Import Warnings",
    description: rest.length > 0 ? i18n._("{problem} (and {count} more)", { problem, count: rest.length }) : problem,
    variant: "destructive",
  };
}

/** "Download Failed": the template could not be downloaded. */
export function downloadFailedToast(error: unknown): ToastOptions {
  return {
    title: /*i18n*/ "Download Failed",
    description: messageOf(error, /*i18n*/ "The file could not be downloaded. Please try again."),
    variant: "destructive",
  };
}

export const NO_FILE_TOAST: ToastOptions = {
  title: /*i18n*/ "No File Selected",
  description: IMPORT_FILE_MESSAGES.noFile,
  variant: "destructive",
};
export const INVALID_EXCEL_TOAST: ToastOptions = {
  title: /*i18n*/ "Invalid File Type",
  description: IMPORT_FILE_MESSAGES.invalidType,
  variant: "destructive",
};
