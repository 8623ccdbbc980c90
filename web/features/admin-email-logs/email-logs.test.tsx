/**
 * Email Logs in each language (docs/product.md#email-logs; docs/i18n.md): the gate and the
 * server's refusal, the tabs and the client-side Successful filter, each log's labels, its time and
 * the pages in the page's language; addresses, message ids and email types read left to right, and
 * subjects and transport errors stay as written.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { EmailLog, EmailLogDetail } from "../../../worker/contract/email-logs";
import type { Locale } from "../../../worker/contract/i18n";
import { clearAuthToken, setAuthToken } from "../../lib/auth-token";
import AdminEmailLogsPage from "../../routes/app/admin/email-logs";
import { admin } from "../../test/admin";
import { foreignWords, I18NS, LOCALES } from "../../test/arabic-screen";
import { userRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";

const log = (id: number, overrides: Partial<EmailLog> = {}): EmailLog => ({
  id,
  userId: null,
  emailType: "registration_confirmation",
  recipientEmail: `p${id}@example.com`,
  subject: `Subject ${id}`,
  success: true,
  messageId: null,
  errorMessage: null,
  transportMetadata: {},
  deliveryStatus: null,
  sentAt: null,
  createdAt: "2025-10-13T05:00:00.000Z",
  ...overrides,
});
/** A failed log, one delivered and one bounced, newest first; one subject is in Arabic. */
const logs = [
  log(3, { success: false, errorMessage: "Mailbox unavailable", subject: "Confirm your email" }),
  log(2, { deliveryStatus: "delivered", messageId: "msg-0002", subject: "أكّد بريدك الإلكتروني" }),
  log(1, { deliveryStatus: "bounced", emailType: "login_link", subject: "Your sign-in link" }),
];

/** Data that stays as written: addresses, email types, message ids, the subjects and the error. */
const DATA = [
  "p1@example.com",
  "p2@example.com",
  "p3@example.com",
  "registration_confirmation",
  "login_link",
  "msg-0002",
  "Confirm your email",
  "أكّد بريدك الإلكتروني",
  "Your sign-in link",
  "Mailbox unavailable",
];

/** What each language shows. */
const TEXT = {
  en: {
    title: "Email Logs",
    documentTitle: "Email Logs | Conference 2025",
    tablist: "Email logs",
    tabs: { all: "All", failed: "Failed Only", registration: "Registration", successful: "Successful" },
    logIn: "Please log in to access the admin email logs.",
    accessDenied: "Access Denied",
    adminRequired: "Admin access required",
    failed: "Failed",
    sent: "Sent",
    delivered: "delivered",
    bounced: "bounced",
    error: "Error: Mailbox unavailable",
    to: "To: p3@example.com",
    when: "13 Oct 2025, 08:00:00",
    messageId: "Message id: msg-0002",
    pages: "Pages",
    pageOf: "Page 1 of 3 · 120 emails",
    newer: "Newer",
    older: "Older",
    empty: "No emails here",
    noneLogged: "No emails have been logged yet.",
    noneFailed: "No email has failed.",
    entry: {
      terms: ["Status", "To", "From", "Time", "Error", "Message id"],
      redacted:
        "Links that sign in, reset a password or unsubscribe are shown without their secret (REDACTED): they would let anyone act as the recipient.",
      asSent: "The email as sent",
      plainText: "Plain text",
      noCopy: "No copy of this email is stored: only the local outbox keeps the emails it sends.",
      couldNotLoad: "Could not load the email",
      notFound: "Email log not found",
    },
  },
  ar: {
    title: "سجل الرسائل",
    documentTitle: "سجل الرسائل | مؤتمر 2025",
    tablist: "سجل الرسائل",
    tabs: { all: "الكل", failed: "الفاشلة فقط", registration: "التسجيل", successful: "الناجحة" },
    logIn: "يُرجى تسجيل الدخول للوصول إلى سجلات البريد الإلكتروني للإدارة.",
    accessDenied: "تم رفض الوصول",
    adminRequired: "يلزم الوصول بصلاحية المسؤول",
    failed: "فشل",
    sent: "أُرسلت",
    delivered: "سُلّمت",
    bounced: "مرتدّة",
    error: "الخطأ: Mailbox unavailable",
    to: "إلى: p3@example.com",
    when: "13 أكتوبر 2025 في 8:00:00 ص",
    messageId: "معرّف الرسالة: msg-0002",
    pages: "الصفحات",
    pageOf: "الصفحة 1 من 3 · 120 رسالة",
    newer: "الأحدث",
    older: "الأقدم",
    empty: "لا توجد رسائل هنا",
    noneLogged: "لم تُسجَّل أي رسائل بعد.",
    noneFailed: "لم يفشل إرسال أي رسالة.",
    entry: {
      terms: ["الحالة", "إلى", "من", "الوقت", "خطأ", "معرّف الرسالة"],
      redacted:
        "تظهر روابط تسجيل الدخول وإعادة تعيين كلمة المرور وإلغاء الاشتراك دون رمزها السري (REDACTED): فهي تتيح لأي شخص التصرف باسم المستلم.",
      asSent: "الرسالة كما أُرسلت",
      plainText: "النص العادي",
      noCopy: "لا تُحفظ نسخة من هذه الرسالة: صندوق الصادر المحلي وحده يحتفظ بالرسائل التي يرسلها.",
      couldNotLoad: "تعذّر تحميل الرسالة",
      notFound: "سجل الرسالة غير موجود",
    },
  },
} satisfies Record<Locale, unknown>;

