/**
 * The programme workbook (docs/messages.md#agenda-import-columns; docs/api.md#agenda-administration):
 * its columns, and how a row's cells become a session. Cells are read as organisers type them:
 * - dates: real date cells (spreadsheets store a serial number, which the workbook reader turns
 *   into an ISO instant, worker/services/workbook.ts), a bare serial number, "2025-10-13",
 *   "13/10/2025" (day first unless the first number cannot be a month), "13 October 2025",
 *   "Monday, October 13, 2025", Arabic month names and Arabic-Indic digits;
 * - times: real time cells (a fraction of a day, rounded to the minute), "8:00", "08:00:00",
 *   "8:00 AM", "8 pm", "1430", "8:00 ص"/"8:00 م" (Arabic AM/PM);
 * - events: AC2025 or GC_POWERLIST in any letter case, with a space or hyphen for the underscore,
 *   or the event's name from the event settings; a blank cell takes the event chosen for the
 *   import.
 * Stray spaces are trimmed by the reader; blank rows are skipped there.
 */
import { z } from "./zod";
import { checkEndAfterStart, checkSessionDay, eventTypeField, sessionFields } from "./admin-agenda";
import { EVENT_CODES, type EventCode, type EventSettings } from "./event";
import { LIMITS } from "./fields";
import { fillTemplate } from "./message-templates";
import { isCalendarDate, normaliseTime } from "./time";

/**
 * The workbook's columns, in the template's order (docs/messages.md#agenda-import-columns): the
 * required ones are bold in the template. An optional column the sheet lacks leaves that field of
 * a matched session as stored.
 */
export const AGENDA_COLUMNS = {
  required: ["Title", "Date", "Start Time"],
  optional: [
    "End Time",
    "Location",
    "Description",
    "Speakers",
    "Event",
    "Title (AR)",
    "Location (AR)",
    "Description (AR)",
  ],
} as const;

/** Session field → the column it is read from ({@link AGENDA_COLUMNS}). */
export const AGENDA_FIELDS = {
  title: "Title",
  date: "Date",
  startTime: "Start Time",
  endTime: "End Time",
  location: "Location",
  description: "Description",
  speakers: "Speakers",
  eventType: "Event",
  titleAr: "Title (AR)",
  locationAr: "Location (AR)",
  descriptionAr: "Description (AR)",
} as const;

/** Result of POST /api/admin/agenda/import (docs/api.md#agenda-administration). */
export interface AgendaImportResult {
  /** Rows saved or found unchanged. */
  sessionsProcessed: number;
  /** "Row N: ..." problems: skipped rows, and names in Speakers that match no speaker. */
  errors: string[];
}

/** Speakers in one cell are separated by ";" (or the Arabic semicolon "؛"), in display order. */
export const SPEAKER_SEPARATOR = "; ";

/** Most names in one Speakers cell (as for PUT /api/admin/agenda/{id}/speakers). */
const MAX_CELL_SPEAKERS = 50;

/** Day 0 of spreadsheets' 1900 date system, 1899-12-30, in ms since the Unix epoch (UTC). */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Serial numbers of real dates: 1 (1900-01-01) to 2958465 (9999-12-31). */
const MAX_SERIAL = 2_958_465;

/** "٠١٢٣٤٥٦٧٨٩" (Arabic-Indic) and "۰۱۲۳۴۵۶۷۸۹" (Eastern Arabic-Indic) digits as Latin digits. */
function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) - 0x0660) % 0x90));
}

