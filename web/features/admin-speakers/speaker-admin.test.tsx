/**
 * Speaker Management in each language (docs/product.md#route-map; docs/i18n.md): every text of the
 * screen, its import panel, the speaker rows, the bio editor, the photo and link actions and the
 * drag-and-drop instructions is in the page's language; an Arabic page shows the Arabic bio where
 * one was entered; names, companies, event names and the workbook's column headers stay as written.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { Locale } from "../../../worker/contract/i18n";
import { ApiError } from "../../lib/api";
import { setAuthToken } from "../../lib/auth-token";
import { uploadForm } from "../../lib/files";
import AdminSpeakersPage from "../../routes/app/admin/speakers";
import { admin, clickWithFakeTimers, importWorkbook, labelsNotInName, toastText } from "../../test/admin";
import { foreignWords, I18NS, LOCALES } from "../../test/arabic-screen";
import { speakerRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";

vi.mock("../../lib/files", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/files")>()),
  uploadForm: vi.fn(),
}));

beforeEach(() => {
  setAuthToken("1.token");
  vi.mocked(uploadForm).mockReset();
});

/** A speaker with a photo and an English bio only. */
const ahmad = speakerRecord(1, "Ahmad", "Al-Sabah", {
  company: "KIA",
  position: "Director",
  bio: "Leads energy work.",
  photoUrl: "/api/media/speakers/1.png",
});
const ARABIC_BIO = "يقود أعمال الطاقة.";
const sara = speakerRecord(2, "Sara", "Haddad", { company: "KPC", position: "Engineer" });

/** Data that stays as written: names, companies, positions, event names, workbook headers. */
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

/** What each language shows. */
const TEXT = {
  en: {
    heading: "Speaker Management",
    importForm: "Import Speakers",
    template: "Download Template",
    count: /^2 speakers\. Drag a row by its handle/,
    list: "Speakers in display order",
    /** The bio a row shows when both are stored. */
    shownBio: "Leads energy work.",
    otherBio: ARABIC_BIO,
    noBio: "No bio yet.",
    reorder: (name: string) => `Reorder ${name}`,
    instructions: /^To reorder, press Space/,
    copy: (name: string) => `Copy photo link of ${name}`,
    copied: "Copied",
    upload: (name: string) => `Upload photo of ${name}`,
    displayOrder: "Display order",
    editBio: (name: string) => `Edit bio of ${name}`,
    bioForm: (name: string) => `Bio of ${name}`,
    bio: "Bio",
    bioAr: "Bio (Arabic)",
    saveBio: "Save Bio",
    bioUpdated: "Bio updated",
    updateFailed: "Update failed",
    bioArTooLong: "Bio (Arabic) must be at most 5000 characters",
    invalidType: "Invalid file type",
    selectImage: "Please select an image file",
    photoUploaded: "Photo uploaded",
    uploadFailed: "Upload failed",
    imageTypes: "Please select an image file (JPEG, PNG, GIF or WebP)",
    copyFailed: "Copy failed",
    unableToCopy: "Unable to copy to clipboard",
    file: "Excel file",
    import: "Import",
    result: "Import result: 3 speakers processed",
    skipped: "2 rows were skipped:",
    rows: ["Row 4: Speaker name is required", "Row 9: Must be at most 100 characters"],
    complete: "Import Complete",
    warningsTitle: "Import Warnings",
    warnings: "Row 4: Speaker name is required (and 1 more)",
  },
  ar: {
    heading: "إدارة المتحدثين",
    importForm: "استيراد المتحدثين",
    template: "تنزيل النموذج",
    count: /^متحدثان\. اسحب الصف من مقبضه/,
    list: "المتحدثون بترتيب العرض",
    shownBio: ARABIC_BIO,
    otherBio: "Leads energy work.",
    noBio: "لا توجد نبذة شخصية بعد.",
    reorder: (name: string) => `تغيير ترتيب ${name}`,
    instructions: /^لتغيير الترتيب، اضغط مفتاح المسافة/,
    copy: (name: string) => `نسخ رابط الصورة لـ ${name}`,
    copied: "تم النسخ",
    upload: (name: string) => `رفع صورة ${name}`,
    displayOrder: "ترتيب العرض",
    editBio: (name: string) => `تعديل النبذة الشخصية لـ ${name}`,
    bioForm: (name: string) => `النبذة الشخصية لـ ${name}`,
    bio: "نبذة شخصية",
    bioAr: "نبذة شخصية (بالعربية)",
    saveBio: "حفظ النبذة الشخصية",
    bioUpdated: "تم تحديث النبذة الشخصية",
    updateFailed: "تعذّر التحديث",
    bioArTooLong: "يجب ألا تتجاوز النبذة الشخصية (بالعربية) 5000 حرف",
    invalidType: "نوع ملف غير صالح",
    selectImage: "يُرجى اختيار ملف صورة",
    photoUploaded: "تم رفع الصورة",
    uploadFailed: "تعذّر الرفع",
    imageTypes: "يُرجى اختيار ملف صورة (JPEG أو PNG أو GIF أو WebP)",
    copyFailed: "تعذّر النسخ",
    unableToCopy: "تعذّر النسخ إلى الحافظة",
    file: "ملف Excel",
    import: "استيراد",
    result: "نتيجة الاستيراد: عولج 3 متحدثين",
    skipped: "تُخطّي صفان:",
    rows: ["الصف 4: اسم المتحدث مطلوب", "الصف 9: يجب ألا يزيد على 100 حرف"],
    complete: "اكتمل الاستيراد",
    warningsTitle: "تنبيهات الاستيراد",
    warnings: "الصف 4: اسم المتحدث مطلوب (و1 غيرها)",
  },
} satisfies Record<Locale, unknown>;

