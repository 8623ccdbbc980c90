/**
 * Calendar administration payloads and rules (docs/product.md#calendar-administration;
 * docs/api.md#agenda-administration; docs/messages.md#agenda-edit). The Edit Agenda Item dialog
 * checks them before sending and the server checks them again:
 * - a title, times as HH:MM ("8:00" and "8:00 AM" are normalised), a real date;
 * - an end time, when given, after the start time ({@link END_AFTER_START_MESSAGE});
 * - the date one of the event's days in the event settings ({@link sessionDayProblem});
 * - sessions of one event that overlap in one location are saved, and reported
 *   ({@link findOverlaps}) so the dialog can warn.
 */
import { z } from "./zod";
import { arabicText } from "./arabic-text";
import type { AgendaItem } from "./content";
import { EVENT_CODES, type EventCode, type EventSettings } from "./event";
import { LIMITS } from "./fields";
import { fillTemplate } from "./message-templates";
import { isCalendarDate, minutesOfDay, normaliseTime } from "./time";

const TIME_MESSAGE = /*i18n*/ "Times must be HH:MM (24-hour)";
const DATE_MESSAGE = /*i18n*/ "Date must be a calendar date (YYYY-MM-DD)";
/** docs/messages.md#agenda-edit. */
const END_AFTER_START_MESSAGE = /*i18n*/ "End time must be after the start time";
/** An event code that is not one of {@link EVENT_CODES} (the speaker import's wording). */
const EVENT_TYPE_MESSAGE = /*i18n*/ "Event type must be AC2025 or GC_POWERLIST";

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "8:00", "08:00" or "8:00 AM" → "08:00"; "" stays "" (endTime may be empty, docs/data-model.md#entities). */
function timeField(required: boolean) {
  return z
    .string({ error: TIME_MESSAGE })
    .trim()
    .transform((value) => normaliseTime(value))
    .refine((value) => HH_MM.test(value) || (!required && value === ""), TIME_MESSAGE);
}

/** Optional text: "" and null both clear the field (stored as null). */
function optionalNullableText(max: number) {
  return z
    .string()
    .trim()
    .max(max, fillTemplate("Must be at most {max} characters", { max }))
    .nullable()
    .optional()
    .transform((value) => value || null);
}

/**
 * Optional Arabic text of a session (docs/api.md#agenda-administration). Like `location` and
 * `description`, a save replaces it: absent, "", whitespace and null all store null.
 */
function arabicSessionText(label: string, max: number) {
  return arabicText(label, max).transform((value) => value ?? null);
}

/** Most characters of a session's title and location, English or Arabic. */
const MAX_SESSION_TITLE = 300;

/** The fields of the Edit Agenda Item dialog, each with its rule and message. */
export const sessionFields = {
  title: z
    .string({ error: /*i18n*/ "Title is required" })
    .trim()
    .min(1, /*i18n*/ "Title is required")
    .max(MAX_SESSION_TITLE, fillTemplate("Title must be at most {max} characters", { max: MAX_SESSION_TITLE })),
  startTime: timeField(true),
  endTime: timeField(false),
  date: z.string({ error: DATE_MESSAGE }).trim().refine(isCalendarDate, DATE_MESSAGE),
  location: optionalNullableText(MAX_SESSION_TITLE),
  description: optionalNullableText(LIMITS.message),
  titleAr: arabicSessionText("Title", MAX_SESSION_TITLE),
  locationAr: arabicSessionText("Location", MAX_SESSION_TITLE),
  descriptionAr: arabicSessionText("Description", LIMITS.message),
};

/** An event code; any other value is refused with {@link EVENT_TYPE_MESSAGE}. */
export const eventTypeField = z.enum(EVENT_CODES, { error: EVENT_TYPE_MESSAGE });

/** True when a session with these times ends after it starts, or has no end time. */
function endsAfterStart(session: { startTime: string; endTime: string }): boolean {
  if (session.endTime === "") return true;
  return (minutesOfDay(session.endTime) ?? 0) > (minutesOfDay(session.startTime) ?? 0);
}

/** Adds {@link END_AFTER_START_MESSAGE} on `endTime` when the session ends at or before its start. */
export function checkEndAfterStart(session: { startTime: string; endTime: string }, ctx: z.RefinementCtx): void {
  if (!endsAfterStart(session)) ctx.addIssue({ code: "custom", path: ["endTime"], message: END_AFTER_START_MESSAGE });
}

/**
 * PUT /api/admin/agenda/{id} body {id, title, startTime, endTime, date, location, description,
 * titleAr, locationAr, descriptionAr} (docs/api.md#agenda-administration). `id` is optional and,
 * when given, must equal the path id. The Arabic fields have the limits of their English twins.
 */
export const agendaItemUpdateSchema = z
  .object({ id: z.number().int().positive().optional(), ...sessionFields })
  .superRefine(checkEndAfterStart);
export type AgendaItemUpdate = z.output<typeof agendaItemUpdateSchema>;

/** Most speakers one session may list. */
const MAX_SESSION_SPEAKERS = 50;

/** A session's speakers by id, in display order: unique, at most {@link MAX_SESSION_SPEAKERS}. */
const speakerIdsField = z
  .array(z.number({ error: "speakerIds must be speaker ids" }).int().positive("speakerIds must be speaker ids"), {
    error: "speakerIds must be a list",
  })
  .max(MAX_SESSION_SPEAKERS, `At most ${MAX_SESSION_SPEAKERS} speakers per session`)
  .refine((ids) => new Set(ids).size === ids.length, "Each speaker may appear only once");

/** PUT /api/admin/agenda/{id}/speakers body {speakerIds} in display order (docs/api.md). */
export const agendaSpeakersSchema = z.object({ speakerIds: speakerIdsField });

/**
 * POST /api/admin/agenda body: the dialog's fields, the session's event, and optionally its
 * speakers (Duplicate copies them; docs/api.md#agenda-administration).
 */
export const agendaItemCreateSchema = z
  .object({ ...sessionFields, eventType: eventTypeField, speakerIds: speakerIdsField.optional() })
  .superRefine(checkEndAfterStart);
export type AgendaItemCreateInput = z.input<typeof agendaItemCreateSchema>;
export type AgendaItemCreate = z.output<typeof agendaItemCreateSchema>;

/**
 * The days of an event ("YYYY-MM-DD", Kuwait), from the event settings
 * (docs/data-model.md#event-settings): each event is one day today.
 */
export function eventDays(settings: Pick<EventSettings, "events">, event: EventCode): string[] {
  return [settings.events[event].date];
}

/**
 * The problem with a session's date, or null when it is one of its event's days
 * (docs/messages.md#agenda-edit: "Date must be one of the event's days: 2025-10-13").
 */
export function sessionDayProblem(
  settings: Pick<EventSettings, "events">,
  event: EventCode,
  date: string,
): string | null {
  const days = eventDays(settings, event);
  return days.includes(date)
    ? null
    : fillTemplate("Date must be one of the event's days: {dates}", { dates: days.join(", ") });
}

/**
 * Adds {@link sessionDayProblem} on `date` when a session's date is not one of its event's days:
 * the dialog's form and the workbook rows refine their schemas with it.
 */
export function checkSessionDay(
  settings: Pick<EventSettings, "events">,
  session: { eventType: EventCode; date: string },
  ctx: z.RefinementCtx,
): void {
  const problem = sessionDayProblem(settings, session.eventType, session.date);
  if (problem) ctx.addIssue({ code: "custom", path: ["date"], message: problem });
}

/** Another session of the same event, day and location whose time overlaps a session's. */
export type AgendaOverlap = Pick<
  AgendaItem,
  "id" | "title" | "titleAr" | "startTime" | "endTime" | "location" | "locationAr"
>;

/** What a save of a session answers: the session as GET /api/agenda lists it, and its overlaps. */
export type SavedAgendaItem = AgendaItem & { overlaps: AgendaOverlap[] };

/** A location compared as organisers mean it: letter case and spaces ignored. */
function sameLocation(a: string | null, b: string | null): boolean {
  const key = (value: string | null) => (value ?? "").trim().replace(/\s+/g, " ").toLowerCase();
  return key(a) !== "" && key(a) === key(b);
}

/** A session's time as [start, end) in minutes; a session without an end time lasts one minute. */
function span(session: { startTime: string; endTime: string }): [number, number] | null {
  const start = minutesOfDay(session.startTime);
  if (start === null) return null;
  const end = minutesOfDay(session.endTime);
  return [start, end !== null && end > start ? end : start + 1];
}

type Scheduled = Pick<AgendaItem, "startTime" | "endTime" | "date" | "location" | "eventType"> & {
  id?: number;
};

/**
 * The sessions of `others` that overlap `session` (docs/product.md#calendar-administration): the
 * same event and day, the same non-empty location (letter case and spaces ignored), and times that
 * intersect, a session ending at 09:00 not overlapping one starting at 09:00. `session` itself
 * (same id) is left out. In `others`' order.
 */
export function findOverlaps<T extends AgendaOverlap & Pick<AgendaItem, "date" | "eventType">>(
  session: Scheduled,
  others: readonly T[],
): AgendaOverlap[] {
  const mine = span(session);
  if (!mine) return [];
  return others
    .filter((other) => {
      if (other.id === session.id || other.eventType !== session.eventType || other.date !== session.date) return false;
      if (!sameLocation(other.location, session.location)) return false;
      const theirs = span(other);
      return theirs !== null && theirs[0] < mine[1] && mine[0] < theirs[1];
    })
    .map(({ id, title, titleAr, startTime, endTime, location, locationAr }) => ({
      id,
      title,
      titleAr,
      startTime,
      endTime,
      location,
      locationAr,
    }));
}

export const AGENDA_ITEM_NOT_FOUND_MESSAGE = /*i18n*/ "Agenda item not found";
/** DELETE /api/admin/agenda/{id}'s answer. */
export const SESSION_DELETED_MESSAGE = "Session deleted";
