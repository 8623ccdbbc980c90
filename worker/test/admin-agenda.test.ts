import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { answer, api, clearTables, expectJson, registerAdmin, registerDelegate } from "./helpers";

let adminToken = "";
beforeAll(async () => {
  adminToken = (await registerAdmin()).authToken;
});

let itemId = 0;
let speakerIds: number[] = [];
beforeEach(async () => {
  await clearTables("starred_sessions", "qna_questions", "agenda_item_speakers", "agenda_items", "speakers");
  const speakers = await env.DB.batch(
    ["Fatima", "Khaled", "Sarah", "Yousef"].map((name, i) =>
      env.DB.prepare(
        "INSERT INTO speakers (name, surname, company, position, display_order) VALUES (?, 'Test', 'Co', 'Role', ?) RETURNING id",
      ).bind(name, i + 1),
    ),
  );
  speakerIds = speakers.map((r) => (r.results[0] as { id: number }).id);
  const item = await env.DB.prepare(
    "INSERT INTO agenda_items (title, start_time, end_time, date, location, description) VALUES ('Opening', '08:00', '08:30', '2025-10-13', 'Hall A', 'Welcome') RETURNING id",
  ).first<{ id: number }>();
  itemId = item!.id;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO agenda_item_speakers (agenda_item_id, speaker_id, position, speaker_role) VALUES (?, ?, 0, 'Moderator')",
    ).bind(itemId, speakerIds[0]),
    env.DB.prepare("INSERT INTO agenda_item_speakers (agenda_item_id, speaker_id, position) VALUES (?, ?, 1)").bind(
      itemId,
      speakerIds[1],
    ),
  ]);
});

/** The public agenda (GET /api/agenda, every event). */
const agenda = () => expectJson(api().agenda.$get({ query: {} }), 200);

const edit = {
  title: "Opening remarks",
  startTime: "8:15",
  endTime: "09:00",
  date: "2025-10-13",
  location: "Ballroom",
  description: "Welcome words.",
};

describe("PUT /api/admin/agenda/{id}", () => {
  it("saves the dialog's fields and answers the session as the agenda lists it", async () => {
    const saved = await expectJson(
      api(adminToken).admin.agenda[":id"].$put({ json: { id: itemId, ...edit }, param: { id: String(itemId) } }),
      200,
    );
    expect(saved).toMatchObject({
      id: itemId,
      title: "Opening remarks",
      startTime: "08:15",
      endTime: "09:00",
      location: "Ballroom",
      description: "Welcome words.",
    });
    expect(saved.speakers.map((s) => s.id)).toEqual(speakerIds.slice(0, 2));
    const { overlaps, ...item } = saved;
    expect(overlaps).toEqual([]);
    expect((await agenda())[0]).toEqual(item);
  });

  it("allows an empty end time, location and description", async () => {
    const saved = await expectJson(
      api(adminToken).admin.agenda[":id"].$put({
        json: { ...edit, endTime: "", location: "", description: null },
        param: { id: String(itemId) },
      }),
      200,
    );
    expect(saved).toMatchObject({ endTime: "", location: null, description: null });
  });

  it.each([
    [{ ...edit, title: "  " }, "Title is required"],
    [{ ...edit, startTime: "25:00" }, "Times must be HH:MM (24-hour)"],
    [{ ...edit, startTime: "" }, "Times must be HH:MM (24-hour)"],
    [{ ...edit, endTime: "soon" }, "Times must be HH:MM (24-hour)"],
    [{ ...edit, date: "2025-02-30" }, "Date must be a calendar date (YYYY-MM-DD)"],
    [{ ...edit, id: 12345 }, "The id in the body must match the agenda item in the path"],
  ])("refuses %j and changes nothing", async (body, message) => {
    expect(
      await answer(api(adminToken).admin.agenda[":id"].$put({ json: body, param: { id: String(itemId) } })),
    ).toMatchObject({
      status: 400,
      body: { message },
    });
    expect((await agenda())[0]).toMatchObject({ title: "Opening", startTime: "08:00", date: "2025-10-13" });
  });

  it("answers 404 for an unknown session", async () => {
    expect(
      await answer(api(adminToken).admin.agenda[":id"].$put({ json: edit, param: { id: "99999999" } })),
    ).toMatchObject({
      status: 404,
      body: { message: "Agenda item not found" },
    });
  });
});

