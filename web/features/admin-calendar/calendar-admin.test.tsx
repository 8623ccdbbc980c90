/**
 * Calendar Administration in each language (docs/product.md#calendar-administration; docs/i18n.md;
 * docs/decisions/0018-calendar-administration-per-event.md): one tab per event named from the event
 * settings; the session cards with Edit, Duplicate, Speakers and Delete on every session; the Edit
 * Agenda Item dialog for a new, a copied and an edited session, with the dialog's rules and the
 * overlap warning; the delete confirmation; the Manage Speakers dialog with both events' speakers
 * and a search; the programme import. Times and dates are written for Kuwait with Latin digits;
 * an Arabic page shows the organisers' Arabic title, location and description where entered;
 * names and companies stay as written.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../../worker/contract/i18n";
import { setAuthToken } from "../../lib/auth-token";
import { uploadForm } from "../../lib/files";
import AdminCalendarPage from "../../routes/app/admin/calendar";
import { admin, importWorkbook, labelsNotInName, toastText } from "../../test/admin";
import { foreignWords, I18NS, LOCALES } from "../../test/arabic-screen";
import { agendaItem, OPENING_REMARKS, sessionSpeaker, speakerRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";

vi.mock("../../lib/files", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/files")>()),
  uploadForm: vi.fn(),
}));

beforeEach(() => {
  setAuthToken("1.token");
  vi.mocked(uploadForm).mockReset();
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
/** A GC Powerlist session without speakers. */
const dinner = agendaItem(3, {
  title: "GC Dinner",
  titleAr: "عشاء المستشارين",
  location: "Terrace",
  locationAr: "التراس",
  startTime: "19:00",
  endTime: "21:00",
  eventType: "GC_POWERLIST",
});

/** Both events' speakers; the long company name must wrap, never be cut. */
const SPEAKERS = [
  speakerRecord(1, "Fatima", "Al-Sabah", { company: "KIA" }),
  speakerRecord(2, "Khaled", "Hamad", { company: "KPC" }),
  speakerRecord(3, "Sarah", "Test", { company: "Kuwait Authority for Partnership Projects and Public Investment" }),
  speakerRecord(4, "Omar", "Al-Fahad", { company: "Gulf Counsel", eventType: "GC_POWERLIST" }),
];

/** Data that stays as written: people, companies, event names without an Arabic version, file columns. */
const DATA = [
  "Fatima Al-Sabah",
  "Khaled Hamad",
  "Sarah Test",
  "Omar Al-Fahad",
  "Kuwait Authority for Partnership Projects and Public Investment",
  "Gulf Counsel",
  "KIA",
  "KPC",
  "GC Powerlist",
  "Title (AR)",
  "Location (AR)",
  "Description (AR)",
  "Start Time",
  "End Time",
  "GC_POWERLIST",
  "AC2025",
  "Title",
  "Date",
  "Location",
  "Description",
  "Speakers",
  "Event",
  // The import panel's file type.
  "Excel",
  ".xlsx",
];
const ENGLISH_CONTENT = [OPENING_REMARKS.title, OPENING_REMARKS.location, OPENING_REMARKS.description];
const ARABIC_CONTENT = [OPENING_REMARKS.titleAr, OPENING_REMARKS.locationAr, OPENING_REMARKS.descriptionAr];

