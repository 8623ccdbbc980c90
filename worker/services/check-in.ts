/**
 * Door check-in on the server (docs/decisions/0005-pass-token-and-check-in.md; docs/api.md#check-in).
 * Desks decide offline against the roster they keep and sync their queued check-ins here; the
 * server decides each one again with the same rule ({@link doorVerdict}, worker/contract/check-in.ts)
 * and keeps the first check-in per person and event that reaches it (unique index
 * check_ins_user_event), whichever desk made it. A check-in carries the desk's UUID (unique index
 * check_ins_client_id), so a replay writes nothing.
 *
 * D1 limits (docs/decisions/0009-import-limits.md): lists travel as one JSON parameter
 * (lib/d1-batch.ts, jsonRows), so no statement binds more than a handful of parameters; a roster
 * page is one batch of three reads, a sync two batches (reads, then the insert and its read-back).
 */
import { and, asc, count, eq, gt, inArray, notExists, sql, type SQL } from "drizzle-orm";
import { checkIns, counters, users } from "../../db/schema";
import {
  ARRIVAL_BUCKET_MS,
  CHECK_IN_MESSAGES,
  ROSTER_PAGE_SIZE,
  SYNC_PULL_LIMIT,
  doorVerdict,
  type CheckInCounts,
  type CheckInSyncAnswer,
  type CheckInSyncItem,
  type CheckInSyncResult,
  type DeskCheckIn,
  type DoorPerson,
  type DoorPresentation,
  type RosterPage,
} from "../contract/check-in";
import { EVENT_CODES, type EventCode } from "../contract/event";
import { PASS_EVENTS } from "../contract/pass";
import type { Database } from "../db";
import { batchRaw, jsonRows } from "../lib/d1-batch";
import { toCsv } from "../lib/csv";
import type { ServerSettings } from "../settings";
import { verifyPassToken } from "./pass-token";
import { ERASED_REGISTRATIONS_COUNTER } from "./personal-data";
import { REGISTRATION_EXPORT_COLUMNS } from "./registrations";

/** A check_ins row as the raw statements below select it. */
interface CheckInRow {
  id: number;
  userId: number;
  event: EventCode;
  checkedAt: number;
  desk: string;
  clientId: string | null;
}

/** The columns of {@link CheckInRow}. */
const CHECK_IN_COLUMNS = sql.raw(
  "id, user_id AS userId, event_type AS event, checked_in_at AS checkedAt, desk, client_id AS clientId",
);

function toDeskCheckIn({ userId, event, checkedAt, desk, clientId }: CheckInRow): DeskCheckIn {
  return { userId, event, checkedAt, desk, clientId };
}

/**
 * Registered people (every account, plus the accounts erased by their owner or after the events,
 * whose check-ins stay: services/personal-data.ts), check-ins and arrivals per 10 minutes of every
 * event, in {@link EVENT_CODES} order. One batch of three reads.
 */
export async function checkInCounts(db: Database): Promise<CheckInCounts> {
  const bucket = sql<number>`(${checkIns.checkedInAt} / ${sql.raw(String(ARRIVAL_BUCKET_MS))}) * ${sql.raw(String(ARRIVAL_BUCKET_MS))}`;
  const [registered, perEvent, arrivals] = await db.batch([
    // One row: max() over no counter row is null.
    db
      .select({ n: sql<number>`(SELECT count(*) FROM ${users}) + coalesce(max(${counters.value}), 0)` })
      .from(counters)
      .where(eq(counters.name, ERASED_REGISTRATIONS_COUNTER)),
    db.select({ event: checkIns.eventType, n: count() }).from(checkIns).groupBy(checkIns.eventType),
    db
      .select({ event: checkIns.eventType, start: bucket, n: count() })
      .from(checkIns)
      .groupBy(checkIns.eventType, bucket)
      .orderBy(bucket),
  ]);
  const total = registered[0]?.n ?? 0;
  return EVENT_CODES.map((event) => ({
    event,
    checkedIn: perEvent.find((row) => row.event === event)?.n ?? 0,
    registered: total,
    arrivals: arrivals.filter((row) => row.event === event).map((row) => ({ start: row.start, count: row.n })),
  }));
}

/**
 * One page of the people a desk keeps: those with an id above `after`, by id, at most
 * {@link ROSTER_PAGE_SIZE}, with their check-ins and the current sync position. One batch of
 * three reads, so the page and its check-ins are one consistent snapshot. Every account is
 * admitted to every event its pass names ({@link PASS_EVENTS}).
 */
