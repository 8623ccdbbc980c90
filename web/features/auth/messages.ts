/**
 * Auth toasts and error texts (docs/messages.md#login-toasts; docs/messages.md#timers-and-durations). The logout toast
 * lives with useLogout in lib/logout.ts. Texts are English messages marked for the catalogue; the
 * toaster writes them, and the server's messages, in the page's language (docs/i18n.md).
 */
import type { ToastOptions } from "../../lib/toast";
import { ApiError } from "../../lib/api";
import { PASS_RENEWED_MESSAGE, type PasswordChoiceResponse } from "../../../worker/contract/auth";

/** Login error toast on /auth: 15 s (docs/data-model.md#constants-and-limits). */
const LOGIN_ERROR_TOAST_MS = 15_000;
/** Registration error toast: 10 s; success: 8 s (docs/data-model.md#constants-and-limits). */
const REGISTER_ERROR_TOAST_MS = 10_000;
const REGISTER_SUCCESS_TOAST_MS = 8_000;
/** Login success toast: 10 s (docs/data-model.md#constants-and-limits: "Forgot password and other auth toasts 10 s"). */
const LOGIN_SUCCESS_TOAST_MS = 10_000;

export const LOGIN_SUCCESS_TOAST: ToastOptions = {
  title: /*i18n*/ "Login Successful",
  description: /*i18n*/ "Welcome back to the conference 2025!",
  variant: "success",
  duration: LOGIN_SUCCESS_TOAST_MS,
};

export const REGISTER_SUCCESS_TOAST: ToastOptions = {
  title: /*i18n*/ "Registration Successful",
  description: /*i18n*/ "Welcome to the conference 2025! You've been automatically logged in.",
  variant: "success",
  duration: REGISTER_SUCCESS_TOAST_MS,
};

/**
 * The login failure toast for an error (docs/messages.md#login-toasts, checked in this order: access
 * control, failed fetch, network, 401, email format, 422/validation, otherwise the server's
 * message; default "Login failed" / "Invalid email or password").
 */
export function loginErrorToast(error: unknown): ToastOptions {
  const message = error instanceof Error ? error.message : "";
  const status = error instanceof ApiError ? error.status : undefined;
  const base = { variant: "destructive" as const, duration: LOGIN_ERROR_TOAST_MS };
  if (/CORS|access control|cross-origin/i.test(message)) {
    return {
      ...base,
      title: /*i18n*/ "Connection Error",
      description: /*i18n*/ "There was a security configuration issue. Please try refreshing the page.",
    };
  }
  if (/Failed to fetch|Load failed/i.test(message)) {
    return {
      ...base,
      title: /*i18n*/ "Connection Error",
      description: /*i18n*/ "Unable to reach the server. Please check your connection and try again.",
    };
  }
  if (status === 0 || /Network error/i.test(message)) {
    return {
      ...base,
      title: /*i18n*/ "Connection Error",
      description: /*i18n*/ "Unable to connect to the server. Please check your internet connection and try again.",
    };
  }
  if (status === 401)
    return { ...base, title: /*i18n*/ "Login failed", description: /*i18n*/ "Invalid email or password" };
  if (/email/i.test(message) && /valid|format/i.test(message)) {
    return { ...base, title: /*i18n*/ "Login failed", description: /*i18n*/ "Please check your email format" };
  }
  if (status === 422 || status === 400) {
    return {
      ...base,
      title: /*i18n*/ "Login failed",
      description: /*i18n*/ "Please check your login information and try again.",
    };
  }
  return { ...base, title: /*i18n*/ "Login failed", description: message || /*i18n*/ "Invalid email or password" };
}

/** Registration failure toast (docs/messages.md#toasts-and-the-error-catalogue; docs/decisions/0011-readings-of-the-spec.md: default "Unable to create account"). */
export function registerErrorToast(error: unknown): ToastOptions {
  const message = error instanceof Error ? error.message : "";
  return {
    title: /*i18n*/ "Registration failed",
    description: message || /*i18n*/ "Unable to create account",
    variant: "destructive",
    duration: REGISTER_ERROR_TOAST_MS,
  };
}

/** Auth toasts other than login and registration last 10 s (docs/messages.md, Timers and durations). */
const AUTH_TOAST_MS = 10_000;

/** The sign-in link is on its way: the server's message. */
export function loginLinkSentToast(message: string | undefined): ToastOptions {
  return {
    title: /*i18n*/ "Sign-in Link Sent",
    description: message || /*i18n*/ "Check your email for a sign-in link.",
    variant: "success",
    duration: AUTH_TOAST_MS,
  };
}

/** The sign-in link could not be sent: "Email Not Found" for an unknown address, else the server's message. */
export function loginLinkFailedToast(error: unknown): ToastOptions {
  const message = error instanceof Error ? error.message : "";
  const base = { variant: "destructive" as const, duration: AUTH_TOAST_MS };
  if (error instanceof ApiError && error.status === 404) {
    return {
      ...base,
      title: /*i18n*/ "Email Not Found",
      description: /*i18n*/ "No registered account found with this email address",
    };
  }
  return {
    ...base,
    title: /*i18n*/ "Sign-in Link Not Sent",
    description: message || /*i18n*/ "Failed to send the sign-in link.",
  };
}

/**
 * After choosing a password: the server's message, or, when the password given at registration
 * was discarded by it, that the pass was renewed and must be downloaded again
 * (docs/decisions/0010-confirmation-proves-the-mailbox.md).
 */
export function passwordChosenToast(response: PasswordChoiceResponse | undefined): ToastOptions {
  return {
    title: /*i18n*/ "Password Saved",
    description: response?.passRenewed ? PASS_RENEWED_MESSAGE : response?.message || /*i18n*/ "Your password is saved.",
    variant: "success",
    duration: AUTH_TOAST_MS,
  };
}

/** "Not now" discarded the password given at registration: the pass was renewed. */
export const PASS_RENEWED_TOAST: ToastOptions = {
  title: /*i18n*/ "Pass Renewed",
  description: PASS_RENEWED_MESSAGE,
  duration: AUTH_TOAST_MS,
};

/** The password given at registration is kept: the server's message. */
export function passwordKeptToast(message: string | undefined): ToastOptions {
  return {
    title: /*i18n*/ "Password Kept",
    description: message || /*i18n*/ "Your password is kept.",
    variant: "success",
    duration: AUTH_TOAST_MS,
  };
}

/** Keeping the password failed: the server's message (a wrong password, the last try, nothing to keep). */
export function keepPasswordFailedToast(error: unknown): ToastOptions {
  return {
    title: /*i18n*/ "Password Not Kept",
    description:
      error instanceof Error && error.message
        ? error.message
        : /*i18n*/ "Failed to keep your password. Please try again.",
    variant: "destructive",
    duration: AUTH_TOAST_MS,
  };
}

/** Choosing a password failed: the server's message (e.g. a common password, or one already set). */
export function choosePasswordFailedToast(error: unknown): ToastOptions {
  return {
    title: /*i18n*/ "Password Not Saved",
    description:
      error instanceof Error && error.message
        ? error.message
        : /*i18n*/ "Failed to save your password. Please try again.",
    variant: "destructive",
    duration: AUTH_TOAST_MS,
  };
}
