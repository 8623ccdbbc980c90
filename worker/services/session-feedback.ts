/**
 * Session feedback (docs/live-room.md#feedback): once a session has started (Kuwait time, from its
 * date and start time), a delegate rates it 1 to 5 with an optional comment, one rating per person
 * and session, a new one replacing the old; organisers read each session's count, average and
 * comments, and export them as CSV.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { agendaItems, sessionFeedback, users } from "../../db/schema";
import type { FeedbackSummary, SessionFeedback, SessionFeedbackData } from "../contract/live";
import { DELETED_DELEGATE_NAME } from "../contract/my-data";
import { sessionTiming } from "../contract/time";
import type { Database } from "../db";
import { toCsv } from "../lib/csv";
import { ConflictError } from "./errors";
import { requireSessionRow } from "./session-questions";

const NOT_STARTED_MESSAGE = /*i18n*/ "You can rate a session once it has started.";

function toFeedback(row: { rating: number; comment: string | null; updatedAt: Date }): SessionFeedback {
  return { rating: row.rating, comment: row.comment, updatedAt: row.updatedAt.toISOString() };
}

/** `userId`'s rating of session `agendaItemId`, or null. One query. */
export async function myFeedback(db: Database, agendaItemId: number, userId: number): Promise<SessionFeedback | null> {
  const row = await db
    .select()
    .from(sessionFeedback)
    .where(and(eq(sessionFeedback.agendaItemId, agendaItemId), eq(sessionFeedback.userId, userId)))
    .get();
  return row ? toFeedback(row) : null;
}

/**
 * Stores `userId`'s rating of session `agendaItemId`, replacing an earlier one. Two queries.
 * @param now the current instant (UTC), which decides whether the session has started.
 * @throws NotFoundError (404) for an unknown session; ConflictError (409) before it starts.
 */
export async function rateSession(
  db: Database,
  agendaItemId: number,
  userId: number,
  input: SessionFeedbackData,
  now: Date,
): Promise<SessionFeedback> {
  const session = await requireSessionRow(db, agendaItemId);
  if (sessionTiming(session, now) === "upcoming") throw new ConflictError(NOT_STARTED_MESSAGE);
  const values = { rating: input.rating, comment: input.comment, updatedAt: now };
  const [row] = await db
    .insert(sessionFeedback)
    .values({ agendaItemId, userId, ...values })
    .onConflictDoUpdate({ target: [sessionFeedback.agendaItemId, sessionFeedback.userId], set: values })
    .returning();
  return toFeedback(row!);
}

/** Every rated session's count, average and comments (newest first), in agenda order. Two queries. */
export async function feedbackSummaries(db: Database): Promise<FeedbackSummary[]> {
  const [totals, comments] = await db.batch([
    db
      .select({
        agendaItemId: agendaItems.id,
        title: agendaItems.title,
        count: sql<number>`count(*)`,
        average: sql<number>`avg(${sessionFeedback.rating})`,
      })
      .from(sessionFeedback)
      .innerJoin(agendaItems, eq(agendaItems.id, sessionFeedback.agendaItemId))
      .groupBy(agendaItems.id)
      .orderBy(asc(agendaItems.date), asc(agendaItems.startTime), asc(agendaItems.id)),
    db
      .select({
        agendaItemId: sessionFeedback.agendaItemId,
        rating: sessionFeedback.rating,
        comment: sessionFeedback.comment,
        firstName: users.firstName,
        updatedAt: sessionFeedback.updatedAt,
      })
      .from(sessionFeedback)
      .leftJoin(users, eq(users.id, sessionFeedback.userId))
      .where(sql`${sessionFeedback.comment} is not null`)
      .orderBy(desc(sessionFeedback.updatedAt)),
  ]);
  return totals.map((total) => ({
    ...total,
    average: Math.round(total.average * 100) / 100,
    comments: comments
      .filter((row) => row.agendaItemId === total.agendaItemId)
      .map((row) => ({
        rating: row.rating,
        comment: row.comment ?? "",
        firstName: row.firstName ?? DELETED_DELEGATE_NAME,
        updatedAt: row.updatedAt.toISOString(),
      })),
  }));
}

/**
 * The feedback as CSV (RFC 4180, formula-safe: lib/csv.ts): one row per session with its count and
 * average, then one row per comment. Two queries.
 */
export async function feedbackCsv(db: Database): Promise<string> {
  const summaries = await feedbackSummaries(db);
  return toCsv([
    ["Session", "Ratings", "Average", "Rating", "Comment", "First name", "Rated at (UTC)"],
    ...summaries.flatMap((summary) => [
      [summary.title, summary.count, summary.average.toFixed(2), null, null, null, null],
      ...summary.comments.map((c) => [summary.title, null, null, c.rating, c.comment, c.firstName, c.updatedAt]),
    ]),
  ]);
}
