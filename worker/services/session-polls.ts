/**
 * Polls on a session (docs/live-room.md#polls): organisers write, open, close and delete them;
 * delegates vote while a poll is open, one vote per person, a new vote replacing the old. Counts
 * are for organisers and the presenter screen at any time, and for delegates once the poll is
 * closed ({@link forDelegates}).
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { polls, pollVotes, type PollRow } from "../../db/schema";
import type { DelegatePoll, Poll, PollCreateData, PollStatus } from "../contract/polls";
import type { Database } from "../db";
import { ConflictError, InvalidInputError, NotFoundError } from "./errors";
import { requireSessionRow } from "./session-questions";

const POLL_NOT_FOUND_MESSAGE = /*i18n*/ "Poll not found";
const NOT_OPEN_YET_MESSAGE = /*i18n*/ "This poll is not open yet.";
const CLOSED_MESSAGE = /*i18n*/ "This poll is closed.";
const NO_SUCH_OPTION_MESSAGE = /*i18n*/ "There is no such option";
const CLOSE_DRAFT_MESSAGE = "A poll is opened before it is closed";

/** Votes per option of each poll, by poll id. */
type Counts = Map<number, number[]>;

function toPoll(row: PollRow, counts: Counts): Poll {
  const votes = counts.get(row.id) ?? [];
  const options = row.options.map((text, index) => ({ text, votes: votes[index] ?? 0 }));
  return {
    id: row.id,
    agendaItemId: row.agendaItemId,
    question: row.question,
    status: row.status,
    options,
    total: options.reduce((sum, option) => sum + (option.votes ?? 0), 0),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A poll as delegates see it: the counts only once it is closed. Pure. */
export function forDelegates(poll: Poll): Poll {
  if (poll.status === "closed") return poll;
  return { ...poll, options: poll.options.map(({ text }) => ({ text, votes: null })), total: null };
}

/**
 * The polls of session `agendaItemId` with their counts, oldest first; drafts only when
 * `withDrafts`. Two queries in one batch.
 */
export async function sessionPolls(db: Database, agendaItemId: number, withDrafts: boolean): Promise<Poll[]> {
  const [rows, votes] = await db.batch([
    db
      .select()
      .from(polls)
      .where(and(eq(polls.agendaItemId, agendaItemId), withDrafts ? undefined : ne(polls.status, "draft")))
      .orderBy(asc(polls.createdAt), asc(polls.id)),
    db
      .select({ pollId: pollVotes.pollId, option: pollVotes.option, votes: sql<number>`count(*)` })
      .from(pollVotes)
      .innerJoin(polls, eq(polls.id, pollVotes.pollId))
      .where(eq(polls.agendaItemId, agendaItemId))
      .groupBy(pollVotes.pollId, pollVotes.option),
  ]);
  const counts: Counts = new Map();
  for (const { pollId, option, votes: n } of votes) {
    const list = counts.get(pollId) ?? [];
    list[option] = n;
    counts.set(pollId, list);
  }
  return rows.map((row) => toPoll(row, counts));
}

/**
 * The polls of session `agendaItemId` a delegate sees (open and closed), with `userId`'s own vote.
 * Three queries.
 * @throws NotFoundError (404) for an unknown session.
 */
export async function delegatePolls(db: Database, agendaItemId: number, userId: number): Promise<DelegatePoll[]> {
  await requireSessionRow(db, agendaItemId);
  const [visible, mine] = await Promise.all([
    sessionPolls(db, agendaItemId, false),
    db
      .select({ pollId: pollVotes.pollId, option: pollVotes.option })
      .from(pollVotes)
      .innerJoin(polls, eq(polls.id, pollVotes.pollId))
      .where(and(eq(polls.agendaItemId, agendaItemId), eq(pollVotes.userId, userId))),
  ]);
  const myVotes = new Map(mine.map((vote) => [vote.pollId, vote.option]));
  return visible.map((poll) => ({ ...forDelegates(poll), myVote: myVotes.get(poll.id) ?? null }));
}

/**
 * Writes a draft poll on session `agendaItemId`. Two queries.
 * @throws NotFoundError (404) for an unknown session.
 */
export async function createPoll(db: Database, agendaItemId: number, input: PollCreateData): Promise<Poll> {
  await requireSessionRow(db, agendaItemId);
  const [row] = await db
    .insert(polls)
    .values({ agendaItemId, question: input.question, options: input.options })
    .returning();
  return toPoll(row!, new Map());
}

async function requirePoll(db: Database, pollId: number): Promise<PollRow> {
  const row = await db.select().from(polls).where(eq(polls.id, pollId)).get();
  if (!row) throw new NotFoundError(POLL_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * Opens or closes poll `pollId`. Opening works on a draft or a closed poll (to take more votes);
 * closing only on an open one; the same status again changes nothing. Two queries.
 * @returns the poll's session id, whose room is then told.
 * @throws NotFoundError (404) for an unknown poll; ConflictError (409) for closing a draft.
 */
export async function setPollStatus(db: Database, pollId: number, status: Exclude<PollStatus, "draft">) {
  const row = await requirePoll(db, pollId);
  if (status === "closed" && row.status === "draft") throw new ConflictError(CLOSE_DRAFT_MESSAGE);
  if (row.status !== status) await db.update(polls).set({ status, updatedAt: new Date() }).where(eq(polls.id, pollId));
  return { agendaItemId: row.agendaItemId };
}

/**
 * Deletes poll `pollId` and its votes. Two queries.
 * @returns the poll's session id.
 * @throws NotFoundError (404) for an unknown poll.
 */
export async function deletePoll(db: Database, pollId: number) {
  const row = await requirePoll(db, pollId);
  await db.delete(polls).where(eq(polls.id, pollId));
  return { agendaItemId: row.agendaItemId };
}

/**
 * Stores `userId`'s vote for option `option` (0-based) of poll `pollId`, replacing an earlier one.
 * Two queries.
 * @returns the poll's session id and the vote.
 * @throws NotFoundError (404) for an unknown poll; ConflictError (409) while it is a draft or once
 * it is closed; InvalidInputError (400) for an option the poll does not have.
 */
export async function votePoll(db: Database, pollId: number, userId: number, option: number) {
  const row = await requirePoll(db, pollId);
  if (row.status === "draft") throw new ConflictError(NOT_OPEN_YET_MESSAGE);
  if (row.status === "closed") throw new ConflictError(CLOSED_MESSAGE);
  if (option >= row.options.length) throw new InvalidInputError(NO_SUCH_OPTION_MESSAGE);
  const values = { option, updatedAt: new Date() };
  await db
    .insert(pollVotes)
    .values({ pollId, userId, ...values })
    .onConflictDoUpdate({ target: [pollVotes.pollId, pollVotes.userId], set: values });
  return { agendaItemId: row.agendaItemId, pollId, myVote: option };
}