beforeEach(() => {
  setAuthToken("1.token");
});

describe.each(LOCALES)("Email Logs (%s)", (locale) => {
  const text = TEXT[locale];
  const render = () => renderWithApp(<AdminEmailLogsPage />, { i18n: I18NS[locale] });

  it("asks to log in when no token is stored", async () => {
    clearAuthToken();
    mockFetch(() => json(admin));
    render();
    expect(await screen.findByText(text.logIn)).toBeInTheDocument();
  });

  it("turns a delegate away without asking the server (its 403 would be logged in the console)", async () => {
    const calls = mockFetch((url) =>
      url === "/api/user" ? json(userRecord()) : json({ message: "Admin access required" }, 403),
    );
    render();
    expect(await screen.findByRole("heading", { name: text.accessDenied })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(["/api/user"]);
  });

  it("shows Access Denied with the server's message on 403", async () => {
    mockFetch((url) => (url === "/api/user" ? json(admin) : json({ message: "Admin access required" }, 403)));
    render();
    expect(await screen.findByText(text.adminRequired)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: text.accessDenied })).toBeInTheDocument();
  });

  it("writes the tabs, each log's labels, its time and the pages in the page's language", async () => {
    const calls = mockFetch((url) =>
      url === "/api/user" ? json(admin) : json({ logs, page: 1, limit: 50, total: 120 }),
    );
    render();
    expect(await screen.findByRole("heading", { level: 1, name: text.title })).toBeInTheDocument();
    expect(await screen.findByRole("tablist", { name: text.tablist })).toBeInTheDocument();
    for (const name of Object.values(text.tabs)) expect(screen.getByRole("tab", { name })).toBeInTheDocument();
    const [failed, delivered, bounced] = await screen.findAllByTestId("email-log");
    expect(within(failed!).getByText(text.failed)).toBeInTheDocument();
    expect(failed).toHaveTextContent(text.error);
    expect(failed).toHaveTextContent(text.to);
    expect(within(failed!).getByText("p3@example.com")).toHaveAttribute("dir", "ltr");
    expect(within(failed!).getByText(text.when)).toBeInTheDocument();
    expect(within(delivered!).getByText(text.sent)).toBeInTheDocument();
    expect(within(delivered!).getByText(text.delivered)).toBeInTheDocument();
    expect(delivered).toHaveTextContent(text.messageId);
    expect(within(delivered!).getByText("أكّد بريدك الإلكتروني")).toHaveAttribute("dir", "auto");
    expect(within(bounced!).getByText(text.bounced)).toBeInTheDocument();
    const pages = screen.getByRole("navigation", { name: text.pages });
    expect(pages).toHaveTextContent(text.pageOf);
    expect(within(pages).getByRole("button", { name: text.newer })).toBeDisabled();
    expect(foreignWords(locale, document.body, DATA)).toEqual([]);

    await userEvent.click(within(pages).getByRole("button", { name: text.older }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/admin/email-logs?page=2&limit=50")).toBe(true));
  });

  it("filters the Successful tab on the client and asks the server for Failed Only", async () => {
    const calls = mockFetch((url) =>
      url === "/api/user"
        ? json(admin)
        : json({
            logs: [log(2, { success: false, errorMessage: "Mailbox unavailable" }), log(1)],
            page: 1,
            limit: 50,
            total: 2,
          }),
    );
    render();
    expect(await screen.findAllByTestId("email-log")).toHaveLength(2);
    await userEvent.click(screen.getByRole("tab", { name: text.tabs.successful }));
    await waitFor(() => expect(screen.getAllByTestId("email-log")).toHaveLength(1));
    expect(screen.getByTestId("email-log")).toHaveTextContent("Subject 1");
    await userEvent.click(screen.getByRole("tab", { name: text.tabs.failed }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/admin/email-logs/failed?page=1&limit=50")).toBe(true));
  });

  it("says so when a list is empty, and names the page", async () => {
    mockFetch((url) => (url === "/api/user" ? json(admin) : json({ logs: [], page: 1, limit: 50, total: 0 })));
    render();
    expect(await screen.findByRole("heading", { name: text.empty })).toBeInTheDocument();
    expect(screen.getByText(text.noneLogged)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: text.tabs.failed }));
    expect(await screen.findByText(text.noneFailed)).toBeInTheDocument();
    expect(foreignWords(locale, document.body, [])).toEqual([]);
    expect(document.title).toBe(text.documentTitle);
  });
});

/** The stored copy of log 3, as the server answers it (the link's secret redacted). */
const stored: EmailLogDetail = {
  log: { ...logs[0]!, messageId: "outbox-3" },
  message: {
    from: "Conference 2025 <events@conference2025.com>",
    to: "p3@example.com",
    replyTo: null,
    subject: "Confirm your email",
    html: '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><p>Welcome, Dana!</p><a href="https://conference2025.com/auth?token=REDACTED">Confirm</a></body></html>',
    text: "Welcome, Dana!\n\nConfirm my email address:\nhttps://conference2025.com/auth?token=REDACTED",
    sentAt: "2025-10-13T05:00:00.000Z",
  },
};

describe.each(LOCALES)("Email Logs: an entry opened (%s)", (locale) => {
  const text = TEXT[locale];

  /** The screen at `path`, with the list and the entries `entries` answer. */
  function renderAt(path: string, entries: Record<string, () => Response>) {
    const calls = mockFetch((url) => {
      if (url === "/api/user") return json(admin);
      const entry = /^\/api\/admin\/email-logs\/(\d+)$/.exec(url)?.[1];
      if (entry) return entries[entry]?.() ?? json({ message: "Email log not found" }, 404);
      return json({ logs, page: 1, limit: 50, total: 3 });
    });
    const rendered = renderWithApp(<AdminEmailLogsPage />, { i18n: I18NS[locale], path });
    return { calls, ...rendered };
  }

  it("opens from its subject: the details, the HTML in a sandboxed frame without scripts, and the plain text", async () => {
    const { router } = renderAt("/app/admin/email-logs", { "3": () => json(stored) });
    await userEvent.click(await screen.findByRole("button", { name: "Confirm your email" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm your email" });
    expect(router.state.location.search).toBe("?log=3");
    await within(dialog).findByText(text.entry.plainText);
    expect(
      within(dialog)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(text.entry.terms);
    expect(within(dialog).getByText(text.failed)).toBeInTheDocument();
    expect(within(dialog).getByText("p3@example.com")).toHaveAttribute("dir", "ltr");
    expect(within(dialog).getByText("Mailbox unavailable")).toBeInTheDocument();
    expect(within(dialog).getByText(text.when)).toBeInTheDocument();
    expect(within(dialog).getByText(text.entry.redacted)).toBeInTheDocument();

    const frame = within(dialog).getByTitle(text.entry.asSent);
    expect(frame.tagName).toBe("IFRAME");
    // An empty sandbox: no script, no origin of the app's, no navigation; nothing in it is a Tab stop.
    expect(frame).toHaveAttribute("sandbox", "");
    expect(frame).toHaveAttribute("tabindex", "-1");
    expect(frame.getAttribute("srcdoc")).toBe(
      stored
        .message!.html.replace("<head>", "<head><style>a{pointer-events:none;cursor:default}</style>")
        .replace("<a href", '<a tabindex="-1" href'),
    );
    expect(within(dialog).getByText(/^Welcome, Dana!/)).toHaveTextContent("auth?token=REDACTED");
    expect(
      foreignWords(locale, dialog, [
        ...DATA,
        "outbox-3",
        "Welcome, Dana!",
        "Conference 2025 <events@conference2025.com>",
        "Confirm my email address",
        "https://conference2025.com/auth?token=REDACTED",
        "REDACTED",
        "Confirm your email",
      ]),
    ).toEqual([]);

    // Closing goes back over the entry it added to the history.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("button", { name: "Confirm your email" })).toHaveFocus();
  });

  it("opens from its address, and says when no copy is kept or the entry is gone", async () => {
    const { router } = renderAt("/app/admin/email-logs?log=3", {
      "3": () => json({ log: logs[0], message: null }),
    });
    const dialog = await screen.findByRole("dialog", { name: "Confirm your email" });
    expect(await within(dialog).findByText(text.entry.noCopy)).toBeInTheDocument();
    expect(within(dialog).queryByTitle(text.entry.asSent)).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(router.state.location.search).toBe(""));

    await router.navigate("/app/admin/email-logs?log=99");
    const missing = await screen.findByRole("dialog");
    expect(await within(missing).findByText(text.entry.couldNotLoad)).toBeInTheDocument();
    expect(within(missing).getByText(text.entry.notFound)).toBeInTheDocument();
  });
});
