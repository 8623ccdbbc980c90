/**
 * The programme as a workbook (docs/api.md#agenda-administration;
 * docs/messages.md#agenda-import-columns; docs/decisions/0009-import-limits.md): import with
 * POST /api/admin/agenda/import, export with GET /api/admin/agenda/export, in the same columns
 * ({@link AGENDA_COLUMNS}), so an exported file imported again changes nothing.
 *
 * Import. Rows are read and checked with {@link agendaRowSchema} (the dialog's rules: a title,
 * HH:MM times, the end after the start, the date one of the event's days); a bad row is skipped
 * and reported as "Row N: ...". A row updates the stored session with the same event, date, start
 * time and title ({@link sessionKey}; the oldest when several share it) or adds one. A session
 * whose fields and speakers already are the row's is left as it is (no new revision for the
 * calendar feeds). The Speakers cell lists existing speakers by "Name Surname", in display order:
 * a name is looked for among the session's current speakers, then the speakers of the row's
 * event, then those of the other event; a name that matches nobody is reported and the session
 * is saved without it. Speakers who stay keep their role.
 *
 * Cost (D1 limits, docs/decisions/0009-import-limits.md): two round trips whatever the size. One
 * batch reads the sessions, the speakers and the speaker links; one batch (one transaction)
 * writes, each statement binding one JSON parameter of rows read with `json_each`
 * (lib/d1-batch.ts), split past 500 KB: the updates, the new sessions, the speaker links that
 * go, and the links that stay or come (new sessions' links find their session by its key in the
 * same transaction).
 */
import { sql, type SQL } from "drizzle-orm";
import { agendaItemSpeakers, agendaItems, speakers } from "../../db/schema";
import {
  AGENDA_COLUMNS,
  AGENDA_FIELDS,
  SPEAKER_SEPARATOR,
  agendaRowSchema,
  sessionKey,
  speakerNameKey,
  type AgendaImportResult,
  type AgendaRow,
} from "../contract/agenda-import";
import type { AgendaItem } from "../contract/content";
import { EVENT_CODES, type EventCode, type EventSettings } from "../contract/event";
import { readRowError, rowError, validateSheetRows } from "../contract/import-rows";
import { fillTemplate } from "../contract/message-templates";
import { kuwaitDate, minutesOfDay, normaliseTime } from "../contract/time";
import type { Database } from "../db";
import { batchRaw, chunkByJsonSize, jsonRows } from "../lib/d1-batch";
import { listAgenda } from "./content";
import { columnsWorkbook, type WorkbookCell } from "./import-templates";
import { readWorkbookRows } from "./workbook";

/** A stored session as the import compares it: its own fields, without the speakers. */
type StoredSession = Omit<AgendaItem, "speakerId" | "speaker" | "speakers">;

/** The fields the import writes to a session. */
type SessionFields = Omit<StoredSession, "id">;

