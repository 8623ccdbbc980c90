/**
 * Session feedback (docs/live-room.md#feedback): a delegate rates a session that has started, 1 to
 * 5 with an optional comment, one rating per person (a new one replaces the old); organisers read
 * each session's count, average and comments, and export them as CSV.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { answer, api, call, callJson, expectJson, registerAdmin, registerDelegate } from "./helpers";

/** A new session on `date` (Kuwait), 09:00 to 10:00; its id. */
async function newSession(title: string, date = "2025-10-13"): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO agenda_items (title, start_time, end_time, date, event_type) VALUES (?, '09:00', '10:00', ?, 'AC2025') RETURNING id",
  )
    .bind(title, date)
    .first<{ id: number }>();
  return row!.id;
}

function rate(token: string, id: number, json: { rating: number; comment?: string | null }) {
  return api(token).agenda[":id"].feedback.$put({ param: { id: String(id) }, json });
}

describe("PUT /api/agenda/{id}/feedback", () => {
  it("stores one rating per person: a new one replaces the old, and GET gives it back", async () => {
    const id = await newSession("Opening");
    const { authToken } = await registerDelegate();
    expect(await expectJson(api(authToken).agenda[":id"].feedback.$get({ param: { id: String(id) } }), 200)).toBeNull();
    expect(await expectJson(rate(authToken, id, { rating: 3, comment: "  Too short.  " }), 200)).toMatchObject({
      rating: 3,
      comment: "Too short.",
    });
    expect(await expectJson(rate(authToken, id, { rating: 5, comment: " " }), 200)).toMatchObject({
      rating: 5,
      comment: null,
    });
    const rows = await env.DB.prepare("SELECT rating, comment FROM session_feedback WHERE agenda_item_id = ?")
      .bind(id)
      .all();
    expect(rows.results).toEqual([{ rating: 5, comment: null }]);
  });

  it("answers 400 to a rating outside 1 to 5 or not a whole number, and stores nothing", async () => {
    const id = await newSession("Opening");
    const { authToken } = await registerDelegate();
    for (const rating of [0, 6, 2.5, "4"]) {
      const response = await callJson(`/api/agenda/${id}/feedback`, {
        method: "PUT",
        token: authToken,
        body: { rating },
      });
      expect(response, String(rating)).toMatchObject({
        status: 400,
        body: { message: "Rating must be a whole number from 1 to 5" },
      });
    }
    const count = await env.DB.prepare("SELECT count(*) AS n FROM session_feedback WHERE agenda_item_id = ?")
      .bind(id)
      .first();
    expect(count).toEqual({ n: 0 });
  });

  it("answers 409 before the session starts, 404 for an unknown session, 401 without a session", async () => {
    const later = await newSession("Next year", "2099-10-13");
    const { authToken } = await registerDelegate();
    expect(await answer(rate(authToken, later, { rating: 4 }))).toMatchObject({
      status: 409,
      body: { message: "You can rate a session once it has started." },
    });
    expect((await rate(authToken, 999_999, { rating: 4 })).status).toBe(404);
    expect((await rate("", later, { rating: 4 })).status).toBe(401);
  });
});

describe("GET /api/admin/feedback", () => {
  it("gives each rated session's count, average and comments with first names only, and the CSV", async () => {
    await env.DB.prepare("DELETE FROM session_feedback").run();
    const id = await newSession("Kuwait at the Crossroads");
    const admin = await registerAdmin();
    const hessa = await registerDelegate({ firstName: "Hessa", lastName: "Al-Roumi" });
    const omar = await registerDelegate({ firstName: "Omar" });
    await expectJson(rate(hessa.authToken, id, { rating: 5, comment: '=HYPERLINK("x") best panel' }), 200);
    await expectJson(rate(omar.authToken, id, { rating: 2 }), 200);

    const summaries = await expectJson(api(admin.authToken).admin.feedback.$get(), 200);
    expect(summaries).toEqual([
      {
        agendaItemId: id,
        title: "Kuwait at the Crossroads",
        count: 2,
        average: 3.5,
        comments: [
          { rating: 5, comment: '=HYPERLINK("x") best panel', firstName: "Hessa", updatedAt: expect.any(String) },
        ],
      },
    ]);
    expect(JSON.stringify(summaries)).not.toContain("Al-Roumi");

    const csv = await call("/api/admin/feedback/export", { token: admin.authToken });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="feedback-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await csv.text();
    expect(text).toContain("Kuwait at the Crossroads,2,3.50");
    // The formula guard (lib/csv.ts): a comment never reaches a spreadsheet as a formula.
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});
