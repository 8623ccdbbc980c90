/**
 * Second factor of an account (docs/api.md#second-factor; docs/decisions/0019-second-factor-and-audit-log.md,
 * 0020-passkeys.md): TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator
 * app reads), single-use recovery codes, and passkeys (WebAuthn Level 3). The payloads, answers
 * and messages that the API and the web app share.
 */
import type {
  AuthenticationExtensionsClientOutputs,
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { z } from "./zod";

/** How many recovery codes turning TOTP on makes (each works once). */
export const RECOVERY_CODE_COUNT = 10;

export const MFA_MESSAGES = {
  codeRequired: /*i18n*/ "Enter the 6-digit code from your authenticator app, or a recovery code",
  wrongCode: /*i18n*/ "That code is not right. Check your authenticator app and try again.",
  noSetup: /*i18n*/ "Start the setup of two-step sign-in first",
  alreadyOn: /*i18n*/ "Two-step sign-in is already on for this account",
  notOn: /*i18n*/ "Two-step sign-in is not on for this account",
  wrongPasskey: /*i18n*/ "That passkey was not accepted. Try again, or use another way to sign in.",
  passkeyNotAdded: /*i18n*/ "The passkey could not be added. Please try again.",
  passkeyTaken: /*i18n*/ "This passkey is already added to an account",
  passkeyNotFound: /*i18n*/ "Passkey not found",
  noPasskeys: /*i18n*/ "This account has no passkey",
  tooManyPasskeys: /*i18n*/ "An account can have at most 10 passkeys. Remove one first.",
  passkeyNameTooLong: /*i18n*/ "Passkey name must be 60 characters or fewer",
  /** 403 of adding a factor from a sign-in session that did not pass the account's existing one. */
  signInWithSecondFactorFirst:
    /*i18n*/ "Sign out and sign in again with your second factor before you add another one.",
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

/** POST /api/account/mfa/totp/enable body. */
export const mfaCodeSchema = z.object({ code: codeField });

/** Most passkeys one account may have. */
export const MAX_PASSKEYS = 10;

/** The second factors an account can have, as POST /api/auth/login lists them. */
export type MfaMethod = "totp" | "passkey";

/** A base64url field of a WebAuthn response (RFC 4648 section 5, no padding), at most `max` characters. */
const base64urlField = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, message)
    .regex(/^[A-Za-z0-9_-]*$/, message);

/**
 * Transports the browser reports for a credential (WebAuthn Level 3, AuthenticatorTransport);
 * names the library does not know are dropped, not refused (new ones appear over time).
 */
const TRANSPORTS = ["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"] as const;
const transportsField = z
  .array(z.string().max(32))
  .max(10)
  .optional()
  .transform((list) => list?.filter((name): name is (typeof TRANSPORTS)[number] => TRANSPORTS.some((t) => t === name)));

/**
 * The common fields of a PublicKeyCredential in JSON (WebAuthn Level 3, section 5.1.8, toJSON):
 * sizes far above what authenticators send (a credential id is at most 1023 bytes, section 5.4.3).
 */
const credentialFields = (message: string) => ({
  id: base64urlField(1400, message).min(1, message),
  rawId: base64urlField(1400, message).min(1, message),
  type: z.literal("public-key", { error: message }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  // Read by no check here; an object, as the browser reports it.
  clientExtensionResults: z.custom<AuthenticationExtensionsClientOutputs>(
    (value) => typeof value === "object" && value !== null && !Array.isArray(value),
    message,
  ),
});

/** A passkey's answer to authentication options: what `startAuthentication` returns. */
const authenticationResponseField = z.object(
  {
    ...credentialFields(MFA_MESSAGES.wrongPasskey),
    response: z.object(
      {
        clientDataJSON: base64urlField(4096, MFA_MESSAGES.wrongPasskey),
        authenticatorData: base64urlField(4096, MFA_MESSAGES.wrongPasskey),
        signature: base64urlField(1024, MFA_MESSAGES.wrongPasskey),
        userHandle: base64urlField(128, MFA_MESSAGES.wrongPasskey).optional(),
      },
      { error: MFA_MESSAGES.wrongPasskey },
    ),
  },
  { error: MFA_MESSAGES.wrongPasskey },
) satisfies z.ZodType<AuthenticationResponseJSON>;

/** A new passkey's answer to registration options: what `startRegistration` returns. */
const registrationResponseField = z.object(
  {
    ...credentialFields(MFA_MESSAGES.passkeyNotAdded),
    response: z.object(
      {
        clientDataJSON: base64urlField(4096, MFA_MESSAGES.passkeyNotAdded),
        attestationObject: base64urlField(16384, MFA_MESSAGES.passkeyNotAdded),
        transports: transportsField,
      },
      { error: MFA_MESSAGES.passkeyNotAdded },
    ),
  },
  { error: MFA_MESSAGES.passkeyNotAdded },
) satisfies z.ZodType<RegistrationResponseJSON>;

/**
 * Proof of a current second factor: a TOTP or recovery code, or a passkey's answer to the
 * authentication options asked for first. Exactly one.
 */
const proofFields = { code: codeField.optional(), passkey: authenticationResponseField.optional() };
const oneProof = (proof: { code?: string | undefined; passkey?: AuthenticationResponseJSON | undefined }) =>
  (proof.code === undefined) !== (proof.passkey === undefined);

/**
 * POST /api/account/mfa/disable and POST /api/account/mfa/passkeys/{id}/delete body: a code, or a
 * passkey's answer to POST /api/account/mfa/passkeys/confirm-options.
 */
export const mfaProofSchema = z.object(proofFields).refine(oneProof, MFA_MESSAGES.codeRequired);
export type MfaProof = z.output<typeof mfaProofSchema>;
export type MfaProofInput = z.input<typeof mfaProofSchema>;

const mfaTokenField = z
  .string({ error: MFA_MESSAGES.challengeInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, MFA_MESSAGES.challengeInvalid);

/** POST /api/auth/mfa/passkey-options body: the `mfaToken` of the password step. */
export const mfaTokenSchema = z.object({ mfaToken: mfaTokenField });

/**
 * POST /api/auth/mfa body: the `mfaToken` of the password step and a code, or a passkey's answer
 * to POST /api/auth/mfa/passkey-options.
 */
export const mfaSignInSchema = z.object({ mfaToken: mfaTokenField, ...proofFields }).refine(oneProof, {
  message: MFA_MESSAGES.codeRequired,
});
export type MfaSignInInput = z.input<typeof mfaSignInSchema>;

/** POST /api/account/mfa/passkeys body: the name the person gives (optional) and `startRegistration`'s answer. */
export const passkeyRegistrationSchema = z.object({
  name: z.string().trim().max(60, MFA_MESSAGES.passkeyNameTooLong).optional(),
  response: registrationResponseField,
});
export type PasskeyRegistration = z.output<typeof passkeyRegistrationSchema>;

/** The name of a passkey added without one. */
export const DEFAULT_PASSKEY_NAME = "Passkey";

/** A passkey as GET /api/account/mfa/passkeys lists it (times ISO 8601, UTC). */
export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** Options for `startRegistration` (POST /api/account/mfa/passkeys/options). */
export type PasskeyRegistrationOptions = PublicKeyCredentialCreationOptionsJSON;
/** Options for `startAuthentication` (the two passkey-options routes). */
export type PasskeyAuthenticationOptions = PublicKeyCredentialRequestOptionsJSON;

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
  /** The factors the account has, any of which finishes the sign-in. */
  methods: MfaMethod[];
}
