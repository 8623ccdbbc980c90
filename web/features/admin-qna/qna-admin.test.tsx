import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setAuthToken } from "../../lib/auth-token";
import AdminQnaPage from "../../routes/app/admin/qna";
import { questionRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { admin, toastText } from "../../test/admin";

beforeEach(() => {
  setAuthToken("1.token");
});

describe("Q&A Administration", () => {
  function serve(handler: (url: string, init: RequestInit) => Response | undefined = () => undefined) {
    return mockFetch((url, init) => {
      const answer = handler(url, init);
      if (answer) return answer;
      if (url === "/api/user") return json(admin);
      if (url === "/api/admin/qna?status=unanswered") return json([questionRecord(1)]);
      if (url === "/api/admin/qna?status=all")
        return json([questionRecord(2, { isArchived: true, isAnswered: true, answer: "Yes." }), questionRecord(1)]);
      if (url === "/api/admin/qna?status=archived")
        return json([questionRecord(2, { isArchived: true, isAnswered: true, answer: "Yes." })]);
      return json({ message: "Question updated" });
    });
  }

  it("shows the three tabs with counts, Unanswered first, and status labels", async () => {
    serve();
    renderWithApp(<AdminQnaPage />);
    const unanswered = await screen.findByRole("tab", { name: "Unanswered 1" });
    expect(unanswered).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("tab", { name: "All Questions 2" })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "Archived 1" })).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "Question number 1?" });
    expect(within(card).getByText("Pending")).toBeInTheDocument();
    expect(within(card).getByText(/huda@example\.com/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Archived 1" }));
    const archived = await screen.findByRole("article", { name: "Question number 2?" });
    expect(within(archived).getByText("Archived")).toBeInTheDocument();
    expect(within(archived).queryByRole("button", { name: "Archive" })).not.toBeInTheDocument();
  });

  it("keeps Save disabled for a blank question and sends an empty answer as null", async () => {
    const calls = serve();
    renderWithApp(<AdminQnaPage />);
    const card = await screen.findByRole("article", { name: "Question number 1?" });
    await userEvent.click(within(card).getByRole("button", { name: "Edit" }));
    const text = within(card).getByLabelText("Question");
    await userEvent.clear(text);
    expect(within(card).getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.type(text, "  Edited question?  ");
    await userEvent.type(within(card).getByLabelText("Add Answer"), "   ");
    await userEvent.click(within(card).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((c) => c.init.method === "PATCH")).toBe(true));
    const patch = calls.find((c) => c.init.method === "PATCH")!;
    expect(patch.url).toBe("/api/admin/qna/1");
    expect(JSON.parse(String(patch.init.body))).toEqual({
      question: "Edited question?",
      answer: null,
      isAnswered: false,
    });
    await waitFor(() => expect(toastText()).toContain("Question updated successfully!"));
  });

  it("asks before archiving and deleting with the documented texts, and toasts failures", async () => {
    const calls = serve((_url, init) =>
      init.method === "DELETE" ? json({ message: "Database unavailable" }, 500) : undefined,
    );
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValue(true);
    renderWithApp(<AdminQnaPage />);
    const card = await screen.findByRole("article", { name: "Question number 1?" });
    await userEvent.click(within(card).getByRole("button", { name: "Archive" }));
    expect(confirm).toHaveBeenLastCalledWith("Are you sure you want to archive this question?");
    expect(calls.some((c) => c.init.method === "POST")).toBe(false);
    await userEvent.click(within(card).getByRole("button", { name: "Archive" }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === "/api/admin/qna/1/archive" && c.init.method === "POST")).toBe(true),
    );
    await waitFor(() => expect(toastText()).toContain("Question archived successfully!"));
    await userEvent.click(within(card).getByRole("button", { name: "Delete" }));
    expect(confirm).toHaveBeenLastCalledWith(
      "Are you sure you want to delete this question? This action cannot be undone.",
    );
    await waitFor(() => expect(toastText()).toContain("Failed to delete question"));
  });
});
