/**
 * "Add to Calendar" targets (docs/decisions/0011-readings-of-the-spec.md#add-to-calendar-date: 13 Oct 2025 08:00-12:30 +03:00
 * for AC2025 and the GC Powerlist's own times, a web-calendar link beside an RFC 5545 file).
 */
import { type EventCode, type EventSettings, venueLine } from "../../../worker/contract/event";
import { createI18n, type I18n } from "../../../worker/contract/i18n";
import { localePagePath } from "../../../worker/contract/public-pages";
import { api } from "../../lib/api";
import { formatUtc, kuwaitInstant } from "../../../worker/contract/time";

/** The .ics download of one event (GET /api/agenda.ics?event=, worker/routes/calendar.ts). */
export function icsUrl(event: EventCode): string {
  return api["agenda.ics"].$path({ query: { event } });
}

/**
 * Google Calendar's event template link. `dates` is "start/end" in UTC basic format
 * ("20251013T050000Z/20251013T093000Z"), the same values the .ics file carries.
 * @param origin the site origin for the agenda link in the details, e.g. "https://conference2025.com".
 * @param settings the current event settings in `i18n`'s language (web/lib/event-settings.ts).
 * @param i18n the page's language: the details' words and their agenda link ("/ar/agenda" in Arabic).
 */
export function googleCalendarUrl(
  event: EventCode,
  origin: string,
  settings: EventSettings,
  i18n: I18n = createI18n("en"),
): string {
  const info = settings.events[event];
  const agenda = `${origin}${localePagePath("/agenda", i18n.locale)}`;
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: info.name,
    dates: `${formatUtc(kuwaitInstant(info.date, info.startTime))}/${formatUtc(kuwaitInstant(info.date, info.endTime))}`,
    details: `${info.description}\n\n${i18n._("Agenda: {url}", { url: agenda })}`,
    location: venueLine(settings.venue),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
