/**
 * Account recovery, one-time login links and unsubscribe (docs/product.md#reset-password-page and
 * Unsubscribe page; docs/messages.md#password-reset; docs/api.md#auth-and-user; docs/messages.md#reset-and-unsubscribe and
 * unsubscribe). The request bodies of forgot/reset password live in ./auth.ts; this module adds
 * the other payloads and the server's answers, which both sides import.
 */
import { z } from "./zod";
import { emailField } from "./fields";

/** Length of every one-time token we mint: 32 random bytes as base64url (worker/lib/crypto.ts). */
const ONE_TIME_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/auth/forgot-password success (docs/messages.md#toasts-and-the-error-catalogue: "Password Reset Email Sent" with the server message). */
export const RESET_EMAIL_SENT_MESSAGE = /*i18n*/ "Check your email for instructions to reset your password.";
/** POST /api/auth/forgot-password for an unknown address: 404 (docs/messages.md#toasts-and-the-error-catalogue; docs/decisions/0011-readings-of-the-spec.md#forgot-password). */
export const EMAIL_NOT_FOUND_MESSAGE = /*i18n*/ "No registered account found with this email address";
/** POST /api/auth/reset-password success (docs/messages.md#reset-and-unsubscribe). */
export const PASSWORD_UPDATED_MESSAGE =
  /*i18n*/ "Your password has been updated. You can now log in with your new password.";
/** POST /api/auth/reset-password with an unknown, used or expired token (docs/product.md#reset-password-page). */
export const INVALID_RESET_LINK_MESSAGE = /*i18n*/ "This password reset link is invalid or has expired.";

/** POST /api/auth/login-token refusals: each says what happened and what to do instead. */
export const LOGIN_LINK_MESSAGES = {
  invalid: /*i18n*/ "This login link is invalid. Please sign in with your email and password.",
  used: /*i18n*/ "This login link has already been used. Please sign in with your email and password.",
  expired: /*i18n*/ "This login link has expired. Please sign in, or use Reset Password to get a new link.",
} as const;

/** POST /api/auth/login-link success: a one-time sign-in link is on its way. */
export const LOGIN_LINK_SENT_MESSAGE =
  /*i18n*/ "Check your email for a sign-in link. It works once and expires in 7 days.";
/** POST /api/auth/login-link when the address had its sign-in link emails this hour: 429. */
export const LOGIN_LINK_EMAIL_LIMIT_MESSAGE =
  /*i18n*/ "We have already sent several sign-in links to this address in the last hour. Please use the link in the latest one, or try again later.";

/** POST /api/unsubscribe and the one-click endpoint (docs/product.md#unsubscribe-page). */
export const UNSUBSCRIBED_MESSAGE = /*i18n*/ "You have been unsubscribed from conference emails";
/** One-click unsubscribe (RFC 8058) with a signature that does not match the address. */
export const INVALID_UNSUBSCRIBE_LINK_MESSAGE = /*i18n*/ "This unsubscribe link is invalid.";

/** POST /api/auth/login-token body: the secret from a one-time login link (`?token=`). */
export const loginTokenSchema = z.object({
  token: z.string({ error: LOGIN_LINK_MESSAGES.invalid }).regex(ONE_TIME_TOKEN_PATTERN, LOGIN_LINK_MESSAGES.invalid),
});

/** POST /api/unsubscribe body (docs/api.md): the address, trimmed and lower-cased. */
export const unsubscribeSchema = z.object({ email: emailField });

/** Query of the RFC 8058 one-click URL in `List-Unsubscribe`: the address and its HMAC signature. */
export const oneClickUnsubscribeQuerySchema = z.object({
  email: emailField,
  token: z
    .string({ error: INVALID_UNSUBSCRIBE_LINK_MESSAGE })
    .regex(ONE_TIME_TOKEN_PATTERN, INVALID_UNSUBSCRIBE_LINK_MESSAGE),
});