/** The admin, the AC2025 `speakers`, and `handler` for anything else it answers. */
function serve(
  speakers: unknown[] = [ahmad],
  handler: (url: string, init: RequestInit) => Response | undefined = () => undefined,
) {
  return mockFetch((url, init) => {
    const answer = handler(url, init);
    if (answer) return answer;
    if (url === "/api/user") return json(admin);
    if (url === "/api/speakers?event=AC2025") return json(speakers);
    return json([]);
  });
}

const patches = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((c) => c.init.method === "PATCH").map((c) => [c.url, JSON.parse(String(c.init.body))]);

describe.each(LOCALES)("Speaker Management (%s)", (locale) => {
  const text = TEXT[locale];
  const render = () => renderWithApp(<AdminSpeakersPage />, { i18n: I18NS[locale] });

  it("names the screen, the rows, their actions and the reordering, and opens the editor with both bios", async () => {
    serve([{ ...ahmad, bioAr: ARABIC_BIO }, sara]);
    const { container } = render();
    const rows = await screen.findAllByTestId("speaker-row");
    expect(screen.getByRole("heading", { level: 1, name: text.heading })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: text.importForm })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: text.template })).toBeInTheDocument();
    expect(screen.getByText(text.count)).toBeInTheDocument();
    expect(screen.getByRole("list", { name: text.list })).toBeInTheDocument();
    const row = rows[0]!;
    expect(within(row).getByText(text.shownBio)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(text.noBio)).toBeInTheDocument();
    const handle = within(row).getByRole("button", { name: text.reorder("Ahmad Al-Sabah") });
    // dnd-kit's instructions for the handle, read by screen readers.
    const instructions = document.getElementById(handle.getAttribute("aria-describedby")!);
    expect(instructions?.textContent).toMatch(text.instructions);
    expect(within(row).getByRole("button", { name: text.copy("Ahmad Al-Sabah") })).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: text.upload("Ahmad Al-Sabah") })).toBeInTheDocument();
    expect(within(row).getByTitle(text.displayOrder)).toBeInTheDocument();
    expect(foreignWords(locale, container, DATA)).toEqual([]);
    expect(labelsNotInName(container)).toEqual([]);

    await userEvent.click(within(row).getByRole("button", { name: text.editBio("Ahmad Al-Sabah") }));
    const editor = within(row).getByRole("form", { name: text.bioForm("Ahmad Al-Sabah") });
    expect(within(editor).getByLabelText(text.bioAr)).toHaveValue(ARABIC_BIO);
    expect(within(editor).getByLabelText(text.bio)).toHaveValue("Leads energy work.");
    expect(within(editor).getByLabelText(text.bio)).toHaveAttribute("dir", "auto");
    expect(within(editor).getByRole("button", { name: text.saveBio })).toBeInTheDocument();
    // The bio in the other language is data in the editor.
    expect(foreignWords(locale, container, [...DATA, text.otherBio])).toEqual([]);
  });

  it("edits the bio in place with PATCH /api/admin/speakers/{id}, and says 'Update failed' on error", async () => {
    let answer = json({ ...ahmad, bio: "New bio." });
    const calls = serve([ahmad], (_url, init) => (init.method === "PATCH" ? answer : undefined));
    render();
    const row = await screen.findByTestId("speaker-row");
    expect(within(row).getByText("Leads energy work.")).toBeInTheDocument();

    await userEvent.click(within(row).getByRole("button", { name: text.editBio("Ahmad Al-Sabah") }));
    const editor = within(row).getByRole("form", { name: text.bioForm("Ahmad Al-Sabah") });
    const bio = within(editor).getByLabelText(text.bio);
    expect(bio).toHaveValue("Leads energy work.");
    await userEvent.clear(bio);
    await userEvent.type(bio, "  New bio.  ");
    await userEvent.click(within(editor).getByRole("button", { name: text.saveBio }));
    await waitFor(() => expect(toastText()).toContain(text.bioUpdated));
    expect(patches(calls)).toEqual([["/api/admin/speakers/1", { bio: "New bio.", bioAr: null }]]);
    await waitFor(() => expect(within(row).queryByRole("form")).not.toBeInTheDocument());

    answer = json({ message: "Database unavailable" }, 500);
    await userEvent.click(within(row).getByRole("button", { name: text.editBio("Ahmad Al-Sabah") }));
    await userEvent.click(within(row).getByRole("button", { name: text.saveBio }));
    await waitFor(() => expect(toastText()).toContain(text.updateFailed));
    expect(toastText()).toContain("Database unavailable");
    expect(within(row).getByRole("form", { name: text.bioForm("Ahmad Al-Sabah") })).toBeInTheDocument();
  });

  it("edits the Arabic bio next to the bio, in a right-to-left Arabic field, checked before sending", async () => {
    const calls = serve([ahmad], (_url, init) =>
      init.method === "PATCH" ? json({ ...ahmad, bioAr: "سيرة جديدة." }) : undefined,
    );
    render();
    const row = await screen.findByTestId("speaker-row");
    await userEvent.click(within(row).getByRole("button", { name: text.editBio("Ahmad Al-Sabah") }));
    const editor = within(row).getByRole("form", { name: text.bioForm("Ahmad Al-Sabah") });
    const bioAr = within(editor).getByLabelText(text.bioAr);
    expect(bioAr).toHaveAttribute("lang", "ar");
    expect(bioAr).toHaveAttribute("dir", "rtl");
    expect(bioAr).toHaveValue("");
    expect(within(editor).getByLabelText(text.bio)).not.toHaveAttribute("lang");

    await userEvent.click(bioAr);
    await userEvent.paste("ع".repeat(5001));
    await userEvent.click(within(editor).getByRole("button", { name: text.saveBio }));
    expect(await within(editor).findByText(text.bioArTooLong)).toBeInTheDocument();
    expect(bioAr).toHaveAttribute("aria-invalid", "true");
    expect(patches(calls)).toEqual([]);

    await userEvent.clear(bioAr);
    await userEvent.type(bioAr, "  سيرة جديدة.  ");
    await userEvent.click(within(editor).getByRole("button", { name: text.saveBio }));
    await waitFor(() => expect(toastText()).toContain(text.bioUpdated));
    expect(patches(calls)).toEqual([["/api/admin/speakers/1", { bio: "Leads energy work.", bioAr: "سيرة جديدة." }]]);
  });

  it("refuses a non-image photo, and uploads an image as multipart 'image' and 'speakerId'", async () => {
    serve();
    vi.mocked(uploadForm).mockResolvedValueOnce({ photoUrl: "/api/media/speakers/1-new.png" });
    const events = userEvent.setup({ applyAccept: false });
    render();
    const row = await screen.findByTestId("speaker-row");
    const input = row.querySelector<HTMLInputElement>('input[type="file"]')!;

    await events.upload(input, new File(["%PDF-1.7"], "photo.pdf", { type: "application/pdf" }));
    expect(toastText()).toContain(text.invalidType);
    expect(toastText()).toContain(text.selectImage);
    expect(uploadForm).not.toHaveBeenCalled();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "photo.png", { type: "image/png" });
    await events.upload(input, png);
    await waitFor(() => expect(toastText()).toContain(text.photoUploaded));
    expect(uploadForm).toHaveBeenCalledTimes(1);
    const [url, form] = vi.mocked(uploadForm).mock.calls[0]!;
    expect(url).toBe("/api/admin/upload-speaker-image");
    expect([...(form as FormData).keys()].sort()).toEqual(["image", "speakerId"]);
    expect((form as FormData).get("image")).toBe(png);
    expect((form as FormData).get("speakerId")).toBe("1");
  });

  it("says 'Upload failed' with the server's message when the upload fails", async () => {
    serve();
    vi.mocked(uploadForm).mockRejectedValueOnce(
      new ApiError("Please select an image file (JPEG, PNG, GIF or WebP)", 400),
    );
    render();
    const row = await screen.findByTestId("speaker-row");
    await userEvent.upload(
      row.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(["GIF89a"], "photo.gif", { type: "image/gif" }),
    );
    await waitFor(() => expect(toastText()).toContain(text.uploadFailed));
    expect(toastText()).toContain(text.imageTypes);
  });

  it("copies the photo link with a tick that resets after 2 s, and says when copying fails", async () => {
    serve();
    // jsdom has no clipboard: give the page one for this test.
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    onTestFinished(() => void Reflect.deleteProperty(navigator, "clipboard"));
    render();
    const row = await screen.findByTestId("speaker-row");
    const copyButton = () => within(row).queryByRole("button", { name: text.copy("Ahmad Al-Sabah") });
    vi.useFakeTimers();

    await clickWithFakeTimers(copyButton()!);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/api/media/speakers/1.png`);
    expect(within(row).getByRole("button", { name: text.copied })).toBeInTheDocument();
    expect(copyButton()).not.toBeInTheDocument();
    // docs/messages.md#timers-and-durations.
    act(() => vi.advanceTimersByTime(1_999));
    expect(within(row).getByRole("button", { name: text.copied })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(row).queryByRole("button", { name: text.copied })).not.toBeInTheDocument();
    expect(copyButton()).toBeInTheDocument();

    writeText.mockRejectedValueOnce(new DOMException("Write permission denied.", "NotAllowedError"));
    await clickWithFakeTimers(copyButton()!);
    expect(toastText()).toContain(text.copyFailed);
    expect(toastText()).toContain(text.unableToCopy);
    expect(within(row).queryByRole("button", { name: text.copied })).not.toBeInTheDocument();
  });

  it("shows the stored display order, 0 included", async () => {
    serve([
      speakerRecord(3, "Zero", "Order", { displayOrder: 0 }),
      speakerRecord(4, "Fourth", "Order", { displayOrder: 4 }),
    ]);
    render();
    const rows = await screen.findAllByTestId("speaker-row");
    expect(rows.map((r) => within(r).getByTitle(text.displayOrder).textContent)).toEqual([
      `${text.displayOrder} 0`,
      `${text.displayOrder} 4`,
    ]);
  });

  it("writes an import's skipped rows and its warnings", async () => {
    serve([ahmad, sara]);
    vi.mocked(uploadForm).mockResolvedValueOnce({
      speakersProcessed: 3,
      errors: ["Row 4: Speaker name is required", "Row 9: Must be at most 100 characters"],
    });
    const { container } = render();
    await screen.findByRole("form", { name: text.importForm });
    const { section, rows } = await importWorkbook(
      { form: text.importForm, file: text.file, import: text.import },
      new File(["PK"], "speakers.xlsx"),
      text.result,
    );
    expect(within(section).getByText(text.skipped)).toBeInTheDocument();
    expect(rows).toEqual(text.rows);
    expect(toastText()).toContain(text.complete);
    await waitFor(() => expect(toastText()).toContain(text.warningsTitle));
    expect(toastText()).toContain(text.warnings);
    expect(foreignWords(locale, container, [...DATA, "Leads energy work."])).toEqual([]);
  });
});
