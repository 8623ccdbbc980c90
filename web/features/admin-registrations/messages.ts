/**
 * Registration Management's toasts (docs/messages.md#toasts-and-the-error-catalogue, registrations;
 * docs/messages.md#export-jobs). English messages marked for the catalogue, written in the page's
 * language by the toaster (docs/i18n.md#how-a-message-is-written).
 */
import { messageOf } from "../../lib/admin-messages";
import type { ToastOptions } from "../../lib/toast";

/** "Export Failed": the Excel export with QR codes could not be started (docs/messages.md#export-jobs). */
export function exportStartFailedToast(error: unknown): ToastOptions {
  return {
    title: /*i18n*/ "Export Failed",
    description: messageOf(error, /*i18n*/ "The export could not be started. Please try again."),
    variant: "destructive",
  };
}

export const REGISTRATION_DELETED_TOAST: ToastOptions = {
  title: /*i18n*/ "Registration deleted successfully",
  variant: "success",
};
export function registrationDeleteFailedToast(error: unknown): ToastOptions {
  return { title: /*i18n*/ "Failed to delete registration", description: messageOf(error, ""), variant: "destructive" };
}