/** The stored sessions, speakers and speaker links, in one batch (one round trip). */
async function readProgramme(db: Database) {
  const [sessions, people, links] = await db.batch([
    db
      .select({
        id: agendaItems.id,
        title: agendaItems.title,
        startTime: agendaItems.startTime,
        endTime: agendaItems.endTime,
        date: agendaItems.date,
        location: agendaItems.location,
        description: agendaItems.description,
        titleAr: agendaItems.titleAr,
        locationAr: agendaItems.locationAr,
        descriptionAr: agendaItems.descriptionAr,
        eventType: agendaItems.eventType,
      })
      .from(agendaItems)
      .orderBy(agendaItems.id),
    db
      .select({ id: speakers.id, name: speakers.name, surname: speakers.surname, eventType: speakers.eventType })
      .from(speakers)
      .orderBy(speakers.id),
    db
      .select({ agendaItemId: agendaItemSpeakers.agendaItemId, speakerId: agendaItemSpeakers.speakerId })
      .from(agendaItemSpeakers)
      .orderBy(agendaItemSpeakers.agendaItemId, agendaItemSpeakers.position, agendaItemSpeakers.id),
  ]);
  const byKey = new Map<string, StoredSession>();
  for (const session of sessions) if (!byKey.has(sessionKey(session))) byKey.set(sessionKey(session), session);
  const speakersOf = new Map<number, number[]>();
  for (const link of links)
    speakersOf.set(link.agendaItemId, [...(speakersOf.get(link.agendaItemId) ?? []), link.speakerId]);
  const named = new Map<string, Array<{ id: number; eventType: EventCode }>>();
  for (const person of people) {
    const key = speakerNameKey(`${person.name} ${person.surname}`);
    named.set(key, [...(named.get(key) ?? []), person]);
  }
  return {
    /** The stored session a row updates, if any. */
    match: (row: AgendaRow) => byKey.get(sessionKey(row)),
    /** A session's speaker ids in display order. */
    speakersOf: (id: number | undefined) => (id === undefined ? [] : (speakersOf.get(id) ?? [])),
    /**
     * The speaker a name means for a session of `event` whose current speakers are `current`:
     * one of them, else the oldest of the event's, else the oldest of the other event's.
     */
    speaker: (name: string, event: EventCode, current: readonly number[]) => {
      const candidates = named.get(speakerNameKey(name)) ?? [];
      return (
        candidates.find((s) => current.includes(s.id)) ??
        candidates.find((s) => s.eventType === event) ??
        candidates[0]
      )?.id;
    },
  };
}

/** "" and null are the same absence of text. */
const same = (a: string | null, b: string | null) => (a || null) === (b || null);

/** True when `stored` already holds `next` (times compared as HH:MM). */
function unchanged(stored: StoredSession, next: SessionFields): boolean {
  return (
    stored.title === next.title &&
    normaliseTime(stored.startTime) === next.startTime &&
    normaliseTime(stored.endTime) === next.endTime &&
    (["location", "description", "titleAr", "locationAr", "descriptionAr"] as const).every((field) =>
      same(stored[field], next[field]),
    )
  );
}

const column = (name: keyof SessionFields) => sql.identifier(agendaItems[name].name);
const field = (name: string) => sql`json_extract(value, ${sql.raw(`'$.${name}'`)})`;

/** The columns the import writes, in the JSON rows' field names. */
const WRITTEN: ReadonlyArray<keyof SessionFields> = [
  "title",
  "startTime",
  "endTime",
  "date",
  "location",
  "description",
  "titleAr",
  "locationAr",
  "descriptionAr",
  "eventType",
];

/** Updates sessions by id from JSON rows; each gets a new revision (sequence, updatedAt). */
function updateSessions(rows: Array<SessionFields & { id: number }>, now: Date): SQL {
  const set = sql.join(
    WRITTEN.map((name) => sql`${column(name)} = ${field(name)}`),
    sql`, `,
  );
  return sql`UPDATE ${agendaItems} SET ${set}, ${sql.identifier(agendaItems.sequence.name)} = ${agendaItems.sequence} + 1,
    ${sql.identifier(agendaItems.updatedAt.name)} = ${now.getTime()}
    FROM ${jsonRows(rows)} WHERE ${agendaItems.id} = ${field("id")}`;
}

/** Inserts new sessions from JSON rows, in their order. */
function insertSessions(rows: SessionFields[], now: Date): SQL {
  const columns = sql.join(
    [...WRITTEN.map(column), sql.identifier(agendaItems.createdAt.name), sql.identifier(agendaItems.updatedAt.name)],
    sql`, `,
  );
  const values = sql.join([...WRITTEN.map(field), sql`${now.getTime()}`, sql`${now.getTime()}`], sql`, `);
  return sql`INSERT INTO ${agendaItems} (${columns}) SELECT ${values} FROM ${jsonRows(rows)}`;
}

/** Removes the links of sessions `{id, speakerIds}` to speakers not in their new list. */
function removeLinks(rows: Array<{ id: number; speakerIds: number[] }>): SQL {
  const [session, kept] = [sql.identifier("session"), sql.identifier("kept")];
  return sql`DELETE FROM ${agendaItemSpeakers} WHERE EXISTS (SELECT 1 FROM ${jsonRows(rows)} AS ${session}
    WHERE json_extract(${session}.value, '$.id') = ${agendaItemSpeakers.agendaItemId}
    AND ${agendaItemSpeakers.speakerId} NOT IN
      (SELECT ${kept}.value FROM json_each(json_extract(${session}.value, '$.speakerIds')) AS ${kept}))`;
}

