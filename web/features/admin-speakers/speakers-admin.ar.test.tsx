/**
 * Speaker Management in Arabic (docs/i18n.md): every text of the screen, its import panel, the
 * speaker rows, the bio editor and the drag-and-drop instructions is Arabic; the Arabic bio is shown
 * where one was entered; names, companies, event names and the workbook's column headers stay Latin.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setAuthToken } from "../../lib/auth-token";
import AdminSpeakersPage from "../../routes/app/admin/speakers";
import { speakerRecord } from "../../test/fixtures";
import { arabicI18n, latinWords } from "../../test/arabic-screen";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { uploadForm } from "../../lib/files";
import { admin, labelsNotInName, toastText } from "../../test/admin";

vi.mock("../../lib/files", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/files")>()),
  uploadForm: vi.fn(),
}));

beforeEach(() => {
  setAuthToken("1.token");
  vi.mocked(uploadForm).mockReset();
});

const ahmad = speakerRecord(1, "Ahmad", "Al-Sabah", {
  company: "KIA",
  position: "Director",
  bio: "Leads energy work.",
  bioAr: "يقود أعمال الطاقة.",
  photoUrl: "/api/media/speakers/1.png",
});
const sara = speakerRecord(2, "Sara", "Haddad", { company: "KPC", position: "Engineer" });

/** Data that stays in Latin letters: names, companies, positions, event names, workbook headers. */
const DATA = [
  "Ahmad Al-Sabah",
  "Sara Haddad",
  "KIA",
  "KPC",
  "Director",
  "Engineer",
  "Conference 2025",
  "GC Powerlist",
  // The workbook's column headers, as the Arabic description lists them.
  "Name وSurname وCompany وPosition",
  "Bio وLinkedIn URL وPhoto URL وExpertise",
  "Excel",
  ".xlsx",
];

function serve() {
  return mockFetch((url) => {
    if (url === "/api/user") return json(admin);
    if (url === "/api/speakers?event=AC2025") return json([ahmad, sara]);
    return json([]);
  });
}

describe("Speaker Management in Arabic", () => {
  it("names the screen, the rows, their actions and the reordering in Arabic", async () => {
    serve();
    const { container } = renderWithApp(<AdminSpeakersPage />, { i18n: arabicI18n });
    const rows = await screen.findAllByTestId("speaker-row");
    expect(screen.getByRole("heading", { level: 1, name: "إدارة المتحدثين" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "استيراد المتحدثين" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "تنزيل النموذج" })).toBeInTheDocument();
    expect(screen.getByText(/^متحدثان\. اسحب الصف من مقبضه/)).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "المتحدثون بترتيب العرض" })).toBeInTheDocument();
    const row = rows[0]!;
    expect(within(row).getByText("يقود أعمال الطاقة.")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("لا توجد نبذة شخصية بعد.")).toBeInTheDocument();
    const handle = within(row).getByRole("button", { name: "تغيير ترتيب Ahmad Al-Sabah" });
    // dnd-kit's instructions for the handle, read by screen readers.
    const instructions = document.getElementById(handle.getAttribute("aria-describedby")!);
    expect(instructions?.textContent).toMatch(/^لتغيير الترتيب، اضغط مفتاح المسافة/);
    expect(within(row).getByRole("button", { name: "نسخ رابط الصورة لـ Ahmad Al-Sabah" })).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "رفع صورة Ahmad Al-Sabah" })).toBeInTheDocument();
    expect(within(row).getByTitle("ترتيب العرض")).toBeInTheDocument();
    expect(latinWords(container, DATA)).toEqual([]);
    expect(labelsNotInName(container)).toEqual([]);

    await userEvent.click(within(row).getByRole("button", { name: "تعديل النبذة الشخصية لـ Ahmad Al-Sabah" }));
    const editor = within(row).getByRole("form", { name: "النبذة الشخصية لـ Ahmad Al-Sabah" });
    expect(within(editor).getByLabelText("نبذة شخصية (بالعربية)")).toHaveValue("يقود أعمال الطاقة.");
    expect(within(editor).getByLabelText("نبذة شخصية")).toHaveAttribute("dir", "auto");
    expect(within(editor).getByRole("button", { name: "حفظ النبذة الشخصية" })).toBeInTheDocument();
    // The English bio is data in the editor.
    expect(latinWords(container, [...DATA, "Leads energy work."])).toEqual([]);
  });

  it("writes the Arabic bio's length limit, the import's skipped rows and its warnings in Arabic", async () => {
    serve();
    vi.mocked(uploadForm).mockResolvedValueOnce({
      speakersProcessed: 3,
      errors: ["Row 4: Speaker name is required", "Row 9: Must be at most 100 characters"],
    });
    const { container } = renderWithApp(<AdminSpeakersPage />, { i18n: arabicI18n });
    const row = (await screen.findAllByTestId("speaker-row"))[0]!;
    await userEvent.click(within(row).getByRole("button", { name: "تعديل النبذة الشخصية لـ Ahmad Al-Sabah" }));
    const bioAr = within(row).getByLabelText("نبذة شخصية (بالعربية)");
    await userEvent.clear(bioAr);
    await userEvent.click(bioAr);
    await userEvent.paste("ع".repeat(5001));
    await userEvent.click(within(row).getByRole("button", { name: "حفظ النبذة الشخصية" }));
    expect(await within(row).findByText("يجب ألا تتجاوز النبذة الشخصية (بالعربية) 5000 حرف")).toBeInTheDocument();

    const form = screen.getByRole("form", { name: "استيراد المتحدثين" });
    await userEvent.upload(within(form).getByLabelText("ملف Excel"), new File(["PK"], "speakers.xlsx"));
    await userEvent.click(within(form).getByRole("button", { name: "استيراد" }));
    const result = await screen.findByRole("heading", { name: "نتيجة الاستيراد: عولج 3 متحدثين" });
    const section = result.closest("section")!;
    expect(within(section).getByText("تُخطّي صفان:")).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["الصف 4: اسم المتحدث مطلوب", "الصف 9: يجب ألا يزيد على 100 حرف"]);
    expect(toastText()).toContain("اكتمل الاستيراد");
    await waitFor(() => expect(toastText()).toContain("تنبيهات الاستيراد"));
    expect(toastText()).toContain("الصف 4: اسم المتحدث مطلوب (و1 غيرها)");
    expect(latinWords(container, [...DATA, "Leads energy work."])).toEqual([]);
  });
});
