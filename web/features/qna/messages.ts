/** Question toasts and timers (spec 8, Question and enquiry; spec 9, Timers). */
import type { ToastOptions } from "../../lib/toast";

/** Delay before returning to /app after a submitted question (spec 9: 2 s). */
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