/** A speaker link to write: the session by id, or (a new session) by its key fields. */
type Link = { id: number | null; speakerId: number; position: number } & Pick<
  SessionFields,
  "eventType" | "date" | "startTime" | "title"
>;

/**
 * Inserts links, or moves existing ones to their new position (their role stays). A new
 * session's id is the newest session with its key, inserted earlier in the same batch.
 */
function upsertLinks(rows: Link[]): SQL {
  const a = sql.identifier("a");
  const session = sql`coalesce(${field("id")}, (SELECT ${a}.${sql.identifier("id")} FROM ${agendaItems} AS ${a}
    WHERE ${a}.${column("eventType")} = ${field("eventType")} AND ${a}.${column("date")} = ${field("date")}
    AND ${a}.${column("startTime")} = ${field("startTime")} AND ${a}.${column("title")} = ${field("title")}
    ORDER BY ${a}.${sql.identifier("id")} DESC LIMIT 1))`;
  const link = (name: string) => sql.identifier(name);
  return sql`INSERT INTO ${agendaItemSpeakers} (${link("agenda_item_id")}, ${link("speaker_id")}, ${link("position")})
    SELECT ${session}, ${field("speakerId")}, ${field("position")} FROM ${jsonRows(rows)} WHERE true
    ON CONFLICT (${link("agenda_item_id")}, ${link("speaker_id")}) DO UPDATE SET ${link("position")} = excluded.${link("position")}`;
}

/** `rows`' JSON in statements of at most 500 KB each (lib/d1-batch.ts). */
function statements<T>(rows: readonly T[], build: (part: T[]) => SQL): SQL[] {
  return chunkByJsonSize(rows).map(build);
}

/** The workbook's rows by sheet row number, in the order of their problems. */
function byRow(errors: string[]): string[] {
  const row = (error: string) => Number(readRowError(error)?.row ?? 0);
  return errors
    .map((error, index) => ({ error, index }))
    .sort((a, b) => row(a.error) - row(b.error) || a.index - b.index)
    .map(({ error }) => error);
}

/**
 * Reads, checks and stores a programme workbook (the module comment says how).
 * @param defaultEvent the event of rows whose Event cell is blank (the import's choice); without
 *   it such rows are skipped.
 * @throws DomainError 4xx when the file itself is unusable (worker/services/workbook.ts); row
 *   problems are returned in `errors` instead.
 */
