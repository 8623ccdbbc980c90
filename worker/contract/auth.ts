/**
 * Auth payloads (docs/messages.md#registration; docs/api.md#auth-and-user).
 * The web forms and the API validate with these same objects.
 */
import { fillTemplate } from "./message-templates";
import { safeNextPath } from "./next-path";
import { z } from "./zod";
import {
  LIMITS,
  dialCodeField,
  emailField,
  expertiseField,
  optionalText,
  optionalUrl,
  passwordField,
  personText,
  phoneField,
  resetEmailField,
} from "./fields";

/** POST /api/auth/register body. `username` is ignored: the server sets it to the email. */
export const registerSchema = z
  .object({
    firstName: personText(/*i18n*/ "First name is required", LIMITS.name),
    lastName: personText(/*i18n*/ "Last name is required", LIMITS.name),
    email: emailField,
    username: z
      .string()
      .max(LIMITS.email, fillTemplate("Username must be at most {max} characters", { max: LIMITS.email }))
      .optional(),
    company: personText(/*i18n*/ "Company is required", LIMITS.company),
    title: personText(/*i18n*/ "Job title is required", LIMITS.title),
    password: passwordField,
    confirmPassword: z
      .string({ error: /*i18n*/ "Confirm password is required" })
      .min(1, /*i18n*/ "Confirm password is required")
      .max(LIMITS.password, /*i18n*/ "Passwords don't match"),
    phone: phoneField,
    countryCode: dialCodeField,
    linkedinUrl: optionalUrl,
    bio: optionalText(LIMITS.bio),
    expertise: expertiseField,
    autoLogin: z.boolean().optional().default(true),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: /*i18n*/ "Passwords don't match",
    path: ["confirmPassword"],
  });
export type RegisterInput = z.input<typeof registerSchema>;
/** The registration payload after validation (trimmed, lower-cased email, defaults applied). */
export type RegisterData = z.output<typeof registerSchema>;

/** POST /api/auth/login body (docs/messages.md#login). */
export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: /*i18n*/ "Password is required" })
    .min(1, /*i18n*/ "Password is required")
    .max(LIMITS.password, /*i18n*/ "Invalid email or password"),
  rememberMe: z.boolean().optional().default(true),
});
export type LoginInput = z.input<typeof loginSchema>;

/** POST /api/auth/forgot-password body (docs/messages.md#password-reset: "Please enter a valid email address", empty too). */
export const forgotPasswordSchema = z.object({ email: resetEmailField });

/** POST /api/auth/reset-password body (docs/messages.md#password-reset). */
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: /*i18n*/ "Token is required" })
      .min(1, /*i18n*/ "Token is required")
      .max(200, /*i18n*/ "Invalid token"),
    password: passwordField,
    confirmPassword: z
      .string({ error: /*i18n*/ "Passwords don't match" })
      .max(LIMITS.password, /*i18n*/ "Passwords don't match"),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: /*i18n*/ "Passwords don't match",
    path: ["confirmPassword"],
  });

/**
 * 400 answer when a new password (registration, reset, choosing one after the confirmation) is
 * one of the most common passwords (worker/services/password.ts, isCommonPassword). Checked on the
 * server only: the list stays out of the web app's bundle.
 */
export const COMMON_PASSWORD_MESSAGE =
  /*i18n*/ "This password is one of the most common passwords and easy to guess. Please choose another one.";

/**
 * POST /api/auth/choose-password body: the password of an account whose address was just
 * confirmed (the first confirmation withdraws the password set before it; docs/decisions/0010-confirmation-proves-the-mailbox.md).
 * The rules and messages of a reset (docs/messages.md, Password reset).
 */
export const choosePasswordSchema = z
  .object({
    password: passwordField,
    confirmPassword: z
      .string({ error: /*i18n*/ "Passwords don't match" })
      .max(LIMITS.password, /*i18n*/ "Passwords don't match"),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: /*i18n*/ "Passwords don't match",
    path: ["confirmPassword"],
  });
export type ChoosePasswordInput = z.input<typeof choosePasswordSchema>;

/** POST /api/auth/choose-password success. */
export const PASSWORD_CHOSEN_MESSAGE =
  /*i18n*/ "Your password is saved. Use it with your email address to sign in next time.";

/**
 * POST /api/auth/choose-password and POST /api/auth/skip-password answers: `passRenewed` is true
 * when the password given at registration was still suspended and is now discarded, so the pass
 * the first confirmation renewed stays renewed (docs/decisions/0010-confirmation-proves-the-mailbox.md).
 */
export interface PasswordChoiceResponse {
  message: string;
  passRenewed: boolean;
}

/**
 * What the web app says once the pass renewed by the first confirmation is final (a new password
 * chosen, or "Not now"): the pass downloaded before it no longer admits.
 */
export const PASS_RENEWED_MESSAGE =
  /*i18n*/ "Your pass was renewed, so the one you downloaded before no longer admits. Download it again from My Pass.";

/** POST /api/auth/skip-password success ("Not now" on the confirmation screen). */
export const PASSWORD_SKIPPED_MESSAGE =
  /*i18n*/ "No password for now. Sign in next time with an emailed sign-in link or Reset Password.";

/**
 * POST /api/auth/keep-password body: the password given at registration, which the first
 * confirmation suspended (docs/decisions/0010-confirmation-proves-the-mailbox.md). Checked against
 * the stored hash only, so no rule but presence and length.
 */
export const keepPasswordSchema = z.object({
  password: z
    .string({ error: /*i18n*/ "Password is required" })
    .min(1, /*i18n*/ "Password is required")
    .max(LIMITS.password, /*i18n*/ "This is not the password you chose when you registered."),
});
export type KeepPasswordInput = z.input<typeof keepPasswordSchema>;

/** The answers of POST /api/auth/keep-password (docs/messages.md#server-messages). */
export const KEEP_PASSWORD_MESSAGES = {
  /** 200: the password is back and the pass downloaded before admits again. */
  kept: /*i18n*/ "Your password is kept, and the pass you downloaded stays valid.",
  /** 400: a wrong password; nothing changed but the count of tries. */
  wrong: /*i18n*/ "This is not the password you chose when you registered.",
  /** 400: the last wrong try; the suspended password is discarded. */
  lastTry:
    /*i18n*/ "Too many wrong tries: the password you chose when you registered no longer works. Choose a new password.",
  /** 409: nothing suspended (never, or already kept or discarded). */
  nothingToKeep: /*i18n*/ "There is no registration password to keep. Choose a new password.",
} as const;
/** POST /api/auth/choose-password for an account that has a password: 409 (a change needs the old one, or a reset). */
export const PASSWORD_ALREADY_SET_MESSAGE =
  /*i18n*/ "Your account already has a password. To change it, use Reset Password on the sign-in page.";

/**
 * POST /api/auth/login-link body: the address to email a one-time sign-in link to, and where the
 * link returns after signing in (`next`, kept only when it is a path of this origin:
 * contract/next-path.ts).
 */
export const loginLinkRequestSchema = z.object({
  email: emailField,
  next: z
    .string()
    .optional()
    .transform((next) => safeNextPath(next) ?? undefined),
});
export type LoginLinkRequest = z.input<typeof loginLinkRequestSchema>;
