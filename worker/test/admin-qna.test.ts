import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AdminQnaStatus, qnaStatusLabel, questionsWithStatus } from "../contract/admin-qna";
import { answer, api, callJson, clearTables, expectJson, registerAdmin, registerDelegate } from "./helpers";

let adminToken = "";
let asker: Awaited<ReturnType<typeof registerDelegate>>;
beforeAll(async () => {
  adminToken = (await registerAdmin()).authToken;
  asker = await registerDelegate({ firstName: "Huda", lastName: "Al-Sayer" });
});

let ids: { pending: number; answered: number; archived: number };
beforeEach(async () => {
  await clearTables("qna_questions");
  const insert = (question: string, answer: string | null, archived: boolean, createdAt: number) =>
    env.DB.prepare(
      "INSERT INTO qna_questions (user_id, question, answer, is_answered, is_archived, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
    )
      .bind(asker.id, question, answer, answer ? 1 : 0, archived ? 1 : 0, createdAt)
      .first<{ id: number }>();
  const pending = await insert("When do the doors open?", null, false, 1_000);
  const answered = await insert("Is there parking at the venue?", "Yes, three options.", false, 2_000);
  const archived = await insert("Will slides be shared?", "Yes, after the event.", true, 3_000);
  ids = { pending: pending!.id, answered: answered!.id, archived: archived!.id };
});

/** GET /api/admin/qna as the admin, for `status` or the default one. */
const listResponse = (status?: AdminQnaStatus) =>
  api(adminToken).admin.qna.$get({ query: status === undefined ? {} : { status } });

/** The moderation list for `status` (checked to answer 200). */
const list = (status?: AdminQnaStatus) => expectJson(listResponse(status), 200);

describe("GET /api/admin/qna", () => {
  it("lists unanswered by default, with the asker's full name and email", async () => {
    const response = await listResponse();
    const body = await expectJson(response, 200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(body.map((q) => q.id)).toEqual([ids.pending]);
    expect(body[0]!.user).toEqual({ firstName: "Huda", lastName: "Al-Sayer", email: asker.email });
  });

  it("lists all (newest first) and archived, and refuses other statuses", async () => {
    expect((await list("all")).map((q) => q.id)).toEqual([ids.archived, ids.answered, ids.pending]);
    expect((await list("archived")).map((q) => q.id)).toEqual([ids.archived]);
    // Raw: "deleted" is not one of the query type's statuses, which the client does not allow.
    expect(await callJson("/api/admin/qna?status=deleted", { token: adminToken })).toMatchObject({
      status: 400,
      body: { message: "status must be unanswered, all or archived" },
    });
  });

  it("labels statuses Archived first, then Approved, else Pending", () => {
    expect(qnaStatusLabel({ isArchived: true, isAnswered: false, answer: null })).toBe("Archived");
    expect(qnaStatusLabel({ isArchived: true, isAnswered: true, answer: "a" })).toBe("Archived");
    expect(qnaStatusLabel({ isArchived: false, isAnswered: true, answer: "a" })).toBe("Approved");
    expect(qnaStatusLabel({ isArchived: false, isAnswered: true, answer: null })).toBe("Pending");
    expect(qnaStatusLabel({ isArchived: false, isAnswered: false, answer: null })).toBe("Pending");
    const items = [
      { id: 1, isAnswered: false, isArchived: false },
      { id: 2, isAnswered: true, isArchived: false },
      { id: 3, isAnswered: false, isArchived: true },
    ];
    expect(questionsWithStatus(items, "unanswered").map((q) => q.id)).toEqual([1]);
    expect(questionsWithStatus(items, "archived").map((q) => q.id)).toEqual([3]);
    expect(questionsWithStatus(items, "all").map((q) => q.id)).toEqual([1, 2, 3]);
  });
});

describe("PATCH /api/admin/qna/{id}", () => {
  it("saves a non-empty answer as answered and the question publicly visible", async () => {
    const response = await answer(
      api(adminToken).admin.qna[":id"].$patch({
        json: { question: "  When do the doors open on the day?  ", answer: " At 8:00 am. ", isAnswered: false },
        param: { id: String(ids.pending) },
      }),
    );
    expect(response).toMatchObject({ status: 200, body: { message: "Question updated" } });
    const saved = (await list("all")).find((q) => q.id === ids.pending);
    expect(saved).toMatchObject({
      question: "When do the doors open on the day?",
      answer: "At 8:00 am.",
      isAnswered: true,
      isArchived: false,
    });
    expect(await list()).toEqual([]);
    const publicList = await expectJson(api().qna.$get(), 200);
    expect(publicList.some((q) => q.id === ids.pending)).toBe(true);
  });

  it("turns an empty answer into no answer, unanswered", async () => {
    await answer(
      api(adminToken).admin.qna[":id"].$patch({
        json: { question: "Is there parking?", answer: "   ", isAnswered: true },
        param: { id: String(ids.answered) },
      }),
    );
    const saved = (await list("all")).find((q) => q.id === ids.answered);
    expect(saved).toMatchObject({ question: "Is there parking?", answer: null, isAnswered: false });
    await answer(
      api(adminToken).admin.qna[":id"].$patch({
        json: { question: "Is there parking?", answer: null, isAnswered: false },
        param: { id: String(ids.answered) },
      }),
    );
    expect((await list()).map((q) => q.id)).toContain(ids.answered);
  });

  it("needs a non-empty question and answers 404 for an unknown id", async () => {
    expect(
      await answer(
        api(adminToken).admin.qna[":id"].$patch({
          json: { question: "   ", answer: "x" },
          param: { id: String(ids.pending) },
        }),
      ),
    ).toMatchObject({
      status: 400,
      body: { message: "Question text is required" },
    });
    expect((await list())[0]!.question).toBe("When do the doors open?");
    expect(
      await answer(
        api(adminToken).admin.qna[":id"].$patch({
          json: { question: "Valid question?", answer: null },
          param: { id: "99999999" },
        }),
      ),
    ).toMatchObject({
      status: 404,
      body: { message: "Question not found" },
    });
    expect(
      (await answer(api(adminToken).admin.qna[":id"].$patch({ json: { question: "Valid?" }, param: { id: "x" } })))
        .status,
    ).toBe(400);
  });
});

describe("archive and delete", () => {
  it("archives a question (answered or not) and hides it from the public list", async () => {
    expect(
      await answer(api(adminToken).admin.qna[":id"].archive.$post({ param: { id: String(ids.answered) } })),
    ).toMatchObject({
      status: 200,
      body: { message: "Question archived" },
    });
    expect((await list("archived")).map((q) => q.id).sort()).toEqual([ids.answered, ids.archived].sort());
    expect((await expectJson(api().qna.$get(), 200)).some((q) => q.id === ids.answered)).toBe(false);
    expect((await answer(api(adminToken).admin.qna[":id"].archive.$post({ param: { id: "99999999" } }))).status).toBe(
      404,
    );
  });

  it("deletes for good", async () => {
    expect(
      await answer(api(adminToken).admin.qna[":id"].$delete({ param: { id: String(ids.pending) } })),
    ).toMatchObject({
      status: 200,
      body: { message: "Question deleted" },
    });
    expect((await list("all")).map((q) => q.id)).not.toContain(ids.pending);
    expect(
      (await answer(api(adminToken).admin.qna[":id"].$delete({ param: { id: String(ids.pending) } }))).status,
    ).toBe(404);
  });
});
