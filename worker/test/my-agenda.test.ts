import { env } from "cloudflare:workers";
import ICAL from "ical.js";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../db";
import { sha256Hex } from "../lib/crypto";
import { currentFeedToken } from "../services/calendar-feeds";
import {
  api,
  call,
  callJson,
  clearTables,
  expectJson,
  loginLinkToken,
  registerAdmin,
  registerDelegate,
  resetLinkToken,
  withinOneRateLimitWindow,
  withSession,
} from "./helpers";
import { countingD1 } from "./query-counter";

const ORIGIN = "http://localhost:8787";

afterEach(() => vi.restoreAllMocks());

let adminToken = "";
beforeAll(async () => {
  adminToken = (await registerAdmin()).authToken;
});

/** Ids of the sessions of each test: opening, panel (with two speakers), lunch (no end time), evening. */
let opening = 0;
let panel = 0;
let lunch = 0;
let evening = 0;

async function insertSession(columns: Record<string, string>): Promise<number> {
  const names = Object.keys(columns);
  const row = await env.DB.prepare(
    `INSERT INTO agenda_items (${names.join(", ")}) VALUES (${names.map(() => "?").join(", ")}) RETURNING id`,
  )
    .bind(...Object.values(columns))
    .first<{ id: number }>();
  return row!.id;
}

beforeEach(async () => {
  await clearTables("starred_sessions", "calendar_feeds", "agenda_item_speakers", "agenda_items", "speakers");
  opening = await insertSession({ title: "Opening", start_time: "08:00", end_time: "08:30", date: "2025-10-13" });
  panel = await insertSession({
    title: "Panel: Kuwait at the Crossroads",
    start_time: "09:20",
    end_time: "10:10",
    date: "2025-10-13",
    location: "Hall A",
    description: "Policy, finance and delivery.",
  });
  lunch = await insertSession({ title: "Networking Lunch", start_time: "12:30", end_time: "", date: "2025-10-13" });
  evening = await insertSession({
    title: "GC Powerlist Recognition",
    start_time: "20:30",
    end_time: "21:30",
    date: "2025-10-13",
    event_type: "GC_POWERLIST",
  });
  const speakers = await env.DB.batch(
    [
      ["Fatima", "Al-Sabah"],
      ["Khaled", "Al-Mutairi"],
    ].map(([name, surname], i) =>
      env.DB.prepare(
        "INSERT INTO speakers (name, surname, company, position, display_order) VALUES (?, ?, 'Co', 'Role', ?) RETURNING id",
      ).bind(name, surname, i),
    ),
  );
  const [fatima, khaled] = speakers.map((r) => (r.results[0] as { id: number }).id);
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO agenda_item_speakers (agenda_item_id, speaker_id, position, speaker_role) VALUES (?, ?, 0, 'Moderator')",
    ).bind(panel, fatima),
    env.DB.prepare("INSERT INTO agenda_item_speakers (agenda_item_id, speaker_id, position) VALUES (?, ?, 1)").bind(
      panel,
      khaled,
    ),
  ]);
});

/** Stars `sessionIds` for the holder of `token` and checks the answer. */
async function star(token: string, sessionIds: number[]) {
  return expectJson(api(token)["my-agenda"].$put({ json: { sessionIds } }), 200);
}

const starred = async (token: string) => (await expectJson(api(token)["my-agenda"].$get(), 200)).sessionIds;

/** The feed URL of the holder of `token`, made on the first call. */
async function feedUrl(token: string): Promise<string> {
  const { url } = await expectJson(api(token)["my-agenda"].feed.$post(), 200);
  if (!url) throw new Error("no feed URL");
  return url;
}

/** GET of a feed URL as a calendar app does it: no session. */
function fetchFeed(url: string): Promise<Response> {
  return call(new URL(url).pathname);
}

/** A feed fetched and parsed with ical.js: its VEVENTs by UID. */
async function readFeed(url: string) {
  const response = await fetchFeed(url);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => ({ vevent, event: new ICAL.Event(vevent) }));
  return { response, text, calendar, events, byUid: new Map(events.map((e) => [e.event.uid, e])) };
}

const uidOf = (id: number) => `session-${id}@conference2025.com`;
const utc = (time: ICAL.Time) => time.toJSDate().toISOString();

