/**
 * TOTP (RFC 6238) with the `otpauth` library: SHA-1, 6 digits, 30-second steps (the parameters
 * every authenticator app reads from an `otpauth://totp/...` URI), a 160-bit secret (RFC 4226
 * section 4, R6) in base32 (RFC 4648 section 6). A code is accepted for the step before, the
 * current one and the one after (RFC 6238 section 5.2 allows one step of clock drift each way).
 */
import { Secret, TOTP } from "otpauth";

/** RFC 6238 section 4: X, the time step, seconds. */
const PERIOD_S = 30;

/** The issuer shown by authenticator apps next to the account's address, and the passkeys' relying party name. */
export const ISSUER = "Conference 2025";

function totpOf(secretBase32: string, label = ""): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh secret (20 random bytes) as base32 without padding. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/<issuer>:<email>?secret=...` URI an authenticator app scans from the QR code. */
export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/**
 * The time step (RFC 6238 section 4, T = floor(unix seconds / 30)) whose code `code` is, within
 * one step of `now`, or null when it matches none.
 * @param now epoch ms.
 */
export function totpStepOf(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}
