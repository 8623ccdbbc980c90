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
  /**
   * The Arabic versions that may be out of date, each path ("venue.nameAr",
   * "events.AC2025.descriptionAr", "offices.0.cityAr") with the English text it was written for:
   * a save changed its English text and left it as it was (docs/data-model.md#event-settings).
   * Until an organiser updates or confirms one, or the English is that text again, every Arabic
   * page, email and pass shows the English text instead ({@link localizeSettings}), so no Arabic
   * visitor reads an old venue, date or time. Written by the server only; absent or empty: none.
   */
  arabicOutOfDate?: Record<string, string>;
}

/** A text that has an Arabic version: the path of the Arabic key, and both texts. */
export interface ArabicTwin {
  /** Dotted path of the Arabic key, e.g. "venue.nameAr" or "offices.1.addressAr". */
  path: string;
  english: string;
  arabic: string | null;
}

/**
 * Every text of `settings` that has an Arabic version (a key `xAr` beside a text `x`, at any
 * depth), in document order.
 */
export function arabicTwins(settings: EventSettings): ArabicTwin[] {
  const twins: ArabicTwin[] = [];
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, `${path}${index}.`);
      return;
    }
    if (!value || typeof value !== "object") return;
    const texts = value as Record<string, unknown>;
    for (const [key, text] of Object.entries(texts)) {
      const english = texts[key.slice(0, -2)];
      if (key.endsWith("Ar") && typeof english === "string")
        twins.push({ path: `${path}${key}`, english, arabic: typeof text === "string" ? text : null });
      else walk(text, `${path}${key}.`);
    }
  };
  walk(settings, "");
  return twins;
}

/**
 * `value` with each text that has an Arabic version (a non-empty `xAr` beside `x`, at any depth)
 * replaced by it, unless that version's path (from `path`, the dotted path of `value`) is
 * `outOfDate`.
 */
function inArabic(value: unknown, path: string, outOfDate: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item, index) => inArabic(item, `${path}${index}.`, outOfDate));
  if (!value || typeof value !== "object") return value;
  const texts = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => {
      const twin = `${key}Ar`;
      const arabic = outOfDate.has(`${path}${twin}`) ? null : texts[twin];
      return [key, arabic || inArabic(text, `${path}${key}.`, outOfDate)];
    }),
  );
}

/**
 * The settings as a page, email or pass in `locale` shows them (docs/data-model.md#event-settings):
 * in Arabic, each text that has an Arabic version ({@link ArabicText}: `nameAr` beside `name`, at
 * any depth) replaced by it, except the versions that may be out of date
 * ({@link EventSettings.arabicOutOfDate}), whose English text stays; in English, `settings`
 * itself. The `*Ar` keys stay as they are.
 */
export function localizeSettings(settings: EventSettings, locale: Locale): EventSettings {
  if (locale !== "ar") return settings;
  return inArabic(settings, "", new Set(Object.keys(settings.arabicOutOfDate ?? {}))) as EventSettings;
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
