/**
 * Calendar administration payloads (docs/product.md#calendar-administration; docs/api.md,
 * PUT /api/admin/agenda/{id} and PUT /api/admin/agenda/{id}/speakers). The documented dialog has no
 * client validation (docs/messages.md#validation-rules, "Agenda edit dialog: no validation"); the server still refuses
 * input that would break the agenda (no title, a time that is not HH:MM, an impossible date).
 */
import { z } from "./zod";
import { arabicText } from "./arabic-text";
import { LIMITS } from "./fields";
import { fillTemplate } from "./message-templates";
import { normaliseTime } from "./time";

const TIME_MESSAGE = /*i18n*/ "Times must be HH:MM (24-hour)";
const DATE_MESSAGE = /*i18n*/ "Date must be a calendar date (YYYY-MM-DD)";

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "8:00", "08:00" or "8:00 AM" → "08:00"; "" stays "" (endTime may be empty, docs/data-model.md#entities). */
function timeField(required: boolean) {
  return z
    .string({ error: TIME_MESSAGE })
    .trim()
    .transform((value) => normaliseTime(value))
    .refine((value) => HH_MM.test(value) || (!required && value === ""), TIME_MESSAGE);
}

/** True for a real "YYYY-MM-DD" calendar date (no 2025-02-30). */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Optional text: "" and null both clear the field (stored as null). */
function optionalNullableText(max: number) {
  return z
    .string()
    .trim()
    .max(max, fillTemplate("Must be at most {max} characters", { max }))
    .nullable()
    .optional()
    .transform((value) => value || null);
}

/**
 * Optional Arabic text of a session (docs/api.md#agenda-administration). Like `location` and
 * `description`, the PUT replaces it: absent, "", whitespace and null all store null.
 */
function arabicSessionText(label: string, max: number) {
  return arabicText(label, max).transform((value) => value ?? null);
}

/** Most characters of a session's title and location, English or Arabic. */
const MAX_TITLE = 300;

/**
 * PUT /api/admin/agenda/{id} body {id, title, startTime, endTime, date, location, description,
 * titleAr, locationAr, descriptionAr} (docs/api.md#agenda-administration). `id` is optional and,
 * when given, must equal the path id. The Arabic fields have the limits of their English twins.
 */
export const agendaItemUpdateSchema = z.object({
  id: z.number().int().positive().optional(),
  title: z
    .string({ error: /*i18n*/ "Title is required" })
    .trim()
    .min(1, /*i18n*/ "Title is required")
    .max(MAX_TITLE, fillTemplate("Title must be at most {max} characters", { max: MAX_TITLE })),
  startTime: timeField(true),
  endTime: timeField(false),
  date: z.string({ error: DATE_MESSAGE }).trim().refine(isCalendarDate, DATE_MESSAGE),
  location: optionalNullableText(MAX_TITLE),
  description: optionalNullableText(LIMITS.message),
  titleAr: arabicSessionText("Title", MAX_TITLE),
  locationAr: arabicSessionText("Location", MAX_TITLE),
  descriptionAr: arabicSessionText("Description", LIMITS.message),
});
export type AgendaItemUpdateInput = z.input<typeof agendaItemUpdateSchema>;
export type AgendaItemUpdate = z.output<typeof agendaItemUpdateSchema>;

/** Most speakers one session may list. */
const MAX_SESSION_SPEAKERS = 50;

/** PUT /api/admin/agenda/{id}/speakers body {speakerIds} in display order (docs/api.md). */
export const agendaSpeakersSchema = z.object({
  speakerIds: z
    .array(z.number({ error: "speakerIds must be speaker ids" }).int().positive("speakerIds must be speaker ids"), {
      error: "speakerIds must be a list",
    })
    .max(MAX_SESSION_SPEAKERS, `At most ${MAX_SESSION_SPEAKERS} speakers per session`)
    .refine((ids) => new Set(ids).size === ids.length, "Each speaker may appear only once"),
});

export const AGENDA_ITEM_NOT_FOUND_MESSAGE = /*i18n*/ "Agenda item not found";
