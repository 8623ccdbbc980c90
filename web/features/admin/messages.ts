/**
 * Admin toasts and texts (docs/messages.md#toasts-and-the-error-catalogue,
 * registrations, agenda; docs/messages.md#timers-and-durations). Q&A toasts live with their hooks in
 * features/qna/admin-api.ts.
 */
import { IMPORT_FILE_MESSAGES } from "../../../worker/contract/admin";
import { SPEAKER_IMAGE_MESSAGES } from "../../../worker/contract/admin-speakers";
import type { ToastOptions } from "../../lib/toast";

/** "Import Warnings" follows the result toast after 1 s (docs/messages.md#timers-and-durations). */
export const IMPORT_WARNING_DELAY_MS = 1_000;
/** The copy tick resets after 2 s (docs/messages.md#timers-and-durations). */
export const COPY_TICK_MS = 2_000;

/** docs/messages.md#toasts-and-the-error-catalogue: "No token: Not authenticated. Please log in again." */
export const NOT_AUTHENTICATED_TEXT = "Not authenticated. Please log in again.";

/** The server's message when there is one, else `fallback`. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function importFailedToast(error: unknown): ToastOptions {
  return {
    title: "Import Failed",
    description: messageOf(error, "The file could not be imported. Please try again."),
    variant: "destructive",
  };
}

/** "Import Warnings": the first problem and "(and N more)" (docs/messages.md#toasts-and-the-error-catalogue). */
export function importWarningsToast(errors: readonly string[]): ToastOptions {
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : "";
  return { title: "Import Warnings", description: `${errors[0] ?? ""}${more}`, variant: "destructive" };
}

/** "Export Failed": the Excel export with QR codes could not be started (docs/messages.md#export-jobs). */
export function exportStartFailedToast(error: unknown): ToastOptions {
  return {
    title: "Export Failed",
    description: messageOf(error, "The export could not be started. Please try again."),
    variant: "destructive",
  };
}

export function downloadFailedToast(error: unknown): ToastOptions {
  return {
    title: "Download Failed",
    description: messageOf(error, "The file could not be downloaded. Please try again."),
    variant: "destructive",
  };
}

export const NO_FILE_TOAST: ToastOptions = {
  title: "No File Selected",
  description: IMPORT_FILE_MESSAGES.noFile,
  variant: "destructive",
};
export const INVALID_EXCEL_TOAST: ToastOptions = {
  title: "Invalid File Type",
  description: IMPORT_FILE_MESSAGES.invalidType,
  variant: "destructive",
};
export const INVALID_IMAGE_TOAST: ToastOptions = {
  title: "Invalid file type",
  description: SPEAKER_IMAGE_MESSAGES.missing,
  variant: "destructive",
};
export const COPY_FAILED_TOAST: ToastOptions = {
  title: "Copy failed",
  description: "Unable to copy to clipboard",
  variant: "destructive",
};

export function uploadFailedToast(error: unknown): ToastOptions {
  return {
    title: "Upload failed",
    description: messageOf(error, "The photo could not be uploaded. Please try again."),
    variant: "destructive",
  };
}

/** "Update failed" with the documented agenda texts or another default (docs/messages.md#toasts-and-the-error-catalogue). */
export function updateFailedToast(error: unknown, fallback: string): ToastOptions {
  return { title: "Update failed", description: messageOf(error, fallback), variant: "destructive" };
}

export const AGENDA_UPDATE_FAILED = "Failed to update agenda item.";
export const SPEAKER_ORDER_UPDATE_FAILED = "Failed to update speaker order.";

export const REGISTRATION_DELETED_TOAST: ToastOptions = {
  title: "Registration deleted successfully",
  variant: "success",
};
export function registrationDeleteFailedToast(error: unknown): ToastOptions {
  return { title: "Failed to delete registration", description: messageOf(error, ""), variant: "destructive" };
}

export const EMAIL_LOGS_TEXTS = {
  noToken: "Please log in to access the admin email logs.",
  accessDenied: "Access Denied",
  noPermission: "You do not have permission to access email logs.",
  failed: "Failed to fetch email logs",
} as const;

/** After a pass reissue: who, and what it means at the door (the server's message). */
export function passReissuedToast(holder: { firstName: string; lastName: string }, message: string): ToastOptions {
  return {
    title: `Pass reissued for ${holder.firstName} ${holder.lastName}`,
    description: message,
    variant: "success",
  };
}

export function passReissueFailedToast(error: unknown): ToastOptions {
  return {
    title: "Reissue failed",
    description: messageOf(error, "The pass could not be reissued. Please try again."),
    variant: "destructive",
  };
}
