import { env } from "cloudflare:workers";
import { SignJWT, createLocalJWKSet, generateKeyPair, importJWK, type JSONWebKeySet } from "jose";
import { describe, expect, it } from "vitest";
import {
  CHECK_IN_MESSAGES,
  ROSTER_PAGE_SIZE,
  alreadyCheckedInMessage,
  doorVerdict,
  type CheckInCounts,
  type CheckInSyncRequest,
  type DeskCheckIn,
  type DoorLookup,
  type RosterPage,
  type RosterPerson,
} from "../contract/check-in";
import { verifyPassClaims } from "../contract/pass-token";
import { PASS_REISSUED_MESSAGE } from "../contract/pass";
import { signPassToken } from "../services/pass-token";
import { answer, api, call, callJson, expectJson, registerAdmin, registerDelegate } from "./helpers";
import { countingD1 } from "./query-counter";
import type { AuthResponse } from "../contract/user";

const subjectOf = (user: AuthResponse) => ({
  id: user.id,
  candidateNumber: user.candidateNumber,
  firstName: user.firstName,
  lastName: user.lastName,
  passVersion: user.passVersion,
});

/** Counts straight from D1, to compare with the API's. */
async function countsInDb(): Promise<Record<string, { checkedIn: number; registered: number }>> {
  const registered = (await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n;
  const rows = (
    await env.DB.prepare("SELECT event_type AS event, count(*) AS n FROM check_ins GROUP BY event_type").all<{
      event: string;
      n: number;
    }>()
  ).results;
  const of = (event: string) => rows.find((r) => r.event === event)?.n ?? 0;
  return {
    AC2025: { checkedIn: of("AC2025"), registered },
    GC_POWERLIST: { checkedIn: of("GC_POWERLIST"), registered },
  };
}

function asRecord(counts: CheckInCounts) {
  return Object.fromEntries(counts.map(({ event, checkedIn, registered }) => [event, { checkedIn, registered }]));
}

/** The check_ins rows of a person, as stored. */
async function rowsOf(userId: number) {
  return (
    await env.DB.prepare(
      "SELECT event_type AS event, checked_in_at AS checkedAt, checked_in_by AS by, desk, client_id AS clientId FROM check_ins WHERE user_id = ? ORDER BY id",
    )
      .bind(userId)
      .all()
  ).results;
}

/** A token with pass claims, signed by `key` (the real one unless given); `expiresAt` adds `exp` (epoch s). */
async function tokenWith(claims: Record<string, unknown>, subject: string, key?: CryptoKey, expiresAt?: number) {
  const signing = key ?? ((await importJWK(JSON.parse(env.PASS_SIGNING_KEY), "EdDSA")) as CryptoKey);
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: "EdDSA", kid: JSON.parse(env.PASS_SIGNING_KEY).kid });
  if (expiresAt !== undefined) jwt.setExpirationTime(expiresAt);
  return jwt.setSubject(subject).sign(signing);
}

type SyncItem = CheckInSyncRequest["checkIns"][number];

/** A queued check-in as a desk sends it: a fresh id, now, for AC2025. */
function item(presented: { token: string } | { userId: number }, overrides: Partial<SyncItem> = {}): SyncItem {
  return { id: crypto.randomUUID(), event: "AC2025", checkedAt: Date.now(), ...presented, ...overrides };
}

function sync(admin: AuthResponse, body: CheckInSyncRequest) {
  return expectJson(api(admin.authToken).admin["check-in"].sync.$post({ json: body }), 200);
}

/** What a desk keeps before the doors open: every roster page, as the lookup its offline verdicts use. */
async function deskLookup(admin: AuthResponse): Promise<DoorLookup> {
  const people = new Map<number, RosterPerson>();
  const first = new Map<string, DeskCheckIn>();
  let after: number | null = 0;
  while (after !== null) {
    const page: RosterPage = await expectJson(
      api(admin.authToken).admin["check-in"].roster.$get({ query: { after: String(after) } }),
      200,
    );
    for (const person of page.people) people.set(person.id, person);
    for (const checkIn of page.checkIns) first.set(`${checkIn.userId}:${checkIn.event}`, checkIn);
    after = page.next;
  }
  return { person: (id) => people.get(id), firstCheckIn: (id, event) => first.get(`${id}:${event}`) };
}

