/**
 * The default event settings and the seed merge (docs/data-model.md#event-settings): until an
 * organiser first saves the settings, they are {@link DEFAULT_SETTINGS} with the wrangler var
 * `EVENT_SETTINGS_JSON` merged over them. Kept apart from ./event.ts so the public pages, whose
 * documents always carry the current settings, do not load the defaults.
 */
import type { EventSettings } from "./event";

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
    mapUrl: "",
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
  hero: {
    tagline: "Energy & Infrastructure PPP Conference",
    headline: "Partnering to Power Kuwait's Next Decade",
    lead: "Policymakers, developers, lenders and advisers meet to shape the public-private partnerships behind Kuwait's energy and infrastructure. Free to attend — registration required.",
    welcomeTitle: "Welcome to the conference 2025",
    eventDayTitle: "The conference 2025 is happening today!",
  },
};

/**
 * The event settings with an override: `overrideJson` is a partial {@link EventSettings} as JSON
 * (the wrangler var `EVENT_SETTINGS_JSON` that seeds the first load, or a stored document),
 * merged over {@link DEFAULT_SETTINGS} per top-level key, and per key inside each event, the
 * venue, the Wi-Fi and the hero texts (so `{"events":{"AC2025":{"date":"2026-10-12"}}}` moves one
 * date and keeps the rest, and a document saved before a key existed gets its default).
 * Empty or undefined keeps the defaults.
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
    venue: { ...DEFAULT_SETTINGS.venue, ...override.venue },
    wifi: { ...DEFAULT_SETTINGS.wifi, ...override.wifi },
    hero: { ...DEFAULT_SETTINGS.hero, ...override.hero },
  };
}
