/**
 * Calendar Administration in each language (docs/product.md#route-map; docs/i18n.md): the session
 * cards, the Edit Agenda Item dialog and the Manage Speakers dialog are in the page's language;
 * times and dates are written for Kuwait with Latin digits; an Arabic page shows the organisers'
 * Arabic title, location and description where entered; names and companies stay as written.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { Locale } from "../../../worker/contract/i18n";
import { setAuthToken } from "../../lib/auth-token";
import AdminCalendarPage from "../../routes/app/admin/calendar";
import { admin, labelsNotInName, toastText } from "../../test/admin";
import { foreignWords, I18NS, LOCALES } from "../../test/arabic-screen";
import { agendaItem, OPENING_REMARKS, sessionSpeaker, speakerRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";

beforeEach(() => {
  setAuthToken("1.token");
});

const fatima = sessionSpeaker(1, "Fatima", "Al-Sabah", { company: "KIA" });
const khaled = sessionSpeaker(2, "Khaled", "Hamad", { company: "KPC" });
/** Two speakers, a time range, a location and a description, each with its Arabic version. */
const opening = agendaItem(1, {
  ...OPENING_REMARKS,
  startTime: "08:00",
  endTime: "09:00",
  speakers: [fatima, khaled],
});
/** One speaker, no end time and no location. */
const welcome = agendaItem(2, {
  title: "Welcome Coffee",
  titleAr: "قهوة الترحيب",
  location: null,
  description: "",
  startTime: "07:30",
  endTime: "",
  speakers: [fatima],
});

/** Data that stays as written: people, companies, the English content in the edit dialog's fields. */
const DATA = ["Fatima Al-Sabah", "Khaled Hamad", "Sarah Test", "KIA", "KPC"];
const ENGLISH_CONTENT = [OPENING_REMARKS.title, OPENING_REMARKS.location, OPENING_REMARKS.description];
const ARABIC_CONTENT = [OPENING_REMARKS.titleAr, OPENING_REMARKS.locationAr, OPENING_REMARKS.descriptionAr];

/** What each language shows. */
const TEXT = {
  en: {
    heading: "Calendar Administration",
    title: "Opening Remarks",
    welcome: "Welcome Coffee",
    range: "8:00 AM - 9:00 AM",
    start: "7:30 AM",
    date: "Monday, October 13, 2025",
    location: "Main Hall",
    description: "Welcome by the organisers.",
    twoSpeakers: "2 speakers",
    oneSpeaker: "1 speaker",
    speakersOf: (title: string) => `Speakers of ${title}`,
    manage: "Manage Speakers",
    current: "Current Speakers (in display order)",
    add: (name: string) => `Add ${name}`,
    up: (name: string) => `Move ${name} up`,
    down: (name: string) => `Move ${name} down`,
    remove: (name: string) => `Remove ${name}`,
    saveOrder: "Save Speaker Order",
    orderSaved: "Speaker order saved",
    updateFailed: "Update failed",
    edit: (title: string) => `Edit ${title}`,
    editDialog: "Edit Agenda Item",
    titleLabel: "Title",
    locationLabel: "Location",
    descriptionLabel: "Description",
    titleAr: "Title (Arabic)",
    locationAr: "Location (Arabic)",
    descriptionAr: "Description (Arabic)",
    startTime: "Start Time",
    save: "Save Changes",
    titleTooLong: "Title (Arabic) must be at most 300 characters",
    locationTooLong: "Location (Arabic) must be at most 300 characters",
    itemUpdated: "Agenda item updated",
    empty: "No agenda items",
    emptyText: "No agenda items found for Conference 2025.",
    /** Content kept as entered in the other language on this page. */
    otherContent: ARABIC_CONTENT,
  },
  ar: {
    heading: "إدارة جدول الأعمال",
    title: "الكلمة الافتتاحية",
    welcome: "قهوة الترحيب",
    range: "8:00 ص - 9:00 ص",
    start: "7:30 ص",
    date: "الاثنين، 13 أكتوبر 2025",
    location: "القاعة الرئيسية",
    description: "كلمة ترحيب من المنظمين.",
    twoSpeakers: "متحدثان",
    oneSpeaker: "متحدث واحد",
    speakersOf: (title: string) => `المتحدثون في ${title}`,
    manage: "إدارة المتحدثين",
    current: "المتحدثون الحاليون (بترتيب العرض)",
    add: (name: string) => `إضافة ${name}`,
    up: (name: string) => `نقل ${name} إلى الأعلى`,
    down: (name: string) => `نقل ${name} إلى الأسفل`,
    remove: (name: string) => `إزالة ${name}`,
    saveOrder: "حفظ ترتيب المتحدثين",
    orderSaved: "تم حفظ ترتيب المتحدثين",
    updateFailed: "تعذّر التحديث",
    edit: (title: string) => `تعديل ${title}`,
    editDialog: "تعديل بند جدول الأعمال",
    titleLabel: "العنوان",
    locationLabel: "المكان",
    descriptionLabel: "الوصف",
    titleAr: "العنوان (بالعربية)",
    locationAr: "المكان (بالعربية)",
    descriptionAr: "الوصف (بالعربية)",
    startTime: "وقت البدء",
    save: "حفظ التغييرات",
    titleTooLong: "يجب ألا يتجاوز العنوان (بالعربية) 300 حرف",
    locationTooLong: "يجب ألا يتجاوز المكان (بالعربية) 300 حرف",
    itemUpdated: "تم تحديث بند جدول الأعمال",
    empty: "لا توجد بنود في جدول الأعمال",
    emptyText: "لم يُعثر على بنود في جدول أعمال مؤتمر 2025.",
    otherContent: ENGLISH_CONTENT,
  },
} satisfies Record<Locale, unknown>;

