/**
 * Second factor of an account (docs/api.md#second-factor; docs/decisions/0019-second-factor-and-audit-log.md):
 * TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app reads) and
 * single-use recovery codes. The payloads, answers and messages that the API and the web app share.
 */
import { z } from "./zod";

/** How many recovery codes turning TOTP on makes (each works once). */
export const RECOVERY_CODE_COUNT = 10;

export const MFA_MESSAGES = {
  codeRequired: /*i18n*/ "Enter the 6-digit code from your authenticator app, or a recovery code",
  wrongCode: /*i18n*/ "That code is not right. Check your authenticator app and try again.",
  noSetup: /*i18n*/ "Start the setup of two-step sign-in first",
  alreadyOn: /*i18n*/ "Two-step sign-in is already on for this account",
  notOn: /*i18n*/ "Two-step sign-in is not on for this account",
  challengeInvalid: /*i18n*/ "This sign-in has expired. Please sign in with your email and password again.",
  /** 403 of every admin API for an organiser's sign-in session without a second factor. */
  adminNeedsSecondFactor:
    /*i18n*/ "Organisers must use a second factor. Turn on two-step sign-in on your Profile page to open the admin screens.",
} as const;

/** A TOTP code (6 digits) or a recovery code (10 letters and digits, with or without the dash). */
const codeField = z
  .string({ error: MFA_MESSAGES.codeRequired })
  .trim()
  .min(1, MFA_MESSAGES.codeRequired)
  .max(32, MFA_MESSAGES.wrongCode);

/** POST /api/account/mfa/totp/enable and POST /api/account/mfa/disable body. */
export const mfaCodeSchema = z.object({ code: codeField });

/** POST /api/auth/mfa body: the `mfaToken` of the password step and a code. */
export const mfaSignInSchema = z.object({
  mfaToken: z
    .string({ error: MFA_MESSAGES.challengeInvalid })
    .regex(/^[A-Za-z0-9_-]{43}$/, MFA_MESSAGES.challengeInvalid),
  code: codeField,
});
export type MfaSignInInput = z.input<typeof mfaSignInSchema>;

/**
 * POST /api/account/mfa/totp/setup answer: the base32 secret, its `otpauth://totp/...` URI, and
 * that URI as a QR code (a `data:image/svg+xml` URL) for the Profile screen.
 */
export interface TotpSetup {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

/** POST /api/account/mfa/totp/enable answer: shown once, never again. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/**
 * POST /api/auth/login (and /api/auth/login-token) for an account with a second factor: no session
 * yet; POST /api/auth/mfa with this token and a code signs in. The token lives 5 minutes.
 */
export interface MfaChallenge {
  mfaRequired: true;
  mfaToken: string;
}
