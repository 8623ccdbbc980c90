/**
 * Enquiry toasts and timers (docs/product.md#contactenquiry-page; docs/messages.md#question-and-enquiry;
 * docs/data-model.md#constants-and-limits). The texts are English messages, or the server's own
 * message, that the toaster writes in the page's language (docs/i18n.md).
 */
import { ApiError } from "../../lib/api";
import type { ToastOptions } from "../../lib/toast";

/** Delay before sending a signed-out or expired visitor to /auth (docs/messages.md#timers-and-durations). */
export const ENQUIRY_LOGIN_REDIRECT_MS = 2_000;

export const ENQUIRY_SENT_TOAST: ToastOptions = {
  title: /*i18n*/ "Enquiry Sent",
  description: /*i18n*/ "Your enquiry has been submitted successfully. We will contact you shortly.",
  variant: "success",
};

/** Signed-out visitor on /app/enquire (docs/product.md#route-map). */
export const ENQUIRY_SIGNED_OUT_TOAST: ToastOptions = {
  title: /*i18n*/ "Authentication Required",
  description: /*i18n*/ "Please log in to access the enquiry form.",
  variant: "destructive",
};

/** The API answered 401 (docs/messages.md#toasts-and-the-error-catalogue). */
export const ENQUIRY_SESSION_EXPIRED_TOAST: ToastOptions = {
  title: /*i18n*/ "Authentication Required",
  description: /*i18n*/ "Your session has expired. Please log in again.",
  variant: "destructive",
};

/** True when a failed enquiry means the session is gone (docs/messages.md#toasts-and-the-error-catalogue: "message contains 401"). */
export function isSessionExpired(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.status === 401) || (error instanceof Error && error.message.includes("401"))
  );
}

/** Any other failure: the server's message, or the documented default (docs/messages.md#toasts-and-the-error-catalogue). */
export function enquiryErrorToast(error: unknown): ToastOptions {
  const message = error instanceof Error ? error.message : "";
  return {
    title: /*i18n*/ "Error",
    description: message || /*i18n*/ "Failed to send enquiry. Please try again.",
    variant: "destructive",
  };
}
