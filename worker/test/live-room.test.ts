/**
 * A session's live room (docs/live-room.md): questions, votes, moderation, the presenter view and
 * the live channel (a WebSocket served by the session's Durable Object).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LiveMessage, RoomQuestion } from "../contract/live";
import type { Poll } from "../contract/polls";
import {
  answer,
  api,
  call,
  callJson,
  expectJson,
  registerAdmin,
  registerDelegate,
  withinOneRateLimitWindow,
  distinctUserIds,
} from "./helpers";

const ORIGIN = "http://localhost:8787";

/** A new session of AC2025; its id. */
async function newSession(title = "Kuwait at the Crossroads"): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO agenda_items (title, start_time, end_time, date, event_type) VALUES (?, '09:00', '10:00', '2025-10-13', 'AC2025') RETURNING id",
  )
    .bind(title)
    .first<{ id: number }>();
  return row!.id;
}

function questionsOf(token: string, id: number) {
  return api(token).agenda[":id"].questions.$get({ param: { id: String(id) } });
}

function ask(token: string, id: number, text: string) {
  return api(token).agenda[":id"].questions.$post({ param: { id: String(id) }, json: { text } });
}

function vote(token: string, id: number, questionId: number, on = true) {
  const route = api(token).agenda[":id"].questions[":questionId"].vote;
  const param = { id: String(id), questionId: String(questionId) };
  return on ? route.$post({ param }) : route.$delete({ param });
}

function moderate(
  token: string,
  id: number,
  questionId: number,
  json: { hidden?: boolean; answered?: boolean; approved?: true },
) {
  return api(token).admin.agenda[":id"].questions[":questionId"].$patch({
    param: { id: String(id), questionId: String(questionId) },
    json,
  });
}

function roomSettings(
  token: string,
  id: number,
  json: { questionsNeedApproval?: boolean; pinnedQuestionId?: number | null },
) {
  return api(token).admin.agenda[":id"].live.$patch({ param: { id: String(id) }, json });
}

const TEXT = "How will the new port change trade with Iraq?";