export async function importAgendaWorkbook(
  db: Database,
  settings: EventSettings,
  bytes: Uint8Array,
  defaultEvent?: EventCode,
  now = new Date(),
): Promise<AgendaImportResult> {
  const rows = await readWorkbookRows(bytes, AGENDA_COLUMNS.required, AGENDA_COLUMNS.optional);
  const { valid, rowNumbers, errors } = validateSheetRows(rows, {
    columns: AGENDA_FIELDS,
    fixed: {},
    schema: agendaRowSchema(settings, defaultEvent),
    key: sessionKey,
    duplicate: (row) =>
      fillTemplate("{name} appears more than once", { name: `${row.title} (${row.date} ${row.startTime})` }),
  });
  if (valid.length === 0) return { sessionsProcessed: 0, errors };
  /** Columns the sheet has: a missing optional column leaves that field of a matched session as stored. */
  const has = (name: keyof typeof AGENDA_FIELDS) => rows.some((row) => AGENDA_FIELDS[name] in row.values);
  const stored = await readProgramme(db);

  const updates: Array<SessionFields & { id: number }> = [];
  const inserts: SessionFields[] = [];
  const relinked: Array<{ id: number; speakerIds: number[] }> = [];
  const links: Link[] = [];
  valid.forEach((row, index) => {
    const match = stored.match(row);
    const current = stored.speakersOf(match?.id);
    const keep = <K extends keyof SessionFields>(name: K, fromSheet: SessionFields[K]) =>
      has(name as keyof typeof AGENDA_FIELDS) || !match ? fromSheet : match[name];
    const next: SessionFields = {
      title: row.title,
      startTime: row.startTime,
      endTime: has("endTime") || !match ? row.endTime : normaliseTime(match.endTime),
      date: row.date,
      location: keep("location", row.location),
      description: keep("description", row.description),
      titleAr: keep("titleAr", row.titleAr),
      locationAr: keep("locationAr", row.locationAr),
      descriptionAr: keep("descriptionAr", row.descriptionAr),
      eventType: row.eventType,
    };
    let speakerIds = current;
    if (has("speakers")) {
      speakerIds = [];
      for (const name of row.speakers) {
        const id = stored.speaker(name, row.eventType, current);
        if (id === undefined)
          errors.push(
            rowError(
              rowNumbers[index]!,
              fillTemplate("No speaker is named {name}; the session was imported without them", { name }),
            ),
          );
        else if (!speakerIds.includes(id)) speakerIds.push(id);
      }
    }
    const speakersChanged = speakerIds.join() !== current.join();
    if (match && !speakersChanged && unchanged(match, next)) return;
    if (match) {
      updates.push({ id: match.id, ...next });
      if (speakersChanged) relinked.push({ id: match.id, speakerIds });
    } else inserts.push(next);
    if (speakersChanged)
      links.push(
        ...speakerIds.map((speakerId, position) => ({
          id: match?.id ?? null,
          speakerId,
          position,
          eventType: next.eventType,
          date: next.date,
          startTime: next.startTime,
          title: next.title,
        })),
      );
  });
  const writes = [
    ...statements(updates, (part) => updateSessions(part, now)),
    ...statements(inserts, (part) => insertSessions(part, now)),
    ...statements(relinked, removeLinks),
    ...statements(links, upsertLinks),
  ];
  if (writes.length > 0) await batchRaw(db, writes);
  return { sessionsProcessed: valid.length, errors: byRow(errors) };
}

/** The spreadsheet serial number of a "YYYY-MM-DD" date (1900 date system, days since 1899-12-30). */
function dateSerial(date: string): number {
  return (Date.parse(`${date}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;
}

/** A real date cell (a serial number shown as YYYY-MM-DD). */
function dateCell(date: string): WorkbookCell {
  return { value: dateSerial(date), type: Number, format: "yyyy-mm-dd" };
}

/** A real time cell (a fraction of a day shown as HH:MM), or an empty cell for "". */
function timeCell(time: string): WorkbookCell {
  const minutes = minutesOfDay(time);
  return minutes === null ? null : { value: minutes / 1440, type: Number, format: "hh:mm" };
}

/** One session as a row of {@link AGENDA_COLUMNS}, in the template's order. */
function exportRow(item: AgendaItem): WorkbookCell[] {
  return [
    item.title,
    dateCell(item.date),
    timeCell(item.startTime),
    timeCell(item.endTime),
    item.location,
    item.description,
    item.speakers.map((s) => `${s.name} ${s.surname}`).join(SPEAKER_SEPARATOR),
    item.eventType,
    item.titleAr,
    item.locationAr,
    item.descriptionAr,
  ];
}

/**
 * Every session of both events as a workbook with {@link AGENDA_COLUMNS} (GET
 * /api/admin/agenda/export): Conference 2025's first, each event's in agenda order; dates and
 * times as real date and time cells; speakers in display order. One round trip.
 */
export async function exportAgendaWorkbook(db: Database): Promise<Uint8Array> {
  const items = await listAgenda(db);
  const ordered = EVENT_CODES.flatMap((event) => items.filter((item) => item.eventType === event));
  return columnsWorkbook(AGENDA_COLUMNS, "Agenda", ordered.map(exportRow));
}

/** "agenda-YYYY-MM-DD.xlsx", the Kuwait date of `now`. */
export function agendaExportFileName(now: Date): string {
  return `agenda-${kuwaitDate(now)}.xlsx`;
}
