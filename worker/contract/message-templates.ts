/**
 * Messages with a value written into them: validation messages with a number, such as "Must be at
 * most 100 characters" (docs/messages.md#validation-rules), the transport errors, such as
 * "Network error: Failed to fetch" (docs/messages.md#transport-errors), the door's check-in
 * messages, such as "Already checked in at 08:23" (docs/product.md#door-check-in), and an import's
 * problems that name columns or a person;
 * docs/i18n.md#how-a-message-is-written.
 *
 * The API answers in English with the number written in, and the forms show the same text as
 * their field errors. A translation needs the message with its placeholder
 * ("Must be at most {max} characters") and the number apart: {@link fillTemplate} writes the
 * English text from a template here, and {@link readTemplate} finds the template and the values
 * again in such a text, so the web app can write it in the page's language with
 * `i18n._(id, values)` ({@link writeMessage}). Each template is marked for the catalogue where it
 * is defined.
 */
import type { I18n } from "./i18n";

const TEMPLATES = [
  /*i18n*/ "Must be at most {max} characters",
  /*i18n*/ "At most {max} skills",
  /*i18n*/ "Password must be at least {min} characters",
  /*i18n*/ "Password must be at most {max} characters",
  /*i18n*/ "Username must be at most {max} characters",
  /*i18n*/ "Message must be at most {max} characters",
  /*i18n*/ "Question must be at most {max} characters",
  /*i18n*/ "Bio must be at most {max} characters",
  /*i18n*/ "Title must be at most {max} characters",
  /*i18n*/ "Bio (Arabic) must be at most {max} characters",
  /*i18n*/ "Title (Arabic) must be at most {max} characters",
  /*i18n*/ "Location (Arabic) must be at most {max} characters",
  /*i18n*/ "Description (Arabic) must be at most {max} characters",
  /*i18n*/ "Message (Arabic) must be at most {max} characters",
  /*i18n*/ "Each expertise must be at most {max} characters",
  /*i18n*/ "At most {max} expertise entries",
  /*i18n*/ "The image is larger than {max} MB. Please choose a smaller file.",
  /*i18n*/ "The file is larger than {max} MB. Please split it and try again.",
  /*i18n*/ "The workbook expands to more than {max} MB. Please split it and try again.",
  /*i18n*/ "A cell of the workbook holds more than {max} characters, the most Excel allows. Please check the file and try again.",
  /*i18n*/ "The workbook's text is larger than {max} MB. Please split it and try again.",
  /*i18n*/ "Days must be a whole number from 0 to {max}",
  // POST /api/admin/erase-delegate-data too early (./my-data.ts): two "YYYY-MM-DD" dates.
  /*i18n*/ "Delegate data can be erased from {fromDate} ({days} day after the last event day, {lastDate}).",
  /*i18n*/ "Delegate data can be erased from {fromDate} ({days} days after the last event day, {lastDate}).",
  // A request that never got an answer (web/lib/api.ts): `detail` is the browser's own words.
  /*i18n*/ "Network error: {detail}",
  /*i18n*/ "CORS error: {detail}",
  /*i18n*/ "A desk name is at most {max} characters",
  /*i18n*/ "Send at most {max} check-ins at a time",
  // The door's answers (worker/contract/check-in.ts), made on the desk or by the Worker: an event's
  // display name, and the Kuwait time ("HH:MM") of the first check-in.
  /*i18n*/ "This pass is not valid for {event}.",
  /*i18n*/ "Already checked in at {time}",
  /*i18n*/ "Already checked in at {time} at another desk",
  // An import's problems (worker/services/workbook.ts, speaker-import.ts, delegate-import.ts): the
  // workbook's missing column headers, which stay as the file spells them (the files' contract), and
  // the person a repeated row names, by name or address.
  /*i18n*/ "Missing required column: {columns}",
  /*i18n*/ "Missing required columns: {columns}",
  /*i18n*/ "{name} appears more than once",
  /*i18n*/ "{email} appears more than once in the file",
  // The agenda import (worker/services/agenda-import.ts): a name in the Speakers column that
  // matches no speaker, as the sheet spells it.
  /*i18n*/ "No speaker is named {name}; the session was imported without them",
  // A session's date outside its event's days (./admin-agenda.ts): "YYYY-MM-DD" dates.
  /*i18n*/ "Date must be one of the event's days: {dates}",
  // The event settings' messages (./event-settings.ts): `field` is the field's label, itself a
  // message ({@link writeMessage} writes it in the page's language), `code` an event's code. They
  // come last, after the templates of particular fields they would also match.
  /*i18n*/ "{field} is required",
  /*i18n*/ "{field} must be text",
  /*i18n*/ "{field} (Arabic) must be at most {max} characters",
  /*i18n*/ "{field} must be at most {max} characters",
  /*i18n*/ "{field} must be an https URL (https://...)",
  /*i18n*/ "{field} must be an international number in E.164 form, e.g. +96522957700",
  /*i18n*/ "{field} must be a valid email address",
  /*i18n*/ "{code} date must be a calendar date (YYYY-MM-DD)",
  /*i18n*/ "{code} start time must be a time of the event's day (HH:MM, 00:00 to 23:59)",
  /*i18n*/ "{code} end time must be a time of the event's day (HH:MM, 00:00 to 23:59)",
  /*i18n*/ "{code} end time must be after its start time",
  /*i18n*/ "At most {max} offices",
] as const;

