/**
 * Delegate import (docs/messages.md#delegate-import-columns; docs/api.md,
 * POST /api/delegates/import; docs/decisions/0009-import-limits.md).
 *
 * Spreadsheet quirks are normal input: numbers in text columns (phones, dial codes: 965 means
 * +965), stray spaces, blank rows and non-Latin names. A phone that already starts with "+" or
 * "00" is taken as a full international number; otherwise the Country Code (default +965) is
 * put in front of its digits.
 */
import { z } from "./zod";
import { DEFAULT_DIAL_CODE, composePhone, normaliseDialCode } from "./dial-codes";
import { LIMITS, SIMPLE_EMAIL_PATTERN, optionalUrl, requiredText } from "./fields";
import { fillTemplate } from "./message-templates";
import { splitList } from "./speaker";
import { USER_TYPES, parseUserType } from "./user";

/** Workbook columns (docs/messages.md#validation-rules): required, then optional. */
export const DELEGATE_COLUMNS = {
  required: ["First Name", "Last Name", "Email", "Company", "Job Title", "Phone"],
  optional: ["LinkedIn URL", "Expertise", "Country Code"],
} as const;

export const USER_TYPE_MESSAGE = /*i18n*/ "User type must be 'delegate', 'speaker', or 'ASAR'";

/** A user type given in any case ("SPEAKER", " asar "); missing means delegate (docs/decisions/0011-readings-of-the-spec.md#usertype-casing). */
export const userTypeField = z.preprocess(
  (value) => parseUserType(value) ?? value,
  z.enum(USER_TYPES, { error: USER_TYPE_MESSAGE }),
);

const VALID_EMAIL = /*i18n*/ "Valid email is required";
const PHONE_REQUIRED = /*i18n*/ "Phone number is required";
const PHONE_INVALID = /*i18n*/ "Please enter a valid phone number";

/** Digits of a phone cell; a leading "+" or "00" marks a full international number. */
function phoneParts(value: unknown): { international: boolean; digits: string } {
  const text = String(value ?? "").trim();
  return { international: /^(\+|00)/.test(text), digits: text.replace(/\D/g, "") };
}

/** Case-insensitively unique skills, first spelling kept. */
function uniqueSkills(value: unknown): string[] {
  const seen = new Set<string>();
  return splitList(value).filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * One delegate row, as read from the workbook (all cells are text) or sent by a form.
 * Output: trimmed fields, lower-cased email, `phone` as dial code plus digits ("+96550001234"),
 * `countryCode` like "+965", `expertise` as a list, canonical `userType`.
 */
export const delegateRowSchema = z
  .object({
    firstName: requiredText(/*i18n*/ "First name is required", LIMITS.name),
    lastName: requiredText(/*i18n*/ "Last name is required", LIMITS.name),
    email: z
      .string({ error: VALID_EMAIL })
      .trim()
      .toLowerCase()
      .max(LIMITS.email, VALID_EMAIL)
      .regex(SIMPLE_EMAIL_PATTERN, VALID_EMAIL),
    company: requiredText(/*i18n*/ "Company is required", LIMITS.company),
    title: requiredText(/*i18n*/ "Job title is required", LIMITS.title),
    phone: z
      .preprocess(phoneParts, z.object({ international: z.boolean(), digits: z.string() }))
      .superRefine((phone, ctx) => {
        if (!phone.digits) ctx.addIssue({ code: "custom", message: PHONE_REQUIRED });
        else if (phone.digits.length < 4 || phone.digits.length > 15)
          ctx.addIssue({ code: "custom", message: PHONE_INVALID });
      }),
    countryCode: z
      .preprocess((value) => normaliseDialCode(value) || DEFAULT_DIAL_CODE, z.string())
      .refine((code) => /^\+\d{1,4}$/.test(code), /*i18n*/ "Please choose a valid country code"),
    linkedinUrl: optionalUrl,
    expertise: z.preprocess(
      uniqueSkills,
      z
        .array(
          z
            .string()
            .max(LIMITS.skill, fillTemplate("Each expertise must be at most {max} characters", { max: LIMITS.skill })),
        )
        .max(LIMITS.skills, fillTemplate("At most {max} expertise entries", { max: LIMITS.skills })),
    ),
    userType: userTypeField.default("delegate"),
  })
  .transform(({ phone, ...row }) => ({
    ...row,
    linkedinUrl: row.linkedinUrl || null,
    phone: phone.international ? `+${phone.digits.replace(/^00/, "")}` : composePhone(row.countryCode, phone.digits),
  }));
export type DelegateRow = z.output<typeof delegateRowSchema>;

/** Result of POST /api/delegates/import (docs/api.md): rows saved, and "Row N: ..." problems. */
export interface DelegateImportResult {
  delegatesProcessed: number;
  /** Of the processed rows, how many created a new account (each gets a welcome email). */
  created: number;
  /** Of the processed rows, how many updated an existing account (matched by email). */
  updated: number;
  errors: string[];
}
