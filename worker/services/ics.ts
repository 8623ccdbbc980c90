/**
 * iCalendar (RFC 5545) for "Add to Calendar" (docs/decisions/0011-readings-of-the-spec.md, Add to
 * Calendar date): one VEVENT per event of the programme (AC2025 on 13 Oct 2025 08:00-12:30
 * +03:00, the GC Powerlist at its own evening times), each carrying its sessions in DESCRIPTION;
 * and for the private My Agenda feeds ({@link sessionEntries}): one VEVENT per starred session
 * (docs/decisions/0013-private-calendar-feed.md).
 *
 * Why the programme download has one VEVENT per event rather than one per session: the button
 * adds "the conference" to a delegate's calendar, the same single block the web-calendar link
 * creates; thirteen entries would bury the day, and session times are edited by organisers while
 * the event block is fixed by the settings, so a re-import updates one stable entry instead of
 * leaving stale ones. The feed is the other way round: a delegate chose those sessions, and a
 * subscription follows the organisers' edits.
 *
 * The text is written by ical-generator, which applies RFC 5545's rules: CRLF line endings and
 * lines folded at 75 octets without splitting a character (3.1), TEXT escaping (3.3.11) and UTC
 * DATE-TIME values with "Z" (3.3.5, so no VTIMEZONE is needed). We add METHOD:PUBLISH (RFC 5546),
 * a DTSTAMP on every VEVENT (3.6.1) and UIDs that never change for an event (3.8.4.7).
 */
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from "ical-generator";
import { orderSessionSpeakers, type AgendaItem } from "../contract/content";
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
  /** Null: no DTEND, the entry ends as it starts (RFC 5545 3.6.1; DTEND must be later than DTSTART). */
  end: Date | null;
  /** Page with the details, e.g. "https://conference2025.com/agenda". */
  url: string;
  /** Revision of the entry (SEQUENCE, RFC 5545 3.8.7.4); omitted: 0. */
  sequence?: number;
  /** When the organisers last changed it (LAST-MODIFIED, RFC 5545 3.8.7.3); omitted: not written. */
  lastModified?: Date;
}

/**
 * A complete VCALENDAR with one VEVENT per entry. `now` becomes every DTSTAMP (the moment the
 * object was created, RFC 5545 3.8.7.2).
 * @returns the iCalendar text with CRLF line endings, ending in CRLF.
 */
export function buildCalendar(options: {
  name: string;
  entries: readonly CalendarEntry[];
  now: Date;
  /**
   * How often a subscribed calendar should fetch the file again, seconds (REFRESH-INTERVAL,
   * RFC 7986 section 5.7, and X-PUBLISHED-TTL); omitted for a one-off download.
   */
  refreshSeconds?: number;
}): string {
  const calendar = ical({
    name: options.name,
    prodId: PRODUCT_ID,
    method: ICalCalendarMethod.PUBLISH,
    ttl: options.refreshSeconds ?? null,
  });
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
      sequence: entry.sequence ?? 0,
      lastModified: entry.lastModified ?? null,
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  // Every content line ends in CRLF, the last one too (RFC 5545 3.1); ical-generator omits it.
  return `${calendar.toString()}\r\n`;
}

/** The organiser's domain, taken from the support email (the same in every environment). */
function organiserDomain(settings: EventSettings): string {
  return settings.supportEmail.split("@")[1] ?? "conference.invalid";
}

/** The stable UID of an event: its code at the organiser's domain, e.g. "ac2025@conference2025.com". */
function eventUid(code: EventCode, settings: EventSettings): string {
  return `${code.toLowerCase()}@${organiserDomain(settings)}`;
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

/** A starred session with what a calendar app needs to notice an organiser's edit. */
export interface FeedSession {
  item: AgendaItem;
  /** agenda_items.sequence: raised by every organiser edit. */
  sequence: number;
  /** agenda_items.updatedAt. */
  updatedAt: Date;
}

/**
 * The stable UID of a session: its id at the organiser's domain, e.g.
 * "session-7@conference2025.com". Edits of the session's title or time keep it (RFC 5545
 * 3.8.4.7), so a calendar app updates its entry instead of adding a second one.
 */
function sessionUid(id: number, settings: EventSettings): string {
  return `session-${id}@${organiserDomain(settings)}`;
}

/** "Speakers: Fatima Al-Sabah (Moderator), Khaled Al-Mutairi", or the legacy free-text speaker. */
function speakersLine(item: AgendaItem): string | null {
  const names = orderSessionSpeakers(item).map((s) => `${s.name} ${s.surname}${s.role ? ` (${s.role})` : ""}`);
  if (names.length > 0) return `Speakers: ${names.join(", ")}`;
  return item.speaker ? `Speaker: ${item.speaker}` : null;
}

/**
 * One calendar entry per session of a private My Agenda feed: UID from the session id, SUMMARY
 * the title, DTSTART and DTEND the Kuwait date and times as UTC instants (no end time: no
 * DTEND), LOCATION the room and the venue, DESCRIPTION the speakers, the description and
 * the link, URL the session on the My Agenda screen, SEQUENCE and LAST-MODIFIED from the
 * session's revision.
 * @param origin public origin without a trailing slash.
 * @throws RangeError for a session whose date or start time is malformed (the admin schema refuses them).
 */
export function sessionEntries(
  sessions: readonly FeedSession[],
  settings: EventSettings,
  origin: string,
): CalendarEntry[] {
  const venue = venueLine(settings.venue);
  return sessions.map(({ item, sequence, updatedAt }) => {
    const start = kuwaitInstant(item.date, item.startTime);
    const url = `${origin}/app/my-agenda#session-${item.id}`;
    const description = [speakersLine(item), item.description, `${settings.events[item.eventType].name}: ${url}`]
      .filter((part): part is string => !!part)
      .join("\n\n");
    return {
      uid: sessionUid(item.id, settings),
      summary: item.title,
      description,
      location: item.location ? `${item.location}, ${venue}` : venue,
      start,
      end: item.endTime ? kuwaitInstant(item.date, item.endTime) : null,
      url,
      sequence,
      lastModified: updatedAt,
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