/** The published JWK Set (GET /api/pass/public-key) as the key resolver a desk verifies passes with offline. */
async function deskKeys() {
  return createLocalJWKSet((await (await api().pass["public-key"].$get()).json()) as JSONWebKeySet);
}

/** `n` people straight into D1 (candidate numbers above `base`), with what a pass token names. */
async function bulkPeople(n: number, base: number) {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO users (candidate_number, username, password, first_name, last_name, company, title, email)
     SELECT ? + i, 'bulk' || (? + i) || '@roster.test', '', 'Bulk', 'Person ' || i, 'Co', 'T', 'bulk' || (? + i) || '@roster.test' FROM n`,
  )
    .bind(n, base, base, base)
    .run();
  return (
    await env.DB.prepare(
      "SELECT id, candidate_number AS candidateNumber, first_name AS firstName, last_name AS lastName, pass_version AS passVersion FROM users WHERE candidate_number > ? ORDER BY id",
    )
      .bind(base)
      .all<{ id: number; candidateNumber: number; firstName: string; lastName: string; passVersion: number }>()
  ).results;
}

/** Removes the people {@link bulkPeople} made (their check-ins go with them). */
async function removeBulkPeople(base: number) {
  await env.DB.prepare("DELETE FROM users WHERE candidate_number > ?").bind(base).run();
}

describe("sync of a desk's queued check-ins", () => {
  it("records a scanned pass with the desk's name and time; a replay answers the same and writes nothing", async () => {
    const admin = await registerAdmin();
    const delegate = await registerDelegate({ firstName: "Sara", lastName: "Mansour" });
    const token = await signPassToken(env, subjectOf(delegate));
    const scanned = item({ token }, { checkedAt: Date.now() - 60_000 });
    const before = await countsInDb();

    const first = await sync(admin, { desk: "Desk 1", checkIns: [scanned] });
    const checkIn = {
      userId: delegate.id,
      event: "AC2025",
      checkedAt: scanned.checkedAt,
      desk: "Desk 1",
      clientId: scanned.id,
    };
    expect(first.results).toEqual([{ id: scanned.id, status: "recorded", checkIn }]);
    expect(await rowsOf(delegate.id)).toEqual([
      { event: "AC2025", checkedAt: scanned.checkedAt, by: admin.id, desk: "Desk 1", clientId: scanned.id },
    ]);

    // The desk lost the answer and sends the same check-in again, from another desk name even.
    const again = await sync(admin, { desk: "Desk 1 (renamed)", checkIns: [scanned, scanned] });
    expect(again.results).toEqual([
      { id: scanned.id, status: "recorded", checkIn },
      { id: scanned.id, status: "recorded", checkIn },
    ]);
    expect(await rowsOf(delegate.id)).toHaveLength(1);
    const counts = await expectJson(api(admin.authToken).admin["check-in"].counts.$get(), 200);
    expect(asRecord(counts)).toEqual(await countsInDb());
    expect(asRecord(counts).AC2025!.checkedIn).toBe(before.AC2025!.checkedIn + 1);
  });

  it("keeps the first check-in whichever desk made it: the other desk learns who was first, where and when", async () => {
    const admin = await registerAdmin();
    const other = await registerAdmin();
    const delegate = await registerDelegate();
    const token = await signPassToken(env, subjectOf(delegate));
    const start = await sync(admin, { desk: "Desk 2", after: 0, checkIns: [] });

    const atDesk1 = item({ token }, { checkedAt: Date.now() - 120_000 });
    expect((await sync(admin, { desk: "Desk 1", checkIns: [atDesk1] })).results[0]!.status).toBe("recorded");
    // Desk 2 checked the same person in offline, a minute later, by search; it syncs afterwards.
    const atDesk2 = item({ userId: delegate.id }, { checkedAt: Date.now() - 60_000 });
    const second = await sync(other, { desk: "Desk 2", after: start.cursor, checkIns: [atDesk2] });
    const firstCheckIn = {
      userId: delegate.id,
      event: "AC2025",
      checkedAt: atDesk1.checkedAt,
      desk: "Desk 1",
      clientId: atDesk1.id,
    };
    expect(second.results).toEqual([{ id: atDesk2.id, status: "already_checked_in", checkIn: firstCheckIn }]);
    // What Desk 2 shows: the first check-in's Kuwait time, on another desk.
    expect(alreadyCheckedInMessage(firstCheckIn.checkedAt, firstCheckIn.desk !== "Desk 2")).toBe(
      `Already checked in at ${new Date(atDesk1.checkedAt + 3 * 3_600_000).toISOString().slice(11, 16)} at another desk`,
    );
    // Its pull brings Desk 1's check-in, and the next pull from its cursor brings nothing new.
    expect(second.changes).toContainEqual(firstCheckIn);
    expect(second.cursor).toBeGreaterThan(start.cursor);
    expect((await sync(other, { desk: "Desk 2", after: second.cursor, checkIns: [] })).changes).toEqual([]);
    expect(await rowsOf(delegate.id)).toEqual([
      { event: "AC2025", checkedAt: atDesk1.checkedAt, by: admin.id, desk: "Desk 1", clientId: atDesk1.id },
    ]);

    // The evening is another event: the same pass checks in again there.
    const evening = await sync(other, { desk: "Desk 2", checkIns: [item({ token }, { event: "GC_POWERLIST" })] });
    expect(evening.results[0]!.status).toBe("recorded");
    expect(await rowsOf(delegate.id)).toHaveLength(2);
  });

  it("answers one item per check-in in order: the second of the same person in one request is already checked in", async () => {
    const admin = await registerAdmin();
    const [a, b] = [await registerDelegate(), await registerDelegate()];
    const first = item({ userId: a.id });
    const twice = item({ token: await signPassToken(env, subjectOf(a)) });
    const other = item({ userId: b.id });
    const { results } = await sync(admin, { desk: "Desk 3", checkIns: [first, twice, other] });
    expect(results.map((r) => [r.id, r.status])).toEqual([
      [first.id, "recorded"],
      [twice.id, "already_checked_in"],
      [other.id, "recorded"],
    ]);
    expect(results[1]).toMatchObject({ checkIn: { clientId: first.id, desk: "Desk 3" } });
    expect(await rowsOf(a.id)).toHaveLength(1);
  });

  it("refuses forged, altered, foreign and expired passes, passes for another event, reissued and deleted ones, and records nothing", async () => {
    const admin = await registerAdmin();
    const delegate = await registerDelegate();
    const gone = await registerDelegate();
    const claims = { cn: delegate.candidateNumber, name: "X Y", ev: ["AC2025", "GC_POWERLIST"], pv: 1 };
    const { privateKey } = await generateKeyPair("EdDSA", { extractable: true });
    const genuine = await signPassToken(env, subjectOf(delegate));
    const [header, , signature] = genuine.split(".");
    const altered = `${header}.${btoa(JSON.stringify({ ...claims, sub: String(admin.id) })).replace(/=+$/, "")}.${signature}`;
    const refusals: Array<[string, SyncItem, string, string]> = [
      [
        "another key",
        item({ token: await tokenWith(claims, String(delegate.id), privateKey as CryptoKey) }),
        "invalid",
        CHECK_IN_MESSAGES.invalidToken,
      ],
      ["altered", item({ token: altered }), "invalid", CHECK_IN_MESSAGES.invalidToken],
      ["not a token", item({ token: "hello" }), "invalid", CHECK_IN_MESSAGES.invalidToken],
      [
        "no signature",
        item({ token: genuine.split(".").slice(0, 2).join(".") }),
        "invalid",
        CHECK_IN_MESSAGES.invalidToken,
      ],
      [
        "expired",
        item({ token: await tokenWith(claims, String(delegate.id), undefined, Math.floor(Date.now() / 1000) - 60) }),
        "invalid",
        CHECK_IN_MESSAGES.invalidToken,
      ],
      [
        "evening only",
        item({ token: await tokenWith({ ...claims, ev: ["GC_POWERLIST"] }, String(delegate.id)) }),
        "not_admitted",
        "This pass is not valid for Conference 2025.",
      ],
      [
        "version never issued",
        item({ token: await tokenWith({ ...claims, pv: 5 }, String(delegate.id)) }),
        "invalid",
        CHECK_IN_MESSAGES.invalidToken,
      ],
      [
        "another candidate number",
        item({ token: await tokenWith({ ...claims, cn: 987654 }, String(delegate.id)) }),
        "not_found",
        CHECK_IN_MESSAGES.notFound,
      ],
      ["unknown person", item({ userId: 987654 }), "not_found", CHECK_IN_MESSAGES.noPerson],
    ];
    const goneToken = await signPassToken(env, subjectOf(gone));
    expect((await api(admin.authToken).users[":id"].$delete({ param: { id: String(gone.id) } })).status).toBe(200);
    refusals.push(["deleted registration", item({ token: goneToken }), "not_found", CHECK_IN_MESSAGES.notFound]);
    const before = await countsInDb();

    const { results } = await sync(admin, { desk: "Desk 1", checkIns: refusals.map(([, sent]) => sent) });
    expect(results.map((result, index) => [refusals[index]![0], result])).toEqual(
      refusals.map(([name, sent, reason, message]) => [name, { id: sent.id, status: "refused", reason, message }]),
    );
    expect(await countsInDb()).toEqual(before);
    expect(await rowsOf(delegate.id)).toEqual([]);

    // A desk without network refuses each one the same way, with the published key and the roster it keeps.
    const [keys, lookup] = [await deskKeys(), await deskLookup(admin)];
    const offline = await Promise.all(
      refusals.map(async ([, sent]) =>
        doorVerdict(
          sent.token !== undefined ? { claims: await verifyPassClaims(sent.token, keys) } : { userId: sent.userId! },
          "AC2025",
          "Conference 2025",
          lookup,
        ),
      ),
    );
    expect(offline).toEqual(results.map(({ id: _id, ...verdict }) => verdict));
  });

  it("refuses a reissued pass with the reason, also a version-less token after a reissue; the new pass checks in", async () => {
    const admin = await registerAdmin();
    const delegate = await registerDelegate();
    const before = await signPassToken(env, subjectOf(delegate));
    const unversioned = await tokenWith(
      { cn: delegate.candidateNumber, name: "A B", ev: ["AC2025", "GC_POWERLIST"] },
      String(delegate.id),
    );
    const reissued = await answer(
      api(admin.authToken).admin.passes[":userId"].reissue.$post({ param: { userId: String(delegate.id) } }),
    );
    expect(reissued).toMatchObject({ status: 200, body: { message: PASS_REISSUED_MESSAGE, passVersion: 2 } });
    const after = await signPassToken(env, { ...subjectOf(delegate), passVersion: 2 });
    // The roster a desk keeps carries the new version, so it refuses the old pass offline too.
    const [keys, lookup] = [await deskKeys(), await deskLookup(admin)];
    const offline = async (token: string) =>
      doorVerdict({ claims: await verifyPassClaims(token, keys) }, "AC2025", "Conference 2025", lookup);
    expect(await offline(before)).toEqual({
      status: "refused",
      reason: "reissued",
      message: CHECK_IN_MESSAGES.reissued,
    });
    expect(await offline(unversioned)).toMatchObject({ reason: "reissued" });
    expect(await offline(after)).toEqual({ status: "checked_in", userId: delegate.id });
    const sent = [item({ token: before }), item({ token: unversioned }), item({ token: after })];
    const { results } = await sync(admin, { desk: "Desk 1", checkIns: sent });
    expect(results.map((r) => (r.status === "refused" ? r.message : r.status))).toEqual([
      CHECK_IN_MESSAGES.reissued,
      CHECK_IN_MESSAGES.reissued,
      "recorded",
    ]);
    expect(lookup.person(delegate.id)?.passVersion).toBe(2);
  });

  it("refuses an id used before for another check-in, and keeps a device clock that runs ahead at the server's time", async () => {
    const admin = await registerAdmin();
    const [a, b] = [await registerDelegate(), await registerDelegate()];
    const used = item({ userId: a.id }, { checkedAt: Date.now() + 3_600_000 });
    const started = Date.now();
    const recorded = await sync(admin, { desk: "Desk 1", checkIns: [used] });
    const stored = recorded.results[0]!;
    expect(stored.status).toBe("recorded");
    if (stored.status !== "recorded") return;
    expect(stored.checkIn.checkedAt).toBeGreaterThanOrEqual(started);
    expect(stored.checkIn.checkedAt).toBeLessThanOrEqual(Date.now());
    const reused = await sync(admin, { desk: "Desk 1", checkIns: [{ ...used, userId: b.id }] });
    expect(reused.results).toEqual([
      { id: used.id, status: "refused", reason: "id_reused", message: CHECK_IN_MESSAGES.idReused },
    ]);
    expect(await rowsOf(b.id)).toEqual([]);

    // The same in one request: a repeated id is a replay of the first, or reused for another person.
    const [c, d] = [await registerDelegate(), await registerDelegate()];
    const fresh = item({ userId: c.id });
    const { results } = await sync(admin, {
      desk: "Desk 2",
      checkIns: [fresh, { ...fresh }, { ...fresh, userId: d.id }, { ...fresh, event: "GC_POWERLIST" }],
    });
    const kept = { userId: c.id, event: "AC2025", checkedAt: fresh.checkedAt, desk: "Desk 2", clientId: fresh.id };
    const refusedAsReused = {
      id: fresh.id,
      status: "refused",
      reason: "id_reused",
      message: CHECK_IN_MESSAGES.idReused,
    };
    expect(results).toEqual([
      { id: fresh.id, status: "recorded", checkIn: kept },
      { id: fresh.id, status: "recorded", checkIn: kept },
      refusedAsReused,
      refusedAsReused,
    ]);
    expect(await rowsOf(c.id)).toHaveLength(1);
    expect(await rowsOf(d.id)).toEqual([]);
  });

  it("syncs 100 check-ins of 100 people within D1's limits, and a replay of all of them writes nothing", async () => {
    const admin = await registerAdmin();
    const base = 2_000_000;
    try {
      const people = await bulkPeople(100, base);
      const tokens = await Promise.all(people.slice(0, 50).map((p) => signPassToken(env, p)));
      // Half scanned, half found by search.
      const sent = people.map((p, i) => (i < 50 ? item({ token: tokens[i]! }) : item({ userId: p.id })));
      const counting = countingD1(env.DB);
      const desk = api(admin.authToken, { bindings: { DB: counting.db } }).admin["check-in"].sync;
      const body = await expectJson(desk.$post({ json: { desk: "Desk 9", after: 0, checkIns: sent } }), 200);
      expect(body.results.map((r) => r.status)).toEqual(sent.map(() => "recorded"));
      // The session's user, the reads, then the insert with its read-back and the pull
      // (D1: 100 bound parameters per statement, 50 queries per invocation).
      expect(counting.count.roundTrips).toBeLessThanOrEqual(3);
      expect(counting.count.statements).toBeLessThanOrEqual(8);
      expect(counting.count.maxParameters).toBeLessThanOrEqual(10);
      const stored = `SELECT count(*) AS n FROM check_ins WHERE user_id IN (SELECT id FROM users WHERE candidate_number > ${base})`;
      expect((await env.DB.prepare(stored).first<{ n: number }>())!.n).toBe(100);

      const again = countingD1(env.DB);
      const replay = api(admin.authToken, { bindings: { DB: again.db } }).admin["check-in"].sync;
      const replayed = await expectJson(replay.$post({ json: { desk: "Desk 9", checkIns: sent } }), 200);
      expect(replayed.results).toEqual(body.results);
      expect(again.count.statements).toBeLessThanOrEqual(8);
      expect(again.count.maxParameters).toBeLessThanOrEqual(10);
      expect((await env.DB.prepare(stored).first<{ n: number }>())!.n).toBe(100);
    } finally {
      await removeBulkPeople(base);
    }
  });

  it("the same 100 check-ins of 4 people: one per person and event is recorded, the others name it", async () => {
    const admin = await registerAdmin();
    const people = [];
    for (let i = 0; i < 4; i++) people.push(await registerDelegate());
    const tokens = await Promise.all(people.map((p) => signPassToken(env, subjectOf(p))));
    // 4 people x 2 events, each sent 12 or 13 times with a fresh id (as several desks would).
    const sent = Array.from({ length: 100 }, (_, i) =>
      item({ token: tokens[i % 4]! }, { event: i % 8 < 4 ? "AC2025" : "GC_POWERLIST" }),
    );
    const { results } = await sync(admin, { desk: "Desk 9", checkIns: sent });
    expect(results.filter((r) => r.status === "recorded")).toHaveLength(8);
    expect(results.filter((r) => r.status === "already_checked_in")).toHaveLength(92);
    for (const person of people) expect(await rowsOf(person.id)).toHaveLength(2);
  });
});

describe("bad sync input", () => {
  it("answers 400 with a message and writes nothing, even when the other check-ins are fine", async () => {
    const admin = await registerAdmin();
    const delegate = await registerDelegate();
    const good = item({ userId: delegate.id });
    const send = (body: unknown) => callJson("/api/admin/check-in/sync", { token: admin.authToken, body });
    const cases: Array<[unknown, string]> = [
      [{ desk: "", checkIns: [good] }, CHECK_IN_MESSAGES.desk],
      [{ desk: "   ", checkIns: [good] }, CHECK_IN_MESSAGES.desk],
      [{ desk: "D".repeat(41), checkIns: [good] }, "A desk name is at most 40 characters"],
      [{ checkIns: [good] }, CHECK_IN_MESSAGES.desk],
      [{ desk: "Desk 1", checkIns: Array.from({ length: 101 }, () => good) }, CHECK_IN_MESSAGES.checkIns],
      [{ desk: "Desk 1", checkIns: [good, { ...good, id: "not-a-uuid" }] }, CHECK_IN_MESSAGES.item],
      [{ desk: "Desk 1", checkIns: [good, { ...good, event: "PARTY" }] }, CHECK_IN_MESSAGES.event],
      [{ desk: "Desk 1", checkIns: [good, { ...good, token: "a.b.c" }] }, CHECK_IN_MESSAGES.item],
      [{ desk: "Desk 1", checkIns: [good, { id: good.id, event: "AC2025", checkedAt: 1 }] }, CHECK_IN_MESSAGES.item],
      [{ desk: "Desk 1", checkIns: [good, { ...good, checkedAt: -5 }] }, CHECK_IN_MESSAGES.item],
      [{ desk: "Desk 1", checkIns: [good, { ...good, checkedAt: "08:00" }] }, CHECK_IN_MESSAGES.item],
      [{ desk: "Desk 1", checkIns: [good, { ...good, userId: "12" }] }, CHECK_IN_MESSAGES.noPerson],
      [{ desk: "Desk 1", checkIns: [{ ...good, userId: undefined, token: "   " }] }, CHECK_IN_MESSAGES.token],
      [{ desk: "Desk 1", after: -1, checkIns: [good] }, CHECK_IN_MESSAGES.after],
      [{ desk: "Desk 1", checkIns: "all of them" }, CHECK_IN_MESSAGES.item],
    ];
    for (const [body, message] of cases) {
      expect(await send(body), JSON.stringify(body).slice(0, 80)).toMatchObject({ status: 400, body: { message } });
    }
    expect(await rowsOf(delegate.id)).toEqual([]);
    expect((await send({ desk: "Desk 1", checkIns: [good] })).status).toBe(200);
    expect(await rowsOf(delegate.id)).toHaveLength(1);
  });

  it("refuses a roster position that is not a number", async () => {
    const admin = await registerAdmin();
    expect(await callJson("/api/admin/check-in/roster?after=-1", { token: admin.authToken })).toMatchObject({
      status: 400,
      body: { message: CHECK_IN_MESSAGES.after },
    });
  });
});

describe("roster", () => {
  it("lists every admitted person with their pass version, events and check-ins, page by page, in one D1 round trip each", async () => {
    const admin = await registerAdmin();
    const checkedIn = await registerDelegate({ firstName: "Hessa", lastName: "Al-Mutairi", company: "Kuwait Fund" });
    await sync(admin, { desk: "Desk 4", checkIns: [item({ userId: checkedIn.id }, { event: "GC_POWERLIST" })] });
    // Enough people for a second page, straight into D1.
    const base = 1_000_000;
    await bulkPeople(ROSTER_PAGE_SIZE, base);
    try {
      const total = (await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n;
      const counting = countingD1(env.DB);
      const roster = api(admin.authToken, { bindings: { DB: counting.db } }).admin["check-in"].roster;
      const first = await expectJson(roster.$get({ query: {} }), 200);
      expect(counting.count.roundTrips).toBe(2); // the session's user, then the page
      expect(counting.count.maxParameters).toBeLessThanOrEqual(10); // D1 binds at most 100
      expect(first.people).toHaveLength(ROSTER_PAGE_SIZE);
      expect(first.next).toBe(first.people.at(-1)!.id);
      const second = await expectJson(roster.$get({ query: { after: String(first.next) } }), 200);
      expect(second.next).toBeNull();
      const people = [...first.people, ...second.people];
      expect(people).toHaveLength(total);
      expect(new Set(people.map((p) => p.id)).size).toBe(total);
      expect(second.people[0]!.id).toBeGreaterThan(first.next!);
      expect(people.map((p) => p.id)).toEqual([...people.map((p) => p.id)].sort((a, b) => a - b));
      expect(people.find((p) => p.id === checkedIn.id)).toEqual({
        id: checkedIn.id,
        candidateNumber: checkedIn.candidateNumber,
        firstName: "Hessa",
        lastName: "Al-Mutairi",
        company: "Kuwait Fund",
        userType: "delegate",
        events: ["AC2025", "GC_POWERLIST"],
        passVersion: 1,
      });
      expect([...first.checkIns, ...second.checkIns]).toContainEqual(
        expect.objectContaining({ userId: checkedIn.id, event: "GC_POWERLIST", desk: "Desk 4" }),
      );
      const max = (await env.DB.prepare("SELECT max(id) AS n FROM check_ins").first<{ n: number }>())!.n;
      expect(first.cursor).toBe(max);
      // No personal data beyond the door's needs: no email, phone or password.
      expect(Object.keys(first.people[0]!).sort()).toEqual(
        ["candidateNumber", "company", "events", "firstName", "id", "lastName", "passVersion", "userType"].sort(),
      );
    } finally {
      await removeBulkPeople(base);
    }
  });
});

describe("counts and arrivals", () => {
  it("counts check-ins per event and arrivals per 10 minutes of the desk's time", async () => {
    const admin = await registerAdmin();
    const people = [];
    for (let i = 0; i < 3; i++) people.push(await registerDelegate());
    // 08:01, 08:09 and 08:10 Kuwait time (05:xx UTC) of the event day.
    const at = (minute: number) => Date.UTC(2025, 9, 13, 5, minute, 30);
    await sync(admin, {
      desk: "Desk 1",
      checkIns: [
        item({ userId: people[0]!.id }, { event: "GC_POWERLIST", checkedAt: at(1) }),
        item({ userId: people[1]!.id }, { event: "GC_POWERLIST", checkedAt: at(9) }),
        item({ userId: people[2]!.id }, { event: "GC_POWERLIST", checkedAt: at(10) }),
      ],
    });
    const counts = await expectJson(api(admin.authToken).admin["check-in"].counts.$get(), 200);
    expect(counts.map((c) => c.event)).toEqual(["AC2025", "GC_POWERLIST"]);
    expect(asRecord(counts)).toEqual(await countsInDb());
    const evening = counts.find((c) => c.event === "GC_POWERLIST")!.arrivals;
    expect(evening).toContainEqual({ start: Date.UTC(2025, 9, 13, 5, 0), count: 2 });
    expect(evening).toContainEqual({ start: Date.UTC(2025, 9, 13, 5, 10), count: 1 });
    expect(evening.map((b) => b.start)).toEqual([...evening.map((b) => b.start)].sort((a, b) => a - b));
    for (const { arrivals, checkedIn } of counts) {
      expect(arrivals.reduce((sum, b) => sum + b.count, 0)).toBe(checkedIn);
    }
  });
});

describe("no-shows export", () => {
  it("downloads the admitted people not checked in to the event as formula-safe CSV", async () => {
    const admin = await registerAdmin();
    const came = await registerDelegate({ lastName: "Arrived" });
    const away = await registerDelegate({ lastName: "Away", company: "=HYPERLINK(1)" });
    await sync(admin, { desk: "Desk 1", checkIns: [item({ userId: came.id })] });
    const response = await api(admin.authToken).admin["check-in"]["no-shows"].$get({ query: { event: "AC2025" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/csv/);
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="no-shows-AC2025-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const csv = await response.text();
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Candidate Number,First Name,Last Name,Email,Company,/);
    expect(csv).toContain(away.email);
    expect(csv).toContain("'=HYPERLINK(1)");
    expect(csv).not.toContain(came.email);
    const notCheckedIn = (await env.DB.prepare(
      "SELECT count(*) AS n FROM users WHERE id NOT IN (SELECT user_id FROM check_ins WHERE event_type = 'AC2025' AND user_id IS NOT NULL)",
    ).first<{ n: number }>())!.n;
    expect(lines).toHaveLength(notCheckedIn + 1);
    // The evening's list still has the person who came in the morning.
    const evening = await (
      await api(admin.authToken).admin["check-in"]["no-shows"].$get({ query: { event: "GC_POWERLIST" } })
    ).text();
    expect(evening).toContain(came.email);
  });

  it("is a download by navigation: the session cookie authenticates it; an unknown event is 400", async () => {
    const admin = await registerAdmin();
    const response = await call("/api/admin/check-in/no-shows?event=AC2025", {
      headers: { Cookie: `__Host-session=${admin.authToken}` },
    });
    expect(response.status).toBe(200);
    await response.text();
    expect(await callJson("/api/admin/check-in/no-shows?event=PARTY", { token: admin.authToken })).toMatchObject({
      status: 400,
      body: { message: CHECK_IN_MESSAGES.event },
    });
  });
});

describe("check-in access", () => {
  it.each([
    ["GET /api/admin/check-in/counts", (token?: string) => api(token).admin["check-in"].counts.$get()],
    ["GET /api/admin/check-in/roster", (token?: string) => api(token).admin["check-in"].roster.$get({ query: {} })],
    [
      "POST /api/admin/check-in/sync",
      (token?: string) => api(token).admin["check-in"].sync.$post({ json: { desk: "Desk 1", checkIns: [] } }),
    ],
    [
      "GET /api/admin/check-in/no-shows",
      (token?: string) => api(token).admin["check-in"]["no-shows"].$get({ query: { event: "AC2025" } }),
    ],
  ])("%s: 401 anonymous, 403 for a delegate", async (_name, send) => {
    const delegate = await registerDelegate();
    expect((await send()).status).toBe(401);
    expect((await send(delegate.authToken)).status).toBe(403);
  });
});

describe("pass reissue (POST /api/admin/passes/{userId}/reissue)", () => {
  it("makes new pass files and deletes the stored ones", async () => {
    const admin = await registerAdmin();
    const delegate = await registerDelegate();
    const qr = await api(delegate.authToken).qrcode[":userId"].$get({ param: { userId: String(delegate.id) } });
    const etag = qr.headers.get("ETag");
    await qr.arrayBuffer();
    expect((await env.MEDIA.list({ prefix: `passes/${delegate.id}/` })).objects).toHaveLength(1);
    const reissue = await api(admin.authToken).admin.passes[":userId"].reissue.$post({
      param: { userId: String(delegate.id) },
    });
    expect(reissue.status).toBe(200);
    expect((await env.MEDIA.list({ prefix: `passes/${delegate.id}/` })).objects).toHaveLength(0);
    const again = await api(delegate.authToken).qrcode[":userId"].$get(
      { param: { userId: String(delegate.id) } },
      { headers: { "If-None-Match": etag! } },
    );
    expect(again.status).toBe(200);
    expect(again.headers.get("ETag")).not.toBe(etag);
    // The delegate's own view has the new version (the pass page loads the new QR code with it).
    expect((await expectJson(api(delegate.authToken).user.$get(), 200)).passVersion).toBe(2);
  });

  it("answers 404 for an unknown person and is for admins only", async () => {
    const admin = await registerAdmin();
    const delegate = await registerDelegate();
    expect(
      await answer(api(admin.authToken).admin.passes[":userId"].reissue.$post({ param: { userId: "987654" } })),
    ).toMatchObject({ status: 404, body: { message: "No registration found." } });
    expect(
      (await api(delegate.authToken).admin.passes[":userId"].reissue.$post({ param: { userId: String(delegate.id) } }))
        .status,
    ).toBe(403);
    const row = await env.DB.prepare("SELECT pass_version AS v FROM users WHERE id = ?").bind(delegate.id).first();
    expect(row).toEqual({ v: 1 });
  });
});
