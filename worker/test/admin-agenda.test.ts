import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { answer, api, clearTables, expectJson, registerAdmin } from "./helpers";

let adminToken = "";
beforeAll(async () => {
  adminToken = (await registerAdmin()).authToken;
});

let itemId = 0;
let speakerIds: number[] = [];
beforeEach(async () => {
  await clearTables("agenda_item_speakers", "agenda_items", "speakers");
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
    expect((await agenda())[0]).toEqual(saved);
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
    expect((await agenda())[0]).toEqual(saved);
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