describe("GET and PUT /api/my-agenda", () => {
  it("starts empty, stores the whole set sent, and replaces it with the next one", async () => {
    const { authToken } = await registerDelegate();
    expect(await starred(authToken)).toEqual([]);
    expect(await star(authToken, [lunch, opening, panel])).toEqual({ sessionIds: [opening, panel, lunch] });
    expect(await starred(authToken)).toEqual([opening, panel, lunch]);
    expect(await star(authToken, [panel, evening])).toEqual({ sessionIds: [panel, evening] });
    expect(await starred(authToken)).toEqual([panel, evening]);
    expect(await star(authToken, [])).toEqual({ sessionIds: [] });
  });

  it("is idempotent: the same set sent twice stores it once, as it was", async () => {
    const { authToken, id } = await registerDelegate();
    await star(authToken, [opening, panel]);
    const rows = () =>
      env.DB.prepare("SELECT agenda_item_id, created_at FROM starred_sessions WHERE user_id = ? ORDER BY 1")
        .bind(id)
        .all()
        .then((r) => r.results);
    const first = await rows();
    expect(await star(authToken, [panel, opening])).toEqual({ sessionIds: [opening, panel] });
    expect(await rows()).toEqual(first);
    expect(first).toHaveLength(2);
  });

  it("keeps the time a star was made when the set that replaces it still holds it", async () => {
    const { authToken, id } = await registerDelegate();
    await star(authToken, [opening]);
    await env.DB.prepare("UPDATE starred_sessions SET created_at = 1 WHERE user_id = ?").bind(id).run();
    await star(authToken, [opening, panel]);
    const rows = await env.DB.prepare(
      "SELECT agenda_item_id AS id, created_at AS createdAt FROM starred_sessions WHERE user_id = ? ORDER BY 1",
    )
      .bind(id)
      .all<{ id: number; createdAt: number }>();
    expect(rows.results[0]).toEqual({ id: opening, createdAt: 1 });
    expect(rows.results[1]!.createdAt).toBeGreaterThan(1);
  });

  it("answers 400 naming an unknown session and changes nothing", async () => {
    const { authToken } = await registerDelegate();
    await star(authToken, [opening, panel]);
    const refused = await expectJson(api(authToken)["my-agenda"].$put({ json: { sessionIds: [lunch, 987654] } }), 400);
    expect(refused).toEqual({ message: "Unknown session: 987654" });
    expect(await starred(authToken)).toEqual([opening, panel]);
  });

  it.each([
    [{ sessionIds: [1, 1] }, "Each session may appear only once"],
    [{ sessionIds: [0] }, "sessionIds must be session ids"],
    [{ sessionIds: "1,2" }, "sessionIds must be a list of session ids"],
    [{}, "sessionIds must be a list of session ids"],
  ])("refuses %j with 400 and changes nothing", async (body, message) => {
    const { authToken } = await registerDelegate();
    await star(authToken, [opening]);
    // Raw: these bodies break the route's type on purpose.
    expect(await callJson("/api/my-agenda", { method: "PUT", body, token: authToken })).toMatchObject({
      status: 400,
      body: { message },
    });
    expect(await starred(authToken)).toEqual([opening]);
  });

  it("keeps each person's stars apart", async () => {
    const first = await registerDelegate();
    const second = await registerDelegate();
    await star(first.authToken, [opening]);
    await star(second.authToken, [evening]);
    expect(await starred(first.authToken)).toEqual([opening]);
    expect(await starred(second.authToken)).toEqual([evening]);
  });

  it("drops the star of a session that is deleted, and every star of a deleted account", async () => {
    const { authToken, id } = await registerDelegate();
    await star(authToken, [opening, panel]);
    await env.DB.prepare("DELETE FROM agenda_items WHERE id = ?").bind(opening).run();
    expect(await starred(authToken)).toEqual([panel]);
    await feedUrl(authToken);
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(id).run();
    const left = await env.DB.batch([
      env.DB.prepare("SELECT count(*) AS n FROM starred_sessions WHERE user_id = ?").bind(id),
      env.DB.prepare("SELECT count(*) AS n FROM calendar_feeds WHERE user_id = ?").bind(id),
    ]);
    expect(left.map((r) => (r.results[0] as { n: number }).n)).toEqual([0, 0]);
  });

  it("stores 150 stars within D1's limits: at most 100 bound parameters a statement, three round trips", async () => {
    const inserted = await env.DB.batch(
      Array.from({ length: 150 }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO agenda_items (title, start_time, end_time, date) VALUES (?, '10:00', '10:30', '2025-10-14') RETURNING id",
        ).bind(`Breakout ${i}`),
      ),
    );
    const ids = inserted.map((r) => (r.results[0] as { id: number }).id);
    const { authToken } = await registerDelegate();
    const counting = countingD1(env.DB);
    const answer = await expectJson(
      api(authToken, { bindings: { DB: counting.db } })["my-agenda"].$put({ json: { sessionIds: ids } }),
      200,
    );
    expect(answer.sessionIds).toEqual(ids);
    expect(counting.count.maxParameters).toBeLessThanOrEqual(100);
    // The session's user (one), the check (one), the write with the read-back (one batch).
    expect(counting.count.roundTrips).toBeLessThanOrEqual(3);
  });
});

