/**
 * Announcements (docs/live-room.md#announcements): sending, the per-audience list, the channel
 * (a WebSocket served by the AnnouncementHub Durable Object) and the emails with their progress.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AnnouncementInput, AnnouncementMessage } from "../contract/announcements";
import type { EmailMessage } from "../email/messages";
import { recordingQueue } from "./admin-helpers";
import { runEmailQueue } from "./email-helpers";
import { api, call, callJson, expectJson, registerAdmin, registerDelegate } from "./helpers";

const ORIGIN = "http://localhost:8787";

const LUNCH: AnnouncementInput = {
  title: "Lunch is served",
  body: "Lunch is served in the foyer.\n\nThe afternoon starts at 14:00.",
  titleAr: "الغداء جاهز",
  bodyAr: "يقدم الغداء في البهو.",
  audience: "all",
};

/** A new session of `event`; its id. */
async function newSession(event: "AC2025" | "GC_POWERLIST"): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO agenda_items (title, start_time, end_time, date, event_type) VALUES ('Panel', '09:00', '10:00', '2025-10-13', ?) RETURNING id",
  )
    .bind(event)
    .first<{ id: number }>();
  return row!.id;
}

/** A delegate who put a session of `event` in their My Agenda. */
async function delegateOf(event: "AC2025" | "GC_POWERLIST", overrides: Parameters<typeof registerDelegate>[0] = {}) {
  const delegate = await registerDelegate(overrides);
  await env.DB.prepare("INSERT INTO starred_sessions (user_id, agenda_item_id) VALUES (?, ?)")
    .bind(delegate.id, await newSession(event))
    .run();
  return delegate;
}

function send(token: string, json: AnnouncementInput, queue?: Queue) {
  return api(token, queue ? { bindings: { EMAIL_QUEUE: queue } } : {}).admin.announcements.$post({ json });
}

