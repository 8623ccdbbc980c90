/**
 * Speaker administration (docs/product.md#speaker-management; docs/api.md#speaker-administration and
 * POST /api/admin/upload-speaker-image): bios, display order and photos.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { speakers } from "../../db/schema";
import {
  MAX_SPEAKER_IMAGE_BYTES,
  SPEAKER_IMAGE_MESSAGES,
  SPEAKER_NOT_FOUND_MESSAGE,
  type SpeakerBio,
  type SpeakerImageResult,
  type SpeakerOrder,
} from "../contract/admin-speakers";
import type { Speaker } from "../contract/content";
import type { Database } from "../db";
import { InvalidInputError, NotFoundError, TooLargeError } from "./errors";
import { toSpeaker } from "./content";
import { chunkForStatement } from "../lib/d1-batch";
import { deleteMedia, mediaKeyOf, mediaUrl, putMedia, sniffImageType, speakerImageKey } from "./media";

/**
 * Sets or clears a speaker's bio and, when `bioAr` is given, its Arabic bio (docs/api.md#speaker-administration):
 * "" and null clear; an absent `bioAr` leaves the stored one as it is.
 * @throws DomainError 404 for an unknown id.
 */
export async function updateSpeakerBio(
  db: Database,
  id: number,
  { bio, bioAr }: SpeakerBio,
  now = new Date(),
): Promise<Speaker> {
  const [row] = await db
    .update(speakers)
    .set({ bio: bio || null, ...(bioAr === undefined ? {} : { bioAr }), updatedAt: now })
    .where(eq(speakers.id, id))
    .returning();
  if (!row) throw new NotFoundError(SPEAKER_NOT_FOUND_MESSAGE);
  return toSpeaker(row);
}

/**
 * Stores a new display order (docs/data-model.md#speaker-reorder). Every id must exist, or nothing changes.
 * One read, then one batch of `UPDATE ... SET display_order = CASE id WHEN ? THEN ? ... END`
 * statements chunked under D1's 100-parameter limit (about 33 speakers per statement).
 * @throws DomainError 404 when an id is unknown.
 */
export async function updateSpeakerOrder(db: Database, order: SpeakerOrder, now = new Date()): Promise<void> {
  const known = new Set((await db.select({ id: speakers.id }).from(speakers)).map((s) => s.id));
  const unknown = order.speakers.find((s) => !known.has(s.id));
  if (unknown) throw new NotFoundError(`${SPEAKER_NOT_FOUND_MESSAGE}: ${unknown.id}`);
  const statement = (rows: SpeakerOrder["speakers"]) =>
    db
      .update(speakers)
      .set({
        displayOrder: sql`CASE ${speakers.id} ${sql.join(
          rows.map((r) => sql`WHEN ${r.id} THEN ${r.displayOrder}`),
          sql` `,
        )} END`,
        updatedAt: now,
      })
      .where(
        inArray(
          speakers.id,
          rows.map((r) => r.id),
        ),
      );
  const [first, ...rest] = chunkForStatement(order.speakers, (rows) => statement(rows).toSQL().params.length).map(
    statement,
  );
  await db.batch([first!, ...rest]);
}

/**
 * Stores an uploaded photo in R2 and points the speaker at it. The type is sniffed from the
 * bytes; the key is made here. The previous photo, when it was one of ours, is deleted with its
 * resized copies; when the database write fails, the new object is deleted again so nothing is
 * left half-written.
 * @throws DomainError 400 (not an image), 413 (larger than MAX_SPEAKER_IMAGE_BYTES), 404 (unknown speaker).
 */
export async function uploadSpeakerImage(
  db: Database,
  bucket: R2Bucket,
  speakerId: number,
  bytes: Uint8Array,
  now = new Date(),
): Promise<SpeakerImageResult> {
  if (bytes.length > MAX_SPEAKER_IMAGE_BYTES) throw new TooLargeError(SPEAKER_IMAGE_MESSAGES.tooLarge);
  const type = sniffImageType(bytes);
  if (!type) throw new InvalidInputError(SPEAKER_IMAGE_MESSAGES.notImage);
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
