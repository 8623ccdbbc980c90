/**
 * My Agenda (docs/product.md#my-agenda; docs/api.md#my-agenda; docs/data-model.md#starred_sessions):
 * the sessions each person starred, read and replaced as a whole, and the starred sessions of a
 * private calendar feed.
 *
 * The list of ids travels as ONE JSON parameter read with `json_each` (lib/d1-batch.ts,
 * jsonRows), so a statement binds at most three parameters whatever the number of sessions
 * (D1: 100 bound parameters per statement).
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import { agendaItems, calendarFeeds, starredSessions } from "../../db/schema";
import { unknownSessionMessage, type MyAgenda } from "../contract/my-agenda";
import type { Database } from "../db";
import { batchRaw, jsonRows } from "../lib/d1-batch";
import { listAgenda } from "./content";
import { InvalidInputError } from "./errors";
import type { FeedSession } from "./ics";

/** The ids of the sessions `userId` starred, ascending. One query. */
export async function starredSessionIds(db: Database, userId: number): Promise<MyAgenda> {
  const rows = await db
    .select({ id: starredSessions.agendaItemId })
    .from(starredSessions)
    .where(eq(starredSessions.userId, userId))
    .orderBy(asc(starredSessions.agendaItemId));
  return { sessionIds: rows.map((row) => row.id) };
}

/**
 * Makes `sessionIds` the whole set of sessions `userId` starred: stars that stay keep their
 * `createdAt`, the others go, new ones are added. Two round trips: the check, then the write
 * (one batch, one transaction) with the stored set read back.
 * @throws InvalidInputError (400) naming the first id that is no session; nothing changes then.
 */
export async function replaceStarredSessions(db: Database, userId: number, sessionIds: number[]): Promise<MyAgenda> {
  const ids = sql`(SELECT value FROM ${jsonRows(sessionIds)})`;
  const known = await db.select({ id: agendaItems.id }).from(agendaItems).where(inArray(agendaItems.id, ids));
  const knownIds = new Set(known.map((row) => row.id));
  const unknown = sessionIds.find((id) => !knownIds.has(id));
  if (unknown !== undefined) throw new InvalidInputError(unknownSessionMessage(unknown));
  const [, , stored] = await batchRaw<{ id: number }>(db, [
    sql`DELETE FROM ${starredSessions} WHERE ${starredSessions.userId} = ${userId}
      AND ${starredSessions.agendaItemId} NOT IN ${ids}`,
    // A session deleted since the check is simply not starred (the SELECT finds no row for it).
    sql`INSERT INTO ${starredSessions} (user_id, agenda_item_id)
      SELECT ${userId}, ${agendaItems.id} FROM ${agendaItems} WHERE ${agendaItems.id} IN ${ids}
      ON CONFLICT DO NOTHING`,
    sql`SELECT ${starredSessions.agendaItemId} AS id FROM ${starredSessions}
      WHERE ${starredSessions.userId} = ${userId} ORDER BY 1`,
  ]);
  return { sessionIds: (stored ?? []).map((row) => row.id) };
}

/**
 * The starred sessions of the feed whose token hashes to `tokenHash`, by date and time, with
 * their revision; null when no feed has that hash (unknown or reset). Two round trips.
 * @param tokenHash lower-case hex SHA-256 of the token in the feed's URL.
 */
export async function feedSessions(db: Database, tokenHash: string): Promise<FeedSession[] | null> {
  const [feeds, revisions] = await db.batch([
    db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash)),
    db
      .select({ id: agendaItems.id, sequence: agendaItems.sequence, updatedAt: agendaItems.updatedAt })
      .from(starredSessions)
      .innerJoin(calendarFeeds, eq(calendarFeeds.userId, starredSessions.userId))
      .innerJoin(agendaItems, eq(agendaItems.id, starredSessions.agendaItemId))
      .where(eq(calendarFeeds.tokenHash, tokenHash)),
  ]);
  if (feeds.length === 0) return null;
  if (revisions.length === 0) return [];
  const byId = new Map(revisions.map((row) => [row.id, row]));
  const sessions: FeedSession[] = [];
  for (const item of await listAgenda(db)) {
    const revision = byId.get(item.id);
    if (revision) sessions.push({ item, sequence: revision.sequence, updatedAt: revision.updatedAt });
  }
  return sessions;
}
