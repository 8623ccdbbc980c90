/**
 * Door check-in (docs/decisions/0005-pass-token-and-check-in.md): one check-in per person and event
 * (unique index check_ins_user_event), by a scanned pass token or a person found by search.
 * The first check-in is recorded with its time (UTC epoch ms) and the admin who made it; later
 * attempts report the first one. Counts are per event: people checked in and people registered
 * (every account).
 */
import { and, asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import { checkIns, users, type UserRow } from "../../db/schema";
import { EVENT_CODES, type EventCode } from "../contract/event";
import {
  CHECK_IN_MESSAGES,
  CHECK_IN_SEARCH_LIMIT,
  wrongEventMessage,
  type CheckInCounts,
  type CheckInPerson,
  type CheckInResult,
} from "../contract/pass";
import { candidateNumberQuery } from "../contract/user";
import type { Database } from "../db";
import { ConflictError, InvalidInputError, NotFoundError, RefusedError } from "./errors";
import type { ServerSettings } from "../settings";
import { verifyPassToken } from "./pass-token";

function toPerson(row: UserRow, checkedInAt: Date | null): CheckInPerson {
  return {
    id: row.id,
    candidateNumber: row.candidateNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    company: row.company,
    userType: row.userType,
    checkedInAt: checkedInAt ? checkedInAt.toISOString() : null,
  };
}

/** Check-ins and registrations per event, in {@link EVENT_CODES} order (two reads in one batch). */
export async function checkInCounts(db: Database): Promise<CheckInCounts> {
  const [registered, perEvent] = await db.batch([
    db.select({ n: count() }).from(users),
    db.select({ event: checkIns.eventType, n: count() }).from(checkIns).groupBy(checkIns.eventType),
  ]);
  const total = registered[0]?.n ?? 0;
  return EVENT_CODES.map((event) => ({
    event,
    checkedIn: perEvent.find((row) => row.event === event)?.n ?? 0,
    registered: total,
  }));
}

/** `%`, `_` and `\` taken literally in a LIKE pattern (with ESCAPE '\'). */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * People matching `query`, with their check-in time for `event`; at most
 * {@link CHECK_IN_SEARCH_LIMIT}, by candidate number. A candidate number ("#07", "07", "7") finds
 * that candidate exactly ({@link candidateNumberQuery}, the registrations search's matcher too);
 * other text finds names and emails containing it ("layla", "Layla Haddad", "@example.com"),
 * letters case-insensitively for ASCII (SQLite LIKE). An empty query finds nobody.
 */
export async function searchPeople(db: Database, event: EventCode, query: string): Promise<CheckInPerson[]> {
  const text = query.trim();
  if (!text) return [];
  const pattern = likeContains(text);
  const matches = (text: SQL) => sql`${text} LIKE ${pattern} ESCAPE '\\'`;
  const number = candidateNumberQuery(text);
  const rows = await db
    .select({ user: users, checkedInAt: checkIns.checkedInAt })
    .from(users)
    .leftJoin(checkIns, and(eq(checkIns.userId, users.id), eq(checkIns.eventType, event)))
    .where(
      number !== null
        ? eq(users.candidateNumber, number)
        : or(
            matches(sql`${users.firstName} || ' ' || ${users.lastName}`),
            matches(sql`${users.lastName} || ' ' || ${users.firstName}`),
            matches(sql`${users.email}`),
          ),
    )
    .orderBy(asc(users.candidateNumber))
    .limit(CHECK_IN_SEARCH_LIMIT);
  return rows.map((row) => toPerson(row.user, row.checkedInAt));
}

/**
 * Checks a person in to `event` once.
 * @param by the admin's user id; @param now the check-in time.
 * @throws DomainError 404 when the person has no registration.
 */
export async function checkInPerson(
  db: Database,
  userId: number,
  event: EventCode,
  by: number,
  now = new Date(),
): Promise<CheckInResult> {
  const person = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!person) throw new NotFoundError(CHECK_IN_MESSAGES.noPerson);
  const inserted = await db
    .insert(checkIns)
    .values({ userId, eventType: event, checkedInAt: now, checkedInBy: by })
    .onConflictDoNothing({ target: [checkIns.userId, checkIns.eventType] })
    .returning({ checkedInAt: checkIns.checkedInAt });
  const first =
    inserted[0] ??
    (await db.query.checkIns.findFirst({
      columns: { checkedInAt: true },
      where: and(eq(checkIns.userId, userId), eq(checkIns.eventType, event)),
    }));
  if (!first) throw new Error("check-in row missing after insert");
  return {
    status: inserted[0] ? "checked_in" : "already_checked_in",
    event,
    person: { ...toPerson(person, first.checkedInAt), checkedInAt: first.checkedInAt.toISOString() },
    counts: await checkInCounts(db),
  };
}

/**
 * Checks in the holder of a scanned pass token.
 * @throws DomainError 400 for a token that does not verify (altered, another issuer's, not a
 *   pass) or claims a version the person never had; 422 when the pass does not admit `event`;
 *   404 when its person has no registration (deleted) or the candidate number does not match;
 *   409 {@link CHECK_IN_MESSAGES}.reissued for a version lower than the person's current one.
 */
export async function checkInByToken(
  env: Pick<Env, "PASS_SIGNING_KEY">,
  db: Database,
  settings: ServerSettings,
  token: string,
  event: EventCode,
  by: number,
  now = new Date(),
): Promise<CheckInResult> {
  const claims = await verifyPassToken(env, token);
  if (!claims) throw new InvalidInputError(CHECK_IN_MESSAGES.invalidToken);
  if (!claims.ev.includes(event)) throw new RefusedError(wrongEventMessage(settings.event.events[event].name));
  const userId = Number(claims.sub);
  const person = await db.query.users.findFirst({
    columns: { candidateNumber: true, passVersion: true },
    where: eq(users.id, userId),
  });
  if (!person || person.candidateNumber !== claims.cn) throw new NotFoundError(CHECK_IN_MESSAGES.notFound);
  if (claims.pv < person.passVersion) throw new ConflictError(CHECK_IN_MESSAGES.reissued);
  if (claims.pv > person.passVersion) throw new InvalidInputError(CHECK_IN_MESSAGES.invalidToken);
  return checkInPerson(db, userId, event, by, now);
}
