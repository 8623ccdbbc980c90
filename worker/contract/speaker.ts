/**
 * Speaker input (docs/messages.md#speaker-input): the schema of the speaker import rows
 * and of any speaker form. Expertise arrives comma-separated and becomes a trimmed list with
 * empty items dropped; eventType defaults to AC2025.
 */
import { z } from "./zod";
import { EVENT_CODES } from "./event";
import { arabicText } from "./arabic-text";
import { LIMITS, optionalText, optionalUrl, requiredText } from "./fields";
import { fillTemplate } from "./message-templates";

/** "a, b,, c " → ["a", "b", "c"] (docs/messages.md#validation-rules). Lists pass through trimmed. */
export function splitList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(String) : String(value ?? "").split(",");
  return parts.map((s) => s.trim()).filter(Boolean);
}

/**
 * The fields an organiser gives a speaker, whether in a workbook row or the speaker form
 * (docs/messages.md#speaker-input); {@link speakerInputSchema} adds the import's Photo URL.
 */
export const speakerFields = {
  name: requiredText(/*i18n*/ "Speaker name is required", LIMITS.name),
  surname: requiredText(/*i18n*/ "Speaker surname is required", LIMITS.name),
  company: requiredText(/*i18n*/ "Company is required", LIMITS.company),
  position: requiredText(/*i18n*/ "Position is required", LIMITS.title),
  bio: optionalText(LIMITS.bio),
  /** The "Bio (AR)" column: null when blank (docs/messages.md#speaker-import-columns). */
  bioAr: arabicText("Bio", LIMITS.bio),
  linkedinUrl: optionalUrl,
  expertise: z
    .preprocess(
      splitList,
      z
        .array(z.string().max(LIMITS.skill, fillTemplate("Must be at most {max} characters", { max: LIMITS.skill })))
        .max(LIMITS.skills),
    )
    .optional(),
  eventType: z.enum(EVENT_CODES, { error: /*i18n*/ "Event type must be AC2025 or GC_POWERLIST" }).default("AC2025"),
};

export const speakerInputSchema = z.object({ ...speakerFields, photoUrl: optionalUrl });
export type SpeakerData = z.output<typeof speakerInputSchema>;

/**
 * The identity of a speaker within one event: name and surname, trimmed and lower-cased
 * (Unicode-aware `toLowerCase`, so "MÜLLER" matches "Müller"; SQLite's `lower()` folds ASCII
 * only, which is why matching happens in code and not in SQL). The import matches rows with it
 * and the speaker form refuses a second speaker of the same key in one event
 * (docs/api.md#speaker-administration). The unique index `speakers_natural_key` (db/schema.ts) is
 * case-sensitive and stays a last guard.
 */
export function speakerKey(name: string, surname: string): string {
  return `${name.trim()}\u0000${surname.trim()}`.toLowerCase();
}

/** Result of POST /api/speakers/import (docs/api.md). */
export interface SpeakerImportResult {
  speakersProcessed: number;
  errors: string[];
}
