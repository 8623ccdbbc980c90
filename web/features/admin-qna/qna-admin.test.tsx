/**
 * Q&A Administration in each language (docs/product.md#route-map; docs/messages.md#qa-admin;
 * docs/i18n.md): the tabs with their counts, status labels, the asker line, the inline editor,
 * the browser confirmations and the toasts are in the page's language; the asker's name, email
 * and the questions and answers themselves stay as written.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../../worker/contract/i18n";
import { setAuthToken } from "../../lib/auth-token";
import AdminQnaPage from "../../routes/app/admin/qna";
import { admin, toastText } from "../../test/admin";
import { foreignWords, I18NS, LOCALES } from "../../test/arabic-screen";
import { questionRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";

const open = questionRecord(1, { question: "متى تبدأ الجلسة الأولى؟" });
const answered = questionRecord(2, { question: "Is parking free?", answer: "نعم، المواقف مجانية.", isAnswered: true });
const archived = questionRecord(3, {
  question: "هل ستتوفر الترجمة؟",
  isArchived: true,
  isAnswered: true,
  answer: "Yes.",
});

/** Data that stays as entered: the asker's name and email, the questions and the answers. */
const DATA = [
  "Huda Al-Sayer",
  "huda@example.com",
  open.question,
  answered.question,
  answered.answer!,
  archived.question,
  archived.answer!,
];

/** What each language shows. */
const TEXT = {
  en: {
    title: "Q&A Administration",
    documentTitle: "Q&A Administration | Conference 2025",
    tablist: "Question status",
    unanswered: "Unanswered 1",
    all: "All Questions 3",
    archivedTab: "Archived 1",
    pending: "Pending",
    approved: "Approved",
    archived: "Archived",
    noAnswer: "No answer yet.",
    answer: "Answer",
    date: "October 1, 2025",
    edit: "Edit",
    editor: "Edit question",
    question: "Question",
    addAnswer: "Add Answer",
    hint: "Leave empty to keep the question unanswered.",
    save: "Save",
    archive: "Archive",
    delete: "Delete",
    updated: "Question updated successfully!",
    archivedToast: "Question archived successfully!",
    deleteFailed: "Failed to delete question",
    confirmArchive: "Are you sure you want to archive this question?",
    confirmDelete: "Are you sure you want to delete this question? This action cannot be undone.",
  },
  ar: {
    title: "إدارة الأسئلة والأجوبة",
    documentTitle: "إدارة الأسئلة والأجوبة | مؤتمر 2025",
    tablist: "حالة السؤال",
    unanswered: "بلا إجابة 1",
    all: "جميع الأسئلة 3",
    archivedTab: "مؤرشف 1",
    pending: "قيد الانتظار",
    approved: "معتمد",
    archived: "مؤرشف",
    noAnswer: "لا توجد إجابة بعد.",
    answer: "الإجابة",
    date: "1 أكتوبر 2025",
    edit: "تعديل",
    editor: "تعديل السؤال",
    question: "السؤال",
    addAnswer: "إضافة إجابة",
    hint: "اتركها فارغة ليبقى السؤال بلا إجابة.",
    save: "حفظ",
    archive: "أرشفة",
    delete: "حذف",
    updated: "تم تحديث السؤال بنجاح!",
    archivedToast: "تمت أرشفة السؤال بنجاح!",
    deleteFailed: "تعذّر حذف السؤال",
    confirmArchive: "هل أنت متأكد من أنك تريد أرشفة هذا السؤال؟",
    confirmDelete: "هل أنت متأكد من أنك تريد حذف هذا السؤال؟ لا يمكن التراجع عن هذا الإجراء.",
  },
} satisfies Record<Locale, unknown>;

beforeEach(() => {
  setAuthToken("1.token");
});

/** Serves the three lists; a DELETE fails, any other write succeeds. Returns the recorded calls. */
function serve() {
  return mockFetch((url, init) => {
    if (url === "/api/user") return json(admin);
    if (url === "/api/admin/qna?status=unanswered") return json([open]);
    if (url === "/api/admin/qna?status=all") return json([archived, answered, open]);
    if (url === "/api/admin/qna?status=archived") return json([archived]);
    if (init.method === "DELETE") return json({ message: "Database unavailable" }, 500);
    return json({ message: "Question updated" });
  });
}