export async function rosterPage(db: Database, after: number): Promise<RosterPage> {
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(gt(users.id, after))
    .orderBy(asc(users.id))
    .limit(ROSTER_PAGE_SIZE);
  const [people, rows, position] = await db.batch([
    db
      .select({
        id: users.id,
        candidateNumber: users.candidateNumber,
        firstName: users.firstName,
        lastName: users.lastName,
        company: users.company,
        userType: users.userType,
        passVersion: users.passVersion,
      })
      .from(users)
      .where(gt(users.id, after))
      .orderBy(asc(users.id))
      .limit(ROSTER_PAGE_SIZE + 1),
    db
      .select({
        // Never null here: the rows are those of the page's people.
        userId: sql<number>`${checkIns.userId}`,
        event: checkIns.eventType,
        checkedAt: sql<number>`${checkIns.checkedInAt}`,
        desk: checkIns.desk,
        clientId: checkIns.clientId,
      })
      .from(checkIns)
      .where(inArray(checkIns.userId, pageIds)),
    db.select({ cursor: sql<number>`coalesce(max(${checkIns.id}), 0)` }).from(checkIns),
  ]);
  const page = people.slice(0, ROSTER_PAGE_SIZE);
  return {
    people: page.map((person) => ({ ...person, events: [...PASS_EVENTS] })),
    checkIns: rows,
    next: people.length > ROSTER_PAGE_SIZE ? page[page.length - 1]!.id : null,
    cursor: position[0]?.cursor ?? 0,
  };
}

/** The person a sync item names: the pass's subject, or the person found by search. */
function presentedUserId(presented: DoorPresentation): number | null {
  if ("userId" in presented) return presented.userId;
  return presented.claims ? Number(presented.claims.sub) : null;
}

const pairKey = (userId: number, event: EventCode) => `${userId}:${event}`;

/**
 * Records a desk's queued check-ins and answers each, plus the check-ins recorded after `after`.
 * Each item is decided with {@link doorVerdict}: a pass code is verified again with the server's
 * key, the person and their pass version are read from D1. An item whose `id` is already stored
 * is a replay: "recorded" again, nothing written. An item the rule admits is inserted unless
 * another check-in of the person and event got there first (also one of the same request, or of
 * another desk's sync running at the same time); the answer then names that first one.
 * `checkedAt` is stored as sent, but never later than `now`.
 * @param by the admin's user id; @param now epoch ms.
 * @returns one result per item, in order; never throws for a refused item.
 */
