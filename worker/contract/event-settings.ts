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
import { z } from "./zod";
import type { EventCode, EventSettings } from "./event";

/** Upper bounds (ours, as in ./fields.ts): they keep hostile input out of D1. */
const MAX = { short: 200, long: 1_000, url: 500, offices: 10 } as const;

/** "YYYY-MM-DD" that is a real calendar date (no 2025-02-30). */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** "HH:MM" from 00:00 to 23:59: a time of the event's own day. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
/** E.164: "+", a country code that does not start with 0, at most 15 digits (ITU-T E.164). */
const E164 = /^\+[1-9]\d{6,14}$/;

/** Required text, trimmed, at most `max` characters: "<label> is required". */
function text(label: string, max: number = MAX.short) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Optional text ("" allowed), trimmed, at most `max` characters. */
function optionalText(label: string, max: number = MAX.short) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
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
  const message = `${label} must be an https URL (https://...)`;
  return z
    .string({ error: message })
    .trim()
    .max(MAX.url, `${label} must be at most ${MAX.url} characters`)
    .refine((value) => (optional && value === "") || isHttpsUrl(value), message);
}

/** A phone number in E.164 form. */
function e164(label: string) {
  const message = `${label} must be an international number in E.164 form, e.g. +96522957700`;
  return z.string({ error: message }).trim().regex(E164, message);
}

/** An email address. */
function email(label: string) {
  const message = `${label} must be a valid email address`;
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, message)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, message);
}

/** One event's name, description, date and times; the end after the start (same day). */
function eventInfo(code: EventCode) {
  const dateMessage = `${code} date must be a calendar date (YYYY-MM-DD)`;
  const time = (which: string) => {
    const message = `${code} ${which} time must be a time of the event's day (HH:MM, 00:00 to 23:59)`;
    return z.string({ error: message }).trim().regex(TIME_OF_DAY, message);
  };
  return z
    .object({
      code: z.literal(code, { error: `${code} code must be ${code}` }),
      name: text(`${code} name`),
      nameAr: arabicText(`${code} name`, MAX.short),
      description: text(`${code} description`, MAX.long),
      descriptionAr: arabicText(`${code} description`, MAX.long),
      date: z.string({ error: dateMessage }).trim().refine(isCalendarDate, dateMessage),
      startTime: time("start"),
      endTime: time("end"),
    })
    .refine((event) => event.endTime > event.startTime, {
      message: `${code} end time must be after its start time`,
      path: ["endTime"],
    });
}

const officeSchema = z.object({
  city: text("Office city"),
  cityAr: arabicText("Office city", MAX.short),
  phone: e164("Office phone"),
  email: email("Office email"),
  address: text("Office address", MAX.long),
  addressAr: arabicText("Office address", MAX.long),
});

/** The whole settings document (PUT /api/admin/event-settings). */
export const eventSettingsSchema = z.object({
  brand: text("Brand"),
  brandAr: arabicText("Brand", MAX.short),
  organiser: text("Organiser"),
  organiserAr: arabicText("Organiser", MAX.short),
  events: z.object(
    { AC2025: eventInfo("AC2025"), GC_POWERLIST: eventInfo("GC_POWERLIST") },
    { error: "Events are required" },
  ),
  venue: z.object(
    {
      name: text("Venue name"),
      nameAr: arabicText("Venue name", MAX.short),
      address: text("Venue address", MAX.long),
      addressAr: arabicText("Venue address", MAX.long),
      city: text("Venue city"),
      cityAr: arabicText("Venue city", MAX.short),
      country: text("Venue country"),
      countryAr: arabicText("Venue country", MAX.short),
      mapUrl: httpsUrl("Map link", true),
    },
    { error: "Venue is required" },
  ),
  wifi: z.object(
    { network: text("Wi-Fi network"), password: optionalText("Wi-Fi password") },
    { error: "Wi-Fi is required" },
  ),
  helpline: e164("Helpline"),
  supportEmail: email("Support email"),
  socialPageUrl: httpsUrl("Social page link"),
  socialEmbedUrl: httpsUrl("Social feed embed link", true),
  offices: z
    .array(officeSchema, { error: "Offices must be a list" })
    .max(MAX.offices, `At most ${MAX.offices} offices`),
  hero: z.object(
    {
      tagline: text("Hero tagline"),
      taglineAr: arabicText("Hero tagline", MAX.short),
      headline: text("Hero headline"),
      headlineAr: arabicText("Hero headline", MAX.short),
      lead: text("Hero lead", MAX.long),
      leadAr: arabicText("Hero lead", MAX.long),
      welcomeTitle: text("Dashboard welcome title"),
      welcomeTitleAr: arabicText("Dashboard welcome title", MAX.short),
      eventDayTitle: text("Dashboard event-day title"),
      eventDayTitleAr: arabicText("Dashboard event-day title", MAX.short),
    },
    { error: "Hero texts are required" },
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
