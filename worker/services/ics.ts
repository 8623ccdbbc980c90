/**
 * iCalendar (RFC 5545) for "Add to Calendar" (docs/decisions/0011-readings-of-the-spec.md, Add to
 * Calendar date): one VEVENT per event of the programme (AC2025 on 13 Oct 2025 08:00-12:30
 * +03:00, the GC Powerlist at its own evening times), each carrying its sessions in DESCRIPTION.
 *
 * Why one VEVENT per event rather than one per session: the button adds "the conference" to a
 * delegate's calendar, the same single block the web-calendar link creates; thirteen entries
 * would bury the day, and session times are edited by organisers while the event block is
 * fixed by the settings, so a re-import updates one stable entry instead of leaving stale ones.
 *
 * The text is written by ical-generator, which applies RFC 5545's rules: CRLF line endings and
 * lines folded at 75 octets without splitting a character (3.1), TEXT escaping (3.3.11) and UTC
 * DATE-TIME values with "Z" (3.3.5, so no VTIMEZONE is needed). We add METHOD:PUBLISH (RFC 5546),
 * a DTSTAMP on every VEVENT (3.6.1) and UIDs that never change for an event (3.8.4.7).
 */
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from "ical-generator";
import type { AgendaItem } from "../contract/content";
import { type EventCode, type EventSettings, venueLine } from "../contract/event";
import { formatTimeRange12h, kuwaitInstant } from "../contract/time";

const PRODUCT_ID = { company: "Conference 2025", product: "Agenda", language: "EN" };

/** One calendar entry; `start`/`end` are instants (written in UTC). */
export interface CalendarEntry {
  /** Globally unique and stable across downloads (RFC 5545 3.8.4.7). */
  uid: string;
  summary: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  /** Page with the details, e.g. "https://conference2025.com/agenda". */
  url: string;
}

/**
 * A complete VCALENDAR with one VEVENT per entry. `now` becomes every DTSTAMP (the moment the
 * object was created, RFC 5545 3.8.7.2).
 * @returns the iCalendar text with CRLF line endings, ending in CRLF.
 */
export function buildCalendar(options: { name: string; entries: readonly CalendarEntry[]; now: Date }): string {
  const calendar = ical({ name: options.name, prodId: PRODUCT_ID, method: ICalCalendarMethod.PUBLISH });
  for (const entry of options.entries) {
    calendar.createEvent({
      id: entry.uid,
      stamp: options.now,
      start: entry.start,
      end: entry.end,
      summary: entry.summary,
      description: entry.description,
      location: entry.location,
      url: entry.url,
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  // Every content line ends in CRLF, the last one too (RFC 5545 3.1); ical-generator omits it.
  return `${calendar.toString()}\r\n`;
}

/**
 * The stable UID of an event: its code at the organiser's domain (taken from the support email,
 * the same in every environment), e.g. "ac2025@conference2025.com".
 */
function eventUid(code: EventCode, settings: EventSettings): string {
  const domain = settings.supportEmail.split("@")[1] ?? "conference.invalid";
  return `${code.toLowerCase()}@${domain}`;
}

/** One line per session: "9:20 AM - 10:10 AM  Title (Room) – Speaker, Speaker". */
function sessionLine(item: AgendaItem): string {
  const speakers = item.speakers.map((s) => `${s.name} ${s.surname}`).join(", ");
  const room = item.location ? ` (${item.location})` : "";
  return `${formatTimeRange12h(item.startTime, item.endTime)}  ${item.title}${room}${speakers ? ` – ${speakers}` : ""}`;
}

/**
 * Calendar entries for the given events, built from the settings (date, start and end in
 * Kuwait time, venue) with each event's sessions listed in DESCRIPTION.
 * @param sessions agenda items of any events, already sorted (docs/data-model.md, Ordering).
 * @param origin public origin without a trailing slash, for the URL property.
 */
export function programmeEntries(
  events: readonly EventCode[],
  settings: EventSettings,
  sessions: readonly AgendaItem[],
  origin: string,
): CalendarEntry[] {
  const location = venueLine(settings.venue);
  return events.map((code) => {
    const event = settings.events[code];
    const own = sessions.filter((s) => s.eventType === code);
    const description = [
      event.description,
      ...(own.length > 0 ? ["", "Programme:", ...own.map(sessionLine)] : []),
      "",
      `Agenda: ${origin}/agenda`,
    ].join("\n");
    return {
      uid: eventUid(code, settings),
      summary: event.name,
      description,
      location,
      start: kuwaitInstant(event.date, event.startTime),
      end: kuwaitInstant(event.date, event.endTime),
      url: `${origin}/agenda`,
    };
  });
}

/** Download file name: "conference-2025.ics" for one event, "...-programme.ics" for all. */
export function calendarFileName(events: readonly EventCode[], settings: EventSettings): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "event";
  const main = settings.events.AC2025.name;
  return events.length === 1 ? `${slug(settings.events[events[0]!].name)}.ics` : `${slug(main)}-programme.ics`;
}
