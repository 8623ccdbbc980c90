/**
 * Speaker Management's toasts and timers (docs/messages.md#toasts-and-the-error-catalogue;
 * docs/messages.md#timers-and-durations). English messages marked for the catalogue, written in
 * the page's language by the toaster (docs/i18n.md#how-a-message-is-written).
 */
import { SPEAKER_IMAGE_MESSAGES } from "../../../worker/contract/admin-speakers";
import { messageOf } from "../../lib/admin-messages";
import type { ToastOptions } from "../../lib/toast";

/** The copy tick resets after 2 s (docs/messages.md#timers-and-durations). */
export const COPY_TICK_MS = 2_000;

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

export const SPEAKER_SAVE_FAILED = /*i18n*/ "The speaker could not be saved. Please try again.";
export const SPEAKER_DELETE_FAILED = /*i18n*/ "The speaker could not be deleted. Please try again.";
export const SPEAKER_DELETED_TOAST: ToastOptions = { title: /*i18n*/ "Speaker deleted", variant: "success" };
