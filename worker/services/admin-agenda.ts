/**
 * Calendar administration (docs/product.md#calendar-administration; docs/data-model.md#edit-agenda-dialog and
 * Manage speakers dialog; docs/api.md#agenda-administration).
 */
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { agendaItemSpeakers, agendaItems, speakers } from "../../db/schema";
import { AGENDA_ITEM_NOT_FOUND_MESSAGE, type AgendaItemUpdate } from "../contract/admin-agenda";
import { SPEAKER_NOT_FOUND_MESSAGE } from "../contract/admin-speakers";
import type { AgendaItem } from "../contract/content";
import type { Database } from "../db";
import { InvalidInputError, NotFoundError } from "./errors";
import { listAgenda } from "./content";
import { chunkForStatement } from "../lib/d1-batch";

/** A session as the public agenda shows it (with its ordered speakers). */
async function agendaItem(db: Database, id: number): Promise<AgendaItem> {
  const [row] = await db.select({ eventType: agendaItems.eventType }).from(agendaItems).where(eq(agendaItems.id, id));
  const item = row && (await listAgenda(db, row.eventType)).find((i) => i.id === id);
  if (!item) throw new NotFoundError(AGENDA_ITEM_NOT_FOUND_MESSAGE);
  return item;
}

/**
 * What every organiser edit of a session records: the time of the edit and one more revision,
 * the LAST-MODIFIED and SEQUENCE of the session in the private calendar feeds
 * (docs/decisions/0013-private-calendar-feed.md), so subscribed calendar apps replace their copy.
 */
function revised(now: Date) {
  return { updatedAt: now, sequence: sql`${agendaItems.sequence} + 1` };
}

/**
 * Saves the Edit Agenda Item dialog (title, times, date, location, description and their Arabic
 * versions; docs/api.md#agenda-administration): every field of `input` replaces the stored one.
 * @throws DomainError 400 when the body's id differs from the path's, 404 for an unknown id.
 */
export async function updateAgendaItem(
  db: Database,
  id: number,
  input: AgendaItemUpdate,
  now = new Date(),
): Promise<AgendaItem> {
  if (input.id !== undefined && input.id !== id)
    throw new InvalidInputError("The id in the body must match the agenda item in the path");
  const { id: _bodyId, ...fields } = input;
  const updated = await db
    .update(agendaItems)
    .set({ ...fields, ...revised(now) })
    .where(eq(agendaItems.id, id))
    .returning({ id: agendaItems.id });
  if (updated.length === 0) throw new NotFoundError(AGENDA_ITEM_NOT_FOUND_MESSAGE);
  return agendaItem(db, id);
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
  const [[item], known] = await db.batch([
    db.select({ id: agendaItems.id }).from(agendaItems).where(eq(agendaItems.id, id)),
    db
      .select({ id: speakers.id })
      .from(speakers)
      .where(inArray(speakers.id, speakerIds.length > 0 ? speakerIds : [0])),
  ]);
  if (!item) throw new NotFoundError(AGENDA_ITEM_NOT_FOUND_MESSAGE);
  const knownIds = new Set(known.map((s) => s.id));
  const unknown = speakerIds.find((speakerId) => !knownIds.has(speakerId));
  if (unknown !== undefined) throw new NotFoundError(`${SPEAKER_NOT_FOUND_MESSAGE}: ${unknown}`);
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
  return agendaItem(db, id);
}
