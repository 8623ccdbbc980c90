/**
 * Email Logs in Arabic (docs/i18n.md): tabs, outcomes, delivery reports, times, the labels of each
 * log and the pages are Arabic; addresses, message ids and email types read left to right, and
 * subjects and transport errors stay as written.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { EmailLog } from "../../../worker/contract/email-logs";
import { setAuthToken } from "../../lib/auth-token";
import AdminEmailLogsPage from "../../routes/app/admin/email-logs";
import { arabicI18n, latinWords } from "../../test/arabic-screen";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { admin } from "../../test/admin";

const log = (id: number, overrides: Partial<EmailLog>): EmailLog => ({
  id,
  userId: null,
  emailType: "registration_confirmation",
  recipientEmail: `p${id}@example.com`,
  subject: "أكّد بريدك الإلكتروني",
  success: true,
  messageId: null,
  errorMessage: null,
  transportMetadata: {},
  deliveryStatus: null,
  sentAt: null,
  createdAt: "2025-10-13T05:00:00.000Z",
  ...overrides,
});
const logs = [
  log(3, { success: false, errorMessage: "Mailbox unavailable", subject: "Confirm your email" }),
  log(2, { deliveryStatus: "delivered", messageId: "msg-0002" }),
  log(1, { deliveryStatus: "bounced", emailType: "login_link" }),
];

/** Data that stays as written: addresses, email types, message ids, an English subject and error. */
const DATA = [
  "p1@example.com",
  "p2@example.com",
  "p3@example.com",
  "registration_confirmation",
  "login_link",
  "msg-0002",
  "Confirm your email",
  "Mailbox unavailable",
];

beforeEach(() => {
  setAuthToken("1.token");
});

describe("Email Logs in Arabic", () => {
  it("writes the tabs, each log's labels, its time and the pages in Arabic", async () => {
    const calls = mockFetch((url) =>
      url === "/api/user" ? json(admin) : json({ logs, page: 1, limit: 50, total: 120 }),
    );
    renderWithApp(<AdminEmailLogsPage />, { i18n: arabicI18n });
    const page = document.body;
    expect(await screen.findByRole("heading", { level: 1, name: "سجل الرسائل" })).toBeInTheDocument();
    expect(await screen.findByRole("tablist", { name: "سجل الرسائل" })).toBeInTheDocument();
    for (const name of ["الكل", "الفاشلة فقط", "التسجيل", "الناجحة"])
      expect(screen.getByRole("tab", { name })).toBeInTheDocument();
    const [failed, delivered, bounced] = await screen.findAllByTestId("email-log");
    expect(within(failed!).getByText("فشل")).toBeInTheDocument();
    expect(failed).toHaveTextContent("الخطأ: Mailbox unavailable");
    expect(failed).toHaveTextContent("إلى: p3@example.com");
    expect(within(failed!).getByText("p3@example.com")).toHaveAttribute("dir", "ltr");
    expect(within(failed!).getByText("13 أكتوبر 2025 في 8:00:00 ص")).toBeInTheDocument();
    expect(within(delivered!).getByText("أُرسلت")).toBeInTheDocument();
    expect(within(delivered!).getByText("سُلّمت")).toBeInTheDocument();
    expect(delivered).toHaveTextContent("معرّف الرسالة: msg-0002");
    expect(within(delivered!).getByText("أكّد بريدك الإلكتروني")).toHaveAttribute("dir", "auto");
    expect(within(bounced!).getByText("مرتدّة")).toBeInTheDocument();
    const pages = screen.getByRole("navigation", { name: "الصفحات" });
    expect(pages).toHaveTextContent("الصفحة 1 من 3 · 120 رسالة");
    expect(within(pages).getByRole("button", { name: "الأحدث" })).toBeDisabled();
    expect(latinWords(page, DATA)).toEqual([]);

    await userEvent.click(within(pages).getByRole("button", { name: "الأقدم" }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/admin/email-logs?page=2&limit=50")).toBe(true));
  });

  it("says so in Arabic when a list is empty", async () => {
    mockFetch((url) => (url === "/api/user" ? json(admin) : json({ logs: [], page: 1, limit: 50, total: 0 })));
    renderWithApp(<AdminEmailLogsPage />, { i18n: arabicI18n });
    expect(await screen.findByRole("heading", { name: "لا توجد رسائل هنا" })).toBeInTheDocument();
    expect(screen.getByText("لم تُسجَّل أي رسائل بعد.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "الفاشلة فقط" }));
    expect(await screen.findByText("لم يفشل إرسال أي رسالة.")).toBeInTheDocument();
    expect(latinWords(document.body, [])).toEqual([]);
    expect(document.title).toBe("سجل الرسائل | مؤتمر 2025");
  });
});
