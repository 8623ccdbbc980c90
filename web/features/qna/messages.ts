/** Question toasts and timers (docs/messages.md#question-and-enquiry; docs/messages.md#timers-and-durations). */
import type { ToastOptions } from "../../lib/toast";

/** Delay before returning to /app after a submitted question (docs/messages.md#timers-and-durations). */
export const QUESTION_REDIRECT_MS = 2_000;

export const QUESTION_SUBMITTED_TOAST: ToastOptions = {
  title: "Question submitted successfully!",
  variant: "success",
  duration: 5_000,
};

export const QUESTION_FAILED_TOAST: ToastOptions = {
  title: "Error",
  description: "Failed to submit question. Please try again.",
  variant: "destructive",
};
