/**
 * Delegate Management in each language (docs/product.md#route-map; docs/i18n.md): the import
 * panel, its result with the skipped rows and the problems of the whole import, the user list, its
 * card colours per user type and its filter are in the page's language; names, emails, phones,
 * companies, candidate numbers and the workbook's column headers stay as written. A signed-in
 * delegate is told that the screen is for the organisers.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../../worker/contract/i18n";
import { formatCandidateNumber } from "../../../worker/contract/user";
import { setAuthToken } from "../../lib/auth-token";
import { uploadForm } from "../../lib/files";
import AdminDelegatesPage from "../../routes/app/admin/delegates";
import { admin, importWorkbook, toastText, user } from "../../test/admin";
import { foreignWords, I18NS, LOCALES } from "../../test/arabic-screen";
import { json, mockFetch, renderWithApp } from "../../test/render";

vi.mock("../../lib/files", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/files")>()),
  uploadForm: vi.fn(),
}));

beforeEach(() => {
  setAuthToken("1.token");
  vi.mocked(uploadForm).mockReset();
});

const users = [
  user(1, { phone: "+96550001234" }),
  user(2, { userType: "speaker", phone: "" }),
  user(3, { userType: "ASAR" }),
  user(4),
];

/** Data that stays as written (the longer strings first: "Co" is a company). */
const DATA = [
  // The workbook's column headers, as the Arabic description lists them, and the file type.
  "First Name وLast Name وEmail وCompany وJob Title وPhone",
  "LinkedIn URL وExpertise وCountry Code",
  "Excel",
  ".xlsx",
  ...users.flatMap((u) => [
    `${u.firstName} ${u.lastName}`,
    u.email,
    u.title,
    u.company,
    formatCandidateNumber(u.candidateNumber),
  ]),
  "+96550001234",
  "ASAR",
];

/** The import's problems as the API writes them (English). */
const PROBLEMS = [
  "Row 3: Valid email is required",
  "Row 5: User type must be 'delegate', 'speaker', or 'ASAR'",
  "Row 8: Each expertise must be at most 100 characters",
  "The delegates were saved, but their welcome emails could not be queued.",
];

/** What each language shows. */
const TEXT = {
  en: {
    heading: "Delegate Management",
    types: ["Delegate", "Speaker", "ASAR", "Delegate"],
    typeLabel: /^(Delegate|Speaker|ASAR)$/,
    noPhone: /No phone/,
    count: "4 users",
    show: "Show",
    filter: ["All user types", "Delegates", "Speakers", "ASARs"],
    userType: "User type",
    panel: { form: "Import Delegates", file: "Excel file", import: "Import" },
    result: "Import result: 2 delegates processed (1 new, 1 updated)",
    skipped: "3 rows were skipped:",
    rows: PROBLEMS.slice(0, 3),
    whole: PROBLEMS[3]!,
    warnings: "Row 3: Valid email is required (and 3 more)",
    accessDenied: "Access Denied",
    forOrganisers: "This page is for the organisers. Please sign in with an organiser account.",
    search: "Search",
    searchHint: "Name, email, company or number",
    nothingMatches: "Nothing matches the search.",
  },
  ar: {
    heading: "إدارة المندوبين",
    types: ["مندوب", "متحدث", "ASAR", "مندوب"],
    typeLabel: /^(مندوب|متحدث|ASAR)$/,
    noPhone: /لا يوجد هاتف/,
    count: "4 مستخدمين",
    show: "عرض",
    filter: ["جميع أنواع المستخدمين", "المندوبون", "المتحدثون", "أعضاء ASAR"],
    userType: "نوع المستخدم",
    panel: { form: "استيراد المندوبين", file: "ملف Excel", import: "استيراد" },
    result: "نتيجة الاستيراد: عولج مندوبان (1 جديد، 1 محدَّث)",
    skipped: "تُخطّيت 3 صفوف:",
    rows: [
      "الصف 3: يلزم بريد إلكتروني صالح",
      "الصف 5: يجب أن يكون نوع المستخدم 'delegate' أو 'speaker' أو 'ASAR'",
      "الصف 8: يجب ألا يتجاوز كل مجال خبرة 100 حرف",
    ],
    whole: "تم حفظ المندوبين، لكن تعذّرت جدولة رسائل الترحيب الخاصة بهم.",
    warnings: "الصف 3: يلزم بريد إلكتروني صالح (و3 غيرها)",
    accessDenied: "تم رفض الوصول",
    forOrganisers: "هذه الصفحة مخصّصة للمنظمين. يُرجى تسجيل الدخول بحساب منظم.",
    search: "بحث",
    searchHint: "الاسم أو البريد الإلكتروني أو الشركة أو الرقم",
    nothingMatches: "لا توجد نتائج مطابقة للبحث.",
  },
} satisfies Record<Locale, unknown>;