describe("Arabic versions of a session (PUT /api/admin/agenda/{id})", () => {
  const arabic = { titleAr: "الجلسة الافتتاحية", locationAr: "القاعة الكبرى", descriptionAr: "كلمات الترحيب." };
  const put = (json: Record<string, unknown>) =>
    answer(api(adminToken).admin.agenda[":id"].$put({ json: { ...edit, ...json }, param: { id: String(itemId) } }));
  /** The stored Arabic columns of the session, as D1 holds them. */
  const storedArabic = () =>
    env.DB.prepare("SELECT title, title_ar, location_ar, description_ar FROM agenda_items WHERE id = ?")
      .bind(itemId)
      .first();

  it("stores them trimmed and answers them in the PUT and in GET /api/agenda", async () => {
    const saved = await expectJson(
      api(adminToken).admin.agenda[":id"].$put({
        json: {
          ...edit,
          titleAr: `  ${arabic.titleAr} `,
          locationAr: `${arabic.locationAr}\n`,
          descriptionAr: arabic.descriptionAr,
        },
        param: { id: String(itemId) },
      }),
      200,
    );
    expect(saved).toMatchObject({ title: "Opening remarks", location: "Ballroom", ...arabic });
    const { overlaps: _overlaps, ...item } = saved;
    expect((await agenda())[0]).toEqual(item);
    expect(await storedArabic()).toEqual({
      title: "Opening remarks",
      title_ar: arabic.titleAr,
      location_ar: arabic.locationAr,
      description_ar: arabic.descriptionAr,
    });
  });

  it("stores blank, null and absent ones as NULL: the PUT replaces them as it does location and description", async () => {
    expect(await put(arabic)).toMatchObject({ status: 200, body: arabic });
    expect(await put({ titleAr: "   ", locationAr: "", descriptionAr: null })).toMatchObject({
      status: 200,
      body: { titleAr: null, locationAr: null, descriptionAr: null },
    });
    expect(await storedArabic()).toMatchObject({ title_ar: null, location_ar: null, description_ar: null });

    expect(await put(arabic)).toMatchObject({ status: 200, body: arabic });
    expect(await put({})).toMatchObject({
      status: 200,
      body: { titleAr: null, locationAr: null, descriptionAr: null },
    });
    expect(await storedArabic()).toMatchObject({ title_ar: null, location_ar: null, description_ar: null });
  });

  it.each([
    ["titleAr", "x".repeat(301), "Title (Arabic) must be at most 300 characters"],
    ["locationAr", "x".repeat(301), "Location (Arabic) must be at most 300 characters"],
    ["descriptionAr", "x".repeat(5001), "Description (Arabic) must be at most 5000 characters"],
  ])("refuses a %s over its English twin's limit and writes nothing", async (field, value, message) => {
    expect(await put(arabic)).toMatchObject({ status: 200 });
    const before = await storedArabic();
    expect(await put({ ...arabic, title: "Changed title", [field]: value })).toMatchObject({
      status: 400,
      body: { message },
    });
    expect(await storedArabic()).toEqual(before);
  });

  it("accepts each at exactly its limit", async () => {
    const longest = { titleAr: "ع".repeat(300), locationAr: "ع".repeat(300), descriptionAr: "ع".repeat(5000) };
    expect(await put(longest)).toMatchObject({ status: 200, body: longest });
  });

  it("purges the public cache like an English edit: the next GET /api/agenda shows the new Arabic title", async () => {
    expect(await put(arabic)).toMatchObject({ status: 200 });
    expect((await agenda())[0]!.titleAr).toBe(arabic.titleAr);
    // A change behind the API's back is not seen: the read comes from the edge cache.
    await env.DB.prepare("UPDATE agenda_items SET title_ar = 'غير مرئي' WHERE id = ?").bind(itemId).run();
    expect((await agenda())[0]!.titleAr).toBe(arabic.titleAr);

    expect(await put({ ...arabic, titleAr: "الجلسة الأولى" })).toMatchObject({ status: 200 });
    expect((await agenda())[0]!.titleAr).toBe("الجلسة الأولى");
  });
});

