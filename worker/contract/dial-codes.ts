/**
 * Country dial codes for phone inputs (docs/data-model.md#country-dial-codes; docs/decisions/0011-readings-of-the-spec.md#dial-codes:
 * 26 entries, Kuwait first and default, United States and Canada as two entries).
 */
export interface DialCode {
  /** Short id, unique per entry (docs/data-model.md: "Kuwait is kw"). */
  id: string;
  country: string;
  code: string;
  flag: string;
}

export const DIAL_CODES: readonly DialCode[] = [
  { id: "kw", country: "Kuwait", code: "+965", flag: "🇰🇼" },
  { id: "sa", country: "Saudi Arabia", code: "+966", flag: "🇸🇦" },
  { id: "ae", country: "UAE", code: "+971", flag: "🇦🇪" },
  { id: "qa", country: "Qatar", code: "+974", flag: "🇶🇦" },
  { id: "bh", country: "Bahrain", code: "+973", flag: "🇧🇭" },
  { id: "om", country: "Oman", code: "+968", flag: "🇴🇲" },
  { id: "jo", country: "Jordan", code: "+962", flag: "🇯🇴" },
  { id: "lb", country: "Lebanon", code: "+961", flag: "🇱🇧" },
  { id: "us", country: "United States", code: "+1", flag: "🇺🇸" },
  { id: "ca", country: "Canada", code: "+1", flag: "🇨🇦" },
  { id: "gb", country: "United Kingdom", code: "+44", flag: "🇬🇧" },
  { id: "de", country: "Germany", code: "+49", flag: "🇩🇪" },
  { id: "fr", country: "France", code: "+33", flag: "🇫🇷" },
  { id: "it", country: "Italy", code: "+39", flag: "🇮🇹" },
  { id: "es", country: "Spain", code: "+34", flag: "🇪🇸" },
  { id: "nl", country: "Netherlands", code: "+31", flag: "🇳🇱" },
  { id: "ch", country: "Switzerland", code: "+41", flag: "🇨🇭" },
  { id: "in", country: "India", code: "+91", flag: "🇮🇳" },
  { id: "cn", country: "China", code: "+86", flag: "🇨🇳" },
  { id: "jp", country: "Japan", code: "+81", flag: "🇯🇵" },
  { id: "kr", country: "South Korea", code: "+82", flag: "🇰🇷" },
  { id: "sg", country: "Singapore", code: "+65", flag: "🇸🇬" },
  { id: "au", country: "Australia", code: "+61", flag: "🇦🇺" },
  { id: "za", country: "South Africa", code: "+27", flag: "🇿🇦" },
  { id: "br", country: "Brazil", code: "+55", flag: "🇧🇷" },
  { id: "mx", country: "Mexico", code: "+52", flag: "🇲🇽" },
];

/** Kuwait, the default dial code (docs/data-model.md#country). */
export const DEFAULT_DIAL_CODE = "+965";

/**
 * Normalises a spreadsheet or form dial code: "965", 965, "+965 " and "00965" all become "+965".
 * Returns "" when nothing usable is given.
 */
export function normaliseDialCode(value: unknown): string {
  const digits = String(value ?? "")
    .replace(/^\s*(\+|00)/, "")
    .replace(/\D/g, "");
  return digits ? `+${digits}` : "";
}

/**
 * The stored phone (docs/messages.md#registration): the dial code plus the digits, or "" when either the
 * number or the dial code is missing.
 */
export function composePhone(dialCode: string, digits: string): string {
  const number = digits.replace(/\D/g, "");
  const code = normaliseDialCode(dialCode);
  return number && code ? `${code}${number}` : "";
}
