/**
 * Texts that several admin screens share (docs/messages.md#toasts-and-the-error-catalogue, agenda
 * and speakers). Each screen keeps its own other toasts beside it (e.g.
 * web/features/admin-speakers/messages.ts, web/components/admin/import-messages.ts). Each text is
 * an English message marked for the catalogue and written in the page's language by the toaster
 * (docs/i18n.md#how-a-message-is-written).
 */
import type { ToastOptions } from "./toast";

/** The server's message when there is one, else `fallback` (a toast's description). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** "Update failed" with the documented agenda texts or another default (docs/messages.md#toasts-and-the-error-catalogue). */
export function updateFailedToast(error: unknown, fallback: string): ToastOptions {
  return { title: /*i18n*/ "Update failed", description: messageOf(error, fallback), variant: "destructive" };
}

/** "Save failed" with the server's message (e.g. a name already on the list), else `fallback`. */
export function saveFailedToast(error: unknown, fallback: string): ToastOptions {
  return { title: /*i18n*/ "Save failed", description: messageOf(error, fallback), variant: "destructive" };
}

/** "Delete failed" with the server's message, else `fallback`. */
export function deleteFailedToast(error: unknown, fallback: string): ToastOptions {
  return { title: /*i18n*/ "Delete failed", description: messageOf(error, fallback), variant: "destructive" };
}

/** Calendar Administration and Speaker Management both reorder speakers. */
export const SPEAKER_ORDER_UPDATE_FAILED = /*i18n*/ "Failed to update speaker order.";
