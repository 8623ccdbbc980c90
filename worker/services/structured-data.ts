/**
 * schema.org Event JSON-LD for the public pages (docs/architecture.md#search-engines-and-link-previews and
 * shareable): one Event per programme (AC2025 and the GC Powerlist) with name, startDate and
 * endDate at +03:00, location with its address, organizer and the speakers as performers, and the
 * language of the page it is on (`inLanguage`, BCP 47), whose addresses it links to.
 */
import type { Speaker } from "../contract/content";
import { EVENT_CODES, localizeSettings, type EventSettings } from "../contract/event";
import type { Locale } from "../contract/i18n";
import { localePagePath, type PublicPagePath } from "../contract/public-pages";

/** ISO 8601 local date-time with Kuwait's offset, e.g. "2025-10-13T08:00:00+03:00". */
function kuwaitIso(date: string, time: string): string {
  return `${date}T${time}:00+03:00`;
}

/** The JSON-LD objects for both events, with the event settings' texts in `locale` (docs/data-model.md#event-settings). */
export function eventsJsonLd(
  stored: EventSettings,
  speakers: readonly Speaker[],
  origin: string,
  locale: Locale = "en",
): object[] {
  const settings = localizeSettings(stored, locale);
  const { venue } = settings;
  const page = (path: PublicPagePath) => `${origin}${localePagePath(path, locale)}`;
  return EVENT_CODES.map((code) => {
    const event = settings.events[code];
    return {
      "@context": "https://schema.org",
      "@type": "Event",
      name: event.name,
      description: event.description,
      startDate: kuwaitIso(event.date, event.startTime),
      endDate: kuwaitIso(event.date, event.endTime),
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      isAccessibleForFree: true,
      url: page("/agenda"),
      inLanguage: locale,
      image: `${origin}/images/og-card.jpg`,
      location: {
        "@type": "Place",
        name: venue.name,
        address: {
          "@type": "PostalAddress",
          streetAddress: venue.address,
          addressLocality: venue.city,
          addressCountry: "KW",
        },
      },
      organizer: { "@type": "Organization", name: settings.organiser, url: origin },
      offers: {
        "@type": "Offer",
        price: 0,
        priceCurrency: "KWD",
        availability: "https://schema.org/InStock",
        url: `${page("/")}#register`,
      },
      performer: speakers
        .filter((s) => s.eventType === code)
        .map((s) => ({
          "@type": "Person",
          name: `${s.name} ${s.surname}`,
          jobTitle: s.position,
          worksFor: { "@type": "Organization", name: s.company },
        })),
    };
  });
}

/**
 * A JSON data block: `<script type="{type}">` with `data` as JSON, "<" escaped (as \u003c, still
 * the same JSON) so no text in the data can close the element (HTML, "Restrictions for contents
 * of script elements"). Browsers never run it, so the CSP's script-src does not apply.
 */
export function jsonScript(type: "application/ld+json" | "application/json", data: unknown, id?: string): string {
  const idAttribute = id ? ` id="${id}"` : "";
  return `<script type="${type}"${idAttribute}>${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}