describe("PUT /api/admin/agenda/{id}/speakers", () => {
  it("stores the speakers in the given order and keeps roles of those who stay", async () => {
    const order = [speakerIds[2]!, speakerIds[0]!, speakerIds[3]!];
    const saved = await expectJson(
      api(adminToken).admin.agenda[":id"].speakers.$put({ json: { speakerIds: order }, param: { id: String(itemId) } }),
      200,
    );
    expect(saved.speakers.map((s) => s.id)).toEqual(order);
    expect(saved.speakers.map((s) => s.role)).toEqual([null, "Moderator", null]);
    expect((await agenda())[0]!.speakers.map((s) => s.id)).toEqual(order);
    const rows = await env.DB.prepare(
      "SELECT speaker_id, position FROM agenda_item_speakers WHERE agenda_item_id = ? ORDER BY position",
    )
      .bind(itemId)
      .all();
    expect(rows.results).toEqual(order.map((id, position) => ({ speaker_id: id, position })));
  });

  it("removes every speaker with an empty list", async () => {
    const saved = await expectJson(
      api(adminToken).admin.agenda[":id"].speakers.$put({ json: { speakerIds: [] }, param: { id: String(itemId) } }),
      200,
    );
    expect(saved.speakers).toEqual([]);
  });

  it("changes nothing for an unknown speaker or session, or a repeated id", async () => {
    expect(
      await answer(
        api(adminToken).admin.agenda[":id"].speakers.$put({
          json: { speakerIds: [speakerIds[3]!, 99999999] },
          param: { id: String(itemId) },
        }),
      ),
    ).toMatchObject({ status: 404, body: { message: "Speaker not found: 99999999" } });
    expect(
      await answer(
        api(adminToken).admin.agenda[":id"].speakers.$put({
          json: { speakerIds: [speakerIds[0]!] },
          param: { id: "99999999" },
        }),
      ),
    ).toMatchObject({
      status: 404,
      body: { message: "Agenda item not found" },
    });
    expect(
      await answer(
        api(adminToken).admin.agenda[":id"].speakers.$put({
          json: { speakerIds: [speakerIds[0]!, speakerIds[0]!] },
          param: { id: String(itemId) },
        }),
      ),
    ).toMatchObject({ status: 400, body: { message: "Each speaker may appear only once" } });
    expect((await agenda())[0]!.speakers.map((s) => s.id)).toEqual(speakerIds.slice(0, 2));
  });
});

/** Every row the session tables hold, to show that a refused call wrote nothing. */
async function storedState() {
  const all = (sql: string) =>
    env.DB.prepare(sql)
      .all()
      .then((r) => r.results);
  return {
    items: await all("SELECT * FROM agenda_items ORDER BY id"),
    links: await all("SELECT * FROM agenda_item_speakers ORDER BY id"),
    stars: await all("SELECT * FROM starred_sessions ORDER BY user_id, agenda_item_id"),
    questions: await all("SELECT * FROM qna_questions ORDER BY id"),
  };
}

const session = {
  title: "GC Powerlist Reception",
  date: "2025-10-13",
  startTime: "18:30",
  endTime: "19:15",
  location: "Terrace",
  description: "Welcome drinks.",
  eventType: "GC_POWERLIST" as const,
};

const create = (json: Record<string, unknown>, token = adminToken) =>
  answer(api(token).admin.agenda.$post({ json: json as typeof session }));

