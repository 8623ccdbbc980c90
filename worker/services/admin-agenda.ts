/**
 * Calendar administration (docs/product.md#calendar-administration; docs/data-model.md#edit-agenda-dialog and
 * Manage speakers dialog; docs/api.md#agenda-administration): add, edit, delete a session and set
 * its speakers. A save answers the session as the public agenda lists it, with the sessions it
 * overlaps ({@link findOverlaps}), which are saved all the same.
 */
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { agendaItemSpeakers, agendaItems, qnaQuestions, speakers, starredSessions } from "../../db/schema";
import {
  AGENDA_ITEM_NOT_FOUND_MESSAGE,
  findOverlaps,
  sessionDayProblem,
  type AgendaItemCreate,
  type AgendaItemUpdate,
  type SavedAgendaItem,
} from "../contract/admin-agenda";
import { SPEAKER_NOT_FOUND_MESSAGE } from "../contract/admin-speakers";
import type { AgendaItem } from "../contract/content";
import type { EventCode, EventSettings } from "../contract/event";
import type { Database } from "../db";
import { InvalidInputError, NotFoundError } from "./errors";
import { listAgenda } from "./content";
import { chunkForStatement } from "../lib/d1-batch";

/** The sessions of `event` as the public agenda lists them, and the one with `id` among them. */
async function withEvent(db: Database, id: number, event: EventCode): Promise<{ item: AgendaItem; all: AgendaItem[] }> {
  const all = await listAgenda(db, event);
  const item = all.find((i) => i.id === id);
  if (!item) throw new NotFoundError(AGENDA_ITEM_NOT_FOUND_MESSAGE);
  return { item, all };
}

/** The event of session `id`. @throws DomainError 404 for an unknown id. */
async function eventOf(db: Database, id: number): Promise<EventCode> {
  const [row] = await db.select({ eventType: agendaItems.eventType }).from(agendaItems).where(eq(agendaItems.id, id));
  if (!row) throw new NotFoundError(AGENDA_ITEM_NOT_FOUND_MESSAGE);
  return row.eventType;
}

/** Session `id` of `event` as saved, with the sessions of its event it overlaps. */
async function saved(db: Database, id: number, event: EventCode): Promise<SavedAgendaItem> {
  const { item, all } = await withEvent(db, id, event);
  return { ...item, overlaps: findOverlaps(item, all) };
}

/**
 * @throws DomainError 400 "Date must be one of the event's days: ..." when `date` is not a day of
 *   `event` in the event settings (docs/messages.md#agenda-edit).
 */
function checkSessionDay(settings: EventSettings, event: EventCode, date: string): void {
  const problem = sessionDayProblem(settings, event, date);
  if (problem) throw new InvalidInputError(problem);
}

/**
 * What every organiser edit of a session records: the time of the edit and one more revision,
 * the LAST-MODIFIED and SEQUENCE of the session in the private calendar feeds
 * (docs/decisions/0013-private-calendar-feed.md), so subscribed calendar apps replace their copy.
 */
function revised(now: Date) {
  return { updatedAt: now, sequence: sql`${agendaItems.sequence} + 1` };
}

/** @throws DomainError 404 "Speaker not found: {id}" for the first of `speakerIds` that names no speaker. */
async function checkSpeakersExist(db: Database, speakerIds: readonly number[]): Promise<void> {
  if (speakerIds.length === 0) return;
  const known = await db
    .select({ id: speakers.id })
    .from(speakers)
    .where(inArray(speakers.id, [...speakerIds]));
  const knownIds = new Set(known.map((s) => s.id));
  const unknown = speakerIds.find((speakerId) => !knownIds.has(speakerId));
  if (unknown !== undefined) throw new NotFoundError(`${SPEAKER_NOT_FOUND_MESSAGE}: ${unknown}`);
}

/**
 * Adds a session to `input.eventType` (docs/api.md#agenda-administration, POST /api/admin/agenda)
 * with `input.speakerIds`, if any, in that order. The session and its speaker links are one batch
 * (one transaction): the links name the newest session, the one just inserted (ids only grow,
 * db/schema.ts AUTOINCREMENT).
 * @throws DomainError 400 when the date is not one of the event's days, 404 for an unknown speaker;
 *   nothing is written then.
 */