/** What each language shows. */
const TEXT = {
  en: {
    heading: "Calendar Administration",
    conference: "Conference 2025",
    title: "Opening Remarks",
    welcome: "Welcome Coffee",
    dinner: "GC Dinner",
    range: "8:00 AM - 9:00 AM",
    start: "7:30 AM",
    date: "Monday, October 13, 2025",
    location: "Main Hall",
    description: "Welcome by the organisers.",
    twoSpeakers: "2 speakers",
    oneSpeaker: "1 speaker",
    speakersOf: (title: string) => `Speakers of ${title}`,
    duplicateOf: (title: string) => `Duplicate ${title}`,
    deleteOf: (title: string) => `Delete ${title}`,
    manage: "Manage Speakers",
    current: "Current Speakers (in display order)",
    search: "Search speakers",
    noMatch: "No speaker matches “nobody”.",
    add: (name: string) => `Add ${name}`,
    up: (name: string) => `Move ${name} up`,
    down: (name: string) => `Move ${name} down`,
    remove: (name: string) => `Remove ${name}`,
    saveOrder: "Save Speaker Order",
    orderSaved: "Speaker order saved",
    updateFailed: "Update failed",
    edit: (title: string) => `Edit ${title}`,
    editDialog: "Edit Agenda Item",
    addSession: "Add session",
    duplicateDialog: "Duplicate session",
    titleLabel: "Title",
    locationLabel: "Location",
    descriptionLabel: "Description",
    titleAr: "Title (Arabic)",
    locationAr: "Location (Arabic)",
    descriptionAr: "Description (Arabic)",
    startTime: "Start Time",
    endTime: "End Time",
    dateLabel: "Date",
    save: "Save Changes",
    saveSession: "Save Session",
    titleRequired: "Title is required",
    endAfterStart: "End time must be after the start time",
    dayOfEvent: "Date must be one of the event's days: 2025-10-13",
    overlap: "This session overlaps another in the same location. It can still be saved.",
    overlapWith: "GC Dinner, 7:00 PM - 9:00 PM",
    titleTooLong: "Title (Arabic) must be at most 300 characters",
    locationTooLong: "Location (Arabic) must be at most 300 characters",
    itemUpdated: "Agenda item updated",
    sessionAdded: "Session added",
    overlapsToast: "It overlaps 1 session in the same location.",
    deleteDialog: "Delete session?",
    deleteText: "Opening Remarks will be deleted with its speaker list",
    deleteButton: "Delete",
    sessionDeleted: "Session deleted",
    cancel: "Cancel",
    empty: "No agenda items",
    emptyText: "No agenda items found for Conference 2025.",
    emptyGc: "No agenda items found for GC Powerlist.",
    panel: { form: "Import Sessions", file: "Excel file", import: "Import" },
    rowsEvent: "Event of rows without one",
    result: "Import result: 3 sessions processed",
    skipped: "1 row was skipped:",
    kept: "1 row was imported with a problem:",
    rows: [
      "Row 4: End time must be after the start time",
      "Row 6: No speaker is named Nobody Known; the session was imported without them",
    ],
    /** Content kept as entered in the other language on this page. */
    otherContent: ARABIC_CONTENT,
  },
  ar: {
    heading: "إدارة جدول الأعمال",
    conference: "مؤتمر 2025",
    title: "الكلمة الافتتاحية",
    welcome: "قهوة الترحيب",
    dinner: "عشاء المستشارين",
    range: "8:00 ص - 9:00 ص",
    start: "7:30 ص",
    date: "الاثنين، 13 أكتوبر 2025",
    location: "القاعة الرئيسية",
    description: "كلمة ترحيب من المنظمين.",
    twoSpeakers: "متحدثان",
    oneSpeaker: "متحدث واحد",
    speakersOf: (title: string) => `المتحدثون في ${title}`,
    duplicateOf: (title: string) => `نسخ ${title}`,
    deleteOf: (title: string) => `حذف ${title}`,
    manage: "إدارة المتحدثين",
    current: "المتحدثون الحاليون (بترتيب العرض)",
    search: "البحث عن المتحدثين",
    noMatch: "لا يوجد متحدث يطابق «nobody».",
    add: (name: string) => `إضافة ${name}`,
    up: (name: string) => `نقل ${name} إلى الأعلى`,
    down: (name: string) => `نقل ${name} إلى الأسفل`,
    remove: (name: string) => `إزالة ${name}`,
    saveOrder: "حفظ ترتيب المتحدثين",
    orderSaved: "تم حفظ ترتيب المتحدثين",
    updateFailed: "تعذّر التحديث",
    edit: (title: string) => `تعديل ${title}`,
    editDialog: "تعديل بند جدول الأعمال",
    addSession: "إضافة جلسة",
    duplicateDialog: "نسخ الجلسة",
    titleLabel: "العنوان",
    locationLabel: "المكان",
    descriptionLabel: "الوصف",
    titleAr: "العنوان (بالعربية)",
    locationAr: "المكان (بالعربية)",
    descriptionAr: "الوصف (بالعربية)",
    startTime: "وقت البدء",
    endTime: "وقت الانتهاء",
    dateLabel: "التاريخ",
    save: "حفظ التغييرات",
    saveSession: "حفظ الجلسة",
    titleRequired: "العنوان مطلوب",
    endAfterStart: "يجب أن يكون وقت الانتهاء بعد وقت البدء",
    dayOfEvent: "يجب أن يكون التاريخ أحد أيام الفعالية: 2025-10-13",
    overlap: "تتداخل هذه الجلسة مع جلسة أخرى في المكان نفسه. ويمكن حفظها مع ذلك.",
    overlapWith: "عشاء المستشارين، 7:00 م - 9:00 م",
    titleTooLong: "يجب ألا يتجاوز العنوان (بالعربية) 300 حرف",
    locationTooLong: "يجب ألا يتجاوز المكان (بالعربية) 300 حرف",
    itemUpdated: "تم تحديث بند جدول الأعمال",
    sessionAdded: "تمت إضافة الجلسة",
    overlapsToast: "تتداخل مع جلسة واحدة في المكان نفسه.",
    deleteDialog: "حذف الجلسة؟",
    deleteText: "ستُحذف الكلمة الافتتاحية مع قائمة متحدثيها",
    deleteButton: "حذف",
    sessionDeleted: "تم حذف الجلسة",
    cancel: "إلغاء",
    empty: "لا توجد بنود في جدول الأعمال",
    emptyText: "لم يُعثر على بنود في جدول أعمال مؤتمر 2025.",
    emptyGc: "لم يُعثر على بنود في جدول أعمال GC Powerlist.",
    panel: { form: "استيراد الجلسات", file: "ملف Excel", import: "استيراد" },
    rowsEvent: "الفعالية للصفوف التي لا تحددها",
    result: "نتيجة الاستيراد: عولجت 3 جلسات",
    skipped: "تُخطّي صف واحد:",
    kept: "استُورد صف واحد مع مشكلة:",
    rows: [
      "الصف 4: يجب أن يكون وقت الانتهاء بعد وقت البدء",
      "الصف 6: لا يوجد متحدث باسم Nobody Known؛ استُوردت الجلسة من دونه",
    ],
    otherContent: ENGLISH_CONTENT,
  },
} satisfies Record<Locale, unknown>;

