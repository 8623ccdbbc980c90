/**
 * The schema of the optional Arabic versions of organisers' texts (docs/api.md#arabic-versions;
 * docs/messages.md#arabic-versions). Its own module, apart from ./fields.ts, so that only the
 * admin screens and the Worker load it: the public pages' forms share ./fields.ts.
 */
import { fillTemplate } from "./message-templates";
import { z } from "./zod";

/**
 * The optional Arabic version of an organiser's text field (docs/api.md#arabic-versions): trimmed,
 * at most `max` characters ("{label} (Arabic) must be at most {max} characters"); "", whitespace
 * and null become null (no Arabic version); an absent field stays absent (undefined), so each
 * payload decides what absence means.
 */
export function arabicText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, fillTemplate("{field} (Arabic) must be at most {max} characters", { field: label, max }))
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));
}
