/**
 * Event settings: the one place for the programme's constants (docs/data-model.md#event-settings;
 * docs/data-model.md#event-settings). Both sides import these defaults; the Worker lets wrangler vars
 * override them (worker/settings.ts) so a later edition needs no code change.
 *
 * Dates are "YYYY-MM-DD" and times "HH:MM" in Kuwait time (UTC+03:00, no daylight saving).
 */

/** Event codes (docs/data-model.md#event-codes-and-types). */
export const EVENT_CODES = ["AC2025", "GC_POWERLIST"] as const;
export type EventCode = (typeof EVENT_CODES)[number];
export const DEFAULT_EVENT: EventCode = "AC2025";

/** Kuwait's offset from UTC in minutes (docs/product.md#events-and-audiences). */
export const KUWAIT_UTC_OFFSET_MINUTES = 180;
/** IANA zone used for display formatting. */
export const KUWAIT_TIME_ZONE = "Asia/Kuwait";

interface EventInfo {
  code: EventCode;
  /** Display name, e.g. "Conference 2025". */
  name: string;
  /** One-line description for calendars, JSON-LD and emails. */
  description: string;
  date: string;
  startTime: string;
  endTime: string;
}

interface Venue {
  name: string;
  address: string;
  city: string;
  country: string;
}

/**
 * The venue as one line, its non-empty parts joined by ", ": name, address, city and country
 * ("JW Marriott Hotel Kuwait City, Al Shuhada Street, Salhiya Complex, Kuwait City, Kuwait"), or
 * without the name for a line under it. Calendars, emails, the FAQ and the screens all use it.
 */
export function venueLine(venue: Venue, options: { withName?: boolean } = {}): string {
  const parts = [options.withName === false ? "" : venue.name, venue.address, venue.city, venue.country];
  return parts.filter((part) => part.trim() !== "").join(", ");
}

interface Office {
  city: string;
  phone: string;
  email: string;
  address: string;
}

/** Everything the screens, emails, PDFs and calendars say about the programme. */
export interface EventSettings {
  /** Short brand used in titles and toasts ("the conference 2025"). */
  brand: string;
  organiser: string;
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
}

export const DEFAULT_SETTINGS: EventSettings = {
  brand: "the conference 2025",
  organiser: "ASAR – Al Ruwayeh & Partners",
  events: {
    AC2025: {
      code: "AC2025",
      name: "Conference 2025",
      description: "Energy and infrastructure public-private partnerships in Kuwait: policy, projects and finance.",
      date: "2025-10-13",
      startTime: "08:00",
      endTime: "12:30",
    },
    GC_POWERLIST: {
      code: "GC_POWERLIST",
      name: "GC Powerlist",
      description: "General Counsel evening sessions and the GC Powerlist recognition.",
      date: "2025-10-13",
      startTime: "18:30",
      endTime: "21:30",
    },
  },
  venue: {
    name: "JW Marriott Hotel Kuwait City",
    address: "Al Shuhada Street, Salhiya Complex",
    city: "Kuwait City",
    country: "Kuwait",
  },
  wifi: { network: "Conference2025", password: "PPP-Kuwait-2025" },
  helpline: "+96522957700",
  supportEmail: "events@conference2025.com",
  socialPageUrl: "https://www.linkedin.com/company/asar-al-ruwayeh-partners/",
  socialEmbedUrl: "",
  offices: [
    {
      city: "Kuwait",
      phone: "+96522922700",
      email: "kuwait@conference2025.com",
      address: "Sharq, Jaber Al-Mubarak Street, Kuwait City, Kuwait",
    },
    {
      city: "Bahrain",
      phone: "+97317533111",
      email: "bahrain@conference2025.com",
      address: "Bahrain Financial Harbour, West Tower, Manama, Bahrain",
    },
  ],
};

/**
 * The event settings with an override: `overrideJson` is a partial {@link EventSettings} as JSON
 * (the wrangler var `EVENT_SETTINGS_JSON`), merged over {@link DEFAULT_SETTINGS} shallowly per
 * top-level key and per event for `events` (so `{"events":{"AC2025":{"date":"2026-10-12"}}}`
 * moves one date and keeps the rest). Empty or undefined keeps the defaults.
 * @throws SyntaxError when `overrideJson` is not valid JSON (a deploy-time mistake).
 */
export function mergeEventSettings(overrideJson: string | undefined): EventSettings {
  if (!overrideJson) return DEFAULT_SETTINGS;
  const override = JSON.parse(overrideJson) as Partial<EventSettings>;
  return {
    ...DEFAULT_SETTINGS,
    ...override,
    events: {
      AC2025: { ...DEFAULT_SETTINGS.events.AC2025, ...override.events?.AC2025 },
      GC_POWERLIST: { ...DEFAULT_SETTINGS.events.GC_POWERLIST, ...override.events?.GC_POWERLIST },
    },
  };
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
