/**
 * Field schemas shared by every payload, with the documented exact messages (docs/messages.md#validation-rules).
 * Upper bounds are ours (docs/ give none): they keep hostile input out of D1 and turn it
 * into a 400 with a message instead of a 500.
 */
import { fillTemplate } from "./message-templates";
import { z } from "./zod";

/** The "simple address pattern" of docs/messages.md#registration, no spaces. */
/**
 * A row id sent as text (a path parameter or a form field): a positive whole number in plain
 * decimal ("7"), at most 15 digits, so below Number.MAX_SAFE_INTEGER (2^53 - 1, 16 digits). Other
 * spellings that Number() would also read as 7 ("07", "0x7", "7.0", "7e0", " 7") are refused, so
 * one row has one address.
 */
export function idText(message = "Invalid id") {
  return z
    .string({ error: message })
    .regex(/^[1-9]\d{0,14}$/, message)
    .transform(Number);
}

export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const LIMITS = {
  name: 100,
  company: 200,
  title: 200,
  email: 254,
  password: 128,
  bio: 5_000,
  url: 500,
  phone: 24,
  skill: 60,
  skills: 30,
  question: 2_000,
  answer: 5_000,
  message: 5_000,
} as const;

/**
 * Email: trimmed and lower-cased (docs/messages.md#login; docs/decisions/0011-readings-of-the-spec.md#duplicate-email), required
 * ("Email is required") and pattern-checked ("Please enter a valid email address").
 */
export const emailField = z
  .string({ error: /*i18n*/ "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, /*i18n*/ "Email is required")
  .max(LIMITS.email, /*i18n*/ "Please enter a valid email address")
  .regex(SIMPLE_EMAIL_PATTERN, /*i18n*/ "Please enter a valid email address");

/**
 * Email for the password-reset request (docs/messages.md, Password reset): trimmed and
 * lower-cased like {@link emailField}, with one message whether it is empty, missing or
 * malformed: "Please enter a valid email address".
 */
export const resetEmailField = z
  .string({ error: /*i18n*/ "Please enter a valid email address" })
  .trim()
  .toLowerCase()
  .max(LIMITS.email, /*i18n*/ "Please enter a valid email address")
  .regex(SIMPLE_EMAIL_PATTERN, /*i18n*/ "Please enter a valid email address");

/** A required trimmed text with its documented message. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, fillTemplate("Must be at most {max} characters", { max }));
}

/** 400 message of a name that holds a link or an email address ({@link personText}). */
export const NO_LINK_MESSAGE = /*i18n*/ "Must not contain a link or an email address";

/**
 * A link (`://`, `www.`) or an email address anywhere in a text. Names are mailed back to their
 * typist's address before it is confirmed (the greeting of the confirmation and acknowledgement
 * emails), so a name that could carry a link would make the app a phishing relay to someone
 * else's mailbox (docs/messages.md#validation-rules).
 */
const LINK_OR_ADDRESS = /:\/\/|www\.|[^\s@]@[^\s@]*\.[^\s@]/i;

/**
 * A person's name, company or job title as they type it (registration, profile, pass details,
 * enquiry): {@link requiredText}, and no link or email address ({@link NO_LINK_MESSAGE}).
 */
export function personText(message: string, max: number) {
  // Linear in the text's length (each match starts with one character and an "@"); a text over
  // `max` is already refused and not searched.
  return requiredText(message, max).refine((text) => text.length > max || !LINK_OR_ADDRESS.test(text), NO_LINK_MESSAGE);
}

/** An optional trimmed text; "" and absence both mean none. */
export function optionalText(max: number) {
  return z.string().trim().max(max, fillTemplate("Must be at most {max} characters", { max })).optional();
}

/** Optional http(s) URL, "" allowed (LinkedIn URL fields). */
export const optionalUrl = z
  .string()
  .trim()
  .max(LIMITS.url, fillTemplate("Must be at most {max} characters", { max: LIMITS.url }))
  .refine((v) => v === "" || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), /*i18n*/ "Please enter a valid URL")
  .optional();

/** Stored phone: dial code plus digits, or "" (docs/messages.md#registration). */
export const phoneField = z
  .string()
  .trim()
  .max(LIMITS.phone, /*i18n*/ "Please enter a valid phone number")
  .regex(/^(\+\d{5,20})?$/, /*i18n*/ "Please enter a valid phone number")
  .optional();

/** Dial code such as "+965". */
export const dialCodeField = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}$/, /*i18n*/ "Please choose a valid country code")
  .optional();

/** Skills / expertise list: trimmed, non-empty, unique entries (docs/messages.md#profile). */
export const expertiseField = z
  .array(
    z
      .string()
      .trim()
      .min(1, /*i18n*/ "Skill cannot be empty")
      .max(LIMITS.skill, fillTemplate("Must be at most {max} characters", { max: LIMITS.skill })),
  )
  .max(LIMITS.skills, fillTemplate("At most {max} skills", { max: LIMITS.skills }))
  .refine((list) => new Set(list.map((s) => s.toLowerCase())).size === list.length, /*i18n*/ "Skills must be unique")
  .optional();

/** Fewest characters of a password chosen at registration, reset or after a confirmation. */
export const PASSWORD_MIN_LENGTH = 6;

/** Password for registration and reset (docs/messages.md, Registration: at least 6 characters). */
export const passwordField = z
  .string({ error: fillTemplate("Password must be at least {min} characters", { min: PASSWORD_MIN_LENGTH }) })
  .min(PASSWORD_MIN_LENGTH, fillTemplate("Password must be at least {min} characters", { min: PASSWORD_MIN_LENGTH }))
  .max(LIMITS.password, fillTemplate("Password must be at most {max} characters", { max: LIMITS.password }));

/** The answer (400) to a PATCH body that names no field (docs/api.md#admin). */
export const NOTHING_TO_CHANGE_MESSAGE = "Send at least one field to change";

/** True when a PATCH body names at least one field (a refinement of the PATCH schemas). */
export function namesAField(patch: Record<string, unknown>): boolean {
  return Object.values(patch).some((value) => value !== undefined);
}