/** An instant the workbook reader wrote for a date or time cell, rounded to the minute, or null. */
function cellInstant(text: string): Date | null {
  if (!/^-?\d{4,6}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(Math.round(ms / MINUTE_MS) * MINUTE_MS);
}

/** "YYYY-MM-DD" of a year, month and day when they make a real date, else null. */
function ymd(year: number, month: number, day: number): string | null {
  const text = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return isCalendarDate(text) ? text : null;
}

const MONTHS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ["january", "jan"],
    ["february", "feb"],
    ["march", "mar"],
    ["april", "apr"],
    ["may"],
    ["june", "jun"],
    ["july", "jul"],
    ["august", "aug"],
    ["september", "sep", "sept"],
    ["october", "oct"],
    ["november", "nov"],
    ["december", "dec"],
    // The Gregorian month names of Arabic dates, as the app writes them (worker/contract/time.ts).
    ["يناير"],
    ["فبراير"],
    ["مارس"],
    ["أبريل", "ابريل"],
    ["مايو"],
    ["يونيو"],
    ["يوليو"],
    ["أغسطس", "اغسطس"],
    ["سبتمبر"],
    ["أكتوبر", "اكتوبر"],
    ["نوفمبر"],
    ["ديسمبر"],
  ].flatMap((names, index) => names.map((name) => [name, (index % 12) + 1])),
);

/** A two-digit year as 20YY. */
function fullYear(year: string): number {
  return year.length === 2 ? 2000 + Number(year) : Number(year);
}

/**
 * A Date cell's text as "YYYY-MM-DD", or null when it is not a date ({@link AGENDA_COLUMNS}; the
 * module comment lists what is read). Numeric dates with the day and month both 12 or less are
 * read day first, as written in Kuwait.
 */