export async function createAgendaItem(
  db: Database,
  settings: EventSettings,
  { speakerIds = [], ...input }: AgendaItemCreate,
  now = new Date(),
): Promise<SavedAgendaItem> {
  checkSessionDay(settings, input.eventType, input.date);
  await checkSpeakersExist(db, speakerIds);
  const newest = sql`(SELECT max(${agendaItems.id}) FROM ${agendaItems})`;
  const links = speakerIds.map((speakerId, position) => ({ agendaItemId: newest, speakerId, position }));
  const insertLinks = (rows: typeof links) => db.insert(agendaItemSpeakers).values(rows);
  const [[row]] = await db.batch([
    db
      .insert(agendaItems)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning({ id: agendaItems.id }),
    ...chunkForStatement(links, (rows) => insertLinks(rows).toSQL().params.length).map(insertLinks),
  ]);
  return saved(db, row!.id, input.eventType);
}

/**
 * Saves the Edit Agenda Item dialog (title, times, date, location, description and their Arabic
 * versions; docs/api.md#agenda-administration): every field of `input` replaces the stored one.
 * The session stays in its event.
 * @throws DomainError 400 when the body's id differs from the path's or the date is not one of
 *   the event's days, 404 for an unknown id.
 */
export async function updateAgendaItem(
  db: Database,
  settings: EventSettings,
  id: number,
  input: AgendaItemUpdate,
  now = new Date(),
): Promise<SavedAgendaItem> {
  if (input.id !== undefined && input.id !== id)
    throw new InvalidInputError("The id in the body must match the agenda item in the path");
  const event = await eventOf(db, id);
  checkSessionDay(settings, event, input.date);
  const { id: _bodyId, ...fields } = input;
  const updated = await db
    .update(agendaItems)
    .set({ ...fields, ...revised(now) })
    .where(eq(agendaItems.id, id))
    .returning({ id: agendaItems.id });
  if (updated.length === 0) throw new NotFoundError(AGENDA_ITEM_NOT_FOUND_MESSAGE);
  return saved(db, id, event);
}

/**
 * Deletes a session with everything linked to it (docs/api.md#agenda-administration,
 * DELETE /api/admin/agenda/{id}): its speaker links and the stars of My Agenda go, so the private
 * calendar feeds leave it out from their next fetch; questions about it stay, with their text,
 * and lose the link. One batch (one transaction); the foreign keys would cascade the same way
 * (db/schema.ts), the statements say it where it is done.
 * @throws DomainError 404 for an unknown id (also for a second delete).
 */
export async function deleteAgendaItem(db: Database, id: number): Promise<void> {
  const [, , , deleted] = await db.batch([
    db.delete(agendaItemSpeakers).where(eq(agendaItemSpeakers.agendaItemId, id)),
    db.delete(starredSessions).where(eq(starredSessions.agendaItemId, id)),
    db.update(qnaQuestions).set({ agendaItemId: null }).where(eq(qnaQuestions.agendaItemId, id)),
    db.delete(agendaItems).where(eq(agendaItems.id, id)).returning({ id: agendaItems.id }),
  ]);
  if (deleted.length === 0) throw new NotFoundError(AGENDA_ITEM_NOT_FOUND_MESSAGE);
}

/**
 * Replaces a session's speakers with `speakerIds` in display order (agenda_item_speakers.position
 * from 0). Speakers that stay keep their role (e.g. "Moderator"). Every id must exist, or nothing
 * changes; the write is one batch (one transaction), inserts chunked under D1's 100-parameter
 * limit, and counts as an edit of the session (the feeds' DESCRIPTION lists its speakers).
 * @throws DomainError 404 for an unknown session or speaker.
 */
export async function setAgendaSpeakers(
  db: Database,
  id: number,
  speakerIds: number[],
  now = new Date(),
): Promise<AgendaItem> {
  const event = await eventOf(db, id);
  await checkSpeakersExist(db, speakerIds);
  const removeOthers = db
    .delete(agendaItemSpeakers)
    .where(
      and(
        eq(agendaItemSpeakers.agendaItemId, id),
        speakerIds.length > 0 ? notInArray(agendaItemSpeakers.speakerId, speakerIds) : undefined,
      ),
    );
  const links = speakerIds.map((speakerId, position) => ({ agendaItemId: id, speakerId, position }));
  const upsert = (rows: typeof links) =>
    db
      .insert(agendaItemSpeakers)
      .values(rows)
      .onConflictDoUpdate({
        target: [agendaItemSpeakers.agendaItemId, agendaItemSpeakers.speakerId],
        set: { position: sql`excluded.position` },
      });
  await db.batch([
    removeOthers,
    ...chunkForStatement(links, (rows) => upsert(rows).toSQL().params.length).map(upsert),
    db.update(agendaItems).set(revised(now)).where(eq(agendaItems.id, id)),
  ]);
  return (await withEvent(db, id, event)).item;
}
