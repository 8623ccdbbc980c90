/**
 * Registration Management in each language (docs/product.md#route-map; docs/i18n.md): the
 * server-side pages, sort and search, the table, its counts and dates, the delete and reissue
 * dialogs, the exports and the erasure of delegate data are in the page's language, the table
 * reads in the page's direction, and names, emails, companies and candidate numbers stay as
 * entered.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Locale } from "../../../worker/contract/i18n";
import type { ExportJob } from "../../../worker/contract/jobs";
import { eraseTooEarlyMessage } from "../../../worker/contract/my-data";
import type { User } from "../../../worker/contract/user";
import { setAuthToken } from "../../lib/auth-token";
import AdminRegistrationsPage from "../../routes/app/admin/registrations";
import { admin, toastText, user } from "../../test/admin";
import { foreignWords, I18NS, LOCALES } from "../../test/arabic-screen";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { PHONE_QUERY } from "../../lib/use-media-query";

beforeEach(() => {
  setAuthToken("1.token");
});

/** jsdom has no matchMedia: the screens then lay out for a desk. */
afterEach(() => {
  Reflect.deleteProperty(window, "matchMedia");
});

/** Makes the window a phone's ({@link PHONE_QUERY} matches). */
function atPhoneWidth() {
  window.matchMedia = ((query: string) => ({
    matches: query === PHONE_QUERY,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const rows = [
  user(1, { firstName: "نورة", lastName: "الصباح", company: "مؤسسة البترول الكويتية", title: "مديرة" }),
  user(2, { userType: "speaker" }),
  user(3, { userType: "ASAR" }),
];
const doneJob: ExportJob = {
  id: "job-1",
  status: "done",
  progress: 100,
  downloadUrl: "/api/registrations/export/jobs/job-1/file",
  createdAt: "2025-10-13T05:00:00.000Z",
  expiresAt: "2025-10-14T05:00:00.000Z",
};
const REISSUED = "Pass reissued. The earlier QR code no longer admits; the new one is on the pass page.";

/** Data that stays as entered: names, emails, companies, titles. */
const DATA = [
  "First2 Last",
  "First3 Last",
  "نورة الصباح",
  "مؤسسة البترول الكويتية",
  "مديرة",
  "u1@example.com",
  "u2@example.com",
  "u3@example.com",
  "Co",
  "Analyst",
];
/** The names of formats and codes. */
const NAMES = ["CSV", "Excel", "QR", "PDF", "ASAR"];

/** What each language shows. */
const TEXT = {
  en: {
    heading: "Registration Management",
    region: "Registrations",
    of: (first: number, last: number, total: number) => `${first}–${last} of ${total} registrations`,
    none: "0 of 0 registrations",
    number: "No.",
    name: "Name",
    columns: ["Name", "Email", "Company", "Type", "Registered", "Actions"],
    registered: "1 Sept 2025, 11:00",
    delegate: "delegate",
    speaker: "speaker",
    pages: "Pages",
    pageOf: "Page 1 of 3",
    previous: "Previous page",
    next: "Next page",
    sortBy: "Sort by",
    registrationDate: "Registration date",
    direction: (way: "asc" | "desc") => `Sort direction: ${way === "asc" ? "ascending" : "descending"}`,
    descending: "Descending",
    rowsPerPage: "Rows per page",
    search: "Search",
    placeholder: "Name, email, company or number",
    nothingMatches: "Nothing matches the search.",
    noneFound: "No registrations found",
    exportCsv: "Export CSV",
    downloadExcel: "Download Excel",
    excelReady: "Excel with QR ready.",
    deleteOf: (name: string) => `Delete registration of ${name}`,
    deleteDialog: "Delete registration?",
    deleteText:
      "نورة الصباح (u1@example.com) will be deleted with their profile, questions, login links and email logs.",
    delete: "Delete",
    cancel: "Cancel",
    deleted: "Registration deleted successfully",
    deleteFailed: "Failed to delete registration",
    notFound: "Registration not found",
    reissueOf: (name: string) => `Reissue pass of ${name}`,
    reissueDialog: "Reissue pass?",
    reissueText: "First2 Last (u2@example.com) gets a new QR code.",
    refused: "will be refused at the door",
    reissue: "Reissue pass",
    reissuedFor: "Pass reissued for First2 Last",
    reissued: REISSUED,
    reissueFailed: "Reissue failed",
    noRegistration: "No registration found.",
    erase: "Erase delegate data",
    eraseDialog: "Erase delegate data?",
    eraseConfirm: "Erase",
    days: "Days after the last event day",
    daysRule: "Days must be a whole number from 0 to 3650",
    atLeast: "if the last event day was at least 2 days ago.",
    erased: "Erased the data of 3 delegates.",
    eraseFailed: "Erase failed",
    tooEarly: "Delegate data can be erased from 2026-10-13 (365 days after the last event day, 2025-10-13).",
  },
  ar: {
    heading: "إدارة التسجيلات",
    region: "التسجيلات",
    of: (first: number, last: number, total: number) =>
      `${first}–${last} من أصل ${total} ${total >= 3 && total <= 10 ? "تسجيلات" : "تسجيلًا"}`,
    none: "لا توجد تسجيلات",
    number: "الرقم",
    name: "الاسم",
    columns: ["الاسم", "البريد الإلكتروني", "الشركة", "النوع", "تاريخ التسجيل", "الإجراءات"],
    registered: "1 سبتمبر 2025 في 11:00 ص",
    delegate: "مشارك",
    speaker: "متحدث",
    pages: "الصفحات",
    pageOf: "الصفحة 1 من 3",
    previous: "الصفحة السابقة",
    next: "الصفحة التالية",
    sortBy: "الترتيب حسب",
    registrationDate: "تاريخ التسجيل",
    direction: (way: "asc" | "desc") => `اتجاه الترتيب: ${way === "asc" ? "تصاعدي" : "تنازلي"}`,
    descending: "تنازلي",
    rowsPerPage: "عدد الصفوف في الصفحة",
    search: "بحث",
    placeholder: "الاسم أو البريد الإلكتروني أو الشركة أو الرقم",
    nothingMatches: "لا توجد نتائج مطابقة للبحث.",
    noneFound: "لم يُعثر على تسجيلات",
    exportCsv: "تصدير CSV",
    downloadExcel: "تنزيل ملف Excel",
    excelReady: "ملف Excel مع رموز QR جاهز.",
    deleteOf: (name: string) => `حذف تسجيل ${name}`,
    deleteDialog: "حذف التسجيل؟",
    deleteText: "سيُحذف تسجيل نورة الصباح (u1@example.com) مع ملفه الشخصي وأسئلته وروابط تسجيل الدخول وسجل رسائله.",
    delete: "حذف",
    cancel: "إلغاء",
    deleted: "تم حذف التسجيل بنجاح",
    deleteFailed: "تعذّر حذف التسجيل",
    notFound: "التسجيل غير موجود",
    reissueOf: (name: string) => `إعادة إصدار بطاقة دخول ${name}`,
    reissueDialog: "إعادة إصدار بطاقة الدخول؟",
    reissueText: "سيحصل First2 Last (u2@example.com) على رمز QR جديد.",
    refused: "سيُرفض عند الباب",
    reissue: "إعادة إصدار بطاقة الدخول",
    reissuedFor: "أُعيد إصدار بطاقة الدخول لـ First2 Last",
    reissued: "أُعيد إصدار بطاقة الدخول. لم يعد رمز QR السابق يسمح بالدخول؛ والرمز الجديد في صفحة بطاقة الدخول.",
    reissueFailed: "تعذّرت إعادة الإصدار",
    noRegistration: "لا يوجد تسجيل.",
    erase: "محو بيانات المشاركين",
    eraseDialog: "محو بيانات المشاركين؟",
    eraseConfirm: "محو",
    days: "عدد الأيام بعد آخر يوم من الفعالية",
    daysRule: "يجب أن يكون عدد الأيام عددًا صحيحًا من 0 إلى 3650",
    atLeast: "إذا كان قد مضى على آخر يوم من الفعالية يومان على الأقل.",
    erased: "تم محو بيانات 3 مشاركين.",
    eraseFailed: "تعذّر المحو",
    tooEarly: "يمكن محو بيانات المشاركين اعتبارًا من 2026-10-13 (بعد 365 يومًا من آخر يوم للفعالية، 2025-10-13).",
  },
} satisfies Record<Locale, unknown>;

/** GET /api/users with any query (the screen always sends sort, direction, page and pageSize). */
const isList = (url: string, init: RequestInit = {}) =>
  url.startsWith("/api/users?") && (init.method ?? "GET") === "GET";
/** The query of each GET /api/users made so far. */
const listQueries = (calls: Array<{ url: string; init: RequestInit }>) =>
  calls.filter((c) => isList(c.url, c.init)).map((c) => Object.fromEntries(new URL(c.url, "http://x").searchParams));

/**
 * Serves the admin, the list (`list` answers each query), the export jobs (one done), the reissue
 * of pass 2 and the erasure; `other` answers first when it returns a response.
 */
function serve(
  list: (query: URLSearchParams) => { rows: User[]; total: number },
  other: (url: string, init: RequestInit) => Response | undefined = () => undefined,
) {
  return mockFetch((url, init) => {
    const answer = other(url, init);
    if (answer) return answer;
    if (url === "/api/user") return json(admin);
    if (isList(url, init)) {
      const query = new URL(url, "http://x").searchParams;
      return json({ ...list(query), page: Number(query.get("page")), pageSize: Number(query.get("pageSize")) });
    }
    if (url === "/api/registrations/export/jobs") return json({ jobs: [doneJob] });
    if (url === "/api/registrations/export/jobs/job-1") return json(doneJob);
    if (url === "/api/admin/passes/2/reissue") return json({ message: REISSUED, passVersion: 2 });
    if (url === "/api/admin/erase-delegate-data") return json({ erased: 3 });
    return json({ message: "unexpected" }, 500);
  });
}

describe.each(LOCALES)("Registration Management (%s)", (locale) => {
  const text = TEXT[locale];
  const render = () => renderWithApp(<AdminRegistrationsPage />, { i18n: I18NS[locale] });
  /** "{first}–{last} of {N} registrations" above the table (the export panel has a status of its own). */
  const listStatus = async () => within(await screen.findByRole("region", { name: text.region })).getByRole("status");

  it("asks the server for each page, sort and (debounced) search, and marks the sorted column", async () => {
    const page = Array.from({ length: 25 }, (_, i) => user(i + 1, { createdAt: "2025-09-01T08:00:00.000Z" }));
    const calls = serve(() => ({ rows: page, total: 60 }));
    render();
    expect(await listStatus()).toHaveTextContent(text.of(1, 25, 60));
    expect(screen.getAllByTestId("registration-row")).toHaveLength(25);
    expect(listQueries(calls)).toEqual([{ sort: "candidateNumber", direction: "asc", page: "1", pageSize: "25" }]);
    expect(screen.getByRole("columnheader", { name: text.number })).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByRole("columnheader", { name: text.name })).not.toHaveAttribute("aria-sort");

    const pages = screen.getByRole("navigation", { name: text.pages });
    expect(pages).toHaveTextContent(text.pageOf);
    expect(within(pages).getByRole("button", { name: text.previous })).toBeDisabled();
    await userEvent.click(within(pages).getByRole("button", { name: text.next }));
    await waitFor(async () => expect(await listStatus()).toHaveTextContent(text.of(26, 50, 60)));
    expect(listQueries(calls).at(-1)).toMatchObject({ page: "2" });

    // A header sorts by its column (back to the first page); a second click reverses it.
    await userEvent.click(screen.getByRole("button", { name: text.name }));
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: text.name })).toHaveAttribute("aria-sort", "ascending"),
    );
    expect(listQueries(calls).at(-1)).toEqual({ sort: "firstName", direction: "asc", page: "1", pageSize: "25" });
    await userEvent.click(screen.getByRole("button", { name: text.name }));
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: text.name })).toHaveAttribute("aria-sort", "descending"),
    );
    expect(listQueries(calls).at(-1)).toMatchObject({ sort: "firstName", direction: "desc" });
    expect(screen.getByLabelText(text.sortBy)).toHaveValue("firstName");

    await userEvent.selectOptions(screen.getByLabelText(text.rowsPerPage), "50");
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ pageSize: "50", page: "1" }));

    // Typing sends one search once the typing stops, not one per key.
    const before = listQueries(calls).length;
    await userEvent.type(screen.getByRole("searchbox", { name: text.search }), "noura");
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ q: "noura", page: "1" }));
    expect(
      listQueries(calls)
        .slice(before)
        .map((q) => q.q),
    ).toEqual(["noura"]);
  });

  it("shows the list, its counts, dates, sorting and exports in the page's language", async () => {
    serve((query) => (query.get("q") ? { rows: [], total: 0 } : { rows, total: 3 }));
    render();
    expect(await screen.findByRole("heading", { level: 1, name: text.heading })).toBeInTheDocument();
    expect(await listStatus()).toHaveTextContent(text.of(1, 3, 3));
    expect(screen.getByRole("columnheader", { name: text.number })).toHaveAttribute("aria-sort", "ascending");
    for (const name of text.columns) expect(screen.getByRole("columnheader", { name })).toBeInTheDocument();
    expect(screen.getByRole("table")).toHaveClass("text-start");
    const [first, second, third] = screen.getAllByTestId("registration-row");
    expect(within(first!).getByText(text.registered)).toBeInTheDocument();
    expect(within(first!).getByText(text.delegate)).toBeInTheDocument();
    expect(within(first!).getByText("u1@example.com")).toHaveAttribute("dir", "ltr");
    expect(within(first!).getByText("#01")).toHaveAttribute("dir", "ltr");
    expect(within(second!).getByText(text.speaker)).toBeInTheDocument();
    expect(within(third!).getByText("ASAR")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: text.deleteOf("نورة الصباح") })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: text.reissueOf("First2 Last") })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: text.exportCsv })).toHaveAttribute("href", "/api/registrations/export");
    expect(await screen.findByRole("link", { name: text.downloadExcel })).toBeInTheDocument();
    expect(screen.getByText(text.excelReady)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: text.erase })).toBeInTheDocument();
    expect(foreignWords(locale, document.body, [...DATA, ...NAMES])).toEqual([]);

    // Sorting: the select's options, the direction button and its name.
    const sortBy = screen.getByLabelText(text.sortBy);
    expect(within(sortBy).getByRole("option", { name: text.registrationDate })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: text.direction("asc") }));
    expect(await screen.findByRole("button", { name: text.direction("desc") })).toHaveTextContent(text.descending);

    await userEvent.type(screen.getByRole("searchbox", { name: text.search }), "nobody");
    expect(await screen.findByText(text.nothingMatches)).toBeInTheDocument();
    expect(screen.getByText(text.noneFound)).toBeInTheDocument();
    expect(await listStatus()).toHaveTextContent(text.none);
    expect(screen.queryByRole("navigation", { name: text.pages })).not.toBeInTheDocument();
    expect(screen.getByRole("searchbox")).toHaveAttribute("placeholder", text.placeholder);
    expect(foreignWords(locale, document.body, [...DATA, ...NAMES, "nobody"])).toEqual([]);
  });

  it("shows a phone one card per person, each field named, an email broken only between its parts", async () => {
    atPhoneWidth();
    serve(() => ({ rows, total: 3 }));
    render();
    const cards = await screen.findAllByTestId("registration-card");
    expect(cards).toHaveLength(3);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const first = cards[0]!;
    expect(
      within(first)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(text.columns.slice(1, 5));
    expect(within(first).getByText("#01")).toHaveAttribute("dir", "ltr");
    expect(within(first).getByText(text.registered)).toBeInTheDocument();
    const email = within(first).getByText("u1@example.com");
    expect(email).toHaveAttribute("dir", "ltr");
    // Line breaks offered before "@" and ".", none inside a word.
    expect([...email.childNodes].map((node) => node.textContent || node.nodeName)).toEqual([
      "u1",
      "WBR",
      "@example",
      "WBR",
      ".com",
    ]);
    expect(document.querySelector(".break-all")).toBeNull();
    expect(within(first).getByRole("button", { name: text.deleteOf("نورة الصباح") })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole("button", { name: text.reissueOf("First2 Last") })).toBeInTheDocument();
    expect(screen.getByLabelText(text.sortBy)).toBeInTheDocument();
    expect(foreignWords(locale, document.body, [...DATA, ...NAMES])).toEqual([]);
  });

  it("goes back a page when a deletion empties the last one", async () => {
    let total = 26;
    const calls = serve(
      (query) => {
        const page = Number(query.get("page"));
        const first = (page - 1) * 25 + 1;
        const count = Math.max(0, Math.min(25, total - first + 1));
        return {
          rows: Array.from({ length: count }, (_, i) => user(first + i, { createdAt: "2025-09-01T08:00:00.000Z" })),
          total,
        };
      },
      (url) => {
        if (url !== "/api/users/26") return undefined;
        total = 25;
        return json({ message: "Registration deleted" });
      },
    );
    render();
    await userEvent.click(await screen.findByRole("button", { name: text.next }));
    await waitFor(async () => expect(await listStatus()).toHaveTextContent(text.of(26, 26, 26)));
    await userEvent.click(screen.getByRole("button", { name: text.deleteOf("First26 Last") }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: text.delete }));
    await waitFor(async () => expect(await listStatus()).toHaveTextContent(text.of(1, 25, 25)));
    expect(screen.queryByText(text.noneFound)).not.toBeInTheDocument();
    expect(listQueries(calls).at(-1)).toMatchObject({ page: "1" });
  });

  it("deletes after the confirmation dialog, the email isolated left to right, and toasts the outcome", async () => {
    const calls = serve(
      () => ({ rows, total: 3 }),
      (url) => {
        if (url === "/api/users/1") return json({ message: "Registration deleted" });
        if (url === "/api/users/2") return json({ message: "Registration not found" }, 404);
        return undefined;
      },
    );
    render();
    await userEvent.click(await screen.findByRole("button", { name: text.deleteOf("نورة الصباح") }));
    const remove = screen.getByRole("dialog", { name: text.deleteDialog });
    expect(remove).toHaveTextContent(text.deleteText);
    expect(within(remove).getByText("u1@example.com")).toHaveAttribute("dir", "ltr");
    expect(foreignWords(locale, remove, DATA)).toEqual([]);
    await userEvent.click(within(remove).getByRole("button", { name: text.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.some((c) => c.init.method === "DELETE")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: text.deleteOf("نورة الصباح") }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: text.delete }));
    await waitFor(() => expect(toastText()).toContain(text.deleted));
    expect(calls.some((c) => c.url === "/api/users/1" && c.init.method === "DELETE")).toBe(true);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole("button", { name: text.deleteOf("First2 Last") }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: text.delete }));
    await waitFor(() => expect(toastText()).toContain(text.deleteFailed));
    expect(toastText()).toContain(text.notFound);
  });

  it("reissues a pass after the confirmation dialog, and says why when it fails", async () => {
    const calls = serve(
      () => ({ rows, total: 3 }),
      (url) => (url === "/api/admin/passes/3/reissue" ? json({ message: "No registration found." }, 404) : undefined),
    );
    const { queryClient } = render();
    await userEvent.click(await screen.findByRole("button", { name: text.reissueOf("First2 Last") }));
    const dialog = screen.getByRole("dialog", { name: text.reissueDialog });
    expect(dialog).toHaveTextContent(text.reissueText);
    expect(dialog).toHaveTextContent(text.refused);
    expect(foreignWords(locale, dialog, [...DATA, ...NAMES])).toEqual([]);
    expect(calls.some((c) => c.url.includes("/reissue"))).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: text.reissue }));
    await waitFor(() => expect(toastText()).toContain(text.reissuedFor));
    expect(toastText()).toContain(text.reissued);
    expect(calls.filter((c) => c.url === "/api/admin/passes/2/reissue").map((c) => c.init.method)).toEqual(["POST"]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const kept = queryClient.getQueriesData<{ rows: User[] }>({ queryKey: ["/api/users"] })[0]?.[1];
    expect(kept?.rows.find((u) => u.id === 2)?.passVersion).toBe(2);

    await userEvent.click(screen.getByRole("button", { name: text.reissueOf("First3 Last") }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: text.reissue }));
    await waitFor(() => expect(toastText()).toContain(text.reissueFailed));
    expect(toastText()).toContain(text.noRegistration);
  });

  it("offers no Delete on the signed-in admin's own row", async () => {
    serve(() => ({
      rows: [user(1), { ...user(99), firstName: "Event", createdAt: "2025-09-09T08:00:00.000Z" }],
      total: 2,
    }));
    render();
    expect(await screen.findByRole("button", { name: text.deleteOf("First1 Last") })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: text.deleteOf("Event Last") })).not.toBeInTheDocument();
  });

  it("erases delegate data: the rule, the confirmation's plural and the count", async () => {
    serve(() => ({ rows, total: 3 }));
    render();
    const days = await screen.findByLabelText(text.days);
    const erase = screen.getByRole("button", { name: text.erase });
    await userEvent.clear(days);
    await userEvent.type(days, "-1");
    await userEvent.click(erase);
    expect(await screen.findByRole("alert")).toHaveTextContent(text.daysRule);

    await userEvent.clear(days);
    await userEvent.type(days, "2");
    await userEvent.click(erase);
    const dialog = await screen.findByRole("dialog", { name: text.eraseDialog });
    expect(dialog).toHaveTextContent(text.atLeast);
    expect(foreignWords(locale, dialog, [])).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: text.eraseConfirm }));
    expect(await screen.findByText(text.erased)).toBeInTheDocument();
  });

  it("toasts the server's refusal when it is too early, with the dates kept", async () => {
    serve(
      () => ({ rows, total: 3 }),
      (url) =>
        url === "/api/admin/erase-delegate-data"
          ? json({ message: eraseTooEarlyMessage("2026-10-13", 365, "2025-10-13") }, 409)
          : undefined,
    );
    render();
    const days = await screen.findByLabelText(text.days);
    await userEvent.clear(days);
    await userEvent.type(days, "365");
    await userEvent.click(screen.getByRole("button", { name: text.erase }));
    const dialog = await screen.findByRole("dialog", { name: text.eraseDialog });
    await userEvent.click(within(dialog).getByRole("button", { name: text.eraseConfirm }));
    const toast = await screen.findByTestId("toast");
    await waitFor(() => expect(toast).toHaveTextContent(text.eraseFailed));
    expect(toast).toHaveTextContent(text.tooEarly);
    expect(foreignWords(locale, toast, [])).toEqual([]);
  });
});
