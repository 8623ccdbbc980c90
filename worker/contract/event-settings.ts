/**
 * Validation of the event settings an organiser saves (docs/api.md#event-settings,
 * docs/messages.md#event-settings): PUT /api/admin/event-settings takes a whole
 * {@link EventSettings} document, and the answer of both admin calls is an
 * {@link EventSettingsRecord}. Every message names its field, so the 400 `{ message }` says what
 * to fix. Dates are "YYYY-MM-DD" and times "HH:MM" (24-hour) in Kuwait time; an event ends after
 * it starts, on its own day (no "24:30", no end before the start). Each human-readable text may
 * have an optional Arabic version (`nameAr`, `taglineAr`, ...; ./arabic-text.ts) with its English
 * text's limit: "", whitespace and null store null (the English is shown).
 *
 * Kept apart from ./event.ts so the public pages, which import the defaults, do not load zod.
 */
import { arabicText } from "./arabic-text";
import { fillTemplate } from "./message-templates";
import { isCalendarDate } from "./time";
import { z } from "./zod";
import type { EventCode, EventSettings } from "./event";

/** Upper bounds (ours, as in ./fields.ts): they keep hostile input out of D1. */
const MAX = { short: 200, long: 1_000, url: 500, offices: 10 } as const;

/** "HH:MM" from 00:00 to 23:59: a time of the event's own day. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
/** E.164: "+", a country code that does not start with 0, at most 15 digits (ITU-T E.164). */
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * "<label> must be at most <max> characters". Each message names its field by a label marked for
 * the catalogue and is written from a template (./message-templates.ts), so the form shows it in
 * the page's language (docs/i18n.md#how-a-message-is-written).
 */
function tooLong(label: string, max: number): string {
  return fillTemplate("{field} must be at most {max} characters", { field: label, max });
}

/** Required text, trimmed, at most `max` characters: "<label> is required". */
function text(label: string, max: number = MAX.short) {
  const required = fillTemplate("{field} is required", { field: label });
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong(label, max));
}

/** Optional text ("" allowed), trimmed, at most `max` characters. */
function optionalText(label: string, max: number = MAX.short) {
  return z
    .string({ error: fillTemplate("{field} must be text", { field: label }) })
    .trim()
    .max(max, tooLong(label, max));
}

/** True for an absolute https URL. */
function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** An https URL; "" allowed when `optional`. */
function httpsUrl(label: string, optional = false) {
  const message = fillTemplate("{field} must be an https URL (https://...)", { field: label });
  return z
    .string({ error: message })
    .trim()
    .max(MAX.url, tooLong(label, MAX.url))
    .refine((value) => (optional && value === "") || isHttpsUrl(value), message);
}

/** A phone number in E.164 form. */
function e164(label: string) {
  const message = fillTemplate("{field} must be an international number in E.164 form, e.g. +96522957700", {
    field: label,
  });
  return z.string({ error: message }).trim().regex(E164, message);
}

/** An email address. */
function email(label: string) {
  const message = fillTemplate("{field} must be a valid email address", { field: label });
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, message)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, message);
}

/** The labels of each event's texts in messages, by event code. */
const EVENT_LABELS: Record<EventCode, { name: string; description: string }> = {
  AC2025: { name: /*i18n*/ "AC2025 name", description: /*i18n*/ "AC2025 description" },
  GC_POWERLIST: { name: /*i18n*/ "GC_POWERLIST name", description: /*i18n*/ "GC_POWERLIST description" },
};

/** One event's name, description, date and times; the end after the start (same day). */
function eventInfo(code: EventCode) {
  const dateMessage = fillTemplate("{code} date must be a calendar date (YYYY-MM-DD)", { code });
  const time = (which: "start" | "end") => {
    const message = fillTemplate(
      which === "start"
        ? "{code} start time must be a time of the event's day (HH:MM, 00:00 to 23:59)"
        : "{code} end time must be a time of the event's day (HH:MM, 00:00 to 23:59)",
      { code },
    );
    return z.string({ error: message }).trim().regex(TIME_OF_DAY, message);
  };
  const labels = EVENT_LABELS[code];
  return z
    .object({
      code: z.literal(code, { error: `${code} code must be ${code}` }),
      name: text(labels.name),
      nameAr: arabicText(labels.name, MAX.short),
      description: text(labels.description, MAX.long),
      descriptionAr: arabicText(labels.description, MAX.long),
      date: z.string({ error: dateMessage }).trim().refine(isCalendarDate, dateMessage),
      startTime: time("start"),
      endTime: time("end"),
    })
    .refine((event) => event.endTime > event.startTime, {
      message: fillTemplate("{code} end time must be after its start time", { code }),
      path: ["endTime"],
    });
}