export function readDateCell(cell: string): string | null {
  const instant = cellInstant(cell);
  if (instant) return instant.toISOString().slice(0, 10);
  const text = latinDigits(cell).trim().toLowerCase();
  if (/^\d+(\.\d+)?$/.test(text)) {
    const serial = Math.floor(Number(text));
    if (serial < 1 || serial > MAX_SERIAL) return null;
    return new Date(SERIAL_EPOCH_MS + serial * DAY_MS).toISOString().slice(0, 10);
  }
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (iso) return ymd(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/.exec(text);
  if (numeric) {
    const [first, second, year] = [Number(numeric[1]), Number(numeric[2]), fullYear(numeric[3]!)];
    return first <= 12 && second > 12 ? ymd(year, first, second) : ymd(year, second, first);
  }
  // Words: an optional weekday, then "13 October 2025" or "October 13, 2025".
  const words = text.replace(/[,،]/g, " ").split(/\s+/).filter(Boolean);
  const monthAt = words.findIndex((word) => MONTHS[word.replace(/\.$/, "")] !== undefined);
  if (monthAt === -1) return null;
  const month = MONTHS[words[monthAt]!.replace(/\.$/, "")]!;
  const numbers = words.filter((word) => /^\d+(st|nd|rd|th)?$/.test(word)).map((word) => word.replace(/\D/g, ""));
  if (numbers.length !== 2) return null;
  const [day, year] = numbers[0]!.length === 4 ? [numbers[1]!, numbers[0]!] : [numbers[0]!, numbers[1]!];
  return year.length === 4 ? ymd(Number(year), month, Number(day)) : null;
}

/** "HH:MM" from 00:00 to 23:59. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "HH:MM" of minutes since midnight. */
function hhmm(minutes: number): string {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, "0")}:${String(wrapped % 60).padStart(2, "0")}`;
}

/**
 * A time cell's text as "HH:MM", "" for a blank cell, or null when it is not a time (the module
 * comment lists what is read). A number is a fraction of a day (a date and time keeps its time);
 * a whole number from 0 to 23 is an hour; 3 or 4 digits are hours and minutes ("1430").
 */
export function readTimeCell(cell: string): string | null {
  const instant = cellInstant(cell);
  if (instant) return instant.toISOString().slice(11, 16);
  const text = latinDigits(cell).trim().toLowerCase().replace(/\s*ص$/, " am").replace(/\s*م$/, " pm");
  if (text === "") return "";
  if (/^\d{1,2}$/.test(text)) return Number(text) <= 23 ? hhmm(Number(text) * 60) : null;
  if (/^\d*\.\d+$/.test(text)) return hhmm(Math.round((Number(text) % 1) * 1440));
  const spelled = /^\d{3,4}$/.test(text)
    ? `${text.slice(0, -2)}:${text.slice(-2)}`
    : text.replace(/^(\d{1,2})\s*([ap]\.?m\.?)$/, "$1:00 $2");
  const time = normaliseTime(spelled);
  return TIME_OF_DAY.test(time) ? time : null;
}

/** Letters of an event code or name as compared: lower case, runs of spaces, "-" and "_" as one "_". */
function eventKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "_");
}

/**
 * An Event cell's event: a code (any letter case, "GC Powerlist" for GC_POWERLIST) or an event's
 * name or Arabic name from `settings`; a blank cell is `fallback`. Unknown text stays as it is,
 * for the schema to refuse.
 */
function readEventCell(cell: string, settings: Pick<EventSettings, "events">, fallback?: EventCode): unknown {
  if (cell.trim() === "") return fallback;
  const key = eventKey(cell);
  return (
    EVENT_CODES.find((code) => {
      const event = settings.events[code];
      return [code, event.name, event.nameAr ?? ""].some((name) => name !== "" && eventKey(name) === key);
    }) ?? cell
  );
}

/** The names of a Speakers cell: split at ";" or "؛", trimmed, inner spaces single, blanks dropped. */
function splitSpeakerNames(cell: string): string[] {
  return cell
    .split(/[;؛]/)
    .map((name) => name.trim().replace(/\s+/g, " "))
    .filter(Boolean);
}

/** A workbook cell read by `read` before `schema` checks it; text it cannot read goes on as it is. */
function cell<T extends z.ZodType>(read: (text: string) => string | null, schema: T) {
  return z.preprocess((value) => (typeof value === "string" ? (read(value) ?? value) : value), schema);
}

/**
 * One row of the workbook (docs/messages.md#agenda-import-columns): the dialog's fields and rules
 * (worker/contract/admin-agenda.ts: a title, HH:MM times, the end after the start, the date one of
 * the event's days), read from cells, and the speakers' names.
 * @param defaultEvent the event of rows whose Event cell is blank; without it, such rows are refused.
 */
export function agendaRowSchema(settings: Pick<EventSettings, "events">, defaultEvent?: EventCode) {
  return z
    .object({
      ...sessionFields,
      date: cell(readDateCell, sessionFields.date),
      startTime: cell(readTimeCell, sessionFields.startTime),
      endTime: cell(readTimeCell, sessionFields.endTime),
      eventType: z.preprocess((value) => readEventCell(String(value ?? ""), settings, defaultEvent), eventTypeField),
      speakers: z.preprocess(
        (value) => splitSpeakerNames(String(value ?? "")),
        z
          .array(
            z
              .string()
              .max(LIMITS.name * 2 + 1, fillTemplate("Must be at most {max} characters", { max: LIMITS.name * 2 + 1 })),
          )
          .max(MAX_CELL_SPEAKERS, `At most ${MAX_CELL_SPEAKERS} speakers per session`),
      ),
    })
    .superRefine((row, ctx) => {
      checkEndAfterStart(row, ctx);
      checkSessionDay(settings, row, ctx);
    });
}
export type AgendaRow = z.output<ReturnType<typeof agendaRowSchema>>;

/**
 * The identity of a session in the workbook and in storage: event, date, start time and title,
 * the title trimmed and lower-cased (Unicode-aware), so re-importing a sheet updates rather than
 * duplicates (docs/api.md#agenda-administration).
 */
export function sessionKey(session: { eventType: string; date: string; startTime: string; title: string }): string {
  return [session.eventType, session.date, normaliseTime(session.startTime), session.title.trim().toLowerCase()].join(
    "\u0000",
  );
}

/** The identity of a speaker named in a Speakers cell: "Name Surname", spaces single, lower case. */
export function speakerNameKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}
