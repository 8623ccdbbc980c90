/**
 * Private calendar feeds of My Agenda (docs/decisions/0013-private-calendar-feed.md;
 * docs/data-model.md#calendar_feeds; docs/api.md#my-agenda).
 *
 * A feed's token is the HMAC-SHA256, under the Worker's TOKEN_SIGNING_SECRET, of a random seed of
 * 128 bits kept in the feed's row: 256 bits as 43 base64url characters. The row keeps the seed
 * and the token's SHA-256, never the token: the feed URL looks its owner up by the hash, and the
 * owner's page derives the token again from the seed to show the link. A copy of the database
 * alone (a backup) therefore opens no feed. "Reset link" draws a new seed: the old token's hash
 * is gone in the same write, so the old URL answers 404 at once.
 */
import { eq } from "drizzle-orm";
import { calendarFeeds } from "../../db/schema";
import type { Database } from "../db";
import { hmacSha256Base64url, randomToken, sha256Hex } from "../lib/crypto";

/** Bytes of a feed's random seed: 128 bits. */
const SEED_BYTES = 16;

/** Domain separation: this secret also signs unsubscribe links (services/unsubscribe.ts). */
const SIGNING_CONTEXT = "calendar-feed:v1:";

/** The token of a feed with `seed`: HMAC-SHA256 under `secret`, base64url (43 characters). */
function deriveToken(secret: string, seed: string): Promise<string> {
  return hmacSha256Base64url(secret, SIGNING_CONTEXT + seed);
}

/** The stored form of a token: its lower-case hex SHA-256. */
export function feedTokenHash(token: string): Promise<string> {
  return sha256Hex(token);
}

/**
 * The token of `userId`'s feed, or null when they have none. When the stored hash is not the
 * derived token's (TOKEN_SIGNING_SECRET was rotated, so the old link could not be shown any
 * more), the hash is replaced: the link shown is the one that works from now on.
 */
export async function currentFeedToken(db: Database, secret: string, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ seed: calendarFeeds.seed, tokenHash: calendarFeeds.tokenHash })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  if (!row) return null;
  const token = await deriveToken(secret, row.seed);
  const tokenHash = await feedTokenHash(token);
  if (tokenHash !== row.tokenHash) {
    await db.update(calendarFeeds).set({ tokenHash }).where(eq(calendarFeeds.userId, userId));
  }
  return token;
}

/** A new seed and the token and hash that go with it. */
async function newFeed(secret: string): Promise<{ seed: string; token: string; tokenHash: string }> {
  const seed = randomToken(SEED_BYTES);
  const token = await deriveToken(secret, seed);
  return { seed, token, tokenHash: await feedTokenHash(token) };
}

/** The token of `userId`'s feed, made now when they have none (two calls make one feed). */
export async function ensureFeedToken(db: Database, secret: string, userId: number): Promise<string> {
  const { seed, tokenHash } = await newFeed(secret);
  await db.insert(calendarFeeds).values({ userId, seed, tokenHash }).onConflictDoNothing();
  const token = await currentFeedToken(db, secret, userId);
  if (token === null) throw new Error("calendar feed missing after insert");
  return token;
}

/** Gives `userId`'s feed a new token; the previous one stops working at once. */
export async function resetFeedToken(db: Database, secret: string, userId: number): Promise<string> {
  const { seed, token, tokenHash } = await newFeed(secret);
  await db
    .insert(calendarFeeds)
    .values({ userId, seed, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { seed, tokenHash, createdAt: new Date() } });
  return token;
}
