/**
 * Splits a stored phone ("+96550001234", spec 5: dial code plus digits) back into the dial code
 * and the digits the phone input edits.
 */
import { DEFAULT_DIAL_CODE, DIAL_CODES, normaliseDialCode } from "../../worker/contract/dial-codes";

/**
 * @param phone stored phone, or null/"" for none.
 * @param countryCode the user's stored dial code, tried first; otherwise the longest known dial
 *   code that prefixes the number; otherwise Kuwait with all digits.
 */
export function splitPhone(phone: string | null, countryCode: string | null): { dialCode: string; digits: string } {
  const stored = (phone ?? "").replace(/[^\d+]/g, "");
  const preferred = normaliseDialCode(countryCode) || DEFAULT_DIAL_CODE;
  if (!stored) return { dialCode: preferred, digits: "" };
  if (stored.startsWith(preferred)) return { dialCode: preferred, digits: stored.slice(preferred.length) };
  const known = [...new Set(DIAL_CODES.map((d) => d.code))]
    .sort((a, b) => b.length - a.length)
    .find((code) => stored.startsWith(code));
  if (known) return { dialCode: known, digits: stored.slice(known.length) };
  return { dialCode: preferred, digits: stored.replace(/\D/g, "") };
}