const officeSchema = z.object({
  city: text(/*i18n*/ "Office city"),
  cityAr: arabicText(/*i18n*/ "Office city", MAX.short),
  phone: e164(/*i18n*/ "Office phone"),
  email: email(/*i18n*/ "Office email"),
  address: text(/*i18n*/ "Office address", MAX.long),
  addressAr: arabicText(/*i18n*/ "Office address", MAX.long),
});

/** The whole settings document (PUT /api/admin/event-settings). */
export const eventSettingsSchema = z.object({
  brand: text(/*i18n*/ "Brand"),
  brandAr: arabicText(/*i18n*/ "Brand", MAX.short),
  organiser: text(/*i18n*/ "Organiser"),
  organiserAr: arabicText(/*i18n*/ "Organiser", MAX.short),
  events: z.object(
    { AC2025: eventInfo("AC2025"), GC_POWERLIST: eventInfo("GC_POWERLIST") },
    { error: /*i18n*/ "Events are required" },
  ),
  venue: z.object(
    {
      name: text(/*i18n*/ "Venue name"),
      nameAr: arabicText(/*i18n*/ "Venue name", MAX.short),
      address: text(/*i18n*/ "Venue address", MAX.long),
      addressAr: arabicText(/*i18n*/ "Venue address", MAX.long),
      city: text(/*i18n*/ "Venue city"),
      cityAr: arabicText(/*i18n*/ "Venue city", MAX.short),
      country: text(/*i18n*/ "Venue country"),
      countryAr: arabicText(/*i18n*/ "Venue country", MAX.short),
      mapUrl: httpsUrl(/*i18n*/ "Map link", true),
    },
    { error: /*i18n*/ "Venue is required" },
  ),
  wifi: z.object(
    { network: text(/*i18n*/ "Wi-Fi network"), password: optionalText(/*i18n*/ "Wi-Fi password") },
    { error: /*i18n*/ "Wi-Fi is required" },
  ),
  helpline: e164(/*i18n*/ "Helpline"),
  supportEmail: email(/*i18n*/ "Support email"),
  socialPageUrl: httpsUrl(/*i18n*/ "Social page link"),
  socialEmbedUrl: httpsUrl(/*i18n*/ "Social feed embed link", true),
  offices: z
    .array(officeSchema, { error: /*i18n*/ "Offices must be a list" })
    .max(MAX.offices, fillTemplate("At most {max} offices", { max: MAX.offices })),
  hero: z.object(
    {
      tagline: text(/*i18n*/ "Hero tagline"),
      taglineAr: arabicText(/*i18n*/ "Hero tagline", MAX.short),
      headline: text(/*i18n*/ "Hero headline"),
      headlineAr: arabicText(/*i18n*/ "Hero headline", MAX.short),
      lead: text(/*i18n*/ "Hero lead", MAX.long),
      leadAr: arabicText(/*i18n*/ "Hero lead", MAX.long),
      welcomeTitle: text(/*i18n*/ "Dashboard welcome title"),
      welcomeTitleAr: arabicText(/*i18n*/ "Dashboard welcome title", MAX.short),
      eventDayTitle: text(/*i18n*/ "Dashboard event-day title"),
      eventDayTitleAr: arabicText(/*i18n*/ "Dashboard event-day title", MAX.short),
    },
    { error: /*i18n*/ "Hero texts are required" },
  ),
}) satisfies z.ZodType<EventSettings>;

/** What GET and PUT /api/admin/event-settings answer (docs/api.md#event-settings). */
export interface EventSettingsRecord {
  settings: EventSettings;
  /** 0 before the first save (the seed), then 1, 2, ... per save. */
  version: number;
  /** Time of the last save, epoch ms; null before the first save. */
  updatedAt: number | null;
}

/** Messages of POST /api/admin/event-settings/arabic-confirmations (docs/messages.md#event-settings). */
export const ARABIC_CONFIRMATION_MESSAGES = {
  field: "field must name an Arabic text of the settings, e.g. venue.nameAr",
  english: `english must be text of at most ${MAX.long} characters`,
  notOutOfDate: /*i18n*/ "This Arabic text is not marked as out of date",
  englishChanged: /*i18n*/ "The English text has changed since you loaded the settings: check the Arabic text again",
} as const;

/**
 * `POST /api/admin/event-settings/arabic-confirmations` (docs/api.md#event-settings): an organiser
 * confirms that the Arabic version at `field` (a path of `EventSettings.arabicOutOfDate`, e.g.
 * "venue.nameAr") still says what the English text `english` says, the English as they read it.
 */
export const arabicConfirmationSchema = z.object({
  field: z
    .string({ error: ARABIC_CONFIRMATION_MESSAGES.field })
    .regex(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*Ar$/, ARABIC_CONFIRMATION_MESSAGES.field)
    .max(100, ARABIC_CONFIRMATION_MESSAGES.field),
  english: z
    .string({ error: ARABIC_CONFIRMATION_MESSAGES.english })
    .trim()
    .max(MAX.long, ARABIC_CONFIRMATION_MESSAGES.english),
});