describe("questions of a session", () => {
  it("answers 401 to anonymous callers", async () => {
    const id = await newSession();
    expect((await questionsOf("", id)).status).toBe(401);
    expect((await ask("", id, TEXT)).status).toBe(401);
    expect((await vote("", id, 1)).status).toBe(401);
  });

  it("stores a question (201) with the asker's first name only, and ranks by votes, then time", async () => {
    const id = await newSession();
    const hessa = await registerDelegate({ firstName: "Hessa", lastName: "Al-Roumi" });
    const omar = await registerDelegate({ firstName: "Omar" });
    const first = await expectJson(ask(hessa.authToken, id, `  ${TEXT}  `), 201);
    expect(first).toMatchObject({
      text: TEXT,
      votes: 0,
      votedByMe: false,
      answered: false,
      askerFirstName: "Hessa",
      mine: true,
    });
    expect(JSON.stringify(first)).not.toContain("Al-Roumi");
    const second = await expectJson(ask(omar.authToken, id, "What does the panel expect of 2026?"), 201);
    const third = await expectJson(ask(omar.authToken, id, "Which sectors will open to foreign owners?"), 201);

    await expectJson(vote(hessa.authToken, id, third.id), 200);
    await expectJson(vote(omar.authToken, id, third.id), 200);
    await expectJson(vote(hessa.authToken, id, second.id), 200);

    const seen = await expectJson(questionsOf(hessa.authToken, id), 200);
    expect(seen.map((q) => [q.id, q.votes, q.votedByMe])).toEqual([
      [third.id, 2, true],
      [second.id, 1, true],
      [first.id, 0, false],
    ]);
    const byOmar = await expectJson(questionsOf(omar.authToken, id), 200);
    expect(byOmar.map((q) => [q.id, q.votedByMe, q.mine])).toEqual([
      [third.id, true, true],
      [second.id, false, true],
      [first.id, false, false],
    ]);
    expect(JSON.stringify(byOmar)).not.toMatch(/Al-Roumi|@/);
  });

  it("answers 400 with the spec's messages to a question shorter than 10 or longer than 500 characters", async () => {
    const id = await newSession();
    const { authToken } = await registerDelegate();
    expect(await answer(ask(authToken, id, "Too short"))).toMatchObject({
      status: 400,
      body: { message: "Question must be at least 10 characters long" },
    });
    expect(await answer(ask(authToken, id, "x".repeat(501)))).toMatchObject({
      status: 400,
      body: { message: "Question must be at most 500 characters" },
    });
    expect((await callJson(`/api/agenda/${id}/questions`, { token: authToken, body: { text: 7 } })).status).toBe(400);
    expect(await expectJson(questionsOf(authToken, id), 200)).toEqual([]);
  });

  it("answers 404 for a session that does not exist or was deleted", async () => {
    const id = await newSession();
    const { authToken } = await registerDelegate();
    await env.DB.prepare("DELETE FROM agenda_items WHERE id = ?").bind(id).run();
    expect(await answer(ask(authToken, id, TEXT))).toMatchObject({
      status: 404,
      body: { message: "Agenda item not found" },
    });
    expect((await questionsOf(authToken, id)).status).toBe(404);
  });

  it("counts one vote per person: a second vote changes nothing, and DELETE takes it back", async () => {
    const id = await newSession();
    const { authToken } = await registerDelegate();
    const question = await expectJson(ask(authToken, id, TEXT), 201);
    expect(await expectJson(vote(authToken, id, question.id), 200)).toEqual({ votes: 1, votedByMe: true });
    expect(await expectJson(vote(authToken, id, question.id), 200)).toEqual({ votes: 1, votedByMe: true });
    expect(await expectJson(vote(authToken, id, question.id, false), 200)).toEqual({ votes: 0, votedByMe: false });
    expect(await expectJson(vote(authToken, id, question.id, false), 200)).toEqual({ votes: 0, votedByMe: false });
  });

  it("answers 404 to a vote on a hidden question or on another session's question", async () => {
    const id = await newSession();
    const other = await newSession("Another session");
    const admin = await registerAdmin();
    const { authToken } = await registerDelegate();
    const question = await expectJson(ask(authToken, id, TEXT), 201);
    expect(await answer(vote(authToken, other, question.id))).toMatchObject({
      status: 404,
      body: { message: "Question not found" },
    });
    await expectJson(moderate(admin.authToken, id, question.id, { hidden: true }), 200);
    expect((await vote(authToken, id, question.id)).status).toBe(404);
    expect(await expectJson(questionsOf(authToken, id), 200)).toEqual([]);
  });

  it("limits asking to 10 questions a minute per person (429)", async () => {
    await withinOneRateLimitWindow();
    const id = await newSession();
    await distinctUserIds();
    const { authToken } = await registerDelegate();
    for (let n = 0; n < 10; n += 1) await expectJson(ask(authToken, id, `${TEXT} (${n})`), 201);
    expect((await ask(authToken, id, TEXT)).status).toBe(429);
  });
});

