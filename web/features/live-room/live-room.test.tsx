/**
 * A session's live room in the app (web/routes/app/session-live.tsx; docs/live-room.md): the ranked
 * list with the caller's votes, voting, the live channel's re-ranking, the organisers' moderation,
 * and the Arabic page.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import arabic from "../../../locales/ar.po?catalog";
import { createI18n } from "../../../worker/contract/i18n";
import type { ModeratedQuestion, RoomQuestion, SessionQuestion } from "../../../worker/contract/live";
import type { DelegatePoll, Poll } from "../../../worker/contract/polls";
import type { User } from "../../../worker/contract/user";
import { setAuthToken } from "../../lib/auth-token";
import SessionLivePage from "../../routes/app/session-live";
import { agendaItem, OPENING_REMARKS, userRecord } from "../../test/fixtures";
import { FakeSocket } from "../../test/fake-socket";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { mergeRoomQuestions } from "./api";

beforeEach(() => setAuthToken("1.token"));

function roomQuestion(id: number, votes: number, extra: Partial<RoomQuestion> = {}): RoomQuestion {
  return {
    id,
    text: `Question number ${id} for the panel?`,
    votes,
    answered: false,
    pinned: false,
    askerFirstName: `Asker${id}`,
    createdAt: "2025-10-13T06:30:00.000Z",
    ...extra,
  };
}

function sessionQuestion(id: number, votes: number, extra: Partial<SessionQuestion> = {}): SessionQuestion {
  return { ...roomQuestion(id, votes), votedByMe: false, awaitingApproval: false, mine: false, ...extra };
}

const SESSION = agendaItem(4, { ...OPENING_REMARKS });

function poll(status: Poll["status"], votes: (number | null)[], extra: Partial<DelegatePoll> = {}): DelegatePoll {
  const known = votes.every((n) => n !== null);
  return {
    id: 7,
    agendaItemId: 4,
    question: "Where should the next edition be held?",
    status,
    options: ["Kuwait City", "Jahra", "Ahmadi"].map((text, index) => ({ text, votes: votes[index] ?? null })),
    total: known ? votes.reduce<number>((sum, n) => sum + (n ?? 0), 0) : null,
    updatedAt: "2025-10-13T06:30:00.000Z",
    myVote: null,
    ...extra,
  };
}

function serve(
  user: User,
  questions: SessionQuestion[],
  moderated: ModeratedQuestion[] = [],
  polls: DelegatePoll[] = [],
) {
  return mockFetch((url, init) => {
    if (url === "/api/agenda/4/polls" || url === "/api/admin/agenda/4/polls") {
      if (init.method === "POST") return json({ ...poll("draft", [0, 0]), ...JSON.parse(String(init.body)) }, 201);
      return json(polls);
    }
    if (url === "/api/polls/7/vote")
      return json({ agendaItemId: 4, pollId: 7, myVote: JSON.parse(String(init.body)).option });
    if (url === "/api/admin/polls/7") return json({ message: "Poll opened" });
    if (url === "/api/user") return json(user);
    if (url === "/api/agenda") return json([SESSION]);
    if (url === "/api/agenda/4/questions") return json(questions);
    if (url === "/api/agenda/4/feedback")
      return json(
        init.method === "PUT" ? { ...JSON.parse(String(init.body)), updatedAt: "2025-10-13T07:00:00.000Z" } : null,
      );
    if (url === "/api/agenda/4/questions/2/vote")
      return json({ votes: init.method === "POST" ? 2 : 0, votedByMe: init.method === "POST" });
    if (url === "/api/admin/agenda/4/questions")
      return json({
        settings: { questionsNeedApproval: false, pinnedQuestionId: null, hasPresenterLink: false },
        questions: moderated,
      });
    if (url.startsWith("/api/admin/agenda/4/questions/")) return json({ message: "Question updated" });
    return json({ message: "Not found" }, 404);
  });
}

function renderPage(options: { i18n?: ReturnType<typeof createI18n>; now?: Date } = {}) {
  return renderWithApp(
    <Routes>
      <Route path="/app/sessions/:id" element={<SessionLivePage />} />
    </Routes>,
    { path: "/app/sessions/4", ...options },
  );
}

const listItems = () => within(screen.getByRole("list", { name: "Questions" })).getAllByRole("listitem");

describe("mergeRoomQuestions", () => {
  it("takes the room's ranking and keeps the caller's votes and waiting questions", () => {
    const previous = [
      sessionQuestion(1, 3, { votedByMe: true }),
      sessionQuestion(2, 1, { mine: true }),
      sessionQuestion(9, 0, { mine: true, awaitingApproval: true }),
    ];
    const merged = mergeRoomQuestions(previous, [roomQuestion(2, 5), roomQuestion(1, 3), roomQuestion(3, 0)]);
    expect(merged.map((q) => [q.id, q.votes, q.votedByMe, q.mine, q.awaitingApproval])).toEqual([
      [2, 5, false, true, false],
      [1, 3, true, false, false],
      [3, 0, false, false, false],
      [9, 0, false, true, true],
    ]);
  });
});

describe("the live room for a delegate", () => {
  it("lists the room's questions by votes with the caller's votes, and votes with one tap", async () => {
    const calls = serve(userRecord(), [sessionQuestion(1, 3, { votedByMe: true }), sessionQuestion(2, 1)]);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Opening Remarks", level: 1 })).toBeInTheDocument();
    await screen.findByText("Question number 1 for the panel?");
    const [first, second] = listItems();
    expect(within(first!).getByRole("button", { name: "Remove your vote (3 votes)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const vote = within(second!).getByRole("button", { name: "Vote for this question (1 vote)" });
    expect(vote).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(vote);
    expect(calls.some((c) => c.url === "/api/agenda/4/questions/2/vote" && c.init.method === "POST")).toBe(true);
    expect(await within(second!).findByRole("button", { name: "Remove your vote (2 votes)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("re-ranks when the live channel says the room changed, and says it is live", async () => {
    serve(userRecord(), [sessionQuestion(1, 3, { votedByMe: true }), sessionQuestion(2, 1)]);
    renderPage();
    await screen.findByText("Question number 1 for the panel?");
    expect(FakeSocket.opened).toHaveLength(1);
    const socket = FakeSocket.opened[0]!;
    expect(socket.url).toBe("ws://localhost:3000/api/agenda/4/live");
    // The session token travels as a subprotocol: a browser's WebSocket sends no Authorization header.
    expect(socket.protocols).toEqual(["ac2025-live", "bearer.1.token"]);
    act(() => socket.emit("open"));
    expect(screen.getByText("Live: the list moves as the room votes")).toBeInTheDocument();
    act(() =>
      socket.emit(
        "message",
        JSON.stringify({ type: "questions", questions: [roomQuestion(2, 7), roomQuestion(1, 3)] }),
      ),
    );
    // The query cache tells the page on its next tick.
    await waitFor(() =>
      expect(within(listItems()[0]!).getByText("Question number 2 for the panel?")).toBeInTheDocument(),
    );
    const [, second] = listItems();
    expect(within(second!).getByRole("button", { name: "Remove your vote (3 votes)" })).toBeInTheDocument();
  });

  it("asks with the API's rules: a short question gets the spec's message and is not sent", async () => {
    const calls = serve(userRecord(), []);
    renderPage();
    expect(await screen.findByText("No questions yet")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: /Your question/ }), "Too short");
    await userEvent.click(screen.getByRole("button", { name: "Ask" }));
    expect(await screen.findByText("Question must be at least 10 characters long")).toBeInTheDocument();
    expect(calls.some((c) => c.init.method === "POST")).toBe(false);
  });

  it("reads in Arabic, right to left, with the session's Arabic title", async () => {
    serve(userRecord(), [sessionQuestion(2, 1)]);
    renderPage({ i18n: createI18n("ar", arabic) });
    expect(await screen.findByRole("heading", { name: "الكلمة الافتتاحية", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "اسأل" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "صوّت لهذا السؤال (صوت واحد)" })).toBeInTheDocument();
  });
});

describe("rating a session", () => {
  it("is offered once the session has started, and sends the stars and the comment", async () => {
    const calls = serve(userRecord(), []);
    // 08:10 in Kuwait on the day: the opening (08:00 to 08:45) runs.
    renderPage({ now: new Date("2025-10-13T05:10:00Z") });
    const form = await screen.findByRole("form", { name: "Rate this session" });
    const send = within(form).getByRole("button", { name: "Send rating" });
    expect(send).toBeDisabled();
    await userEvent.click(within(form).getByRole("radio", { name: "4 stars" }));
    await userEvent.type(within(form).getByRole("textbox", { name: "Comment (optional)" }), "Clear and useful.");
    await userEvent.click(send);
    const put = await waitFor(() => {
      const found = calls.find((c) => c.url === "/api/agenda/4/feedback" && c.init.method === "PUT");
      expect(found).toBeDefined();
      return found!;
    });
    expect(JSON.parse(String(put.init.body))).toEqual({ rating: 4, comment: "Clear and useful." });
    expect(await within(form).findByRole("button", { name: "Update rating" })).toBeInTheDocument();
  });

  it("is not offered before the session starts", async () => {
    serve(userRecord(), []);
    renderPage({ now: new Date("2025-10-12T09:00:00Z") });
    expect(await screen.findByText("No questions yet")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Rate this session" })).not.toBeInTheDocument();
  });
});

describe("the live room for an organiser", () => {
  it("shows every question with its state and moderates one", async () => {
    const hidden: ModeratedQuestion = { ...roomQuestion(3, 0), hidden: true, awaitingApproval: false };
    const waiting: ModeratedQuestion = { ...roomQuestion(5, 0), hidden: false, awaitingApproval: true };
    const calls = serve(userRecord({ isAdmin: true }), [], [hidden, waiting]);
    renderPage();
    await screen.findByText("Question number 3 for the panel?");
    const [first, second] = listItems();
    expect(within(first!).getByText("Hidden")).toBeInTheDocument();
    expect(within(second!).getByText("Waiting for approval")).toBeInTheDocument();
    await userEvent.click(within(second!).getByRole("button", { name: "Approve" }));
    const patch = calls.find((c) => c.url === "/api/admin/agenda/4/questions/5" && c.init.method === "PATCH");
    expect(JSON.parse(String(patch?.init.body))).toEqual({ approved: true });
    await userEvent.click(within(first!).getByRole("button", { name: "Show" }));
    const shown = calls.find((c) => c.url === "/api/admin/agenda/4/questions/3");
    expect(JSON.parse(String(shown?.init.body))).toEqual({ hidden: false });
    expect(screen.getByRole("checkbox", { name: "Questions wait for approval" })).not.toBeChecked();
  });
});

describe("polls", () => {
  it("lets a delegate vote in an open poll with one tap, counts hidden, and shows the results once it closes", async () => {
    const calls = serve(userRecord(), [], [], [poll("open", [null, null, null])]);
    renderPage();
    const polls = await screen.findByRole("region", { name: "Polls" });
    expect(within(polls).queryByText(/%/)).not.toBeInTheDocument();
    await userEvent.click(within(polls).getByRole("radio", { name: "Jahra" }));
    const post = calls.find((c) => c.url === "/api/polls/7/vote");
    expect(JSON.parse(String(post?.init.body))).toEqual({ option: 1 });
    expect(
      await within(polls).findByText("Your vote is in. You can change it until the poll closes."),
    ).toBeInTheDocument();
    expect(within(polls).getByRole("radio", { name: "Jahra" })).toBeChecked();

    const socket = FakeSocket.opened[0]!;
    act(() => socket.emit("open"));
    act(() => socket.emit("message", JSON.stringify({ type: "poll", polls: [poll("closed", [1, 3, 0])] })));
    const results = await within(polls).findByRole("list", { name: "Results" });
    const [, jahra] = within(results).getAllByRole("listitem");
    expect(jahra).toHaveTextContent("Jahra");
    expect(jahra).toHaveTextContent("Your vote");
    expect(jahra).toHaveTextContent("75%");
    expect(jahra).toHaveTextContent("(3 votes)");
    expect(within(polls).getByText("4 votes in all")).toBeInTheDocument();
    expect(within(polls).queryByRole("radio")).not.toBeInTheDocument();
  });

  it("shows nothing of polls while the session has none", async () => {
    serve(userRecord(), []);
    renderPage();
    expect(await screen.findByText("No questions yet")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Polls" })).not.toBeInTheDocument();
  });

  it("reads a poll's results in Arabic", async () => {
    serve(userRecord(), [], [], [poll("closed", [2, 0, 0], { myVote: 0 })]);
    renderPage({ i18n: createI18n("ar", arabic) });
    const polls = await screen.findByRole("region", { name: "الاستطلاعات" });
    expect(within(polls).getByText("مغلق")).toBeInTheDocument();
    expect(within(polls).getByText("صوتك")).toBeInTheDocument();
  });

  it("lets an organiser write a poll with the contract's rules, then open it", async () => {
    const calls = serve(userRecord({ isAdmin: true }), [], [], [poll("draft", [0, 0, 0])]);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "New poll" }));
    const form = screen.getByRole("form", { name: "New poll" });
    await userEvent.type(within(form).getByRole("textbox", { name: /Question/ }), "Which topic next?");
    await userEvent.type(within(form).getByRole("textbox", { name: "Option 1" }), "Trade");
    await userEvent.type(within(form).getByRole("textbox", { name: "Option 2" }), "trade");
    await userEvent.click(within(form).getByRole("button", { name: "Save poll" }));
    expect(await within(form).findByText("Options must differ from each other")).toBeInTheDocument();
    expect(calls.some((c) => c.url === "/api/admin/agenda/4/polls" && c.init.method === "POST")).toBe(false);

    await userEvent.clear(within(form).getByRole("textbox", { name: "Option 2" }));
    await userEvent.type(within(form).getByRole("textbox", { name: "Option 2" }), "Energy");
    await userEvent.click(within(form).getByRole("button", { name: "Add an option" }));
    await userEvent.type(within(form).getByRole("textbox", { name: "Option 3" }), "Ports");
    await userEvent.click(within(form).getByRole("button", { name: "Save poll" }));
    const post = await waitFor(() => {
      const found = calls.find((c) => c.url === "/api/admin/agenda/4/polls" && c.init.method === "POST");
      expect(found).toBeDefined();
      return found!;
    });
    expect(JSON.parse(String(post.init.body))).toEqual({
      question: "Which topic next?",
      options: ["Trade", "Energy", "Ports"],
    });

    const item = screen.getByTestId("admin-poll");
    expect(within(item).getByText("Draft")).toBeInTheDocument();
    await userEvent.click(within(item).getByRole("button", { name: "Open poll" }));
    const patch = calls.find((c) => c.url === "/api/admin/polls/7");
    expect(JSON.parse(String(patch?.init.body))).toEqual({ status: "open" });
  });
});
