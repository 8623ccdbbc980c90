import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { QnaQuestion } from "../contract/qna";
import { DEFAULT_SETTINGS } from "../contract/default-settings";
import type { EmailMessage } from "../email/messages";
import { answer, api, call, callJson, expectJson, registerAdmin, registerDelegate, distinctUserIds } from "./helpers";

/** The queue's `send`, stubbed so messages are recorded instead of delivered to a consumer. */
let send: MockInstance<Queue["send"]>;
beforeEach(() => {
  send = vi.spyOn(env.EMAIL_QUEUE, "send").mockResolvedValue(undefined as never);
});
afterEach(() => vi.restoreAllMocks());

/** Queued messages of one type. */
function queued(type: EmailMessage["type"]): EmailMessage[] {
  return send.mock.calls.map((args) => args[0] as EmailMessage).filter((m) => m.type === type);
}

/** Posts a question as `token` and returns the stored question. */
function ask(token: string, question: string) {
  return expectJson(api(token).qna.$post({ json: { question } }), 201);
}

/** Sets a question's state directly (the admin API is tested elsewhere). */
async function setState(id: number, state: { answer?: string | null; isAnswered?: boolean; isArchived?: boolean }) {
  await env.DB.prepare(
    "UPDATE qna_questions SET answer = coalesce(?, answer), is_answered = coalesce(?, is_answered), is_archived = coalesce(?, is_archived) WHERE id = ?",
  )
    .bind(
      state.answer ?? null,
      state.isAnswered === undefined ? null : Number(state.isAnswered),
      state.isArchived === undefined ? null : Number(state.isArchived),
      id,
    )
    .run();
}

