/**
 * Speaker administration (docs/product.md#speaker-management; docs/api.md#speaker-administration):
 * speakers added, edited and deleted by hand, display order and photos.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { agendaItemSpeakers, agendaItems, speakers, type SpeakerRow } from "../../db/schema";
import {
  SPEAKER_NAME_TAKEN_MESSAGE,
  SPEAKER_NOT_FOUND_MESSAGE,
  type SpeakerCreate,
  type SpeakerImageResult,
  type SpeakerOrder,
  type SpeakerUpdate,
} from "../contract/admin-speakers";
import type { Speaker } from "../contract/content";
import type { EventCode } from "../contract/event";
import { speakerKey } from "../contract/speaker";
import type { Database } from "../db";
import { ConflictError, NotFoundError } from "./errors";
import { toSpeaker } from "./content";
import { writeDisplayOrder } from "./display-order";
import { speakerColumns } from "./speaker-import";
import { checkedImageType, deleteMedia, mediaKeyOf, mediaUrl, putMedia, speakerImageKey } from "./media";

/**
 * The last display order among the event's speakers other than `except`, after checking that none
 * of them has the name `name surname` ({@link speakerKey}: letter case and surrounding spaces aside).
 * @throws ConflictError (409) {@link SPEAKER_NAME_TAKEN_MESSAGE}.
 */
async function placeInEvent(
  db: Database,
  event: EventCode,
  name: string,
  surname: string,
  except?: number,
): Promise<number> {
  const rows = await db
    .select({ name: speakers.name, surname: speakers.surname, displayOrder: speakers.displayOrder })
    .from(speakers)
    .where(
      except === undefined
        ? eq(speakers.eventType, event)
        : and(eq(speakers.eventType, event), ne(speakers.id, except)),
    );
  const key = speakerKey(name, surname);
  if (rows.some((row) => speakerKey(row.name, row.surname) === key))
    throw new ConflictError(SPEAKER_NAME_TAKEN_MESSAGE);
  return rows.reduce((max, row) => Math.max(max, row.displayOrder), 0);
}

/**
 * Adds a speaker by hand (docs/api.md#speaker-administration), last in its event's order. Two
 * queries: the event's names and order, then the insert.
 * @throws ConflictError (409) when the event already has a speaker of that name.
 */
export async function createSpeaker(db: Database, input: SpeakerCreate, now = new Date()): Promise<Speaker> {
  const last = await placeInEvent(db, input.eventType, input.name, input.surname);
  const [row] = await db
    .insert(speakers)
    .values({ ...speakerColumns(input), displayOrder: last + 1, createdAt: now, updatedAt: now })
    .returning();
  return toSpeaker(row!);
}

/**
 * Changes the fields `patch` names (docs/api.md#speaker-administration); the others keep their
 * values. "" and null clear the bio, the Arabic bio and (as "") the LinkedIn URL. A speaker moved
 * to the other event goes last in its order. A new name or surname counts as an edit of the
 * speaker's sessions (their calendar feed entries list the names: docs/decisions/0013-private-calendar-feed.md).
 * At most three queries: the stored row, the event's names (when the name or event changes) and
 * one batch.
 * @throws NotFoundError (404) for an unknown id; ConflictError (409) when the name is taken in the event.
 */
export async function updateSpeaker(
  db: Database,
  id: number,
  patch: SpeakerUpdate,
  now = new Date(),
): Promise<Speaker> {
  const [current] = await db.select().from(speakers).where(eq(speakers.id, id));
  if (!current) throw new NotFoundError(SPEAKER_NOT_FOUND_MESSAGE);
  const next = {
    name: patch.name ?? current.name,
    surname: patch.surname ?? current.surname,
    eventType: patch.eventType ?? current.eventType,
  };
  const renamed = next.name !== current.name || next.surname !== current.surname;
  const moved = next.eventType !== current.eventType;
  const last = renamed || moved ? await placeInEvent(db, next.eventType, next.name, next.surname, id) : 0;
  const changes: Partial<SpeakerRow> = {
    ...next,
    ...(patch.company === undefined ? {} : { company: patch.company }),
    ...(patch.position === undefined ? {} : { position: patch.position }),
    ...(patch.bio === undefined ? {} : { bio: patch.bio || null }),
    ...(patch.bioAr === undefined ? {} : { bioAr: patch.bioAr }),
    ...(patch.linkedinUrl === undefined ? {} : { linkedinUrl: patch.linkedinUrl || null }),
    ...(patch.expertise === undefined ? {} : { expertise: patch.expertise }),
    ...(moved ? { displayOrder: last + 1 } : {}),
    updatedAt: now,
  };
  const update = db.update(speakers).set(changes).where(eq(speakers.id, id)).returning();
  if (!renamed) return toSpeaker((await update)[0]!);
  const [rows] = await db.batch([update, reviseSessionsOf(db, id, now)]);
  return toSpeaker(rows[0]!);
}