describe("moderation", () => {
  it("holds questions for approval when the room says so: only the asker and organisers see them until approved", async () => {
    const id = await newSession();
    const admin = await registerAdmin();
    const asker = await registerDelegate();
    const other = await registerDelegate();
    expect(await expectJson(roomSettings(admin.authToken, id, { questionsNeedApproval: true }), 200)).toMatchObject({
      questionsNeedApproval: true,
    });
    const held = await expectJson(ask(asker.authToken, id, TEXT), 201);
    expect(held.awaitingApproval).toBe(true);
    expect((await expectJson(questionsOf(asker.authToken, id), 200)).map((q) => q.id)).toEqual([held.id]);
    expect(await expectJson(questionsOf(other.authToken, id), 200)).toEqual([]);
    expect((await vote(other.authToken, id, held.id)).status).toBe(404);

    const moderated = await expectJson(
      api(admin.authToken).admin.agenda[":id"].questions.$get({ param: { id: String(id) } }),
      200,
    );
    expect(moderated.questions).toMatchObject([{ id: held.id, awaitingApproval: true, hidden: false }]);

    await expectJson(moderate(admin.authToken, id, held.id, { approved: true }), 200);
    expect(await expectJson(questionsOf(other.authToken, id), 200)).toMatchObject([
      { id: held.id, awaitingApproval: false },
    ]);
  });

  it("marks a question answered, pins one of the session's questions, and refuses another session's", async () => {
    const id = await newSession();
    const other = await newSession("Another session");
    const admin = await registerAdmin();
    const { authToken } = await registerDelegate();
    const question = await expectJson(ask(authToken, id, TEXT), 201);
    const elsewhere = await expectJson(ask(authToken, other, TEXT), 201);
    await expectJson(moderate(admin.authToken, id, question.id, { answered: true }), 200);
    await expectJson(roomSettings(admin.authToken, id, { pinnedQuestionId: question.id }), 200);
    expect(await expectJson(questionsOf(authToken, id), 200)).toMatchObject([
      { id: question.id, answered: true, pinned: true },
    ]);
    expect((await roomSettings(admin.authToken, id, { pinnedQuestionId: elsewhere.id })).status).toBe(404);
    expect((await moderate(admin.authToken, id, elsewhere.id, { answered: true })).status).toBe(404);
    expect(
      (await callJson(`/api/admin/agenda/${id}/live`, { method: "PATCH", token: admin.authToken, body: {} })).status,
    ).toBe(400);
  });

  it("lists a session's questions in Q&A Administration too, with the session linked", async () => {
    const id = await newSession();
    const admin = await registerAdmin();
    const { authToken } = await registerDelegate();
    const question = await expectJson(ask(authToken, id, TEXT), 201);
    const listed = await expectJson(api(admin.authToken).admin.qna.$get({ query: { status: "unanswered" } }), 200);
    expect(listed.find((q) => q.id === question.id)).toMatchObject({ question: TEXT, agendaItemId: id });
  });
});

describe("the presenter view", () => {
  it("is open to admins and to the holder of the current presenter link, and to nobody else", async () => {
    const id = await newSession();
    const admin = await registerAdmin();
    const delegate = await registerDelegate();
    await expectJson(ask(delegate.authToken, id, TEXT), 201);
    const view = (query = "", token?: string) => callJson(`/api/live/${id}${query}`, { token });

    expect(await view("", admin.authToken)).toMatchObject({
      status: 200,
      body: { title: "Kuwait at the Crossroads", questions: [{ text: TEXT }] },
    });
    expect((await view()).status).toBe(401);
    expect((await view("", delegate.authToken)).status).toBe(403);

    const link = await expectJson(
      api(admin.authToken).admin.agenda[":id"]["presenter-link"].$post({ param: { id: String(id) } }),
      200,
    );
    const [path, token] = link.url.split("#");
    expect(path).toBe(`${ORIGIN}/live/${id}`);
    expect((await view(`?presenter=${token}`)).status).toBe(200);
    expect((await callJson(`/api/live/${await newSession()}?presenter=${token}`)).status).toBe(401);

    const renewed = await expectJson(
      api(admin.authToken).admin.agenda[":id"]["presenter-link"].$post({ param: { id: String(id) } }),
      200,
    );
    expect(renewed.url).not.toBe(link.url);
    expect((await view(`?presenter=${token}`)).status).toBe(401);
    expect((await view(`?presenter=${renewed.url.split("#")[1]}`)).status).toBe(200);
  });
});