describe.each(LOCALES)("Q&A Administration (%s)", (locale) => {
  const text = TEXT[locale];
  const render = () => renderWithApp(<AdminQnaPage />, { i18n: I18NS[locale] });

  it("shows the three tabs with counts, Unanswered first, and each question's status, asker and date", async () => {
    serve();
    render();
    expect(await screen.findByRole("heading", { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole("tablist", { name: text.tablist })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: text.unanswered })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("tab", { name: text.all })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: text.archivedTab })).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: open.question });
    expect(within(card).getByText(text.pending)).toBeInTheDocument();
    expect(within(card).getByText(text.noAnswer)).toBeInTheDocument();
    expect(within(card).getByText(text.date)).toBeInTheDocument();
    expect(within(card).getByText("huda@example.com")).toHaveAttribute("dir", "ltr");
    expect(foreignWords(locale, document.body, DATA)).toEqual([]);

    await userEvent.click(screen.getByRole("tab", { name: text.all }));
    const approved = await screen.findByRole("article", { name: answered.question });
    expect(within(approved).getByText(text.approved)).toBeInTheDocument();
    expect(within(approved).getByText(text.answer)).toBeInTheDocument();
    expect(foreignWords(locale, document.body, DATA)).toEqual([]);

    await userEvent.click(screen.getByRole("tab", { name: text.archivedTab }));
    const old = await screen.findByRole("article", { name: archived.question });
    expect(within(old).getByText(text.archived)).toBeInTheDocument();
    expect(within(old).queryByRole("button", { name: text.archive })).not.toBeInTheDocument();
    expect(document.title).toBe(text.documentTitle);
  });

  it("keeps Save disabled for a blank question and sends an empty answer as null", async () => {
    const calls = serve();
    render();
    const card = await screen.findByRole("article", { name: open.question });
    await userEvent.click(within(card).getByRole("button", { name: text.edit }));
    const form = within(card).getByRole("form", { name: text.editor });
    const question = within(form).getByLabelText(text.question);
    expect(question).toHaveAttribute("dir", "auto");
    expect(within(form).getByText(text.hint)).toBeInTheDocument();
    expect(foreignWords(locale, document.body, DATA)).toEqual([]);
    await userEvent.clear(question);
    expect(within(form).getByRole("button", { name: text.save })).toBeDisabled();
    await userEvent.type(question, "  Edited question?  ");
    await userEvent.type(within(form).getByLabelText(text.addAnswer), "   ");
    await userEvent.click(within(form).getByRole("button", { name: text.save }));
    await waitFor(() => expect(calls.some((c) => c.init.method === "PATCH")).toBe(true));
    const patch = calls.find((c) => c.init.method === "PATCH")!;
    expect(patch.url).toBe("/api/admin/qna/1");
    expect(JSON.parse(String(patch.init.body))).toEqual({
      question: "Edited question?",
      answer: null,
      isAnswered: false,
    });
    await waitFor(() => expect(toastText()).toContain(text.updated));
  });

  it("asks before archiving and deleting with the documented texts, and toasts the outcome", async () => {
    const calls = serve();
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValue(true);
    render();
    await userEvent.click(await screen.findByRole("tab", { name: text.all }));
    const card = await screen.findByRole("article", { name: answered.question });
    await userEvent.click(within(card).getByRole("button", { name: text.archive }));
    expect(confirm).toHaveBeenLastCalledWith(text.confirmArchive);
    expect(calls.some((c) => c.init.method === "POST")).toBe(false);
    await userEvent.click(within(card).getByRole("button", { name: text.archive }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === "/api/admin/qna/2/archive" && c.init.method === "POST")).toBe(true),
    );
    await waitFor(() => expect(toastText()).toContain(text.archivedToast));
    await userEvent.click(within(card).getByRole("button", { name: text.delete }));
    expect(confirm).toHaveBeenLastCalledWith(text.confirmDelete);
    await waitFor(() => expect(toastText()).toContain(text.deleteFailed));
  });
});
