/**
 * The user as the API returns it (docs/data-model.md#user) and the auth response.
 * Never carries the password hash or any token except the one-time `authToken` of login and
 * registration responses.
 */
import type { Locale } from "./i18n";
import type { MfaMethod } from "./mfa";

/** docs/product.md#roles-and-permissions, speaker, ASAR. */
export const USER_TYPES = ["delegate", "speaker", "ASAR"] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * Canonical userType for any input, matched case-insensitively; missing or unknown input gives
 * null so callers can report it (docs/decisions/0011-readings-of-the-spec.md#usertype-casing).
 */
export function parseUserType(value: unknown): UserType | null {
  if (value === undefined || value === null || String(value).trim() === "") return "delegate";
  const lower = String(value).trim().toLowerCase();
  return USER_TYPES.find((t) => t.toLowerCase() === lower) ?? null;
}

export interface User {
  id: number;
  candidateNumber: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  title: string;
  phone: string | null;
  countryCode: string | null;
  bio: string | null;
  linkedinUrl: string | null;
  profileImage: string | null;
  expertise: string[];
  userType: UserType;
  /** Computed on the server (docs/decisions/0003-admin-rule.md). */
  isAdmin: boolean;
  emailVerified: boolean;
  /**
   * Version of the person's pass (from 1): an organiser's reissue raises it, which withdraws the
   * QR code shown before (the pass page loads the new one).
   */
  passVersion: number;
  /**
   * True while the password given at registration is suspended by the first confirmation of the
   * address: POST /api/auth/keep-password can restore it, with the pass downloaded before
   * (docs/decisions/0010-confirmation-proves-the-mailbox.md).
   */
  passwordSuspended: boolean;
  /**
   * The person's language (docs/data-model.md#users): their emails are written in it and the
   * signed-in app follows it; null when unknown (English mail).
   */
  locale: Locale | null;
  /** True when the account signs in with a second factor (TOTP or a passkey; docs/api.md#second-factor). */
  mfaEnabled: boolean;
  /** The second factors the account has: "totp" when TOTP is on, "passkey" when it has a passkey. */
  mfaMethods: MfaMethod[];
  /**
   * True when this sign-in session is an organiser's that ADMIN_REQUIRE_MFA keeps out of the admin
   * screens until it has a second factor: the app then shows only the Profile screen's setup
   * (docs/decisions/0019-second-factor-and-audit-log.md). False in lists.
   */
  secondFactorNeeded: boolean;
  createdAt: string;
}

/** Login and registration response (docs/api.md): the session token plus the user fields. */
export type AuthResponse = User & { authToken: string };

/**
 * POST /api/auth/register response: the auth response, or the user with `authToken: null` when
 * the payload's `autoLogin` was false (the account exists, nobody is signed in).
 */
export type RegistrationResponse = AuthResponse | (User & { authToken: null });

/**
 * POST /api/auth/login-token response: the auth response, and whether the account has no
 * password, because this link confirmed the address (the first confirmation withdraws the
 * password set before it) or none was ever chosen. The web app then asks the person to choose
 * one (/choose-password).
 */
export type LoginLinkResponse = AuthResponse & { choosePassword: boolean };

/** Pass label (docs/product.md#roles-and-permissions: "ASAR for ASAR users and DELEGATE for everyone else"). */
export function passLabel(userType: UserType | null | undefined): "ASAR" | "DELEGATE" {
  return userType === "ASAR" ? "ASAR" : "DELEGATE";
}

/** "#07" style candidate number (docs/data-model.md#candidate-number). */
export function formatCandidateNumber(candidateNumber: number): string {
  return `#${String(candidateNumber).padStart(2, "0")}`;
}

/**
 * The candidate number a search asks for, or null when the query is not one: digits, with or
 * without a leading "#" and leading zeros, as the pass prints it ({@link formatCandidateNumber}):
 * "7", "07", "#07" and "# 7" all give 7. Such a query finds that candidate exactly, never by
 * substring (docs/product.md, Registration Management and Check-in: one matcher for both).
 */
export function candidateNumberQuery(query: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(query.trim());
  return match ? Number(match[1]) : null;
}
