/**
 * Speakers by hand on Speaker Management, in each language (docs/product.md#speaker-management;
 * docs/i18n.md): "Add speaker" with the spec's validation messages, the edit dialog with every
 * field, and delete after a confirmation. What the calls send is checked against the API's own
 * payloads (docs/api.md#speaker-administration).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { Locale } from "../../../worker/contract/i18n";
import { setAuthToken } from "../../lib/auth-token";
import AdminSpeakersPage from "../../routes/app/admin/speakers";
import { admin, labelsNotInName, toastText } from "../../test/admin";
import { foreignWords, I18NS, LOCALES } from "../../test/arabic-screen";
import { speakerRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";

beforeEach(() => setAuthToken("1.token"));

const ahmad = speakerRecord(1, "Ahmad", "Al-Sabah", {
  company: "KIA",
  position: "Director",
  bio: "Leads energy work.",
  bioAr: "يقود أعمال الطاقة.",
  linkedinUrl: "https://www.linkedin.com/in/ahmad",
  expertise: ["PPP", "Energy"],
});

const TEXT = {
  en: {
    add: "Add speaker",
    edit: "Edit speaker",
    editRow: "Edit Ahmad Al-Sabah",
    deleteRow: "Delete Ahmad Al-Sabah",
    name: "Name",
    surname: "Surname",
    company: "Company",
    position: "Position",
    event: "Event",
    bio: "Bio",
    bioAr: "Bio (Arabic)",
    linkedin: "LinkedIn URL",
    expertise: "Expertise",
    save: "Save Changes",
    cancel: "Cancel",
    required: [
      "Speaker name is required",
      "Speaker surname is required",
      "Company is required",
      "Position is required",
    ],
    badUrl: "Please enter a valid URL",
    added: "Speaker added",
    updated: "Speaker updated",
    saveFailed: "Save failed",
    conflict: "This event already has a speaker with this name",
    confirm: "Delete speaker?",
    confirmText:
      "Ahmad Al-Sabah will be removed from every session and deleted with their photo. This cannot be undone.",
    delete: "Delete",
    deleted: "Speaker deleted",
    gc: "GC Powerlist",
  },
  ar: {
    add: "إضافة متحدث",
    edit: "تعديل المتحدث",
    editRow: "تعديل Ahmad Al-Sabah",
    deleteRow: "حذف Ahmad Al-Sabah",
    name: "الاسم",
    surname: "اسم العائلة",
    company: "الشركة",
    position: "المنصب",
    event: "الفعالية",
    bio: "نبذة شخصية",
    bioAr: "نبذة شخصية (بالعربية)",
    linkedin: "رابط LinkedIn",
    expertise: "مجالات الخبرة",
    save: "حفظ التغييرات",
    cancel: "إلغاء",
    required: ["اسم المتحدث مطلوب", "اسم عائلة المتحدث مطلوب", "اسم الشركة مطلوب", "المنصب مطلوب"],
    badUrl: "يرجى إدخال رابط صالح",
    added: "تمت إضافة المتحدث",
    updated: "تم تحديث المتحدث",
    saveFailed: "تعذّر الحفظ",
    conflict: "لدى هذه الفعالية متحدث بهذا الاسم بالفعل",
    confirm: "حذف المتحدث؟",
    confirmText: "سيُزال Ahmad Al-Sabah من جميع الجلسات ويُحذف مع صورته. لا يمكن التراجع عن ذلك.",
    delete: "حذف",
    deleted: "تم حذف المتحدث",
    gc: "GC Powerlist",
  },
} satisfies Record<Locale, unknown>;

/** Data that stays as written in both languages. */
const DATA = ["Ahmad Al-Sabah", "KIA", "Director", "Conference 2025", "GC Powerlist", "LinkedIn", "Excel", ".xlsx"];

/** The admin, the AC2025 speakers, and `handler` for the writes. */
function serve(handler: (url: string, init: RequestInit) => Response | undefined = () => undefined) {
  return mockFetch((url, init) => {
    const answer = handler(url, init);
    if (answer) return answer;
    if (url === "/api/user") return json(admin);
    if (url === "/api/speakers?event=AC2025") return json([ahmad]);
    return json([]);
  });
}

const writes = (calls: ReturnType<typeof mockFetch>) =>
  calls
    .filter((c) => c.init.method && c.init.method !== "GET")
    .map((c) => [c.init.method, c.url, c.init.body ? JSON.parse(String(c.init.body)) : undefined]);

