/**
 * Delegate Management in Arabic (docs/i18n.md): the import panel, its result with the skipped rows
 * and the problems of the whole import, the user list and its filter are Arabic; names, emails,
 * phones, companies, candidate numbers and the workbook's column headers stay Latin. A signed-in
 * delegate is told in Arabic that the screen is for the organisers.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formatCandidateNumber } from "../../../worker/contract/user";
import { setAuthToken } from "../../lib/auth-token";
import AdminDelegatesPage from "../../routes/app/admin/delegates";
import { arabicI18n, latinWords } from "../../test/arabic-screen";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { uploadForm } from "../../lib/files";
import { admin, toastText, user } from "../../test/admin";

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
];

/** Data that stays in Latin letters (the longer strings first: "Co" is a company). */
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
  "ASAR",
];

describe("Delegate Management in Arabic", () => {
  it("shows the list, its filter and an import's result in Arabic", async () => {
    mockFetch((url) =>
      url === "/api/user"
        ? json(admin)
        : url.startsWith("/api/users?")
          ? json({ rows: users, total: 3, page: 1, pageSize: 50 })
          : json([]),
    );
    vi.mocked(uploadForm).mockResolvedValueOnce({
      delegatesProcessed: 2,
      created: 1,
      updated: 1,
      errors: [
        "Row 3: Valid email is required",
        "Row 5: User type must be 'delegate', 'speaker', or 'ASAR'",
        "Row 8: Each expertise must be at most 100 characters",
        "The delegates were saved, but their welcome emails could not be queued.",
      ],
    });
    const { container } = renderWithApp(<AdminDelegatesPage />, { i18n: arabicI18n });
    const cards = await screen.findAllByTestId("delegate-card");
    expect(screen.getByRole("heading", { level: 1, name: "إدارة المندوبين" })).toBeInTheDocument();
    expect(cards.map((card) => within(card).getByText(/^(مندوب|متحدث|ASAR)$/).textContent)).toEqual([
      "مندوب",
      "متحدث",
      "ASAR",
    ]);
    expect(within(cards[1]!).getByText(/لا يوجد هاتف/)).toBeInTheDocument();
    expect(screen.getByText("3 مستخدمين")).toBeInTheDocument();
    const filter = screen.getByLabelText("عرض");
    expect(
      within(filter)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["جميع أنواع المستخدمين", "المندوبون", "المتحدثون", "أعضاء ASAR"]);
    expect(latinWords(container, [...DATA, "+96550001234"])).toEqual([]);

    const form = screen.getByRole("form", { name: "استيراد المندوبين" });
    expect(within(form).getByLabelText("نوع المستخدم")).toHaveDisplayValue("مندوب");
    await userEvent.upload(within(form).getByLabelText("ملف Excel"), new File(["PK"], "delegates.xlsx"));
    await userEvent.click(within(form).getByRole("button", { name: "استيراد" }));
    const heading = await screen.findByRole("heading", {
      name: "نتيجة الاستيراد: عولج مندوبان (1 جديد، 1 محدَّث)",
    });
    const result = heading.closest("section")!;
    expect(within(result).getByText("تُخطّيت 3 صفوف:")).toBeInTheDocument();
    expect(
      within(result)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "الصف 3: يلزم بريد إلكتروني صالح",
      "الصف 5: يجب أن يكون نوع المستخدم 'delegate' أو 'speaker' أو 'ASAR'",
      "الصف 8: يجب ألا يتجاوز كل مجال خبرة 100 حرف",
    ]);
    expect(within(result).getByText("تم حفظ المندوبين، لكن تعذّرت جدولة رسائل الترحيب الخاصة بهم.")).toBeInTheDocument();
    await waitFor(() => expect(toastText()).toContain("الصف 3: يلزم بريد إلكتروني صالح (و3 غيرها)"));
    expect(latinWords(container, [...DATA, "+96550001234", "'delegate'", "'speaker'"])).toEqual([]);
  });

  it("tells a delegate in Arabic that the screen is for the organisers", async () => {
    mockFetch((url) => (url === "/api/user" ? json(user(4)) : json([])));
    const { container } = renderWithApp(<AdminDelegatesPage />, { i18n: arabicI18n });
    expect(await screen.findByRole("heading", { name: "تم رفض الوصول" })).toBeInTheDocument();
    expect(screen.getByText("هذه الصفحة مخصّصة للمنظمين. يُرجى تسجيل الدخول بحساب منظم.")).toBeInTheDocument();
    expect(latinWords(container, [])).toEqual([]);
  });
});