describe("the calendar feed link", () => {
  it("is null until asked for, then one https URL with a 256-bit token, the same on every later call", async () => {
    const { authToken } = await registerDelegate();
    expect(await expectJson(api(authToken)["my-agenda"].feed.$get(), 200)).toEqual({ url: null });
    const url = await feedUrl(authToken);
    expect(url).toMatch(new RegExp(`^${ORIGIN}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await feedUrl(authToken)).toBe(url);
    expect(await expectJson(api(authToken)["my-agenda"].feed.$get(), 200)).toEqual({ url });
  });

  it("stores the token's SHA-256 and never the token", async () => {
    const { authToken, id } = await registerDelegate();
    const token = /\/api\/calendar\/(.+)\.ics$/.exec(await feedUrl(authToken))![1]!;
    const row = await env.DB.prepare("SELECT * FROM calendar_feeds WHERE user_id = ?")
      .bind(id)
      .first<Record<string, unknown>>();
    expect(row!.token_hash).toBe(await sha256Hex(token));
    expect(Object.values(row!).map(String)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("gives every person a different link", async () => {
    const first = await registerDelegate();
    const second = await registerDelegate();
    expect(await feedUrl(first.authToken)).not.toBe(await feedUrl(second.authToken));
  });

  it("is replaced by Reset link, and the old one answers 404 at once", async () => {
    const { authToken } = await registerDelegate();
    await star(authToken, [opening]);
    const old = await feedUrl(authToken);
    expect((await fetchFeed(old)).status).toBe(200);
    const { url } = await expectJson(api(authToken)["my-agenda"].feed.reset.$post(), 200);
    expect(url).not.toBe(old);
    expect(await callJson(new URL(old).pathname)).toMatchObject({
      status: 404,
      body: { message: "Calendar feed not found" },
    });
    expect((await readFeed(url!)).events.map((e) => e.event.uid)).toEqual([uidOf(opening)]);
    expect(await expectJson(api(authToken)["my-agenda"].feed.$get(), 200)).toEqual({ url });
  });

  it("answers 404 once the owner resets the password, and the page offers a new link", async () => {
    const { authToken, id, email } = await registerDelegate();
    const old = await feedUrl(authToken);
    const reset = await api().auth["reset-password"].$post({
      json: { token: await resetLinkToken(id), password: "after-the-reset-1", confirmPassword: "after-the-reset-1" },
    });
    expect(reset.status).toBe(200);
    expect((await fetchFeed(old)).status).toBe(404);
    const { authToken: fresh } = withSession(
      await expectJson(api().auth.login.$post({ json: { email, password: "after-the-reset-1" } }), 200),
    );
    expect(await expectJson(api(fresh)["my-agenda"].feed.$get(), 200)).toEqual({ url: null });
    expect(await feedUrl(fresh)).not.toBe(old);
  });

  it("answers 404 once the mailbox's owner first confirms by login link, and only then", async () => {
    const { authToken, id } = await registerDelegate();
    const squatters = await feedUrl(authToken);
    const first = withSession(
      await expectJson(api().auth["login-token"].$post({ json: { token: await loginLinkToken(id) } }), 200),
    );
    expect((await fetchFeed(squatters)).status).toBe(404);
    const owners = await feedUrl(first.authToken);
    withSession(await expectJson(api().auth["login-token"].$post({ json: { token: await loginLinkToken(id) } }), 200));
    expect((await fetchFeed(owners)).status).toBe(200);
  });

  it("answers 404 once an organiser deletes the registration", async () => {
    const { authToken, id } = await registerDelegate();
    await star(authToken, [opening]);
    const url = await feedUrl(authToken);
    expect((await fetchFeed(url)).status).toBe(200);
    await expectJson(api(adminToken).users[":id"].$delete({ param: { id: String(id) } }), 200);
    expect((await fetchFeed(url)).status).toBe(404);
  });

  it("shows again the link that works after the signing secret was rotated", async () => {
    const { authToken, id } = await registerDelegate();
    await star(authToken, [opening]);
    const before = await feedUrl(authToken);
    const rotated = await currentFeedToken(createDb(env.DB), "a-rotated-token-signing-secret-0123456789", id);
    const after = `${ORIGIN}/api/calendar/${rotated}.ics`;
    expect(after).not.toBe(before);
    expect((await fetchFeed(after)).status).toBe(200);
    expect((await fetchFeed(before)).status).toBe(404);
  });
});

describe("GET /api/calendar/{token}.ics", () => {
  it("holds one VEVENT per starred session with UTC times, location, speakers and the session's URL", async () => {
    const { authToken } = await registerDelegate();
    await star(authToken, [opening, panel, lunch]);
    const { response, text, calendar, events, byUid } = await readFeed(await feedUrl(authToken));

    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("My Agenda – Conference 2025");
    expect(events.map((e) => e.event.uid)).toEqual([uidOf(opening), uidOf(panel), uidOf(lunch)]);

    const { event, vevent } = byUid.get(uidOf(panel))!;
    expect(event.summary).toBe("Panel: Kuwait at the Crossroads");
    // 09:20-10:10 in Kuwait (+03:00) is 06:20-07:10 UTC, written with "Z".
    expect(utc(event.startDate)).toBe("2025-10-13T06:20:00.000Z");
    expect(utc(event.endDate)).toBe("2025-10-13T07:10:00.000Z");
    expect(event.startDate.zone.tzid).toBe("UTC");
    expect(text).toContain("DTSTART:20251013T062000Z\r\n");
    expect(event.location).toBe(
      "Hall A, JW Marriott Hotel Kuwait City, Al Shuhada Street, Salhiya Complex, Kuwait City, Kuwait",
    );
    expect(event.description).toContain("Speakers: Fatima Al-Sabah (Moderator), Khaled Al-Mutairi");
    expect(event.description).toContain("Policy, finance and delivery.");
    expect(vevent.getFirstPropertyValue("url")).toBe(`${ORIGIN}/app/my-agenda#session-${panel}`);
    expect(vevent.getFirstPropertyValue("sequence")).toBe(0);
    expect(vevent.getFirstPropertyValue("last-modified")).not.toBeNull();

    // No end time: no DTEND (RFC 5545 3.6.1), so the event ends as it starts.
    const noEnd = byUid.get(uidOf(lunch))!;
    expect(noEnd.vevent.hasProperty("dtend")).toBe(false);
    expect(utc(noEnd.event.startDate)).toBe("2025-10-13T09:30:00.000Z");
    expect(noEnd.event.location).toBe(
      "JW Marriott Hotel Kuwait City, Al Shuhada Street, Salhiya Complex, Kuwait City, Kuwait",
    );
  });

  it("follows an organiser's edit of the time: same UID, DTSTART moved, SEQUENCE and LAST-MODIFIED changed", async () => {
    const { authToken } = await registerDelegate();
    await star(authToken, [opening, panel, evening]);
    const url = await feedUrl(authToken);
    const before = (await readFeed(url)).byUid.get(uidOf(panel))!;
    await env.DB.prepare("UPDATE agenda_items SET updated_at = ? WHERE id = ?")
      .bind(Date.parse("2025-09-01T00:00:00Z"), panel)
      .run();
    const stale = (await readFeed(url)).byUid.get(uidOf(panel))!;

    await expectJson(
      api(adminToken).admin.agenda[":id"].$put({
        param: { id: String(panel) },
        json: {
          title: "Panel: Kuwait at the Crossroads",
          startTime: "10:30",
          endTime: "11:20",
          date: "2025-10-13",
          location: "Hall A",
          description: "Policy, finance and delivery.",
        },
      }),
      200,
    );
    const after = await readFeed(url);
    const edited = after.byUid.get(uidOf(panel))!;
    expect(after.events).toHaveLength(3);
    expect(utc(edited.event.startDate)).toBe("2025-10-13T07:30:00.000Z");
    expect(utc(edited.event.endDate)).toBe("2025-10-13T08:20:00.000Z");
    expect(edited.vevent.getFirstPropertyValue("sequence")).toBe(
      Number(before.vevent.getFirstPropertyValue("sequence")) + 1,
    );
    const lastModified = (e: typeof edited) => utc(e.vevent.getFirstPropertyValue("last-modified") as ICAL.Time);
    expect(lastModified(stale)).toBe("2025-09-01T00:00:00.000Z");
    expect(Date.parse(lastModified(edited))).toBeGreaterThan(Date.parse("2025-09-01T00:00:00Z"));
    // The sessions nobody edited are as they were.
    expect(after.byUid.get(uidOf(opening))!.vevent.getFirstPropertyValue("sequence")).toBe(0);
  });

  it("raises SEQUENCE and lists the new speakers after the organisers change a session's speakers", async () => {
    const { authToken } = await registerDelegate();
    await star(authToken, [panel]);
    const url = await feedUrl(authToken);
    const [khaled] = (
      await env.DB.prepare(
        "SELECT speaker_id AS id FROM agenda_item_speakers WHERE agenda_item_id = ? AND position = 1",
      )
        .bind(panel)
        .all<{ id: number }>()
    ).results;
    await expectJson(
      api(adminToken).admin.agenda[":id"].speakers.$put({
        param: { id: String(panel) },
        json: { speakerIds: [khaled!.id] },
      }),
      200,
    );
    const { vevent, event } = (await readFeed(url)).byUid.get(uidOf(panel))!;
    expect(vevent.getFirstPropertyValue("sequence")).toBe(1);
    expect(event.description).toContain("Speakers: Khaled Al-Mutairi");
    expect(event.description).not.toContain("Fatima");
  });

  it("drops a session from the next fetch once it is unstarred", async () => {
    const { authToken } = await registerDelegate();
    await star(authToken, [opening, panel]);
    const url = await feedUrl(authToken);
    expect((await readFeed(url)).events).toHaveLength(2);
    await star(authToken, [panel]);
    expect((await readFeed(url)).events.map((e) => e.event.uid)).toEqual([uidOf(panel)]);
    await star(authToken, []);
    expect((await readFeed(url)).events).toEqual([]);
  });

  it("never shows one person's sessions in another's feed", async () => {
    const first = await registerDelegate();
    const second = await registerDelegate();
    await star(first.authToken, [opening, panel]);
    await star(second.authToken, [evening]);
    const firstFeed = await readFeed(await feedUrl(first.authToken));
    const secondFeed = await readFeed(await feedUrl(second.authToken));
    expect(firstFeed.events.map((e) => e.event.uid)).toEqual([uidOf(opening), uidOf(panel)]);
    expect(secondFeed.events.map((e) => e.event.uid)).toEqual([uidOf(evening)]);
  });

  it("needs no session, and a session does not change whose feed it is", async () => {
    const owner = await registerDelegate();
    const other = await registerDelegate();
    await star(owner.authToken, [opening]);
    await star(other.authToken, [evening]);
    const path = new URL(await feedUrl(owner.authToken)).pathname;
    const text = await (await call(path, { token: other.authToken })).text();
    expect(text).toContain(`UID:${uidOf(opening)}`);
    expect(text).not.toContain(uidOf(evening));
  });

  it.each([
    ["an unknown token", `/api/calendar/${"A".repeat(43)}.ics`],
    ["a short token", "/api/calendar/abc.ics"],
    ["a token with other characters", `/api/calendar/${"A".repeat(42)}!.ics`],
    ["no .ics", `/api/calendar/${"A".repeat(43)}`],
  ])("answers 404 for %s", async (_name, path) => {
    expect(await callJson(path)).toEqual(
      expect.objectContaining({ status: 404, body: { message: "Calendar feed not found" } }),
    );
  });

  it("logs a failure without the feed's token", async () => {
    const { authToken } = await registerDelegate();
    const url = await feedUrl(authToken);
    const token = /\/api\/calendar\/(.+)\.ics$/.exec(url)![1]!;
    const logged: unknown[][] = [];
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args));
    }
    // A database that fails every batch, as an unavailable one would.
    const DB = new Proxy(env.DB, {
      get(target, property) {
        if (property === "batch") return () => Promise.reject(new Error("D1_ERROR: database unavailable"));
        const value = Reflect.get(target, property) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const response = await api(undefined, { bindings: { DB } }).calendar[":file"].$get({
      param: { file: `${token}.ics` },
    });
    expect(response.status).toBe(500);
    expect(logged.flat().map(String).join("\n")).toContain("/api/calendar/{token}.ics");
    expect(JSON.stringify(logged)).not.toContain(token);
  });

  it("answers 429 to the 11th fetch of one feed within a minute, from any client", { timeout: 30_000 }, async () => {
    const { authToken } = await registerDelegate();
    const url = await feedUrl(authToken);
    await withinOneRateLimitWindow();
    for (let i = 0; i < 10; i++) expect((await fetchFeed(url)).status).toBe(200);
    expect(await callJson(new URL(url).pathname)).toMatchObject({
      status: 429,
      body: { message: "Too many attempts. Please wait a minute and try again." },
    });
  });
});