type Answer = (url: string, body: unknown) => Response;

/** Serves both events' agendas, the speakers and the admin; a write is answered by `write`. */
function serve(items: ReturnType<typeof agendaItem>[], write: Answer = () => json({ message: "Session deleted" })) {
  return mockFetch((url, init) => {
    if (url === "/api/user") return json(admin);
    if (url === "/api/agenda?event=AC2025") return json(items.filter((i) => i.eventType === "AC2025"));
    if (url === "/api/agenda?event=GC_POWERLIST") return json(items.filter((i) => i.eventType === "GC_POWERLIST"));
    if (url === "/api/speakers") return json(SPEAKERS);
    if (init.method && init.method !== "GET")
      return write(url, typeof init.body === "string" ? JSON.parse(init.body) : undefined);
    return json([]);
  });
}

const writes = (calls: ReturnType<typeof mockFetch>) =>
  calls
    .filter((c) => c.init.method && c.init.method !== "GET")
    .map((c) => ({
      method: c.init.method,
      url: c.url,
      body: typeof c.init.body === "string" ? JSON.parse(c.init.body) : undefined,
    }));

describe.each(LOCALES)("Calendar Administration (%s)", (locale) => {
  const text = TEXT[locale];
  const render = () => renderWithApp(<AdminCalendarPage />, { i18n: I18NS[locale] });

  it("shows one tab per event and every session's details, with Edit, Duplicate, Speakers and Delete", async () => {
    serve([welcome, opening, dinner]);
    const { container } = render();
    const card = await screen.findByRole("article", { name: text.title });
    expect(screen.getByRole("heading", { level: 1, name: text.heading })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([text.conference, "GC Powerlist"]);
    expect(within(card).getByText(text.range)).toBeInTheDocument();
    expect(within(card).getByText(text.date)).toBeInTheDocument();
    expect(within(card).getByText(text.location)).toBeInTheDocument();
    expect(within(card).getByText(text.description)).toBeInTheDocument();
    expect(within(card).getByText(text.twoSpeakers)).toBeInTheDocument();
    const single = screen.getByRole("article", { name: text.welcome });
    expect(within(single).getByText(text.start)).toBeInTheDocument();
    expect(within(single).getByText(text.oneSpeaker)).toBeInTheDocument();
    for (const [session, title] of [
      [card, text.title],
      [single, text.welcome],
    ] as const) {
      for (const name of [text.edit(title), text.duplicateOf(title), text.speakersOf(title), text.deleteOf(title)])
        expect(within(session).getByRole("button", { name })).toBeInTheDocument();
    }
    expect(foreignWords(locale, container, DATA)).toEqual([]);
    expect(labelsNotInName(container)).toEqual([]);

    await userEvent.click(screen.getByRole("tab", { name: "GC Powerlist" }));
    const gc = await screen.findByRole("article", { name: text.dinner });
    expect(screen.queryByRole("article", { name: text.title })).not.toBeInTheDocument();
    // Speakers on a session without any.
    expect(within(gc).getByRole("button", { name: text.speakersOf(text.dinner) })).toBeInTheDocument();
  });

  it("manages a session's speakers: the event's first, the other event's labelled, a search, names never cut", async () => {
    const calls = serve([opening], () => json(opening));
    render();
    const card = await screen.findByRole("article", { name: text.title });
    await userEvent.click(within(card).getByRole("button", { name: text.speakersOf(text.title) }));
    const dialog = screen.getByRole("dialog", { name: text.manage });
    expect(within(dialog).getByText(text.current)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: text.up("Fatima Al-Sabah") })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: text.down("Khaled Hamad") })).toBeDisabled();
    const available = await within(dialog).findAllByTestId("available-speaker");
    expect(available.map((row) => within(row).getAllByText(/./)[0]!.textContent)).toEqual([
      "Sarah Test",
      "Omar Al-Fahad",
    ]);
    expect(within(available[1]!).getByTestId("other-event")).toHaveTextContent("GC Powerlist");
    expect(within(available[0]!).queryByTestId("other-event")).not.toBeInTheDocument();
    // Long names and companies wrap (no ellipsis).
    expect(dialog.querySelector(".truncate")).toBeNull();
    expect(within(dialog).getByText("Kuwait Authority for Partnership Projects and Public Investment")).toHaveClass(
      "break-words",
    );

    const search = within(dialog).getByLabelText(text.search);
    await userEvent.type(search, "nobody");
    expect(within(dialog).getByText(text.noMatch)).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, "  gulf ");
    expect(within(dialog).getAllByTestId("available-speaker")).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole("button", { name: text.add("Omar Al-Fahad") }));
    await userEvent.clear(search);
    await userEvent.click(within(dialog).getByRole("button", { name: text.add("Sarah Test") }));
    expect(foreignWords(locale, dialog, DATA)).toEqual([]);
    expect(labelsNotInName(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: text.down("Fatima Al-Sabah") }));
    await userEvent.click(within(dialog).getByRole("button", { name: text.remove("Sarah Test") }));
    await userEvent.click(within(dialog).getByRole("button", { name: text.saveOrder }));
    await waitFor(() => expect(toastText()).toContain(text.orderSaved));
    expect(writes(calls)).toEqual([
      { method: "PUT", url: "/api/admin/agenda/1/speakers", body: { speakerIds: [2, 1, 4] } },
    ]);
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
    const calls = serve([opening], (_url, body) => json({ ...opening, ...(body as object), overlaps: [] }));
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
    expect(writes(calls)).toEqual([]);

    await userEvent.clear(field(text.titleAr));
    await userEvent.type(field(text.titleAr), " الجلسة الافتتاحية ");
    await userEvent.clear(field(text.locationAr));
    await userEvent.type(field(text.locationAr), "القاعة الكبرى");
    await userEvent.clear(field(text.descriptionAr));
    await userEvent.click(within(dialog).getByRole("button", { name: text.save }));
    await waitFor(() => expect(toastText()).toContain(text.itemUpdated));
    const [put] = writes(calls);
    expect(put).toMatchObject({ method: "PUT", url: "/api/admin/agenda/1" });
    expect(put!.body).toMatchObject({
      id: 1,
      title: "Opening Remarks",
      titleAr: "الجلسة الافتتاحية",
      locationAr: "القاعة الكبرى",
      descriptionAr: null,
    });
    expect(put!.body).not.toHaveProperty("eventType");
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

  it("adds a session to the selected event: checks the dialog's rules, warns of an overlap, then saves", async () => {
    const calls = serve([opening, dinner], (_url, body) =>
      json({ ...agendaItem(9, body as object), overlaps: [dinner] }, 201),
    );
    render();
    await userEvent.click(await screen.findByRole("tab", { name: "GC Powerlist" }));
    await userEvent.click(await screen.findByRole("button", { name: text.addSession }));
    const dialog = screen.getByRole("dialog", { name: text.addSession });
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(field(text.titleLabel)).toHaveValue("");
    expect(field(text.dateLabel)).toHaveValue("2025-10-13");

    await userEvent.type(field(text.startTime), "20:00");
    await userEvent.type(field(text.endTime), "19:30");
    await userEvent.clear(field(text.dateLabel));
    await userEvent.type(field(text.dateLabel), "2025-10-14");
    await userEvent.click(within(dialog).getByRole("button", { name: text.saveSession }));
    expect(await within(dialog).findByText(text.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(text.endAfterStart)).toBeInTheDocument();
    expect(within(dialog).getByText(text.dayOfEvent)).toBeInTheDocument();
    expect(field(text.endTime)).toHaveAttribute("aria-invalid", "true");
    expect(writes(calls)).toEqual([]);

    await userEvent.type(field(text.titleLabel), "Awards");
    await userEvent.clear(field(text.endTime));
    await userEvent.type(field(text.endTime), "21:30");
    await userEvent.clear(field(text.dateLabel));
    await userEvent.type(field(text.dateLabel), "2025-10-13");
    expect(within(dialog).queryByText(text.overlap)).not.toBeInTheDocument();
    await userEvent.type(field(text.locationLabel), " terrace");
    const warning = await within(dialog).findByText(text.overlap);
    expect(warning.closest("[role=status]")).toHaveTextContent(text.overlapWith);
    expect(foreignWords(locale, dialog, [...DATA, "Awards", "terrace"])).toEqual([]);

    await userEvent.click(within(dialog).getByRole("button", { name: text.saveSession }));
    await waitFor(() => expect(toastText()).toContain(text.sessionAdded));
    expect(toastText()).toContain(text.overlapsToast);
    expect(writes(calls)).toEqual([
      {
        method: "POST",
        url: "/api/admin/agenda",
        body: expect.objectContaining({
          title: "Awards",
          startTime: "20:00",
          endTime: "21:30",
          date: "2025-10-13",
          location: "terrace",
          eventType: "GC_POWERLIST",
        }),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("duplicates a session: the dialog opens prefilled and the copy keeps the speakers", async () => {
    const calls = serve([opening], (_url, body) => json({ ...agendaItem(9, body as object), overlaps: [] }, 201));
    render();
    await userEvent.click(await screen.findByRole("button", { name: text.duplicateOf(text.title) }));
    const dialog = screen.getByRole("dialog", { name: text.duplicateDialog });
    expect(within(dialog).getByLabelText(text.titleLabel)).toHaveValue("Opening Remarks");
    expect(within(dialog).getByLabelText(text.titleAr)).toHaveValue("الكلمة الافتتاحية");
    // The copy overlaps the session it was copied from until its time or room changes.
    expect(within(dialog).getByText(text.overlap)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(text.startTime));
    await userEvent.type(within(dialog).getByLabelText(text.startTime), "10:00");
    await userEvent.clear(within(dialog).getByLabelText(text.endTime));
    await userEvent.type(within(dialog).getByLabelText(text.endTime), "11:00");
    expect(within(dialog).queryByText(text.overlap)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: text.saveSession }));
    await waitFor(() => expect(toastText()).toContain(text.sessionAdded));
    const [post] = writes(calls);
    expect(post).toMatchObject({ method: "POST", url: "/api/admin/agenda" });
    expect(post!.body).toMatchObject({
      title: "Opening Remarks",
      titleAr: "الكلمة الافتتاحية",
      startTime: "10:00",
      endTime: "11:00",
      eventType: "AC2025",
      speakerIds: [1, 2],
    });
  });

  it("deletes a session only after confirmation", async () => {
    const calls = serve([opening, welcome]);
    render();
    await userEvent.click(await screen.findByRole("button", { name: text.deleteOf(text.title) }));
    let dialog = screen.getByRole("dialog", { name: text.deleteDialog });
    expect(dialog).toHaveTextContent(text.deleteText);
    await userEvent.click(within(dialog).getByRole("button", { name: text.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: text.deleteOf(text.title) }));
    dialog = screen.getByRole("dialog", { name: text.deleteDialog });
    expect(foreignWords(locale, dialog, DATA)).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: text.deleteButton }));
    await waitFor(() => expect(toastText()).toContain(text.sessionDeleted));
    expect(writes(calls)).toEqual([{ method: "DELETE", url: "/api/admin/agenda/1", body: undefined }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("imports a programme workbook as the other imports do, listing skipped rows apart from rows kept", async () => {
    serve([opening]);
    vi.mocked(uploadForm).mockResolvedValueOnce({
      sessionsProcessed: 3,
      errors: [
        "Row 4: End time must be after the start time",
        "Row 6: No speaker is named Nobody Known; the session was imported without them",
      ],
    });
    const { container } = render();
    await screen.findByRole("article", { name: text.title });
    const form = screen.getByRole("form", { name: text.panel.form });
    await userEvent.selectOptions(within(form).getByLabelText(text.rowsEvent), "GC_POWERLIST");
    const { section, rows } = await importWorkbook(text.panel, new File(["PK"], "agenda.xlsx"), text.result);
    const [url, sent] = vi.mocked(uploadForm).mock.calls[0]!;
    expect(url).toBe("/api/admin/agenda/import");
    expect((sent as FormData).get("eventType")).toBe("GC_POWERLIST");
    expect(within(section).getByText(text.skipped)).toBeInTheDocument();
    expect(within(section).getByText(text.kept)).toBeInTheDocument();
    expect(rows).toEqual(text.rows);
    expect(foreignWords(locale, container, [...DATA, "Nobody Known"])).toEqual([]);
  });

  it("shows the empty state of each event", async () => {
    serve([]);
    const { container } = render();
    expect(await screen.findByRole("heading", { name: text.empty })).toBeInTheDocument();
    expect(screen.getByText(text.emptyText)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: text.addSession })).toBeEnabled();
    await userEvent.click(screen.getByRole("tab", { name: "GC Powerlist" }));
    expect(await screen.findByText(text.emptyGc)).toBeInTheDocument();
    expect(foreignWords(locale, container, DATA)).toEqual([]);
  });
});