/** Serves the agenda (`items`), the speakers and the admin; a PUT is answered by `put`. */
function serve(items: unknown[], put: (url: string, body: unknown) => Response) {
  return mockFetch((url, init) => {
    if (url === "/api/user") return json(admin);
    if (url === "/api/agenda?event=AC2025") return json(items);
    if (url === "/api/speakers")
      return json([
        speakerRecord(1, "Fatima", "Al-Sabah", { company: "KIA" }),
        speakerRecord(2, "Khaled", "Hamad", { company: "KPC" }),
        speakerRecord(3, "Sarah", "Test", { company: "KIA" }),
      ]);
    if (init.method === "PUT") return put(url, JSON.parse(String(init.body)));
    return json([]);
  });
}

const puts = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.init.method === "PUT");

describe.each(LOCALES)("Calendar Administration (%s)", (locale) => {
  const text = TEXT[locale];
  const render = () => renderWithApp(<AdminCalendarPage />, { i18n: I18NS[locale] });

  it("shows each session's time, date, location, description and speakers, with Speakers only for more than one", async () => {
    serve([welcome, opening], () => json(opening));
    render();
    const card = await screen.findByRole("article", { name: text.title });
    expect(screen.getByRole("heading", { level: 1, name: text.heading })).toBeInTheDocument();
    expect(within(card).getByText(text.range)).toBeInTheDocument();
    expect(within(card).getByText(text.date)).toBeInTheDocument();
    expect(within(card).getByText(text.location)).toBeInTheDocument();
    expect(within(card).getByText(text.description)).toBeInTheDocument();
    expect(within(card).getByText(text.twoSpeakers)).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: text.speakersOf(text.title) })).toBeInTheDocument();
    const single = screen.getByRole("article", { name: text.welcome });
    expect(within(single).getByText(text.start)).toBeInTheDocument();
    expect(within(single).getByText(text.oneSpeaker)).toBeInTheDocument();
    expect(within(single).queryByRole("button", { name: text.speakersOf(text.welcome) })).not.toBeInTheDocument();
    expect(foreignWords(locale, document.body, DATA)).toEqual([]);
    expect(labelsNotInName(card)).toEqual([]);
  });

  it("manages a session's speakers and saves the new order", async () => {
    const calls = serve([opening], () => json(opening));
    render();
    const card = await screen.findByRole("article", { name: text.title });
    await userEvent.click(within(card).getByRole("button", { name: text.speakersOf(text.title) }));
    const dialog = screen.getByRole("dialog", { name: text.manage });
    expect(within(dialog).getByText(text.current)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: text.up("Fatima Al-Sabah") })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: text.down("Khaled Hamad") })).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole("button", { name: text.add("Sarah Test") }));
    expect(foreignWords(locale, dialog, DATA)).toEqual([]);
    expect(labelsNotInName(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: text.down("Fatima Al-Sabah") }));
    await userEvent.click(within(dialog).getByRole("button", { name: text.remove("Sarah Test") }));
    await userEvent.click(within(dialog).getByRole("button", { name: text.saveOrder }));
    await waitFor(() => expect(toastText()).toContain(text.orderSaved));
    const [put] = puts(calls);
    expect(put!.url).toBe("/api/admin/agenda/1/speakers");
    expect(JSON.parse(String(put!.init.body))).toEqual({ speakerIds: [2, 1] });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps the speakers dialog open with the server's message when the order is refused", async () => {
    serve([opening], () => json({ message: "Database unavailable" }, 500));
    render();
    const card = await screen.findByRole("article", { name: text.title });
    await userEvent.click(within(card).getByRole("button", { name: text.speakersOf(text.title) }));
    await userEvent.click(screen.getByRole("button", { name: text.saveOrder }));
    await waitFor(() => expect(toastText()).toContain(text.updateFailed));
    expect(toastText()).toContain("Database unavailable");
    expect(screen.getByRole("dialog", { name: text.manage })).toBeInTheDocument();
  });

  it("edits the Arabic title, location and description in right-to-left Arabic fields, checked before sending", async () => {
    const calls = serve([opening], (_url, body) => json({ ...opening, ...(body as object) }));
    render();
    await userEvent.click(await screen.findByRole("button", { name: text.edit(text.title) }));
    const dialog = screen.getByRole("dialog", { name: text.editDialog });
    const field = (label: string) => within(dialog).getByLabelText(label);
    for (const label of [text.titleAr, text.locationAr, text.descriptionAr]) {
      expect(field(label)).toHaveAttribute("lang", "ar");
      expect(field(label)).toHaveAttribute("dir", "rtl");
    }
    for (const label of [text.titleLabel, text.locationLabel, text.descriptionLabel]) {
      expect(field(label)).not.toHaveAttribute("lang");
      expect(field(label)).toHaveAttribute("dir", "auto");
    }
    expect(field(text.titleLabel)).toHaveValue("Opening Remarks");
    expect(field(text.titleAr)).toHaveValue("الكلمة الافتتاحية");
    expect(field(text.locationAr)).toHaveValue("القاعة الرئيسية");
    expect(field(text.startTime)).toHaveValue("08:00");
    // The content in the other language is data in the dialog's fields.
    expect(foreignWords(locale, dialog, [...DATA, ...text.otherContent])).toEqual([]);

    await userEvent.clear(field(text.titleAr));
    await userEvent.click(field(text.titleAr));
    await userEvent.paste("ع".repeat(301));
    await userEvent.click(within(dialog).getByRole("button", { name: text.save }));
    expect(await within(dialog).findByText(text.titleTooLong)).toBeInTheDocument();
    expect(field(text.titleAr)).toHaveAttribute("aria-invalid", "true");
    expect(puts(calls)).toEqual([]);

    await userEvent.clear(field(text.titleAr));
    await userEvent.type(field(text.titleAr), " الجلسة الافتتاحية ");
    await userEvent.clear(field(text.locationAr));
    await userEvent.type(field(text.locationAr), "القاعة الكبرى");
    await userEvent.clear(field(text.descriptionAr));
    await userEvent.click(within(dialog).getByRole("button", { name: text.save }));
    await waitFor(() => expect(toastText()).toContain(text.itemUpdated));
    expect(puts(calls).map((c) => c.url)).toEqual(["/api/admin/agenda/1"]);
    expect(JSON.parse(String(puts(calls)[0]!.init.body))).toMatchObject({
      id: 1,
      title: "Opening Remarks",
      titleAr: "الجلسة الافتتاحية",
      locationAr: "القاعة الكبرى",
      descriptionAr: null,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the server's message when a save is refused", async () => {
    serve([opening], () => json({ message: "Location (Arabic) must be at most 300 characters" }, 400));
    render();
    await userEvent.click(await screen.findByRole("button", { name: text.edit(text.title) }));
    const dialog = screen.getByRole("dialog", { name: text.editDialog });
    await userEvent.type(within(dialog).getByLabelText(text.locationAr), "ة");
    await userEvent.click(within(dialog).getByRole("button", { name: text.save }));
    await waitFor(() => expect(toastText()).toContain(text.updateFailed));
    expect(toastText()).toContain(text.locationTooLong);
    expect(screen.getByRole("dialog", { name: text.editDialog })).toBeInTheDocument();
  });

  it("shows the empty state", async () => {
    mockFetch((url) => (url === "/api/user" ? json(admin) : json([])));
    const { container } = render();
    expect(await screen.findByRole("heading", { name: text.empty })).toBeInTheDocument();
    expect(screen.getByText(text.emptyText)).toBeInTheDocument();
    expect(foreignWords(locale, container, DATA)).toEqual([]);
  });
});