describe("POST /api/admin/agenda", () => {
  it("adds a session to the chosen event and answers 201 with it as the agenda lists it", async () => {
    const saved = await expectJson(
      api(adminToken).admin.agenda.$post({ json: { ...session, startTime: "6:30 PM", titleAr: " حفل الاستقبال " } }),
      201,
    );
    expect(saved).toMatchObject({
      ...session,
      startTime: "18:30",
      titleAr: "حفل الاستقبال",
      locationAr: null,
      descriptionAr: null,
      speakers: [],
      overlaps: [],
    });
    const { overlaps: _overlaps, ...item } = saved;
    expect((await agenda()).find((i) => i.id === saved.id)).toEqual(item);
    expect(await expectJson(api().agenda.$get({ query: { event: "GC_POWERLIST" } }), 200)).toEqual([item]);
    const row = await env.DB.prepare("SELECT sequence, event_type FROM agenda_items WHERE id = ?")
      .bind(saved.id)
      .first();
    expect(row).toEqual({ sequence: 0, event_type: "GC_POWERLIST" });
  });

  it.each([
    [{ endTime: "18:30" }, "End time must be after the start time"],
    [{ endTime: "17:00" }, "End time must be after the start time"],
    [{ date: "2025-10-14" }, "Date must be one of the event's days: 2025-10-13"],
    [{ date: "13/10/2025" }, "Date must be a calendar date (YYYY-MM-DD)"],
    [{ startTime: "18:75" }, "Times must be HH:MM (24-hour)"],
    [{ title: "" }, "Title is required"],
    [{ eventType: "GC" }, "Event type must be AC2025 or GC_POWERLIST"],
    [{ eventType: undefined }, "Event type must be AC2025 or GC_POWERLIST"],
    [{ locationAr: "ع".repeat(301) }, "Location (Arabic) must be at most 300 characters"],
  ])("refuses %j with 400 and writes nothing", async (change, message) => {
    const before = await storedState();
    expect(await create({ ...session, ...change })).toMatchObject({ status: 400, body: { message } });
    expect(await storedState()).toEqual(before);
  });

  it("adds the speakers it is given, in their order (a duplicated session keeps its speakers)", async () => {
    const order = [speakerIds[2]!, speakerIds[0]!];
    const saved = await expectJson(
      api(adminToken).admin.agenda.$post({ json: { ...session, speakerIds: order } }),
      201,
    );
    expect(saved.speakers.map((s) => s.id)).toEqual(order);
    const { results } = await env.DB.prepare(
      "SELECT speaker_id, position FROM agenda_item_speakers WHERE agenda_item_id = ? ORDER BY position",
    )
      .bind(saved.id)
      .all();
    expect(results).toEqual(order.map((id, position) => ({ speaker_id: id, position })));
  });

  it("answers 404 for an unknown speaker and writes nothing", async () => {
    const before = await storedState();
    expect(await create({ ...session, speakerIds: [speakerIds[0]!, 99999999] })).toMatchObject({
      status: 404,
      body: { message: "Speaker not found: 99999999" },
    });
    expect(await create({ ...session, speakerIds: [speakerIds[0]!, speakerIds[0]!] })).toMatchObject({
      status: 400,
      body: { message: "Each speaker may appear only once" },
    });
    expect(await storedState()).toEqual(before);
  });

  it("checks the date against the event's days in the event settings", async () => {
    const settings = await expectJson(api(adminToken).admin["event-settings"].$get(), 200);
    const events = { ...settings.settings.events };
    events.GC_POWERLIST = { ...events.GC_POWERLIST, date: "2025-10-14" };
    await expectJson(api(adminToken).admin["event-settings"].$put({ json: { ...settings.settings, events } }), 200);
    try {
      expect(await create(session)).toMatchObject({
        status: 400,
        body: { message: "Date must be one of the event's days: 2025-10-14" },
      });
      expect(await create({ ...session, date: "2025-10-14" })).toMatchObject({ status: 201 });
      // The other event keeps its own day.
      expect(await create({ ...session, eventType: "AC2025", date: "2025-10-14" })).toMatchObject({ status: 400 });
    } finally {
      await expectJson(api(adminToken).admin["event-settings"].$put({ json: settings.settings }), 200);
    }
  });

  it("refuses anonymous callers with 401 and delegates with 403, writing nothing", async () => {
    const delegate = await registerDelegate();
    const before = await storedState();
    expect(await answer(api().admin.agenda.$post({ json: session }))).toMatchObject({ status: 401 });
    expect(await create(session, delegate.authToken)).toMatchObject({
      status: 403,
      body: { message: expect.any(String) },
    });
    expect(await storedState()).toEqual(before);
  });
});

describe("overlapping sessions", () => {
  const at = (startTime: string, endTime: string, change: Record<string, unknown> = {}) =>
    expectJson(api(adminToken).admin.agenda.$post({ json: { ...session, startTime, endTime, ...change } }), 201);

  it("are saved, and each save answers the sessions of its event it overlaps in the same location", async () => {
    const first = await at("18:30", "19:30");
    const second = await at("19:00", "20:00", { title: "Panel", location: "  terrace " });
    expect(second.overlaps).toEqual([
      {
        id: first.id,
        title: first.title,
        titleAr: null,
        startTime: "18:30",
        endTime: "19:30",
        location: "Terrace",
        locationAr: null,
      },
    ]);
    // Back to back, another room, the other event, or no location: no overlap.
    expect((await at("19:30", "20:00", { title: "Next" })).overlaps.map((o) => o.id)).toEqual([second.id]);
    expect((await at("18:30", "19:30", { title: "Elsewhere", location: "Hall B" })).overlaps).toEqual([]);
    expect((await at("18:30", "19:30", { title: "Other event", eventType: "AC2025" })).overlaps).toEqual([]);
    expect((await at("18:30", "19:30", { title: "Anywhere", location: "" })).overlaps).toEqual([]);
    // A session without an end time overlaps what runs at its start.
    expect((await at("19:10", "", { title: "Toast" })).overlaps.map((o) => o.id)).toEqual([first.id, second.id]);
    // The seven above and the opening session of every test.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM agenda_items").first()).toEqual({ n: 8 });
  });

  it("are answered by an edit too, leaving out the session itself", async () => {
    const first = await at("18:30", "19:30");
    const second = await at("20:00", "21:00", { title: "Dinner" });
    const moved = await expectJson(
      api(adminToken).admin.agenda[":id"].$put({
        param: { id: String(second.id) },
        json: { ...session, title: "Dinner", startTime: "19:00", endTime: "20:00" },
      }),
      200,
    );
    expect(moved.overlaps.map((o) => o.id)).toEqual([first.id]);
  });
});

