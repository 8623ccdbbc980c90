import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import arabic from "../../../locales/ar.po?catalog";
import { createI18n } from "../../../worker/contract/i18n";
import type { QnaQuestion } from "../../../worker/contract/qna";
import type { User } from "../../../worker/contract/user";
import QnaPage from "../../routes/app/qna";
import { createQueryClient } from "../../lib/query-client";
import { questionRecord, userRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { setAuthToken } from "../../lib/auth-token";
import { DEFAULT_SETTINGS } from "../../../worker/contract/default-settings";
import { eventSettingsKey } from "../../lib/event-settings";

// A signed-in browser holds its session token: web/lib/current-user.ts asks GET /api/user only then.
beforeEach(() => setAuthToken("1.token"));

const realScrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = realScrollIntoView;
});

const delegate = userRecord({ id: 2, email: "sara@example.com", firstName: "Sara", lastName: "Q" });

/** A question asked by "Asker{id}" at 09:30 on 13 Oct 2025 in Kuwait. */
function question(id: number, overrides: Partial<QnaQuestion> = {}): QnaQuestion {
  return questionRecord(id, {
    createdAt: "2025-10-13T06:30:00.000Z",
    updatedAt: "2025-10-13T06:30:00.000Z",
    user: { firstName: `Asker${id}` },
    ...overrides,
  });
}

function serve(list: QnaQuestion[] | (() => Response | Promise<Response>), user: User = delegate) {
  return mockFetch((url) => {
    if (url === "/api/user") return json(user);
    if (url === "/api/qna") return typeof list === "function" ? list() : json(list);
    return json({ message: "Not found" }, 404);
  });
}