describe.each(LOCALES)("Speakers by hand (%s)", (locale) => {
  const text = TEXT[locale];
  const render = () => renderWithApp(<AdminSpeakersPage />, { i18n: I18NS[locale] });

  it("adds a speaker: the spec's messages for the required fields, then POST /api/admin/speakers in the tab's event", async () => {
    const calls = serve((_url, init) =>
      init.method === "POST" ? json(speakerRecord(7, "Dana", "Haddad", { eventType: "GC_POWERLIST" }), 201) : undefined,
    );
    render();
    await screen.findByTestId("speaker-row");
    await userEvent.click(screen.getByRole("tab", { name: text.gc }));
    await userEvent.click(screen.getByRole("button", { name: text.add }));
    const dialog = screen.getByRole("dialog", { name: text.add });
    const form = within(dialog).getByRole("form", { name: text.add });
    expect(within(form).getByRole("combobox", { name: text.event })).toHaveValue("GC_POWERLIST");
    expect(within(form).getByRole("textbox", { name: text.bioAr })).toHaveAttribute("dir", "rtl");
    expect(foreignWords(locale, dialog, DATA)).toEqual([]);

    await userEvent.click(within(form).getByRole("button", { name: text.add }));
    expect(
      within(form)
        .getAllByRole("alert")
        .map((alert) => alert.textContent),
    ).toEqual(text.required);
    await userEvent.type(within(form).getByRole("textbox", { name: text.linkedin }), "linkedin");
    await userEvent.click(within(form).getByRole("button", { name: text.add }));
    expect(within(form).getByText(text.badUrl)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await userEvent.type(within(form).getByRole("textbox", { name: text.name }), "Dana");
    await userEvent.type(within(form).getByRole("textbox", { name: text.surname }), "Haddad");
    await userEvent.type(within(form).getByRole("textbox", { name: text.company }), "KPC");
    await userEvent.type(within(form).getByRole("textbox", { name: text.position }), "Counsel");
    await userEvent.clear(within(form).getByRole("textbox", { name: text.linkedin }));
    await userEvent.type(within(form).getByRole("textbox", { name: text.expertise }), "PPP, , Arbitration ");
    await userEvent.click(within(form).getByRole("button", { name: text.add }));
    await waitFor(() => expect(toastText()).toContain(text.added));
    expect(writes(calls)).toEqual([
      [
        "POST",
        "/api/admin/speakers",
        {
          name: "Dana",
          surname: "Haddad",
          company: "KPC",
          position: "Counsel",
          eventType: "GC_POWERLIST",
          bio: "",
          bioAr: null,
          linkedinUrl: "",
          expertise: ["PPP", "Arbitration"],
        },
      ],
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps the dialog open and says why when the server refuses the name", async () => {
    serve((_url, init) =>
      init.method === "POST" ? json({ message: "This event already has a speaker with this name" }, 409) : undefined,
    );
    render();
    await screen.findByTestId("speaker-row");
    await userEvent.click(screen.getByRole("button", { name: text.add }));
    const form = screen.getByRole("form", { name: text.add });
    for (const [label, value] of [
      [text.name, "Dana"],
      [text.surname, "Haddad"],
      [text.company, "KPC"],
      [text.position, "Counsel"],
    ] as const)
      await userEvent.type(within(form).getByRole("textbox", { name: label }), value);
    await userEvent.click(within(form).getByRole("button", { name: text.add }));
    await waitFor(() => expect(toastText()).toContain(text.saveFailed));
    expect(toastText()).toContain(text.conflict);
    expect(screen.getByRole("dialog", { name: text.add })).toBeInTheDocument();
  });

  it("edits every field in a dialog that opens with the speaker's values, and sends them all", async () => {
    const calls = serve((_url, init) => (init.method === "PATCH" ? json({ ...ahmad, company: "KIO" }) : undefined));
    const { container } = render();
    const row = await screen.findByTestId("speaker-row");
    expect(labelsNotInName(container)).toEqual([]);
    await userEvent.click(within(row).getByRole("button", { name: text.editRow }));
    const form = screen.getByRole("form", { name: text.edit });
    expect(within(form).getByRole("textbox", { name: text.name })).toHaveValue("Ahmad");
    expect(within(form).getByRole("textbox", { name: text.surname })).toHaveValue("Al-Sabah");
    expect(within(form).getByRole("textbox", { name: text.bio })).toHaveValue("Leads energy work.");
    expect(within(form).getByRole("textbox", { name: text.bioAr })).toHaveValue("يقود أعمال الطاقة.");
    expect(within(form).getByRole("textbox", { name: text.linkedin })).toHaveValue("https://www.linkedin.com/in/ahmad");
    expect(within(form).getByRole("textbox", { name: text.expertise })).toHaveValue("PPP, Energy");
    expect(within(form).getByRole("combobox", { name: text.event })).toHaveValue("AC2025");

    const company = within(form).getByRole("textbox", { name: text.company });
    await userEvent.clear(company);
    await userEvent.type(company, "KIO");
    await userEvent.click(within(form).getByRole("button", { name: text.save }));
    await waitFor(() => expect(toastText()).toContain(text.updated));
    expect(writes(calls)).toEqual([
      [
        "PATCH",
        "/api/admin/speakers/1",
        {
          name: "Ahmad",
          surname: "Al-Sabah",
          company: "KIO",
          position: "Director",
          eventType: "AC2025",
          bio: "Leads energy work.",
          bioAr: "يقود أعمال الطاقة.",
          linkedinUrl: "https://www.linkedin.com/in/ahmad",
          expertise: ["PPP", "Energy"],
        },
      ],
    ]);
  });

  it("deletes only after the confirmation, and Cancel deletes nothing", async () => {
    const calls = serve((_url, init) => (init.method === "DELETE" ? json({ message: "Speaker deleted" }) : undefined));
    render();
    const row = await screen.findByTestId("speaker-row");
    await userEvent.click(within(row).getByRole("button", { name: text.deleteRow }));
    let dialog = screen.getByRole("dialog", { name: text.confirm });
    expect(dialog).toHaveAccessibleDescription(text.confirmText);
    await userEvent.click(within(dialog).getByRole("button", { name: text.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([]);

    await userEvent.click(within(row).getByRole("button", { name: text.deleteRow }));
    dialog = screen.getByRole("dialog", { name: text.confirm });
    await userEvent.click(within(dialog).getByRole("button", { name: text.delete }));
    await waitFor(() => expect(toastText()).toContain(text.deleted));
    expect(writes(calls)).toEqual([["DELETE", "/api/admin/speakers/1", undefined]]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