describe("sending and listing announcements", () => {
  it("answers 401 to anonymous callers and 403 to delegates on the organisers' routes", async () => {
    const delegate = await registerDelegate();
    expect((await api().announcements.$get()).status).toBe(401);
    expect((await api().admin.announcements.$get()).status).toBe(401);
    expect((await send("", LUNCH)).status).toBe(401);
    expect((await api(delegate.authToken).admin.announcements.$get()).status).toBe(403);
    expect((await send(delegate.authToken, LUNCH)).status).toBe(403);
  });

  it("refuses bad input with a message and stores nothing", async () => {
    const admin = await registerAdmin();
    const before = await env.DB.prepare("SELECT count(*) AS n FROM announcements").first<{ n: number }>();
    const cases: [unknown, string][] = [
      [{ ...LUNCH, title: "   " }, "Title is required"],
      [{ ...LUNCH, body: undefined }, "Message is required"],
      [{ ...LUNCH, title: "x".repeat(121) }, "Title must be at most 120 characters"],
      [{ ...LUNCH, body: "x".repeat(2001) }, "Message must be at most 2000 characters"],
      [{ ...LUNCH, bodyAr: "x".repeat(2001) }, "Message (Arabic) must be at most 2000 characters"],
      [{ ...LUNCH, audience: "VIP" }, "Audience must be all, AC2025 or GC_POWERLIST"],
      [{ ...LUNCH, email: "yes" }, "email must be true or false"],
    ];
    for (const [body, message] of cases) {
      expect(
        await callJson("/api/admin/announcements", { method: "POST", token: admin.authToken, body }),
      ).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    const after = await env.DB.prepare("SELECT count(*) AS n FROM announcements").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("stores an announcement (201) and lists it to its audiences, newest first: every pass admits both events", async () => {
    const admin = await registerAdmin();
    const morning = await delegateOf("AC2025");
    // Registered a minute ago: nothing starred, not at any door yet, and admitted to both events.
    const newcomer = await registerDelegate();

    const all = await expectJson(send(admin.authToken, { ...LUNCH, titleAr: "  ", bodyAr: null }), 201);
    expect(all).toMatchObject({
      title: LUNCH.title,
      body: LUNCH.body,
      titleAr: null,
      bodyAr: null,
      audience: "all",
      email: false,
      emailTotal: 0,
      emailSent: 0,
    });
    const ac = await expectJson(send(admin.authToken, { ...LUNCH, title: "Hall A moved", audience: "AC2025" }), 201);
    const gc = await expectJson(send(admin.authToken, { ...LUNCH, title: "Dinner", audience: "GC_POWERLIST" }), 201);

    const ids = async (token: string) => (await expectJson(api(token).announcements.$get(), 200)).map((a) => a.id);
    expect(await ids(morning.authToken)).toEqual([gc.id, ac.id, all.id]);
    expect(await ids(newcomer.authToken)).toEqual([gc.id, ac.id, all.id]);

    const listed = await expectJson(api(admin.authToken).admin.announcements.$get(), 200);
    expect(listed.slice(0, 3).map((a) => a.id)).toEqual([gc.id, ac.id, all.id]);
  });
});

describe("announcement emails", () => {
  it("queues one email to each address of the audience that did not unsubscribe, in its language, and counts the progress", async () => {
    const admin = await registerAdmin();
    const english = await delegateOf("GC_POWERLIST");
    const arabic = await delegateOf("GC_POWERLIST");
    const unsubscribed = await delegateOf("GC_POWERLIST");
    const bounced = await delegateOf("GC_POWERLIST");
    const morning = await delegateOf("AC2025");
    await env.DB.prepare("UPDATE users SET locale = 'ar' WHERE id = ?").bind(arabic.id).run();
    await env.DB.prepare("UPDATE newsletter_subscriptions SET is_active = 0 WHERE email = ?")
      .bind(unsubscribed.email)
      .run();
    await env.DB.prepare("INSERT INTO email_suppressions (email, reason) VALUES (?, 'bounced')")
      .bind(bounced.email)
      .run();

    const { queue, sent } = recordingQueue();
    const announcement = await expectJson(
      send(admin.authToken, { ...LUNCH, audience: "GC_POWERLIST", email: true }, queue),
      201,
    );
    expect(announcement).toMatchObject({ email: true, emailTotal: sent.length, emailSent: 0, emailFailed: 0 });
    const byAddress = new Map(sent.map((message) => [message.to, message]));
    expect(byAddress.size).toBe(sent.length);
    expect(byAddress.has(unsubscribed.email)).toBe(false);
    expect(byAddress.has(bounced.email)).toBe(false);
    // Admitted to the GC Powerlist too, as every pass is, though only AC2025 sessions are starred.
    expect(byAddress.has(morning.email)).toBe(true);
    expect(byAddress.get(english.email)).toMatchObject({
      type: "announcement",
      locale: "en",
      userId: english.id,
      data: { announcementId: announcement.id, title: LUNCH.title, body: LUNCH.body },
    });
    expect(byAddress.get(arabic.email)).toMatchObject({
      locale: "ar",
      data: { title: LUNCH.titleAr, body: LUNCH.bodyAr },
    });
    const ours = [byAddress.get(english.email)!, byAddress.get(arabic.email)!];

    // The consumer counts each email once done with: one sent, and one skipped because its
    // address unsubscribed after the announcement was queued.
    await env.DB.prepare("UPDATE newsletter_subscriptions SET is_active = 0 WHERE email = ?").bind(arabic.email).run();
    const { result } = await runEmailQueue(ours);
    expect(result.explicitAcks).toHaveLength(2);
    const progress = (await expectJson(api(admin.authToken).admin.announcements.$get(), 200)).find(
      (a) => a.id === announcement.id,
    );
    expect(progress).toMatchObject({ emailTotal: sent.length, emailSent: 1, emailFailed: 1 });
  });

  it("sends 10,000 emails in batches within Queues' limits of 100 messages and 256 KB", async () => {
    const admin = await registerAdmin();
    const start = await env.DB.prepare("SELECT coalesce(max(candidate_number), 0) AS n FROM users").first<{
      n: number;
    }>();
    // 10,000 people in one statement per 1,000 (json_each binds one parameter).
    for (let part = 0; part < 10; part++) {
      const people = Array.from({ length: 1000 }, (_, i) => start!.n + 1 + part * 1000 + i);
      await env.DB.prepare(
        `INSERT INTO users (candidate_number, username, password, first_name, last_name, company, title, email, locale)
         SELECT value, 'bulk' || value || '@example.com', '', 'Bulk', 'Delegate', 'Co', 'Role', 'bulk' || value || '@example.com', 'ar'
         FROM json_each(?)`,
      )
        .bind(JSON.stringify(people))
        .run();
    }
    await env.DB.prepare("UPDATE counters SET value = ? WHERE name = 'candidate_number'")
      .bind(start!.n + 10_000)
      .run();
    const batches: number[] = [];
    const bytes: number[] = [];
    const queue = {
      sendBatch: async (messages: Iterable<{ body: EmailMessage }>) => {
        const list = [...messages];
        batches.push(list.length);
        bytes.push(new TextEncoder().encode(JSON.stringify(list.map((m) => m.body))).length);
      },
    } as unknown as Queue;
    const arabicBody = "ب".repeat(2000);
    const announcement = await expectJson(
      send(admin.authToken, { ...LUNCH, bodyAr: arabicBody, email: true }, queue),
      201,
    );
    const users = await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
    expect(announcement.emailTotal).toBeGreaterThanOrEqual(10_000);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(announcement.emailTotal);
    expect(announcement.emailTotal).toBeLessThanOrEqual(users!.n);
    expect(Math.max(...batches)).toBeLessThanOrEqual(100);
    expect(Math.max(...bytes)).toBeLessThan(256 * 1024);
  });
});

/** Opens the announcements channel as `token`; every message heard, and a way to wait for one. */
async function openChannel(token: string) {
  const response = await call("/api/announcements/live", {
    headers: { Upgrade: "websocket", Origin: ORIGIN, "Sec-WebSocket-Protocol": `ac2025-live, bearer.${token}` },
  });
  expect(response.status).toBe(101);
  expect(response.headers.get("Sec-WebSocket-Protocol")).toBe("ac2025-live");
  const socket = response.webSocket!;
  socket.accept();
  const heard: AnnouncementMessage[] = [];
  const waiting: (() => void)[] = [];
  socket.addEventListener("message", (event) => {
    heard.push(JSON.parse(String(event.data)) as AnnouncementMessage);
    for (const wake of waiting.splice(0)) wake();
  });
  const until = async (title: string) => {
    for (;;) {
      const found = heard.find((message) => message.announcement.title === title);
      if (found) return found;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  return { socket, heard, until };
}

describe("the announcements channel", () => {
  it("sends each announcement to every open app of its audience, whatever the person starred", async () => {
    const admin = await registerAdmin();
    const morning = await delegateOf("AC2025");
    const other = await registerDelegate();
    const first = await openChannel(morning.authToken);
    const second = await openChannel(other.authToken);

    await expectJson(send(admin.authToken, { ...LUNCH, title: "Hall A moved", audience: "AC2025" }), 201);
    expect((await first.until("Hall A moved")).announcement).toMatchObject({ audience: "AC2025", body: LUNCH.body });
    await expectJson(send(admin.authToken, { ...LUNCH, title: "Everyone" }), 201);
    await first.until("Everyone");
    await second.until("Everyone");
    expect(second.heard.map((m) => m.announcement.title)).toEqual(["Hall A moved", "Everyone"]);
    first.socket.close();
    second.socket.close();
  });

  it("refuses the anonymous, other sites and plain requests", async () => {
    const { authToken } = await registerDelegate();
    expect((await call("/api/announcements/live", { headers: { Upgrade: "websocket", Origin: ORIGIN } })).status).toBe(
      401,
    );
    expect(
      await callJson("/api/announcements/live", {
        token: authToken,
        headers: { Upgrade: "websocket", Origin: "https://evil.example" },
      }),
    ).toMatchObject({ status: 400, body: { message: "The live channel opens only from this site" } });
    expect((await callJson("/api/announcements/live", { token: authToken })).status).toBe(400);
  });
});