/**
 * One more revision of every session of speaker `id` (by its speakers list or the legacy link):
 * the calendar feeds then replace their copy (docs/decisions/0013-private-calendar-feed.md).
 */
function reviseSessionsOf(db: Database, id: number, now: Date) {
  const listed = db
    .select({ id: agendaItemSpeakers.agendaItemId })
    .from(agendaItemSpeakers)
    .where(eq(agendaItemSpeakers.speakerId, id));
  return db
    .update(agendaItems)
    .set({ updatedAt: now, sequence: sql`${agendaItems.sequence} + 1` })
    .where(sql`${agendaItems.id} IN ${listed} OR ${agendaItems.speakerId} = ${id}`);
}

/**
 * Deletes a speaker (docs/api.md#speaker-administration): in one batch (one transaction) their
 * sessions get a new revision, the speaker leaves every session's speakers list and legacy link,
 * and the row goes; then their uploaded photo and its resized copies are deleted from R2. An
 * imported photo URL is someone else's file and stays.
 * @throws NotFoundError (404) for an unknown id.
 */
export async function deleteSpeaker(db: Database, bucket: R2Bucket, id: number, now = new Date()): Promise<void> {
  const [current] = await db.select({ photoUrl: speakers.photoUrl }).from(speakers).where(eq(speakers.id, id));
  if (!current) throw new NotFoundError(SPEAKER_NOT_FOUND_MESSAGE);
  await db.batch([
    reviseSessionsOf(db, id, now),
    db.delete(agendaItemSpeakers).where(eq(agendaItemSpeakers.speakerId, id)),
    db.update(agendaItems).set({ speakerId: null }).where(eq(agendaItems.speakerId, id)),
    db.delete(speakers).where(eq(speakers.id, id)),
  ]);
  const photo = mediaKeyOf(current.photoUrl);
  if (photo) await deleteMedia(bucket, photo);
}

/**
 * Stores a new display order (docs/data-model.md#speaker-reorder). Every id must exist, or nothing changes.
 * @throws NotFoundError (404) "Speaker not found: {id}" when an id is unknown.
 */
export function updateSpeakerOrder(db: Database, order: SpeakerOrder, now = new Date()): Promise<void> {
  return writeDisplayOrder(db, speakers, order.speakers, SPEAKER_NOT_FOUND_MESSAGE, now);
}

/**
 * Stores an uploaded photo in R2 and points the speaker at it. The type is sniffed from the
 * bytes; the key is made here. The previous photo, when it was one of ours, is deleted with its
 * resized copies; when the database write fails, the new object is deleted again so nothing is
 * left half-written.
 * @throws DomainError 400 (not an image), 413 (larger than MAX_IMAGE_BYTES), 404 (unknown speaker).
 */
export async function uploadSpeakerImage(
  db: Database,
  bucket: R2Bucket,
  speakerId: number,
  bytes: Uint8Array,
  now = new Date(),
): Promise<SpeakerImageResult> {
  const type = checkedImageType(bytes);
  const [current] = await db.select({ photoUrl: speakers.photoUrl }).from(speakers).where(eq(speakers.id, speakerId));
  if (!current) throw new NotFoundError(SPEAKER_NOT_FOUND_MESSAGE);
  const key = speakerImageKey(speakerId, type);
  await putMedia(bucket, key, bytes, type);
  const photoUrl = mediaUrl(key);
  try {
    const updated = await db
      .update(speakers)
      .set({ photoUrl, updatedAt: now })
      .where(eq(speakers.id, speakerId))
      .returning({ id: speakers.id });
    if (updated.length === 0) throw new NotFoundError(SPEAKER_NOT_FOUND_MESSAGE);
  } catch (error) {
    await bucket.delete(key);
    throw error;
  }
  const previous = mediaKeyOf(current.photoUrl);
  if (previous) await deleteMedia(bucket, previous);
  return { photoUrl };
}
