/**
 * Kuwait-time helpers shared by the Worker and the web app. Kuwait is UTC+03:00 all year
 * (docs/product.md#events-and-audiences), so wall-clock arithmetic uses a fixed offset and display uses Intl with
 * {@link KUWAIT_TIME_ZONE}. Every function takes "now" as an argument so tests inject it.
 */
import { KUWAIT_TIME_ZONE, KUWAIT_UTC_OFFSET_MINUTES } from "./event";
import { FORMAT_LOCALE, type Locale } from "./i18n";

const MINUTE_MS = 60_000;

/**
 * `make()`, called once on the first use: building an Intl formatter loads locale data, so a
 * module that builds its formatters at import makes every Worker start-up and every page pay for
 * languages it may never write.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** One `make(locale)` per locale, each built on its first use ({@link onFirstUse}). */
function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made: Partial<Record<Locale, T>> = {};
  return (locale) => {
    made[locale] ??= make(locale);
    return made[locale];
  };
}

/**
 * Normalises a time of day to "HH:MM" (docs/data-model.md#ordering-rules: "times normalised to HH:MM").
 * Accepts "8:00", "08:00", "08:00:00", "8:00 AM" and "1:30 pm". Returns "" for empty input and
 * the trimmed input unchanged when it is not a recognisable time.
 */
export function normaliseTime(value: string | null | undefined): string {
  const raw = (value ?? "").trim();
  if (!raw) return "";
  const match = /^(\d{1,2})[:.](\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?$/i.exec(raw);
  if (!match) return raw;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toLowerCase().replace(/\./g, "");
  if (meridiem === "pm" && hours < 12) hours += 12;
  if (meridiem === "am" && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return raw;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** True for a real "YYYY-MM-DD" calendar date (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Minutes since midnight of an "HH:MM" time, or null when it is not one. */
export function minutesOfDay(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(normaliseTime(time));
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * The UTC instant of a Kuwait wall-clock date and time.
 * @param date "YYYY-MM-DD"; @param time "HH:MM" (Kuwait time).
 * @throws RangeError when either is malformed.
 */
export function kuwaitInstant(date: string, time: string): Date {
  const minutes = minutesOfDay(time);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (minutes === null || !day) throw new RangeError(`Invalid Kuwait date/time: ${date} ${time}`);
  const utcMidnight = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return new Date(utcMidnight + (minutes - KUWAIT_UTC_OFFSET_MINUTES) * MINUTE_MS);
}

/** Kuwait's calendar date ("YYYY-MM-DD") at the instant `now`. */
export function kuwaitDate(now: Date): string {
  return new Date(now.getTime() + KUWAIT_UTC_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
}

/**
 * Kuwait's date and wall-clock time to the second at `instant`, "YYYY-MM-DD HH:MM:SS", as the
 * exports write it (a form spreadsheets read as a date and time; the header names the offset,
 * UTC+03:00).
 */
export function kuwaitDateTime(instant: Date): string {
  return new Date(instant.getTime() + KUWAIT_UTC_OFFSET_MINUTES * MINUTE_MS)
    .toISOString()
    .slice(0, 19)
    .replace("T", " ");
}

/** Kuwait's wall-clock time ("HH:MM") at the instant `now`. */
export function kuwaitTime(now: Date): string {
  return new Date(now.getTime() + KUWAIT_UTC_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(11, 16);
}

/** Timing of a session relative to now (docs/data-model.md#agenda-session-timing). */
export type SessionTiming = "live" | "upcoming" | "past";

/**
 * "live" when the date is today (Kuwait) and now is between start and end (inclusive);
 * "upcoming" when it starts later today or on a later date; otherwise "past". A session without
 * an end time counts as live only during its start minute.
 */
export function sessionTiming(item: { date: string; startTime: string; endTime: string }, now: Date): SessionTiming {
  const today = kuwaitDate(now);
  if (item.date > today) return "upcoming";
  if (item.date < today) return "past";
  const current = minutesOfDay(kuwaitTime(now)) ?? 0;
  const start = minutesOfDay(item.startTime);
  const end = minutesOfDay(item.endTime) ?? start;
  if (start === null) return "past";
  if (current < start) return "upcoming";
  return end !== null && current <= end ? "live" : "past";
}

/** Whole days, hours, minutes and seconds until a target; all zeros once it has passed. */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  passed: boolean;
}

/** Countdown from `now` to `target` (docs/data-model.md#countdown: zeros once passed). */
export function countdown(target: Date, now: Date): Countdown {
  const remaining = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(remaining / 86_400),
    hours: Math.floor((remaining % 86_400) / 3_600),
    minutes: Math.floor((remaining % 3_600) / 60),
    seconds: remaining % 60,
    passed: remaining === 0,
  };
}

/**
 * "8:00 AM" style 12-hour label of an "HH:MM" time (docs/product.md#public-agenda); in Arabic
 * "8:00 ص", from the Arabic locale's own data (worker/contract/i18n.ts {@link FORMAT_LOCALE}).
 */
export function formatTime12h(time: string, locale: Locale = "en"): string {
  const minutes = minutesOfDay(time);
  if (minutes === null) return time;
  if (locale !== "en") return arabicTimeFormat().format(new Date(minutes * MINUTE_MS));
  const hours24 = Math.floor(minutes / 60);
  const suffix = hours24 < 12 ? "AM" : "PM";
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, "0")} ${suffix}`;
}

const arabicTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(FORMAT_LOCALE.ar, { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "UTC" }),
);

/** "8:00 AM - 9:00 AM", or just the start when there is no end time. */
export function formatTimeRange12h(startTime: string, endTime: string, locale: Locale = "en"): string {
  return endTime
    ? `${formatTime12h(startTime, locale)} - ${formatTime12h(endTime, locale)}`
    : formatTime12h(startTime, locale);
}

const longDateOptions: Intl.DateTimeFormatOptions = {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
};
const longDateFormats = perLocale((locale) => new Intl.DateTimeFormat(FORMAT_LOCALE[locale], longDateOptions));

/**
 * "Monday, October 13, 2025" for a "YYYY-MM-DD" calendar date; in Arabic "الاثنين، 13 أكتوبر 2025"
 * (Latin digits, worker/contract/i18n.ts {@link FORMAT_LOCALE}).
 */
export function formatLongDate(date: string, locale: Locale = "en"): string {
  return longDateFormats(locale).format(new Date(`${date}T00:00:00Z`));
}

const usDateFormats = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(FORMAT_LOCALE[locale], {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: KUWAIT_TIME_ZONE,
    }),
);

/**
 * Long date of an instant, in Kuwait: "October 13, 2025" (docs/product.md#curated-qa); in Arabic
 * "13 أكتوبر 2025" ({@link FORMAT_LOCALE}).
 */
export function formatUsDate(instant: Date | string | number, locale: Locale = "en"): string {
  return usDateFormats(locale).format(new Date(instant));
}

/** A UTC DATE-TIME value, "20251013T050000Z" (RFC 5545 3.3.5, form #2). */
export function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}
