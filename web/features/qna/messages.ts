/**
 * Question toasts and timers (docs/messages.md#question-and-enquiry; docs/messages.md#timers-and-durations).
 * The texts are English messages that the toaster writes in the page's language (docs/i18n.md).
 */
import type { ToastOptions } from "../../lib/toast";

/** Delay before returning to /app after a submitted question (docs/messages.md#timers-and-durations). */
export const QUESTION_REDIRECT_MS = 2_000;

export const QUESTION_SUBMITTED_TOAST: ToastOptions = {
  title: /*i18n*/ "Question submitted successfully!",
  variant: "success",
  duration: 5_000,
};

export const QUESTION_FAILED_TOAST: ToastOptions = {
  title: /*i18n*/ "Error",
  description: /*i18n*/ "Failed to submit question. Please try again.",
  variant: "destructive",
};