async function countQuestions(userId: number): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM qna_questions WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("POST /api/qna", () => {
  it("stores the trimmed question and queues a question_notification to the organisers", async () => {
    const asker = await registerDelegate({ firstName: "Hessa", lastName: "Al-Roumi" });
    const body = await ask(asker.authToken, "  How will the PPP pipeline be financed?  ");
    expect(body).toMatchObject({
      question: "How will the PPP pipeline be financed?",
      answer: null,
      isAnswered: false,
      isArchived: false,
      isMine: true,
      user: { firstName: "Hessa" },
    });
    const row = await env.DB.prepare("SELECT user_id, question FROM qna_questions WHERE id = ?").bind(body.id).first();
    expect(row).toEqual({ user_id: asker.id, question: "How will the PPP pipeline be financed?" });
    expect(queued("question_notification")).toEqual([
      {
        type: "question_notification",
        to: DEFAULT_SETTINGS.supportEmail,
        locale: "en",
        userId: asker.id,
        data: {
          questionId: body.id,
          question: "How will the PPP pipeline be financed?",
          askedBy: "Hessa Al-Roumi",
          askedByEmail: asker.email,
        },
      },
    ]);
  });

  it("answers 401 without a session and stores nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM qna_questions").first<{ n: number }>();
    const { status, body } = await answer(api().qna.$post({ json: { question: "An anonymous question here" } }));
    expect(status).toBe(401);
    expect(body).toEqual({ message: "Not authenticated" });
    const after = await env.DB.prepare("SELECT count(*) AS n FROM qna_questions").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it.each([
    [{}, "Question text is required"],
    [{ question: 42 }, "Question text is required"],
    [{ question: "   " }, "Question is required"],
    [{ question: " too short " }, "Question must be at least 10 characters long"],
    [{ question: "x".repeat(2_001) }, "Question must be at most 2000 characters"],
  ])("rejects %j with 400 %s and stores nothing", async (payload, message) => {
    const asker = await registerDelegate();
    // Raw: the first rows break the payload's type, which the client does not allow.
    expect(await callJson("/api/qna", { token: asker.authToken, body: payload })).toMatchObject({
      status: 400,
      body: { message },
    });
    expect(await countQuestions(asker.id)).toBe(0);
    expect(queued("question_notification")).toEqual([]);
  });

  it("rejects malformed JSON with a 400 message", async () => {
    const asker = await registerDelegate();
    const response = await call("/api/qna", { method: "POST", token: asker.authToken, body: "{not json" });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty("message");
  });

  it("removes the question again and answers 503 when the notification cannot be queued", async () => {
    const asker = await registerDelegate();
    send.mockRejectedValueOnce(new Error("queue unavailable"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, body } = await answer(
      api(asker.authToken).qna.$post({ json: { question: "Will slides be shared?" } }),
    );
    expect(status).toBe(503);
    expect(body).toEqual({ message: "Failed to submit question. Please try again." });
    expect(await countQuestions(asker.id)).toBe(0);
  });

  it("limits submissions per user (10 per minute) and stores nothing over the limit", async () => {
    await distinctUserIds();
    const asker = await registerDelegate();
    const statuses: number[] = [];
    // The limiter counts in fixed one-minute windows; 21 calls over-run the limit even if one
    // window boundary falls inside the loop.
    for (let i = 0; i < 21; i += 1) {
      statuses.push(
        (await api(asker.authToken).qna.$post({ json: { question: `Question number ${i} please` } })).status,
      );
    }
    const accepted = statuses.filter((s) => s === 201).length;
    expect(accepted).toBeGreaterThanOrEqual(10);
    expect(accepted).toBeLessThan(21);
    expect(statuses.filter((s) => s === 429).length).toBe(21 - accepted);
    expect(await countQuestions(asker.id)).toBe(accepted);
    // Another user is not affected by the first one's budget.
    const other = await registerDelegate();
    expect((await api(other.authToken).qna.$post({ json: { question: "A separate budget question" } })).status).toBe(
      201,
    );
  });
});

describe("GET /api/qna", () => {
  it("shows each viewer only what docs/decisions/0011-readings-of-the-spec.md#public-qa-visibility and never leaks another user's email", async () => {
    const alice = await registerDelegate({ firstName: "Alice", lastName: "Khalil" });
    const bob = await registerDelegate({ firstName: "Bob", lastName: "Mansour" });
    const admin = await registerAdmin();
    const answered = await ask(alice.authToken, "Alice's answered question about tariffs");
    await setState(answered.id, { answer: "Tariffs are regulated.", isAnswered: true });
    const alicePending = await ask(alice.authToken, "Alice's pending question about parking");
    const bobPending = await ask(bob.authToken, "Bob's pending question about the venue");
    const archived = await ask(bob.authToken, "Bob's archived answered question here");
    await setState(archived.id, { answer: "Old answer.", isAnswered: true, isArchived: true });
    const alicePendingArchived = await ask(alice.authToken, "Alice's archived pending question");
    await setState(alicePendingArchived.id, { isArchived: true });

    const ids = (list: QnaQuestion[]) => list.map((q) => q.id);
    const mine = [answered.id, alicePending.id, bobPending.id, archived.id, alicePendingArchived.id];
    const only = (list: QnaQuestion[]) => list.filter((q) => mine.includes(q.id));

    const anonymousResponse = await api().qna.$get();
    const anonymous = await expectJson(anonymousResponse, 200);
    // The anonymous view is the same for everyone, so it is cached at the edge (worker/middleware/cache.ts).
    expect(anonymousResponse.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(ids(only(anonymous))).toEqual([answered.id]);
    expect(only(anonymous)[0]).toMatchObject({
      answer: "Tariffs are regulated.",
      user: { firstName: "Alice" },
      isMine: false,
    });

    const asAlice = await expectJson(api(alice.authToken).qna.$get(), 200);
    expect(ids(only(asAlice)).sort()).toEqual([answered.id, alicePending.id].sort());
    expect(only(asAlice).every((q) => q.isMine)).toBe(true);

    const asBob = await expectJson(api(bob.authToken).qna.$get(), 200);
    expect(ids(only(asBob)).sort()).toEqual([answered.id, bobPending.id].sort());
    expect(only(asBob).find((q) => q.id === answered.id)?.isMine).toBe(false);

    for (const list of [anonymous, asAlice, asBob]) {
      for (const question of list) expect(Object.keys(question.user)).toEqual(["firstName"]);
      const text = JSON.stringify(list);
      expect(text).not.toContain(alice.email);
      expect(text).not.toContain(bob.email);
      expect(list.every((q) => !q.isArchived)).toBe(true);
    }

    const asAdmin = await expectJson(api(admin.authToken).qna.$get(), 200);
    expect(ids(only(asAdmin)).sort()).toEqual([...mine].sort());
    expect(asAdmin.find((q) => q.id === bobPending.id)?.user).toEqual({
      firstName: "Bob",
      lastName: "Mansour",
      email: bob.email,
    });
  });

  it("lists the newest first", async () => {
    const asker = await registerDelegate();
    const first = await ask(asker.authToken, "The first of two questions");
    const second = await ask(asker.authToken, "The second of two questions");
    const list = (await expectJson(api(asker.authToken).qna.$get(), 200)).map((q) => q.id);
    expect(list.indexOf(second.id)).toBeLessThan(list.indexOf(first.id));
  });

  it("treats an invalid token as anonymous", async () => {
    const asker = await registerDelegate();
    const pending = await ask(asker.authToken, "A pending question from someone");
    const body = await expectJson(api("forged.token").qna.$get(), 200);
    expect(body.some((q) => q.id === pending.id)).toBe(false);
  });
});
