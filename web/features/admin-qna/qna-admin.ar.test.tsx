/**
 * Q&A Administration in Arabic (docs/i18n.md): tabs, status labels, the asker line, the inline
 * editor, the browser confirmations and the toasts are Arabic; the asker's name, email and the
 * questions themselves stay as written.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setAuthToken } from "../../lib/auth-token";
import AdminQnaPage from "../../routes/app/admin/qna";
import { arabicI18n, latinWords } from "../../test/arabic-screen";
import { questionRecord, userRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";

const admin = userRecord({ id: 99, firstName: "Event", lastName: "Organiser", isAdmin: true });
const open = questionRecord(1, { question: "متى تبدأ الجلسة الأولى؟" });
const answered = questionRecord(2, { question: "Is parking free?", answer: "نعم، المواقف مجانية.", isAnswered: true });
const archived = questionRecord(3, {
  question: "هل ستتوفر الترجمة؟",
  isArchived: true,
  isAnswered: true,
  answer: "نعم.",
});

/** Data that stays as entered: the asker's name and email, an English question. */
const DATA = ["Huda Al-Sayer", "huda@example.com", "Is parking free?"];

beforeEach(() => {
  setAuthToken("1.token");
});

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

describe("Q&A Administration in Arabic", () => {
  it("shows Arabic tabs, labels, dates and editor, and asks and toasts in Arabic", async () => {
    serve();
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(true);
    renderWithApp(<AdminQnaPage />, { i18n: arabicI18n });
    const page = document.body;
    expect(await screen.findByRole("heading", { level: 1, name: "إدارة الأسئلة والأجوبة" })).toBeInTheDocument();
    expect(screen.getByRole("tablist", { name: "حالة السؤال" })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "بلا إجابة 1" })).toHaveAttribute("aria-selected", "true");
    const card = await screen.findByRole("article", { name: "متى تبدأ الجلسة الأولى؟" });
    expect(within(card).getByText("قيد الانتظار")).toBeInTheDocument();
    expect(within(card).getByText("لا توجد إجابة بعد.")).toBeInTheDocument();
    expect(within(card).getByText("1 أكتوبر 2025")).toBeInTheDocument();
    expect(within(card).getByText("huda@example.com")).toHaveAttribute("dir", "ltr");
    expect(latinWords(page, DATA)).toEqual([]);

    await userEvent.click(within(card).getByRole("button", { name: "تعديل" }));
    const form = within(card).getByRole("form", { name: "تعديل السؤال" });
    expect(within(form).getByLabelText("السؤال")).toHaveAttribute("dir", "auto");
    expect(within(form).getByLabelText("إضافة إجابة")).toBeInTheDocument();
    expect(within(form).getByText("اتركها فارغة ليبقى السؤال بلا إجابة.")).toBeInTheDocument();
    expect(latinWords(page, DATA)).toEqual([]);
    await userEvent.click(within(form).getByRole("button", { name: "حفظ" }));
    expect(await screen.findByText("تم تحديث السؤال بنجاح!")).toBeInTheDocument();

    await userEvent.click(await screen.findByRole("tab", { name: "جميع الأسئلة 3" }));
    const approved = await screen.findByRole("article", { name: "Is parking free?" });
    expect(within(approved).getByText("معتمد")).toBeInTheDocument();
    expect(within(approved).getByText("الإجابة")).toBeInTheDocument();
    const old = screen.getByRole("article", { name: "هل ستتوفر الترجمة؟" });
    expect(within(old).getByText("مؤرشف")).toBeInTheDocument();
    expect(latinWords(page, DATA)).toEqual([]);

    await userEvent.click(within(approved).getByRole("button", { name: "أرشفة" }));
    expect(confirm).toHaveBeenLastCalledWith("هل أنت متأكد من أنك تريد أرشفة هذا السؤال؟");
    expect(await screen.findByText("تمت أرشفة السؤال بنجاح!")).toBeInTheDocument();
    await userEvent.click(within(approved).getByRole("button", { name: "حذف" }));
    expect(confirm).toHaveBeenLastCalledWith(
      "هل أنت متأكد من أنك تريد حذف هذا السؤال؟ لا يمكن التراجع عن هذا الإجراء.",
    );
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("تعذّر حذف السؤال"));

    await userEvent.click(screen.getByRole("tab", { name: "مؤرشف 1" }));
    expect(await screen.findByRole("tabpanel")).toBeInTheDocument();
    expect(document.title).toBe("إدارة الأسئلة والأجوبة | مؤتمر 2025");
  });
});