describe("PUT /api/admin/agenda/{id}: the dialog's rules", () => {
  it.each([
    [{ endTime: "08:15" }, "End time must be after the start time"],
    [{ date: "2025-10-12" }, "Date must be one of the event's days: 2025-10-13"],
  ])("refuses %j with 400 and changes nothing", async (change, message) => {
    const before = await storedState();
    expect(
      await answer(
        api(adminToken).admin.agenda[":id"].$put({ json: { ...edit, ...change }, param: { id: String(itemId) } }),
      ),
    ).toMatchObject({ status: 400, body: { message } });
    expect(await storedState()).toEqual(before);
  });

  it("refuses anonymous callers with 401 and delegates with 403, changing nothing", async () => {
    const delegate = await registerDelegate();
    const before = await storedState();
    const put = (token?: string) =>
      answer(api(token).admin.agenda[":id"].$put({ json: edit, param: { id: String(itemId) } }));
    expect(await put()).toMatchObject({ status: 401 });
    expect(await put(delegate.authToken)).toMatchObject({ status: 403 });
    expect(await storedState()).toEqual(before);
  });
});

describe("DELETE /api/admin/agenda/{id}", () => {
  const remove = (id: number, token = adminToken) =>
    answer(api(token).admin.agenda[":id"].$delete({ param: { id: String(id) } }));

  it("deletes the session with its speaker links and stars; its questions stay without the link", async () => {
    const other = await expectJson(api(adminToken).admin.agenda.$post({ json: session }), 201);
    const delegate = await registerDelegate();
    await expectJson(api(delegate.authToken)["my-agenda"].$put({ json: { sessionIds: [itemId, other.id] } }), 200);
    const question = await expectJson(
      api(delegate.authToken).qna.$post({ json: { question: "Will the slides be shared?" } }),
      201,
    );
    await env.DB.prepare("UPDATE qna_questions SET agenda_item_id = ? WHERE id = ?").bind(itemId, question.id).run();

    expect(await remove(itemId)).toMatchObject({ status: 200, body: { message: "Session deleted" } });

    expect((await agenda()).map((i) => i.id)).toEqual([other.id]);
    const count = (sql: string) => env.DB.prepare(sql).bind(itemId).first<{ n: number }>();
    expect(await count("SELECT count(*) AS n FROM agenda_item_speakers WHERE agenda_item_id = ?")).toEqual({ n: 0 });
    expect(await count("SELECT count(*) AS n FROM starred_sessions WHERE agenda_item_id = ?")).toEqual({ n: 0 });
    expect(await expectJson(api(delegate.authToken)["my-agenda"].$get(), 200)).toEqual({ sessionIds: [other.id] });
    expect(
      await env.DB.prepare("SELECT question, agenda_item_id FROM qna_questions WHERE id = ?").bind(question.id).first(),
    ).toEqual({ question: "Will the slides be shared?", agenda_item_id: null });
    // The speakers themselves stay.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM speakers").first()).toEqual({ n: 4 });
  });

  it("answers 404 for a second delete and an unknown id, changing nothing", async () => {
    expect(await remove(itemId)).toMatchObject({ status: 200 });
    const before = await storedState();
    expect(await remove(itemId)).toMatchObject({ status: 404, body: { message: "Agenda item not found" } });
    expect(await remove(99999999)).toMatchObject({ status: 404, body: { message: "Agenda item not found" } });
    expect(await storedState()).toEqual(before);
  });

  it("refuses anonymous callers with 401, delegates with 403 and a malformed id with 400, deleting nothing", async () => {
    const delegate = await registerDelegate();
    const before = await storedState();
    expect(await remove(itemId, "")).toMatchObject({ status: 401 });
    expect(await remove(itemId, delegate.authToken)).toMatchObject({ status: 403 });
    expect(
      await answer(api(adminToken).admin.agenda[":id"].$delete({ param: { id: `${itemId} OR 1=1` } })),
    ).toMatchObject({ status: 400, body: { message: expect.any(String) } });
    expect(await storedState()).toEqual(before);
  });
});