/** One of the templated messages. */
export type MessageTemplate = (typeof TEMPLATES)[number];

/** A date "YYYY-MM-DD". */
const DATE = "\\d{4}-\\d{2}-\\d{2}";

/**
 * What a placeholder matches: any text (`{detail}`, `{event}`, `{columns}`, `{name}`, `{email}`,
 * `{field}`), an event's code (`{code}`), a time "HH:MM" (`{time}`), a date
 * "YYYY-MM-DD" (`{fromDate}`, `{lastDate}`), dates joined by ", " (`{dates}`), else a number.
 */
const PLACEHOLDERS: Readonly<Record<string, string>> = {
  detail: ".+",
  event: ".+",
  time: "\\d{2}:\\d{2}",
  fromDate: DATE,
  lastDate: DATE,
  dates: `${DATE}(?:, ${DATE})*`,
  columns: ".+",
  name: ".+",
  email: ".+",
  field: ".+",
  code: "[A-Z][A-Z0-9_]*",
};

/** Each template as a pattern matching its English text, with one named group per placeholder ({@link PLACEHOLDERS}). */
const PATTERNS = TEMPLATES.map(
  (id) =>
    [
      id,
      new RegExp(
        `^${id
          .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
          .replace(/\{(\w+)\}/g, (_, name: string) => `(?<${name}>${PLACEHOLDERS[name] ?? "\\d+"})`)}$`,
        "s",
      ),
    ] as const,
);

/**
 * The English text of `template` with its placeholders replaced by `values`:
 * `fillTemplate("Must be at most {max} characters", { max: 100 })` is "Must be at most 100 characters".
 */
export function fillTemplate(template: MessageTemplate, values: Readonly<Record<string, number | string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

/**
 * The message id and values of a text for `i18n._(id, values)`: a text written by
 * {@link fillTemplate} gives its template and values; any other text is its own id.
 */
export function readTemplate(text: string): [id: string, values?: Record<string, string>] {
  for (const [id, pattern] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return [id, { ...match.groups }];
  }
  return [text];
}

/**
 * `text`, a message as the API or a schema wrote it in English, in `i18n`'s language: the text
 * itself when the catalogue has it (a message of its own, such as "Email is required"), else by its
 * template ({@link readTemplate}) with the values written in, a field's label (`{field}`) in the
 * page's language too. A text the catalogue does not know in any form stays English.
 */
export function writeMessage(i18n: I18n, text: string): string {
  const own = text.includes("{") ? text : i18n._(text);
  if (own !== text) return own;
  const [id, values] = readTemplate(text);
  if (values?.field !== undefined) values.field = i18n._(values.field);
  return i18n._(id, values);
}
