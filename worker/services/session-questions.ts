/**
 * The questions of a session's live room (docs/live-room.md#questions): delegates ask and vote,
 * organisers moderate. They are Q&A questions (`qna_questions`) linked to the session by
 * `agendaItemId`, so the organisers' Q&A Administration lists them too; votes are `qna_votes`,
 * one per person and question. Ranked by votes, then by time (oldest first).
 */
import { and, asc, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { agendaItems, liveRooms, qnaQuestions, qnaVotes, users, type UserRow } from "../../db/schema";
import { AGENDA_ITEM_NOT_FOUND_MESSAGE } from "../contract/admin-agenda";
import { QUESTION_NOT_FOUND_MESSAGE } from "../contract/admin-qna";
import type {
  LiveRoomSettings,
  ModeratedQuestion,
  QuestionModeration,
  RoomQuestion,
  SessionQuestion,
} from "../contract/live";
import { DELETED_DELEGATE_NAME } from "../contract/my-data";
import type { Database } from "../db";
import { NotFoundError } from "./errors";

/** At most this many questions are listed or sent to the room: the top of the ranking. */
const ROOM_QUESTION_LIMIT = 200;

/** Session `id`'s row. @throws NotFoundError (404) "Agenda item not found" for an unknown id. */
export async function requireSessionRow(db: Database, id: number) {
  const row = await db.select().from(agendaItems).where(eq(agendaItems.id, id)).get();
  if (!row) throw new NotFoundError(AGENDA_ITEM_NOT_FOUND_MESSAGE);
  return row;
}

/** What the room sees: neither hidden (archived) nor waiting for approval. */
const visibleToRoom = and(eq(qnaQuestions.isArchived, false), eq(qnaQuestions.awaitingApproval, false));

/**
 * The ranked questions of session `agendaItemId` that `filter` keeps, with the votes, the caller's
 * vote (`viewerId`; 0 for nobody) and the pinned flag. One query.
 */
function rankedQuestions(db: Database, agendaItemId: number, filter: SQL | undefined, viewerId: number) {
  const votes = sql<number>`count(${qnaVotes.userId})`;
  return db
    .select({
      id: qnaQuestions.id,
      text: qnaQuestions.question,
      answered: qnaQuestions.isAnswered,
      hidden: qnaQuestions.isArchived,
      awaitingApproval: qnaQuestions.awaitingApproval,
      userId: qnaQuestions.userId,
      createdAt: qnaQuestions.createdAt,
      askerFirstName: users.firstName,
      votes,
      votedByMe: sql<number>`coalesce(max(${qnaVotes.userId} = ${viewerId}), 0)`,
      pinned: sql<number>`coalesce(${liveRooms.pinnedQuestionId} = ${qnaQuestions.id}, 0)`,
    })
    .from(qnaQuestions)
    .leftJoin(users, eq(users.id, qnaQuestions.userId))
    .leftJoin(qnaVotes, eq(qnaVotes.questionId, qnaQuestions.id))
    .leftJoin(liveRooms, eq(liveRooms.agendaItemId, qnaQuestions.agendaItemId))
    .where(and(eq(qnaQuestions.agendaItemId, agendaItemId), filter))
    .groupBy(qnaQuestions.id)
    .orderBy(desc(votes), asc(qnaQuestions.createdAt), asc(qnaQuestions.id))
    .limit(ROOM_QUESTION_LIMIT);
}

type RankedRow = Awaited<ReturnType<typeof rankedQuestions>>[number];

function toRoomQuestion(row: RankedRow): RoomQuestion {
  return {
    id: row.id,
    text: row.text,
    votes: row.votes,
    answered: row.answered,
    pinned: Boolean(row.pinned),
    askerFirstName: row.askerFirstName ?? DELETED_DELEGATE_NAME,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The room's visible questions of session `agendaItemId`, ranked (the live channel's payload). One query. */
export async function roomQuestions(db: Database, agendaItemId: number): Promise<RoomQuestion[]> {
  return (await rankedQuestions(db, agendaItemId, visibleToRoom, 0)).map(toRoomQuestion);
}

/**
 * The questions of session `agendaItemId` as `viewer` sees them: the room's, plus the viewer's own
 * that wait for approval. Two queries.
 * @throws NotFoundError (404) for an unknown session.
 */
export async function sessionQuestions(
  db: Database,
  agendaItemId: number,
  viewerId: number,
): Promise<SessionQuestion[]> {
  await requireSessionRow(db, agendaItemId);
  const rows = await rankedQuestions(
    db,
    agendaItemId,
    or(visibleToRoom, and(eq(qnaQuestions.isArchived, false), eq(qnaQuestions.userId, viewerId))),
    viewerId,
  );
  return rows.map((row) => ({
    ...toRoomQuestion(row),
    votedByMe: Boolean(row.votedByMe),
    awaitingApproval: row.awaitingApproval,
    mine: row.userId === viewerId,
  }));
}

/** Every question of session `agendaItemId` with its moderation state, ranked. Two queries. */
export async function moderatedQuestions(db: Database, agendaItemId: number): Promise<ModeratedQuestion[]> {
  await requireSessionRow(db, agendaItemId);
  const rows = await rankedQuestions(db, agendaItemId, undefined, 0);
  return rows.map((row) => ({ ...toRoomQuestion(row), hidden: row.hidden, awaitingApproval: row.awaitingApproval }));
}

/** The moderation settings of session `agendaItemId`'s room (defaults without a row). One query. */
export async function liveRoomSettings(db: Database, agendaItemId: number): Promise<LiveRoomSettings> {
  const row = await db.select().from(liveRooms).where(eq(liveRooms.agendaItemId, agendaItemId)).get();
  return {
    questionsNeedApproval: row?.questionsNeedApproval ?? false,
    pinnedQuestionId: row?.pinnedQuestionId ?? null,
    hasPresenterLink: Boolean(row?.presenterTokenHash),
  };
}

/**
 * Stores `asker`'s question on session `agendaItemId`; it waits for approval when the room says so.
 * Three queries.
 * @throws NotFoundError (404) for an unknown session.
 */
export async function askQuestion(
  db: Database,
  agendaItemId: number,
  asker: Pick<UserRow, "id" | "firstName">,
  text: string,
): Promise<SessionQuestion> {
  await requireSessionRow(db, agendaItemId);
  const { questionsNeedApproval } = await liveRoomSettings(db, agendaItemId);
  const [row] = await db
    .insert(qnaQuestions)
    .values({ userId: asker.id, question: text, agendaItemId, awaitingApproval: questionsNeedApproval })
    .returning();
  return {
    id: row!.id,
    text: row!.question,
    votes: 0,
    answered: false,
    pinned: false,
    askerFirstName: asker.firstName,
    createdAt: row!.createdAt.toISOString(),
    votedByMe: false,
    awaitingApproval: row!.awaitingApproval,
    mine: true,
  };
}

/**
 * Adds (`on`) or removes the vote of `userId` on question `questionId` of session `agendaItemId`.
 * A second vote, or removing a vote that is not there, changes nothing. Two queries.
 * @returns the question's votes and whether the caller's vote is on it now.
 * @throws NotFoundError (404) "Question not found" when the question is not visible in that session.
 */
export async function setVote(
  db: Database,
  agendaItemId: number,
  questionId: number,
  userId: number,
  on: boolean,
): Promise<{ votes: number; votedByMe: boolean }> {
  const question = await db
    .select({ id: qnaQuestions.id })
    .from(qnaQuestions)
    .where(and(eq(qnaQuestions.id, questionId), eq(qnaQuestions.agendaItemId, agendaItemId), visibleToRoom))
    .get();
  if (!question) throw new NotFoundError(QUESTION_NOT_FOUND_MESSAGE);
  const change = on
    ? db.insert(qnaVotes).values({ questionId, userId }).onConflictDoNothing()
    : db.delete(qnaVotes).where(and(eq(qnaVotes.questionId, questionId), eq(qnaVotes.userId, userId)));
  const [, [count]] = await db.batch([
    change,
    db.select({ votes: sql<number>`count(*)` }).from(qnaVotes).where(eq(qnaVotes.questionId, questionId)),
  ]);
  return { votes: count?.votes ?? 0, votedByMe: on };
}

/**
 * Applies an organiser's moderation to question `questionId` of session `agendaItemId`: hide or
 * show it (archived in Q&A Administration), mark it answered or not, approve it. One query.
 * @throws NotFoundError (404) when the session has no such question.
 */
export async function moderateQuestion(
  db: Database,
  agendaItemId: number,
  questionId: number,
  moderation: QuestionModeration,
): Promise<void> {
  const updated = await db
    .update(qnaQuestions)
    .set({
      ...(moderation.hidden !== undefined && { isArchived: moderation.hidden }),
      ...(moderation.answered !== undefined && { isAnswered: moderation.answered }),
      ...(moderation.approved && { awaitingApproval: false }),
      updatedAt: new Date(),
    })
    .where(and(eq(qnaQuestions.id, questionId), eq(qnaQuestions.agendaItemId, agendaItemId)))
    .returning({ id: qnaQuestions.id });
  if (updated.length === 0) throw new NotFoundError(QUESTION_NOT_FOUND_MESSAGE);
}

/**
 * Changes the room's settings of session `agendaItemId`. A pinned question must be one of the
 * session's. Up to three queries.
 * @throws NotFoundError (404) for an unknown session or a pinned id that is not its question.
 */
export async function updateLiveRoom(
  db: Database,
  agendaItemId: number,
  change: { questionsNeedApproval?: boolean; pinnedQuestionId?: number | null },
): Promise<LiveRoomSettings> {
  await requireSessionRow(db, agendaItemId);
  if (change.pinnedQuestionId) {
    const question = await db
      .select({ id: qnaQuestions.id })
      .from(qnaQuestions)
      .where(and(eq(qnaQuestions.id, change.pinnedQuestionId), eq(qnaQuestions.agendaItemId, agendaItemId)))
      .get();
    if (!question) throw new NotFoundError(QUESTION_NOT_FOUND_MESSAGE);
  }
  const values = {
    ...(change.questionsNeedApproval !== undefined && { questionsNeedApproval: change.questionsNeedApproval }),
    ...(change.pinnedQuestionId !== undefined && { pinnedQuestionId: change.pinnedQuestionId }),
    updatedAt: new Date(),
  };
  await db
    .insert(liveRooms)
    .values({ agendaItemId, ...values })
    .onConflictDoUpdate({ target: liveRooms.agendaItemId, set: values });
  return liveRoomSettings(db, agendaItemId);
}

/**
 * Stores the hash of a new presenter token for session `agendaItemId`, replacing the earlier one
 * (whose links stop working). One query after the session check.
 * @throws NotFoundError (404) for an unknown session.
 */
export async function replacePresenterToken(db: Database, agendaItemId: number, tokenHash: string): Promise<void> {
  await requireSessionRow(db, agendaItemId);
  await db
    .insert(liveRooms)
    .values({ agendaItemId, presenterTokenHash: tokenHash, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: liveRooms.agendaItemId,
      set: { presenterTokenHash: tokenHash, updatedAt: new Date() },
    });
}

/** True when `tokenHash` is session `agendaItemId`'s current presenter token. One query. */
export async function isPresenterToken(db: Database, agendaItemId: number, tokenHash: string): Promise<boolean> {
  const row = await db
    .select({ hash: liveRooms.presenterTokenHash })
    .from(liveRooms)
    .where(eq(liveRooms.agendaItemId, agendaItemId))
    .get();
  return row?.hash != null && row.hash === tokenHash;
}