/** Opens session `id`'s live channel; every message it hears, in order, and a way to wait for the next. */
async function openLive(id: number, headers: Record<string, string>, query = "") {
  const response = await call(`/api/agenda/${id}/live${query}`, {
    headers: { Upgrade: "websocket", Origin: ORIGIN, ...headers },
  });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  socket.accept();
  const heard: LiveMessage[] = [];
  const waiting: (() => void)[] = [];
  socket.addEventListener("message", (event) => {
    heard.push(JSON.parse(String(event.data)) as LiveMessage);
    for (const wake of waiting.splice(0)) wake();
  });
  /** Resolves with the first message of `type` heard (from now or earlier) whose payload `test` accepts. */
  const heardOf = async <T extends LiveMessage["type"]>(
    type: T,
    test: (message: Extract<LiveMessage, { type: T }>) => boolean,
  ): Promise<Extract<LiveMessage, { type: T }>> => {
    for (;;) {
      const found = heard.find(
        (message): message is Extract<LiveMessage, { type: T }> => message.type === type && test(message as never),
      );
      if (found) return found;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  const until = async (test: (questions: RoomQuestion[]) => boolean) =>
    (await heardOf("questions", (m) => test(m.questions))).questions;
  const untilPolls = async (test: (polls: Poll[]) => boolean) => (await heardOf("poll", (m) => test(m.polls))).polls;
  return { socket, until, untilPolls };
}

describe("the live channel", () => {
  it("sends the room's questions on connecting and again after every vote, to each socket", async () => {
    const id = await newSession();
    const asker = await registerDelegate({ firstName: "Hessa" });
    const voter = await registerDelegate();
    const question = await expectJson(ask(asker.authToken, id, TEXT), 201);

    const first = await openLive(id, { Authorization: `Bearer ${asker.authToken}` });
    const second = await openLive(id, { Authorization: `Bearer ${voter.authToken}` });
    expect(await first.until((qs) => qs.length === 1)).toMatchObject([
      { id: question.id, votes: 0, askerFirstName: "Hessa" },
    ]);

    await expectJson(vote(voter.authToken, id, question.id), 200);
    for (const channel of [first, second]) {
      expect(await channel.until((qs) => qs[0]?.votes === 1)).toMatchObject([{ id: question.id, votes: 1 }]);
    }
    const later = await expectJson(ask(voter.authToken, id, "A second question for the panel?"), 201);
    expect((await second.until((qs) => qs.length === 2)).map((q) => q.id)).toEqual([question.id, later.id]);
    first.socket.close();
    second.socket.close();
  });

  it("opens for the presenter link's holder, and refuses the anonymous, other sites and plain requests", async () => {
    const id = await newSession();
    const admin = await registerAdmin();
    const { authToken } = await registerDelegate();
    const link = await expectJson(
      api(admin.authToken).admin.agenda[":id"]["presenter-link"].$post({ param: { id: String(id) } }),
      200,
    );
    const token = link.url.split("#")[1];

    // A browser's WebSocket sends no Authorization header: the session token comes as a subprotocol,
    // and the channel's own protocol is selected (the token is never echoed).
    const page = await call(`/api/agenda/${id}/live`, {
      headers: { Upgrade: "websocket", Origin: ORIGIN, "Sec-WebSocket-Protocol": `ac2025-live, bearer.${authToken}` },
    });
    expect(page.status).toBe(101);
    expect(page.headers.get("Sec-WebSocket-Protocol")).toBe("ac2025-live");
    page.webSocket!.accept();
    page.webSocket!.close();
    const forged = await call(`/api/agenda/${id}/live`, {
      headers: { Upgrade: "websocket", Origin: ORIGIN, "Sec-WebSocket-Protocol": "ac2025-live, bearer.not-a-session" },
    });
    expect(forged.status).toBe(401);

    const presenter = await call(`/api/agenda/${id}/live?presenter=${token}`, {
      headers: { Upgrade: "websocket", Origin: ORIGIN },
    });
    expect(presenter.status).toBe(101);
    presenter.webSocket!.accept();
    presenter.webSocket!.close();

    expect((await call(`/api/agenda/${id}/live`, { headers: { Upgrade: "websocket", Origin: ORIGIN } })).status).toBe(
      401,
    );
    expect(
      await callJson(`/api/agenda/${id}/live`, {
        token: authToken,
        headers: { Upgrade: "websocket", Origin: "https://evil.example" },
      }),
    ).toMatchObject({ status: 400, body: { message: "The live channel opens only from this site" } });
    expect((await callJson(`/api/agenda/${id}/live`, { token: authToken })).status).toBe(400);
    expect(
      (await call(`/api/agenda/999999/live`, { token: authToken, headers: { Upgrade: "websocket", Origin: ORIGIN } }))
        .status,
    ).toBe(404);
  });
});

function createPoll(token: string, id: number, json: { question: string; options: string[] }) {
  return api(token).admin.agenda[":id"].polls.$post({ param: { id: String(id) }, json });
}

function setPollStatus(token: string, pollId: number, status: "open" | "closed") {
  return api(token).admin.polls[":id"].$patch({ param: { id: String(pollId) }, json: { status } });
}

function pollVote(token: string, pollId: number, option: number) {
  return api(token).polls[":id"].vote.$post({ param: { id: String(pollId) }, json: { option } });
}

function pollsOf(token: string, id: number) {
  return api(token).agenda[":id"].polls.$get({ param: { id: String(id) } });
}

const POLL = { question: "Where should the next edition be held?", options: ["Kuwait City", "Jahra", "Ahmadi"] };

describe("polls", () => {
  it("answers 401 to anonymous callers and 403 to delegates on the organisers' calls", async () => {
    const id = await newSession();
    const { authToken } = await registerDelegate();
    expect((await pollsOf("", id)).status).toBe(401);
    expect((await pollVote("", 1, 0)).status).toBe(401);
    expect((await createPoll(authToken, id, POLL)).status).toBe(403);
    expect((await setPollStatus(authToken, 1, "open")).status).toBe(403);
    expect((await api(authToken).admin.agenda[":id"].polls.$get({ param: { id: String(id) } })).status).toBe(403);
  });

  it("refuses a poll without 2 to 6 distinct, non-blank options, and one on an unknown session", async () => {
    const id = await newSession();
    const admin = await registerAdmin();
    for (const [options, message] of [
      [["Only one"], "A poll needs 2 to 6 options"],
      [["1", "2", "3", "4", "5", "6", "7"], "A poll needs 2 to 6 options"],
      [["Yes", " yes "], "Options must differ from each other"],
      [["Yes", "  "], "An option cannot be blank"],
    ] as const) {
      expect(
        await answer(createPoll(admin.authToken, id, { question: "Which?", options: [...options] })),
      ).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    expect((await createPoll(admin.authToken, 999_999, POLL)).status).toBe(404);
    const list = await expectJson(
      api(admin.authToken).admin.agenda[":id"].polls.$get({ param: { id: String(id) } }),
      200,
    );
    expect(list).toEqual([]);
  });

  it("takes votes only while open, one per person with a new vote replacing the old, and shows delegates the counts once closed", async () => {
    const id = await newSession();
    const admin = await registerAdmin();
    const first = await registerDelegate();
    const second = await registerDelegate();
    const poll = await expectJson(createPoll(admin.authToken, id, POLL), 201);
    expect(poll).toMatchObject({ status: "draft", options: [{ text: "Kuwait City", votes: 0 }, {}, {}] });

    expect(await expectJson(pollsOf(first.authToken, id), 200)).toEqual([]);
    expect(await answer(pollVote(first.authToken, poll.id, 0))).toMatchObject({
      status: 409,
      body: { message: "This poll is not open yet." },
    });
    expect(await answer(setPollStatus(admin.authToken, poll.id, "closed"))).toMatchObject({ status: 409 });

    await expectJson(setPollStatus(admin.authToken, poll.id, "open"), 200);
    await expectJson(pollVote(first.authToken, poll.id, 0), 200);
    await expectJson(pollVote(first.authToken, poll.id, 2), 200);
    await expectJson(pollVote(second.authToken, poll.id, 2), 200);
    expect(await answer(pollVote(second.authToken, poll.id, 3))).toMatchObject({
      status: 400,
      body: { message: "There is no such option" },
    });
    expect((await pollVote(second.authToken, poll.id, -1)).status).toBe(400);
    expect((await pollVote(second.authToken, 999_999, 0)).status).toBe(404);

    const whileOpen = await expectJson(pollsOf(first.authToken, id), 200);
    expect(whileOpen).toMatchObject([{ id: poll.id, status: "open", myVote: 2, total: null }]);
    expect(whileOpen[0]!.options.map((o) => o.votes)).toEqual([null, null, null]);
    const organisers = await expectJson(
      api(admin.authToken).admin.agenda[":id"].polls.$get({ param: { id: String(id) } }),
      200,
    );
    expect(organisers[0]!.options.map((o) => o.votes)).toEqual([0, 0, 2]);

    await expectJson(setPollStatus(admin.authToken, poll.id, "closed"), 200);
    expect(await answer(pollVote(first.authToken, poll.id, 1))).toMatchObject({
      status: 409,
      body: { message: "This poll is closed." },
    });
    const closed = await expectJson(pollsOf(second.authToken, id), 200);
    expect(closed).toMatchObject([{ status: "closed", total: 2, myVote: 2 }]);
    expect(closed[0]!.options).toEqual([
      { text: "Kuwait City", votes: 0 },
      { text: "Jahra", votes: 0 },
      { text: "Ahmadi", votes: 2 },
    ]);

    await expectJson(api(admin.authToken).admin.polls[":id"].$delete({ param: { id: String(poll.id) } }), 200);
    expect(await expectJson(pollsOf(second.authToken, id), 200)).toEqual([]);
    expect((await setPollStatus(admin.authToken, poll.id, "open")).status).toBe(404);
  });

  it("sends each change on the channel: counts to the presenter while open, to delegates only once closed", async () => {
    const id = await newSession();
    const admin = await registerAdmin();
    const delegate = await registerDelegate();
    const link = await expectJson(
      api(admin.authToken).admin.agenda[":id"]["presenter-link"].$post({ param: { id: String(id) } }),
      200,
    );
    const token = link.url.split("#")[1]!;
    const poll = await expectJson(createPoll(admin.authToken, id, POLL), 201);
    const room = await openLive(id, { Authorization: `Bearer ${delegate.authToken}` });
    const screen = await openLive(id, {}, `?presenter=${token}`);

    await expectJson(setPollStatus(admin.authToken, poll.id, "open"), 200);
    await expectJson(pollVote(delegate.authToken, poll.id, 1), 200);
    const live = await screen.untilPolls((polls) => polls[0]?.total === 1);
    expect(live[0]!.options.map((o) => o.votes)).toEqual([0, 1, 0]);
    const hidden = await room.untilPolls((polls) => polls[0]?.status === "open");
    expect(hidden[0]).toMatchObject({ total: null, options: [{ votes: null }, { votes: null }, { votes: null }] });
    const view = await expectJson(
      api("").live[":id"].$get({ param: { id: String(id) }, query: { presenter: token } }),
      200,
    );
    expect(view.polls[0]!.options.map((o) => o.votes)).toEqual([0, 1, 0]);

    await expectJson(setPollStatus(admin.authToken, poll.id, "closed"), 200);
    const results = await room.untilPolls((polls) => polls[0]?.status === "closed");
    expect(results[0]!.options.map((o) => o.votes)).toEqual([0, 1, 0]);
    screen.socket.close();
    room.socket.close();
  });
});