describe("QnaPage for a delegate", () => {
  it("shows three skeleton cards while loading", () => {
    serve(() => new Promise<Response>(() => {}));
    renderWithApp(<QnaPage />, { path: "/app/qna" });
    expect(screen.getByRole("heading", { name: "Curated Q&A" })).toBeInTheDocument();
    expect(screen.getAllByTestId("qna-skeleton")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Submit Question" })).toHaveAttribute("href", "/app/submit-question");
  });

  it("shows the empty state", async () => {
    serve([]);
    renderWithApp(<QnaPage />, { path: "/app/qna" });
    expect(await screen.findByText("No Q&A Available Yet")).toBeInTheDocument();
  });

  it("shows the asker's first name, the long US date, the answer under the organiser's name and the badges", async () => {
    serve([
      question(1, { answer: "Yes, on the website.", isAnswered: true, question: "Will slides be shared?" }),
      question(2, { isMine: true, question: "Is there parking?" }),
    ]);
    renderWithApp(<QnaPage />, { path: "/app/qna" });
    const answered = await screen.findByRole("article", { name: "Will slides be shared?" });
    expect(within(answered).getByText("Question by Asker1")).toBeInTheDocument();
    // 06:30 UTC on the 13th is still the 13th in Kuwait.
    expect(within(answered).getByText("October 13, 2025")).toBeInTheDocument();
    expect(within(answered).getByText("ASAR – Al Ruwayeh & Partners")).toBeInTheDocument();
    expect(within(answered).getByText("Yes, on the website.")).toBeInTheDocument();
    expect(within(answered).queryByText("Unanswered")).not.toBeInTheDocument();
    const pending = screen.getByRole("article", { name: "Is there parking?" });
    expect(within(pending).getByText("Unanswered")).toBeInTheDocument();
    expect(within(pending).queryByText("ASAR – Al Ruwayeh & Partners")).not.toBeInTheDocument();
  });

  it("gives delegates no moderation controls and no unanswered count", async () => {
    serve([question(1, { isMine: true })]);
    renderWithApp(<QnaPage />, { path: "/app/qna" });
    await screen.findByText("Question number 1?");
    expect(screen.queryByRole("button", { name: /Edit|Archive|Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/unanswered question/)).not.toBeInTheDocument();
  });

  it("scrolls smoothly to the #question-{id} card 100 ms after the list renders", () => {
    const scrolled: Array<{ id: string; options: unknown }> = [];
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push({ id: this.id, options });
    } as typeof Element.prototype.scrollIntoView;
    // The list is already cached, so it renders at once and only the scroll timer runs.
    const queryClient = createQueryClient();
    queryClient.setQueryData(["/api/user"], delegate);
    queryClient.setQueryData(["/api/qna"], [question(1), question(2), question(3)]);
    queryClient.setQueryData(eventSettingsKey(), DEFAULT_SETTINGS);
    vi.useFakeTimers();
    const router = createMemoryRouter([{ path: "*", element: <QnaPage /> }], {
      initialEntries: ["/app/qna#question-2"],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByText("Question number 2?")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(99));
    expect(scrolled).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(scrolled).toEqual([{ id: "question-2", options: { behavior: "smooth", block: "start" } }]);
    expect(screen.getByRole("article", { name: "Question number 2?" })).toHaveClass("ring-2");
  });

  it("reports a failed load", async () => {
    serve(() => json({ message: "Something went wrong. Please try again." }, 500));
    renderWithApp(<QnaPage />, { path: "/app/qna" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
  });
});

describe("QnaPage for an admin", () => {
  const admin = userRecord({
    id: 1,
    email: "organiser@conference2025.com",
    firstName: "Org",
    lastName: "Aniser",
    isAdmin: true,
  });

  function serveAdmin(list: QnaQuestion[]) {
    return mockFetch((url, init) => {
      if (url === "/api/user") return json(admin);
      if (url === "/api/qna") return json(list);
      if (url.startsWith("/api/admin/qna/")) return json({ message: `${init.method} done` });
      return json({ message: "Not found" }, 404);
    });
  }

  it("shows the unanswered count, the Archived badge and Archive only for answered, non-archived questions", async () => {
    serveAdmin([
      question(1, { question: "Pending one?" }),
      question(2, { question: "Answered one?", answer: "Yes.", isAnswered: true }),
      question(3, { question: "Archived answered?", answer: "Old.", isAnswered: true, isArchived: true }),
      question(4, { question: "Archived pending?", isArchived: true }),
      question(5, { question: "Pending two?" }),
    ]);
    renderWithApp(<QnaPage />, { path: "/app/qna" });
    expect(await screen.findByText("(2 unanswered questions)")).toBeInTheDocument();
    const card = (name: string) => screen.getByRole("article", { name });
    expect(within(card("Archived answered?")).getByText("Archived")).toBeInTheDocument();
    expect(within(card("Archived pending?")).getByText("Unanswered")).toBeInTheDocument();
    expect(within(card("Answered one?")).getByRole("button", { name: "Archive" })).toBeInTheDocument();
    for (const name of ["Pending one?", "Archived answered?", "Archived pending?"]) {
      expect(within(card(name)).queryByRole("button", { name: "Archive" })).not.toBeInTheDocument();
      expect(within(card(name)).getByRole("button", { name: "Edit" })).toBeInTheDocument();
      expect(within(card(name)).getByRole("button", { name: "Delete" })).toBeInTheDocument();
    }
  });

  it("uses the singular for one unanswered question", async () => {
    serveAdmin([question(1)]);
    renderWithApp(<QnaPage />, { path: "/app/qna" });
    expect(await screen.findByText("(1 unanswered question)")).toBeInTheDocument();
  });

  it("edits inline: Add Answer when there is none, Save disabled for a blank question, PATCH on save", async () => {
    const calls = serveAdmin([question(7, { question: "Original question?" })]);
    renderWithApp(<QnaPage />, { path: "/app/qna" });
    const card = await screen.findByRole("article", { name: "Original question?" });
    await userEvent.click(within(card).getByRole("button", { name: "Edit" }));
    const form = within(card).getByRole("form", { name: "Edit question" });
    const text = within(form).getByLabelText("Question");
    const answer = within(form).getByLabelText("Add Answer");
    await userEvent.clear(text);
    expect(within(form).getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.type(text, "  Edited question?  ");
    await userEvent.type(answer, "The answer.");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Question updated successfully!")).toBeInTheDocument();
    const patch = calls.find((c) => c.init.method === "PATCH")!;
    expect(patch.url).toBe("/api/admin/qna/7");
    expect(JSON.parse(String(patch.init.body))).toEqual({
      question: "Edited question?",
      answer: "The answer.",
      isAnswered: true,
    });
  });

  it("Cancel leaves the question untouched", async () => {
    const calls = serveAdmin([question(8, { question: "Keep me?", answer: "Kept.", isAnswered: true })]);
    renderWithApp(<QnaPage />, { path: "/app/qna" });
    const card = await screen.findByRole("article", { name: "Keep me?" });
    await userEvent.click(within(card).getByRole("button", { name: "Edit" }));
    expect(within(card).getByLabelText("Answer")).toHaveValue("Kept.");
    await userEvent.type(within(card).getByLabelText("Question"), " changed");
    await userEvent.click(within(card).getByRole("button", { name: "Cancel" }));
    expect(within(card).getByRole("heading", { name: "Keep me?" })).toBeInTheDocument();
    expect(calls.some((c) => c.init.method === "PATCH")).toBe(false);
  });

  it("asks before deleting and archiving, and only calls the API when confirmed", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValue(true);
    const calls = serveAdmin([question(9, { question: "Remove me?", answer: "A.", isAnswered: true })]);
    renderWithApp(<QnaPage />, { path: "/app/qna" });
    const card = await screen.findByRole("article", { name: "Remove me?" });
    await userEvent.click(within(card).getByRole("button", { name: "Delete" }));
    expect(confirm).toHaveBeenLastCalledWith(
      "Are you sure you want to delete this question? This action cannot be undone.",
    );
    expect(calls.some((c) => c.init.method === "DELETE")).toBe(false);
    await userEvent.click(within(card).getByRole("button", { name: "Archive" }));
    expect(confirm).toHaveBeenLastCalledWith("Are you sure you want to archive this question?");
    expect(await screen.findByText("Question archived successfully!")).toBeInTheDocument();
    expect(calls.find((c) => c.init.method === "POST")?.url).toBe("/api/admin/qna/9/archive");
    await userEvent.click(within(card).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Question deleted successfully!")).toBeInTheDocument();
    expect(calls.find((c) => c.init.method === "DELETE")?.url).toBe("/api/admin/qna/9");
  });
});

describe("QnaPage in Arabic", () => {
  const renderInArabic = () => renderWithApp(<QnaPage />, { path: "/app/qna", i18n: createI18n("ar", arabic) });

  it("writes the heading, the link and the loading state in Arabic", () => {
    serve(() => new Promise<Response>(() => {}));
    renderInArabic();
    expect(screen.getByRole("heading", { name: "أسئلة وأجوبة مختارة" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "إرسال السؤال" })).toHaveAttribute("href", "/app/submit-question");
    expect(screen.getByRole("status", { name: "جارٍ تحميل الأسئلة" })).toBeInTheDocument();
    expect(screen.queryByText(/Curated|Submit/)).not.toBeInTheDocument();
  });

  it("writes the empty state in Arabic", async () => {
    serve([]);
    renderInArabic();
    expect(await screen.findByText("لا توجد أسئلة وأجوبة بعد")).toBeInTheDocument();
    expect(
      screen.getByText("ستظهر هنا الأسئلة التي أجاب عنها المنظمون. هل لديك سؤال؟ أرسله وسنرد عليك."),
    ).toBeInTheDocument();
  });

  it("writes a card's labels and date in Arabic and lets the question, answer and name keep their direction", async () => {
    serve([
      question(1, { answer: "Yes, on the website.", isAnswered: true, question: "Will slides be shared?" }),
      question(2, { isMine: true, question: "هل يوجد موقف للسيارات؟" }),
    ]);
    renderInArabic();
    const answered = await screen.findByRole("article", { name: "Will slides be shared?" });
    // Each isolated, so the Latin name and the date's leading number are not read as one run.
    expect(within(answered).getByText("سؤال من Asker1")).toHaveAttribute("dir", "rtl");
    const date = within(answered).getByText("13 أكتوبر 2025");
    expect(date).toHaveAttribute("datetime", "2025-10-13T06:30:00.000Z");
    expect(date).toHaveAttribute("dir", "rtl");
    expect(within(answered).getByRole("heading", { name: "Will slides be shared?" })).toHaveAttribute("dir", "auto");
    const answer = within(answered).getByText("Yes, on the website.");
    expect(answer).toHaveAttribute("dir", "auto");
    expect(answer.parentElement).toHaveClass("border-s-4");
    const pending = screen.getByRole("article", { name: "هل يوجد موقف للسيارات؟" });
    expect(within(pending).getByText("بلا إجابة")).toBeInTheDocument();
    expect(screen.queryByText(/Question by|Unanswered|October/)).not.toBeInTheDocument();
  });

  it("counts the unanswered questions with Arabic plural forms", async () => {
    const admin = userRecord({ id: 1, isAdmin: true });
    const cases: [number, string][] = [
      [1, "(سؤال واحد بلا إجابة)"],
      [2, "(سؤالان بلا إجابة)"],
      [3, "(3 أسئلة بلا إجابة)"],
      [11, "(11 سؤالًا بلا إجابة)"],
    ];
    for (const [count, text] of cases) {
      serve(
        Array.from({ length: count }, (_, i) => question(i + 1)),
        admin,
      );
      const page = renderInArabic();
      expect(await screen.findByText(text)).toBeInTheDocument();
      page.unmount();
    }
  });
});
