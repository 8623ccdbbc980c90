/**
 * Pass screen toasts and timings (docs/data-model.md#pass-edit, docs/messages.md#pass-details,
 * docs/messages.md#toasts-and-the-error-catalogue, docs/messages.md#timers-and-durations). The texts
 * are English messages that the toaster writes in the page's language (docs/i18n.md).
 */
import type { ToastOptions } from "../../lib/toast";

/** A pass field is empty after trimming (docs/messages.md#validation-rules). */
export const PASS_REQUIRED_FIELDS_TOAST: ToastOptions = {
  title: /*i18n*/ "Required fields missing",
  description: /*i18n*/ "Please fill in all required fields.",
  variant: "destructive",
};

/** Saving the pass details failed (docs/messages.md#profile-and-pass). */
export const PASS_UPDATE_FAILED_TOAST: ToastOptions = {
  title: /*i18n*/ "Update failed",
  description: /*i18n*/ "Failed to update your pass details. Please try again.",
  variant: "destructive",
};

/** Shown once the QR code has been refreshed after a save (docs/data-model.md#states-and-transitions: "a toast is shown"). */
export const PASS_UPDATED_TOAST: ToastOptions = {
  title: /*i18n*/ "Pass updated",
  description: /*i18n*/ "Your pass details and QR code have been updated.",
  variant: "success",
};

/** How long the "Updating QR Code" overlay shows after a save, in ms (docs/messages.md#timers-and-durations). */
export const QR_REFRESH_OVERLAY_MS = 1_500;