/** Serves the admin and one page of `users`. */
function serveUsers() {
  mockFetch((url) =>
    url === "/api/user"
      ? json(admin)
      : url.startsWith("/api/users?")
        ? json({ rows: users, total: users.length, page: 1, pageSize: 50 })
        : json([]),
  );
}

describe.each(LOCALES)("Delegate Management (%s)", (locale) => {
  const text = TEXT[locale];
  const render = () => renderWithApp(<AdminDelegatesPage />, { i18n: I18NS[locale] });

  it("gives each user type its own card background and label", async () => {
    serveUsers();
    render();
    const cards = await screen.findAllByTestId("delegate-card");
    const card = (id: number) => cards.find((c) => within(c).queryByText(`u${id}@example.com`))!;
    const background = (id: number) =>
      card(id)
        .className.split(/\s+/)
        .filter((c) => c.startsWith("bg-"));
    expect([1, 2, 3, 4].map((id) => within(card(id)).getByText(text.typeLabel).textContent)).toEqual(text.types);
    for (const id of [1, 2, 3]) expect(background(id)).toHaveLength(1);
    expect(new Set([1, 2, 3].map((id) => background(id)[0])).size).toBe(3);
    expect(background(4)).toEqual(background(1));
  });

  it("shows the list, its filter and an import's result", async () => {
    serveUsers();
    vi.mocked(uploadForm).mockResolvedValueOnce({ delegatesProcessed: 2, created: 1, updated: 1, errors: PROBLEMS });
    const { container } = render();
    const cards = await screen.findAllByTestId("delegate-card");
    expect(screen.getByRole("heading", { level: 1, name: text.heading })).toBeInTheDocument();
    expect(within(cards[1]!).getByText(text.noPhone)).toBeInTheDocument();
    expect(screen.getByText(text.count)).toBeInTheDocument();
    const filter = screen.getByLabelText(text.show);
    expect(
      within(filter)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(text.filter);
    expect(foreignWords(locale, container, DATA)).toEqual([]);

    const form = screen.getByRole("form", { name: text.panel.form });
    expect(within(form).getByLabelText(text.userType)).toHaveDisplayValue(text.types[0]!);
    const { section, rows } = await importWorkbook(text.panel, new File(["PK"], "delegates.xlsx"), text.result);
    expect(within(section).getByText(text.skipped)).toBeInTheDocument();
    expect(rows).toEqual(text.rows);
    expect(within(section).getByText(text.whole)).toBeInTheDocument();
    await waitFor(() => expect(toastText()).toContain(text.warnings));
    expect(foreignWords(locale, container, [...DATA, "'delegate'", "'speaker'"])).toEqual([]);
  });

  it("searches the users on the server by name, email, company or number, within the chosen user type", async () => {
    const calls = mockFetch((url) => {
      if (url === "/api/user") return json(admin);
      const query = url.startsWith("/api/users?") ? new URL(url, "http://app").searchParams : null;
      if (!query) return json([]);
      const rows = query.get("q") === "#02" ? [users[1]!] : query.has("q") ? [] : users;
      return json({ rows, total: rows.length, page: 1, pageSize: 50 });
    });
    render();
    await screen.findAllByTestId("delegate-card");
    const search = screen.getByRole("searchbox", { name: text.search });
    expect(search).toHaveAttribute("placeholder", text.searchHint);
    await userEvent.selectOptions(screen.getByLabelText(text.show), "speaker");
    await userEvent.type(search, " #02 ");
    await waitFor(() => expect(screen.getAllByTestId("delegate-card")).toHaveLength(1));
    expect(screen.getByText("u2@example.com")).toBeInTheDocument();
    const sent = new URL(calls.at(-1)!.url, "http://app").searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({ q: "#02", userType: "speaker", page: "1" });

    await userEvent.clear(search);
    await userEvent.type(search, "nobody");
    expect(await screen.findByText(text.nothingMatches)).toBeInTheDocument();
  });

  it("tells a delegate that the screen is for the organisers", async () => {
    mockFetch((url) => (url === "/api/user" ? json(user(4)) : json([])));
    const { container } = render();
    expect(await screen.findByRole("heading", { name: text.accessDenied })).toBeInTheDocument();
    expect(screen.getByText(text.forOrganisers)).toBeInTheDocument();
    expect(foreignWords(locale, container, [])).toEqual([]);
  });
});
