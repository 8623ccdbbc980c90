/**
 * Event settings: the one place for the programme's constants (docs/data-model.md#event-settings).
 * Organisers edit them at /app/admin/settings; the Worker keeps them in D1 (`event_settings`,
 * worker/services/event-settings.ts) and the web app reads them as data (web/lib/event-settings.ts).
 * The defaults, which with the wrangler var `EVENT_SETTINGS_JSON` merged over them only seed the
 * first load, are in ./default-settings.ts; the validation rules in ./event-settings.ts.
 *
 * Dates are "YYYY-MM-DD" and times "HH:MM" in Kuwait time (UTC+03:00, no daylight saving).
 */
import type { Locale } from "./i18n";

/** Event codes (docs/data-model.md#event-codes-and-types). */
export const EVENT_CODES = ["AC2025", "GC_POWERLIST"] as const;
export type EventCode = (typeof EVENT_CODES)[number];
export const DEFAULT_EVENT: EventCode = "AC2025";

/** Kuwait's offset from UTC in minutes (docs/product.md#events-and-audiences). */
export const KUWAIT_UTC_OFFSET_MINUTES = 180;
/** IANA zone used for display formatting. */
export const KUWAIT_TIME_ZONE = "Asia/Kuwait";

/**
 * The optional Arabic version of an organiser's text (docs/data-model.md#event-settings): shown
 * on Arabic pages, in Arabic emails and on Arabic passes ({@link localizeSettings}); null, "" or
 * absent means the English is shown.
 */
type ArabicText = string | null;

interface EventInfo {
  code: EventCode;
  /** Display name, e.g. "Conference 2025". */
  name: string;
  nameAr?: ArabicText;
  /** One-line description for calendars, JSON-LD and emails. */
  description: string;
  descriptionAr?: ArabicText;
  date: string;
  startTime: string;
  endTime: string;
}

export interface Venue {
  name: string;
  nameAr?: ArabicText;
  address: string;
  addressAr?: ArabicText;
  city: string;
  cityAr?: ArabicText;
  country: string;
  countryAr?: ArabicText;
  /** The venue on a map (an https URL), or "" to link a map search for {@link venueLine}. */
  mapUrl: string;
}

/**
 * The venue's map link: its `mapUrl`, or a map search for its one-line address
 * (docs/product.md#event-settings).
 */
export function venueMapUrl(venue: Venue): string {
  if (venue.mapUrl !== "") return venue.mapUrl;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venueLine(venue))}`;
}

/** The headlines of the landing page's hero and of the dashboard (docs/product.md#event-settings). */
interface HeroTexts {
  /** The line above the landing headline, e.g. "Energy & Infrastructure PPP Conference". */
  tagline: string;
  taglineAr?: ArabicText;
  /** The landing page's h1. */
  headline: string;
  headlineAr?: ArabicText;
  /** The paragraph under the landing headline. */
  lead: string;
  leadAr?: ArabicText;
  /** The dashboard's h1 before and after the event day. */
  welcomeTitle: string;
  welcomeTitleAr?: ArabicText;
  /** The dashboard's h1 on the event day. */
  eventDayTitle: string;
  eventDayTitleAr?: ArabicText;
}

/**
 * The venue as one line, its non-empty parts joined by ", ": name, address, city and country
 * ("JW Marriott Hotel Kuwait City, Al Shuhada Street, Salhiya Complex, Kuwait City, Kuwait"), or
 * without the name for a line under it; by the Arabic comma "، " (U+060C) when the parts hold Arabic
 * letters (the Arabic versions, {@link localizeSettings}). Calendars, emails, the FAQ and the
 * screens all use it.
 */
export function venueLine(venue: Venue, options: { withName?: boolean } = {}): string {
  const parts = [options.withName === false ? "" : venue.name, venue.address, venue.city, venue.country].filter(
    (part) => part.trim() !== "",
  );
  return parts.join(/[\u0600-\u06ff]/.test(parts.join("")) ? "، " : ", ");
}

interface Office {
  city: string;
  cityAr?: ArabicText;
  phone: string;
  email: string;
  address: string;
  addressAr?: ArabicText;
}

/** Everything the screens, emails, PDFs and calendars say about the programme. */
export interface EventSettings {
  /** Short brand used in titles and toasts ("the conference 2025"). */
  brand: string;
  brandAr?: ArabicText;
  organiser: string;
  organiserAr?: ArabicText;
  events: Record<EventCode, EventInfo>;
  venue: Venue;
  wifi: { network: string; password: string };
  /** Support helpline in E.164 form, shown and dialled as is (docs/product.md#dashboard). */
  helpline: string;
  supportEmail: string;
  /** Organiser's professional-network page ("Follow" link). */
  socialPageUrl: string;
  /** Third-party embed URL of the social feed; empty shows the Follow link only (docs/decisions/0011-readings-of-the-spec.md). */
  socialEmbedUrl: string;
  offices: Office[];
  hero: HeroTexts;
}

/** `value` with each text that has an Arabic version (a non-empty `xAr` beside `x`) replaced by it, at any depth. */
function inArabic(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inArabic);
  if (!value || typeof value !== "object") return value;
  const texts = value as Record<string, unknown>;
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, texts[`${key}Ar`] || inArabic(text)]));
}

/**
 * The settings as a page, email or pass in `locale` shows them (docs/data-model.md#event-settings):
 * in Arabic, each text that has an Arabic version ({@link ArabicText}: `nameAr` beside `name`, at
 * any depth) replaced by it; in English, `settings` itself. The `*Ar` keys stay as they are.
 */
export function localizeSettings(settings: EventSettings, locale: Locale): EventSettings {
  return locale === "ar" ? (inArabic(settings) as EventSettings) : settings;
}

/** True when `value` is one of {@link EVENT_CODES}. */
export function isEventCode(value: unknown): value is EventCode {
  return typeof value === "string" && (EVENT_CODES as readonly string[]).includes(value);
}

/** Formats an E.164 number for display, e.g. "+965 2295 7700". */
export function formatPhone(e164: string): string {
  const kuwait = /^\+965(\d{4})(\d{4})$/.exec(e164);
  if (kuwait) return `+965 ${kuwait[1]} ${kuwait[2]}`;
  const other = /^(\+\d{3})(\d+)$/.exec(e164);
  return other ? `${other[1]} ${other[2]}` : e164;
}
