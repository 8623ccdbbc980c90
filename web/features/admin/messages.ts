/**
 * Admin toasts and texts (docs/messages.md#toasts-and-the-error-catalogue, registrations, agenda;
 * docs/messages.md#timers-and-durations). Each text is an English message marked for the catalogue
 * and written in the page's language where it is shown: by the toaster, or with `i18n._(TEXT)`
 * (docs/i18n.md#how-a-message-is-written). Q&A toasts live with their hooks in
 * features/qna/admin-api.ts.
 */
import { IMPORT_FILE_MESSAGES } from "../../../worker/contract/admin";
import { SPEAKER_IMAGE_MESSAGES } from "../../../worker/contract/admin-speakers";
import { createI18n, type I18n } from "../../../worker/contract/i18n";
import { ROW_ERROR, readRowError } from "../../../worker/contract/import-rows";
import { writeMessage } from "../../../worker/contract/message-templates";
import type { ToastOptions } from "../../lib/toast";

/** "Import Warnings" follows the result toast after 1 s (docs/messages.md#timers-and-durations). */
export const IMPORT_WARNING_DELAY_MS = 1_000;
/** The copy tick resets after 2 s (docs/messages.md#timers-and-durations). */
export const COPY_TICK_MS = 2_000;

/** docs/messages.md#toasts-and-the-error-catalogue: "No token: Not authenticated. Please log in again." */
export const NOT_AUTHENTICATED_TEXT = /*i18n*/ "Not authenticated. Please log in again.";

/** The server's message when there is one, else `fallback`. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

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

/** "Export Failed": the Excel export with QR codes could not be started (docs/messages.md#export-jobs). */
export function exportStartFailedToast(error: unknown): ToastOptions {
  return {
    title: /*i18n*/ "Export Failed",
    description: messageOf(error, /*i18n*/ "The export could not be started. Please try again."),
    variant: "destructive",
  };
}

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
export const INVALID_IMAGE_TOAST: ToastOptions = {
  title: /*i18n*/ "Invalid file type",
  description: SPEAKER_IMAGE_MESSAGES.missing,
  variant: "destructive",
};
export const COPY_FAILED_TOAST: ToastOptions = {
  title: /*i18n*/ "Copy failed",
  description: /*i18n*/ "Unable to copy to clipboard",
  variant: "destructive",
};

export function uploadFailedToast(error: unknown): ToastOptions {
  return {
    title: /*i18n*/ "Upload failed",
    description: messageOf(error, /*i18n*/ "The photo could not be uploaded. Please try again."),
    variant: "destructive",
  };
}

/** "Update failed" with the documented agenda texts or another default (docs/messages.md#toasts-and-the-error-catalogue). */
export function updateFailedToast(error: unknown, fallback: string): ToastOptions {
  return { title: /*i18n*/ "Update failed", description: messageOf(error, fallback), variant: "destructive" };
}

export const AGENDA_UPDATE_FAILED = /*i18n*/ "Failed to update agenda item.";
export const SPEAKER_ORDER_UPDATE_FAILED = /*i18n*/ "Failed to update speaker order.";

export const REGISTRATION_DELETED_TOAST: ToastOptions = {
  title: /*i18n*/ "Registration deleted successfully",
  variant: "success",
};
export function registrationDeleteFailedToast(error: unknown): ToastOptions {
  return { title: /*i18n*/ "Failed to delete registration", description: messageOf(error, ""), variant: "destructive" };
}

export const EMAIL_LOGS_TEXTS = {
  noToken: /*i18n*/ "Please log in to access the admin email logs.",
  accessDenied: /*i18n*/ "Access Denied",
  noPermission: /*i18n*/ "You do not have permission to access email logs.",
  failed: /*i18n*/ "Failed to fetch email logs",
} as const;

/** After a pass reissue: who, and what it means at the door (the server's message). */
export function passReissuedToast(holder: { firstName: string; lastName: string }, message: string): ToastOptions {
  return {
    title: /*i18n*/ "Pass reissued for {name}",
    description: message,
    values: { name: `${holder.firstName} ${holder.lastName}` },
    variant: "success",
  };
}

export function passReissueFailedToast(error: unknown): ToastOptions {
  return {
    title: /*i18n*/ "Reissue failed",
    description: messageOf(error, /*i18n*/ "The pass could not be reissued. Please try again."),
    variant: "destructive",
  };
}
