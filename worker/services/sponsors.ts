/**
 * Sponsors (docs/product.md#sponsors; docs/api.md#sponsors): the public list and the organisers'
 * additions, edits, deletions and order. Logos go through the same checks and R2 pipeline as
 * speaker photos (./media.ts): at most 5 MB, a raster image by its bytes (no SVG), a server-made
 * key, served sandboxed.
 */
import { eq, max } from "drizzle-orm";
import { sponsors, type SponsorRow } from "../../db/schema";
import {
  SPONSOR_MESSAGES,
  type SponsorCreate,
  type SponsorOrder,
  type SponsorUpdate,
} from "../contract/admin-sponsors";
import { sortSponsors, sponsorTierOf, type Sponsor, type SponsorTier } from "../contract/sponsors";
import type { Database } from "../db";
import { NotFoundError } from "./errors";
import { writeDisplayOrder } from "./display-order";
import { checkedImageType, deleteMedia, mediaKeyOf, mediaUrl, putMedia, sponsorLogoKey } from "./media";

/** The API's view of a sponsor row. */
function toSponsor(row: SponsorRow): Sponsor {
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logoUrl,
    websiteUrl: row.websiteUrl,
    tier: sponsorTierOf(row.tier),
    isActive: row.isActive,
    displayOrder: row.displayOrder,
  };
}

/** Every sponsor, active or not, by tier, then display order (the admin screen). One query. */
export async function listSponsors(db: Database): Promise<Sponsor[]> {
  return sortSponsors((await db.select().from(sponsors)).map(toSponsor));
}

/** The active sponsors by tier, then display order (GET /api/sponsors, the landing page). One query. */
export async function listActiveSponsors(db: Database): Promise<Sponsor[]> {
  return sortSponsors((await db.select().from(sponsors).where(eq(sponsors.isActive, true))).map(toSponsor));
}

/** The display order after the last sponsor of `tier`. */
async function nextInTier(db: Database, tier: SponsorTier): Promise<number> {
  const [row] = await db
    .select({ last: max(sponsors.displayOrder) })
    .from(sponsors)
    .where(eq(sponsors.tier, tier));
  return (row?.last ?? 0) + 1;
}

/**
 * Stores `bytes` as a logo under a new key (checked first, nothing is stored otherwise), runs
 * `write` with its URL, and deletes the new object again when `write` fails, so nothing is left
 * half-written.
 * @throws DomainError 400 (not an image) or 413 (too large), and whatever `write` throws.
 */
async function withNewLogo<T>(bucket: R2Bucket, bytes: Uint8Array, write: (logoUrl: string) => Promise<T>): Promise<T> {
  const type = checkedImageType(bytes);
  const key = sponsorLogoKey(type);
  await putMedia(bucket, key, bytes, type);
  try {
    return await write(mediaUrl(key));
  } catch (error) {
    await bucket.delete(key);
    throw error;
  }
}

/** Deletes a stored logo with its resized copies (a URL that is not ours is left alone). */
async function deleteLogo(bucket: R2Bucket, logoUrl: string): Promise<void> {
  const key = mediaKeyOf(logoUrl);
  if (key) await deleteMedia(bucket, key);
}

/**
 * Adds a sponsor, active, last in its tier, with `logo` as its logo.
 * @throws DomainError 400 (not an image) or 413 (larger than 5 MB); nothing is stored then.
 */
export async function createSponsor(
  db: Database,
  bucket: R2Bucket,
  input: SponsorCreate,
  logo: Uint8Array,
  now = new Date(),
): Promise<Sponsor> {
  const displayOrder = await nextInTier(db, input.tier);
  return withNewLogo(bucket, logo, async (logoUrl) => {
    const [row] = await db
      .insert(sponsors)
      .values({
        name: input.name,
        tier: input.tier,
        websiteUrl: input.websiteUrl || null,
        logoUrl,
        displayOrder,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toSponsor(row!);
  });
}

/**
 * Changes the fields `patch` names; "" clears the website. A sponsor moved to another tier goes
 * last in it.
 * @throws NotFoundError (404) for an unknown id.
 */
export async function updateSponsor(
  db: Database,
  id: number,
  patch: SponsorUpdate,
  now = new Date(),
): Promise<Sponsor> {
  const [current] = await db.select({ tier: sponsors.tier }).from(sponsors).where(eq(sponsors.id, id));
  if (!current) throw new NotFoundError(SPONSOR_MESSAGES.notFound);
  const moved = patch.tier !== undefined && patch.tier !== sponsorTierOf(current.tier);
  const [row] = await db
    .update(sponsors)
    .set({
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.tier === undefined ? {} : { tier: patch.tier }),
      ...(patch.websiteUrl === undefined ? {} : { websiteUrl: patch.websiteUrl || null }),
      ...(patch.isActive === undefined ? {} : { isActive: patch.isActive }),
      ...(moved ? { displayOrder: await nextInTier(db, patch.tier!) } : {}),
      updatedAt: now,
    })
    .where(eq(sponsors.id, id))
    .returning();
  if (!row) throw new NotFoundError(SPONSOR_MESSAGES.notFound);
  return toSponsor(row);
}

/**
 * Replaces a sponsor's logo: the new one is stored first, then the row points at it, then the
 * previous logo and its copies are deleted.
 * @throws DomainError 400, 413 (the file), 404 (unknown sponsor); nothing changes then.
 */
export async function replaceSponsorLogo(
  db: Database,
  bucket: R2Bucket,
  id: number,
  logo: Uint8Array,
  now = new Date(),
): Promise<Sponsor> {
  const [current] = await db.select({ logoUrl: sponsors.logoUrl }).from(sponsors).where(eq(sponsors.id, id));
  if (!current) throw new NotFoundError(SPONSOR_MESSAGES.notFound);
  const sponsor = await withNewLogo(bucket, logo, async (logoUrl) => {
    const [row] = await db.update(sponsors).set({ logoUrl, updatedAt: now }).where(eq(sponsors.id, id)).returning();
    if (!row) throw new NotFoundError(SPONSOR_MESSAGES.notFound);
    return toSponsor(row);
  });
  await deleteLogo(bucket, current.logoUrl);
  return sponsor;
}

/**
 * Deletes a sponsor, then its logo and the logo's copies from R2.
 * @throws NotFoundError (404) for an unknown id.
 */
export async function deleteSponsor(db: Database, bucket: R2Bucket, id: number): Promise<void> {
  const [row] = await db.delete(sponsors).where(eq(sponsors.id, id)).returning({ logoUrl: sponsors.logoUrl });
  if (!row) throw new NotFoundError(SPONSOR_MESSAGES.notFound);
  await deleteLogo(bucket, row.logoUrl);
}

/**
 * Stores a new display order, one tier's list numbered from 1 (docs/data-model.md#ordering-rules).
 * Every id must exist, or nothing changes.
 * @throws NotFoundError (404) "Sponsor not found: {id}".
 */
export function updateSponsorOrder(db: Database, order: SponsorOrder, now = new Date()): Promise<void> {
  return writeDisplayOrder(db, sponsors, order.sponsors, SPONSOR_MESSAGES.notFound, now);
}
