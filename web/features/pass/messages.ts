/** Pass screen toasts and timings (spec 4 Pass edit, spec 5 Profile and pass, spec 8, spec 9 Timers). */
import type { ToastOptions } from "../../lib/toast";

/** A pass field is empty after trimming (spec 5). */
export const PASS_REQUIRED_FIELDS_TOAST: ToastOptions = {
  title: "Required fields missing",
  description: "Please fill in all required fields.",
  variant: "destructive",
};

/** Saving the pass details failed (spec 8, Profile and pass). */
export const PASS_UPDATE_FAILED_TOAST: ToastOptions = {
  title: "Update failed",
  description: "Failed to update your pass details. Please try again.",
  variant: "destructive",
};

/** Shown once the QR code has been refreshed after a save (spec 4: "a toast is shown"). */
export const PASS_UPDATED_TOAST: ToastOptions = {
  title: "Pass updated",
  description: "Your pass details and QR code have been updated.",
  variant: "success",
};

/** How long the "Updating QR Code" overlay shows after a save, in ms (spec 9: 1.5 s). */
export const QR_REFRESH_OVERLAY_MS = 1_500;