export async function syncCheckIns(
  env: Pick<Env, "PASS_SIGNING_KEY">,
  db: Database,
  settings: ServerSettings,
  request: { desk: string; after?: number; checkIns: CheckInSyncItem[] },
  by: number,
  now = Date.now(),
): Promise<CheckInSyncAnswer> {
  const items = request.checkIns;
  const itemById = new Map(items.map((item) => [item.id, item]));
  const presented: DoorPresentation[] = await Promise.all(
    items.map(async (item) =>
      item.token !== undefined ? { claims: await verifyPassToken(env, item.token) } : { userId: item.userId! },
    ),
  );
  const userIds = [...new Set(presented.map(presentedUserId).filter((id): id is number => id !== null))];
  // A desk that only pulls sends no check-ins: nothing to read.
  const [people, existing, storedRows] =
    items.length === 0
      ? [[], [], []]
      : await batchRaw<unknown>(db, [
          sql`SELECT id, candidate_number AS candidateNumber, pass_version AS passVersion FROM users
        WHERE id IN (SELECT value FROM ${jsonRows(userIds)})`,
          sql`SELECT ${CHECK_IN_COLUMNS} FROM check_ins WHERE user_id IN (SELECT value FROM ${jsonRows(userIds)})`,
          sql`SELECT ${CHECK_IN_COLUMNS} FROM check_ins WHERE client_id IN (SELECT value FROM ${jsonRows(items.map((item) => item.id))})`,
        ]);
  const personById = new Map(
    (people as Array<Omit<DoorPerson, "events">>).map((person) => [person.id, { ...person, events: PASS_EVENTS }]),
  );
  const first = new Map((existing as CheckInRow[]).map((row) => [pairKey(row.userId, row.event), toDeskCheckIn(row)]));
  const byClientId = new Map((storedRows as CheckInRow[]).map((row) => [row.clientId, toDeskCheckIn(row)]));
  const lookup = {
    person: (userId: number) => personById.get(userId),
    firstCheckIn: (userId: number, event: EventCode) => first.get(pairKey(userId, event)),
  };

  /** Check-ins this request admits, by their id: a repeat later in the request is a replay of one. */
  const admittedById = new Map<string, DeskCheckIn>();
  const results: Array<CheckInSyncResult | { id: string; admitted: DeskCheckIn }> = items.map((item, index) => {
    const userId = presentedUserId(presented[index]!);
    const stored = byClientId.get(item.id);
    const replayed = stored ?? admittedById.get(item.id);
    if (replayed) {
      if (replayed.event !== item.event || (userId !== null && userId !== replayed.userId))
        return { id: item.id, status: "refused", reason: "id_reused", message: CHECK_IN_MESSAGES.idReused };
      return stored ? { id: item.id, status: "recorded", checkIn: stored } : { id: item.id, admitted: replayed };
    }
    const verdict = doorVerdict(presented[index]!, item.event, settings.event.events[item.event].name, lookup);
    if (verdict.status === "refused") return { id: item.id, ...verdict };
    if (verdict.status === "already_checked_in")
      return { id: item.id, status: "already_checked_in", checkIn: verdict.first };
    const admitted: DeskCheckIn = {
      userId: verdict.userId,
      event: item.event,
      checkedAt: Math.min(item.checkedAt, now),
      desk: request.desk,
      clientId: item.id,
    };
    // A later item of this request for the same person and event finds this one first.
    first.set(pairKey(admitted.userId, admitted.event), admitted);
    admittedById.set(item.id, admitted);
    return { id: item.id, admitted };
  });

  const inserts = [...admittedById.values()];
  const after = request.after;
  const statements: SQL[] = [];
  if (inserts.length > 0) {
    const rows = jsonRows(inserts);
    statements.push(
      // The EXISTS keeps a person deleted since the read above out (the foreign key would fail the batch).
      sql`INSERT INTO check_ins (user_id, event_type, checked_in_at, checked_in_by, desk, client_id)
          SELECT json_extract(value, '$.userId'), json_extract(value, '$.event'), json_extract(value, '$.checkedAt'),
                 ${by}, json_extract(value, '$.desk'), json_extract(value, '$.clientId')
          FROM ${rows}
          WHERE EXISTS (SELECT 1 FROM users WHERE users.id = json_extract(value, '$.userId'))
          ON CONFLICT DO NOTHING`,
      sql`SELECT ${CHECK_IN_COLUMNS} FROM check_ins
          WHERE (user_id, event_type) IN (SELECT json_extract(value, '$.userId'), json_extract(value, '$.event') FROM ${jsonRows(inserts)})`,
    );
  }
  statements.push(
    after === undefined
      ? sql`SELECT ${CHECK_IN_COLUMNS} FROM check_ins WHERE 0`
      : // A check-in of a deleted account (user_id null) still counts but names nobody a desk knows.
        sql`SELECT ${CHECK_IN_COLUMNS} FROM check_ins WHERE id > ${after} AND user_id IS NOT NULL ORDER BY id LIMIT ${SYNC_PULL_LIMIT}`,
    sql`SELECT coalesce(max(id), 0) AS cursor FROM check_ins`,
  );
  const answers = await batchRaw<unknown>(db, statements);
  const kept = inserts.length > 0 ? (answers[1] as CheckInRow[]) : [];
  const changes = answers[answers.length - 2] as CheckInRow[];
  const latest = (answers[answers.length - 1] as Array<{ cursor: number }>)[0]?.cursor ?? 0;
  const keptByPair = new Map(kept.map((row) => [pairKey(row.userId, row.event), row]));

  return {
    results: results.map((result): CheckInSyncResult => {
      if (!("admitted" in result)) return result;
      const row = keptByPair.get(pairKey(result.admitted.userId, result.admitted.event));
      // The person was deleted since the reads above.
      if (!row) {
        const message =
          itemById.get(result.id)?.token === undefined ? CHECK_IN_MESSAGES.noPerson : CHECK_IN_MESSAGES.notFound;
        return { id: result.id, status: "refused", reason: "not_found", message };
      }
      return {
        id: result.id,
        status: row.clientId === result.id ? "recorded" : "already_checked_in",
        checkIn: toDeskCheckIn(row),
      };
    }),
    changes: changes.map(toDeskCheckIn),
    cursor:
      after === undefined ? latest : changes.length === SYNC_PULL_LIMIT ? changes[changes.length - 1]!.id : latest,
  };
}

/**
 * The admitted people (every account) not checked in to `event`, as CSV (RFC 4180, formula-safe,
 * lib/csv.ts) with the registrations export's columns, by candidate number. One query.
 */
export async function noShowsCsv(db: Database, event: EventCode): Promise<string> {
  const rows = await db
    .select()
    .from(users)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(checkIns)
          .where(and(eq(checkIns.userId, users.id), eq(checkIns.eventType, event))),
      ),
    )
    .orderBy(asc(users.candidateNumber));
  return toCsv([
    REGISTRATION_EXPORT_COLUMNS.map((column) => column.header),
    ...rows.map((user) => REGISTRATION_EXPORT_COLUMNS.map((column) => column.value(user))),
  ]);
}

/** "no-shows-AC2025-2025-10-13.csv": the event and the UTC date of the export. */
export function noShowsFileName(event: EventCode, now = new Date()): string {
  return `no-shows-${event}-${now.toISOString().slice(0, 10)}.csv`;
}
