/**
 * The programme workbook (docs/api.md#agenda-administration; docs/messages.md#agenda-import-columns):
 * GET /api/admin/agenda/template, POST /api/admin/agenda/import and GET /api/admin/agenda/export.
 * The imports read workbooks written by LibreOffice with real date and time cells:
 * db/fixtures/agenda-sample.xlsx (an organiser's) and db/fixtures/agenda-organiser.xlsx (made by
 * db/fixtures/make-agenda-workbook.ts, whose comments list what each row holds).
 */
import { env } from "cloudflare:workers";
import { readSheet } from "read-excel-file/universal";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AGENDA_COLUMNS, readDateCell, readTimeCell } from "../contract/agenda-import";
import { DEFAULT_SETTINGS } from "../contract/default-settings";
import { createDb } from "../db";
import { importAgendaWorkbook } from "../services/agenda-import";
import { WORKBOOK_MESSAGES } from "../services/workbook";
import { fileOf, multipart, workbookOf } from "./admin-helpers";
import { answer, api, clearTables, expectJson, registerAdmin, registerDelegate, testFile } from "./helpers";
import { countingD1 } from "./query-counter";

let adminToken = "";
let delegateToken = "";
beforeAll(async () => {
  adminToken = (await registerAdmin()).authToken;
  delegateToken = (await registerDelegate()).authToken;
});

/** The speakers the workbooks name, by "Name Surname@EVENT". */
let speakerIds: Record<string, number> = {};
beforeEach(async () => {
  await clearTables("starred_sessions", "qna_questions", "agenda_item_speakers", "agenda_items", "speakers");
  const people = [
    ["Ahmad", "Al-Sabah", "AC2025"],
    ["Fatima", "Al-Mutairi", "AC2025"],
    ["Yousef", "Al-Ajmi", "AC2025"],
    ["Omar", "Al-Fahad", "AC2025"],
    ["Fatima", "Al-Sabah", "GC_POWERLIST"],
    ["Omar", "Al-Fahad", "GC_POWERLIST"],
  ] as const;
  const rows = await env.DB.batch(
    people.map(([name, surname, event], i) =>
      env.DB.prepare(
        "INSERT INTO speakers (name, surname, company, position, event_type, display_order) VALUES (?, ?, 'Co', 'Role', ?, ?) RETURNING id",
      ).bind(name, surname, event, i + 1),
    ),
  );
  speakerIds = Object.fromEntries(
    people.map(([name, surname, event], i) => [
      `${name} ${surname}@${event}`,
      (rows[i]!.results[0] as { id: number }).id,
    ]),
  );
});

/** POST /api/admin/agenda/import of `bytes`, with the event of rows without one when given. */
function importAgenda(bytes: Uint8Array, eventType?: string, token = adminToken) {
  const fields = { excel: fileOf(bytes, "agenda.xlsx"), ...(eventType !== undefined && { eventType }) };
  return answer(api(token).admin.agenda.import.$post(undefined, multipart(fields)));
}

/** An agenda_items row as D1 returns it. */
interface StoredRow {
  id: number;
  title: string;
  location: string | null;
  sequence: number;
  [column: string]: unknown;
}

/** Every stored session with every column, and its speakers as "Name Surname@EVENT" in order. */
async function storedProgramme() {
  const { results: items } = await env.DB.prepare("SELECT * FROM agenda_items ORDER BY id").all<StoredRow>();
  const { results: links } = await env.DB.prepare(
    "SELECT l.agenda_item_id AS item, s.name || ' ' || s.surname || '@' || s.event_type AS who, l.speaker_role AS role FROM agenda_item_speakers l JOIN speakers s ON s.id = l.speaker_id ORDER BY l.agenda_item_id, l.position",
  ).all<{ item: number; who: string; role: string | null }>();
  return items.map((item) => ({ ...item, speakers: links.filter((l) => l.item === item.id).map((l) => l.who) }));
}

/** What the organiser sees of a stored session (no ids, times or revisions). */
const shown = (session: Record<string, unknown>) => ({
  title: session.title,
  date: session.date,
  start: session.start_time,
  end: session.end_time,
  location: session.location,
  description: session.description,
  titleAr: session.title_ar,
  locationAr: session.location_ar,
  descriptionAr: session.description_ar,
  event: session.event_type,
  speakers: session.speakers,
});

const SAMPLE = [
  {
    title: "Registration & Welcome Coffee",
    date: "2025-10-13",
    start: "08:00",
    end: "08:45",
    location: "Ballroom Foyer",
    description: "Collect your badge and meet fellow delegates.",
    titleAr: "التسجيل وقهوة الترحيب",
    locationAr: "بهو القاعة",
    descriptionAr: null,
    event: "AC2025",
    speakers: [],
  },
  {
    title: "Keynote: Kuwait's PPP Pipeline",
    date: "2025-10-13",
    start: "09:00",
    end: "09:30",
    location: "Grand Ballroom",
    description: "The projects ahead and how risk will be shared.",
    titleAr: "الكلمة الرئيسية: مشاريع الشراكة في الكويت",
    locationAr: "القاعة الكبرى",
    descriptionAr: "المشاريع القادمة وتوزيع المخاطر.",
    event: "AC2025",
    speakers: ["Ahmad Al-Sabah@AC2025"],
  },
  {
    title: "Panel: Financing Water",
    date: "2025-10-13",
    start: "09:30",
    end: "10:15",
    location: "Grand Ballroom",
    description: "Lenders and developers on desalination.",
    titleAr: null,
    locationAr: null,
    descriptionAr: null,
    event: "AC2025",
    speakers: ["Fatima Al-Mutairi@AC2025", "Yousef Al-Ajmi@AC2025"],
  },
  {
    title: "GC Dinner",
    date: "2025-10-13",
    start: "19:00",
    end: "21:00",
    location: "Terrace",
    description: "Dinner for General Counsel.",
    titleAr: "عشاء المستشارين",
    locationAr: "التراس",
    descriptionAr: null,
    event: "GC_POWERLIST",
    speakers: [],
  },
];

/** db/fixtures/agenda-organiser.xlsx imported with GC_POWERLIST for rows without an event. */
const ORGANISER = [
  {
    title: "GC Powerlist Reception",
    date: "2025-10-13",
    start: "18:30",
    end: "19:00",
    location: "Terrace",
    description: "Welcome drinks for General Counsel.",
    titleAr: "استقبال قائمة جي سي",
    locationAr: "التراس",
    descriptionAr: null,
    event: "GC_POWERLIST",
    speakers: [],
  },
  {
    title: "In-house Counsel Panel",
    date: "2025-10-13",
    start: "19:00",
    end: "19:45",
    location: "Grand Ballroom",
    description: "Leading legal teams through PPP deals.",
    titleAr: "جلسة المستشارين القانونيين",
    locationAr: "القاعة الكبرى",
    descriptionAr: "قيادة الفرق القانونية في صفقات الشراكة.",
    event: "GC_POWERLIST",
    // The event's own speakers.
    speakers: ["Fatima Al-Sabah@GC_POWERLIST", "Omar Al-Fahad@GC_POWERLIST"],
  },
  {
    title: "GC Powerlist Awards",
    date: "2025-10-13",
    start: "19:45",
    end: "21:00",
    location: "Grand Ballroom",
    description: null,
    titleAr: "حفل جوائز جي سي",
    locationAr: null,
    descriptionAr: null,
    event: "GC_POWERLIST",
    // A speaker of the other event, found there; "Nobody Known" is reported and left out.
    speakers: ["Ahmad Al-Sabah@AC2025"],
  },
  {
    title: "Closing Dinner",
    date: "2025-10-13",
    start: "21:00",
    end: "21:30",
    location: "Terrace",
    description: null,
    titleAr: "عشاء الختام",
    locationAr: null,
    descriptionAr: null,
    event: "GC_POWERLIST",
    speakers: [],
  },
  {
    title: "Opening Keynote",
    date: "2025-10-13",
    start: "08:15",
    end: "09:00",
    location: "Main Hall",
    description: "The year ahead for PPP in Kuwait.",
    titleAr: "الكلمة الافتتاحية",
    locationAr: "القاعة الرئيسية",
    descriptionAr: null,
    event: "AC2025",
    speakers: ["Omar Al-Fahad@AC2025"],
  },
];

const ORGANISER_ERRORS = [
  "Row 5: No speaker is named Nobody Known; the session was imported without them",
  "Row 7: End time must be after the start time",
  "Row 8: Date must be one of the event's days: 2025-10-13",
  "Row 10: gc powerlist reception (2025-10-13 18:30) appears more than once",
  "Row 11: Times must be HH:MM (24-hour)",
  "Row 13: Event type must be AC2025 or GC_POWERLIST",
];

describe("GET /api/admin/agenda/template", () => {
  it("is an .xlsx with exactly the import's columns", async () => {
    const response = await api(adminToken).admin.agenda.template.$get();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="agenda-template.xlsx"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await readSheet(await response.arrayBuffer())).toEqual([
      [
        "Title",
        "Date",
        "Start Time",
        "End Time",
        "Location",
        "Description",
        "Speakers",
        "Event",
        "Title (AR)",
        "Location (AR)",
        "Description (AR)",
      ],
    ]);
  });

  it("is refused to anonymous callers (401) and delegates (403)", async () => {
    expect(await answer(api().admin.agenda.template.$get())).toMatchObject({ status: 401 });
    expect(await answer(api(delegateToken).admin.agenda.template.$get())).toMatchObject({ status: 403 });
  });
});

describe("POST /api/admin/agenda/import with LibreOffice workbooks", () => {
  it("imports an organiser's sample with its date and time cells, Arabic and speakers", async () => {
    expect(await importAgenda(testFile("agenda-sample.xlsx"))).toMatchObject({
      status: 200,
      body: { sessionsProcessed: 4, errors: [] },
    });
    expect((await storedProgramme()).map(shown)).toEqual(SAMPLE);
    const listed = await expectJson(api().agenda.$get({ query: { event: "AC2025" } }), 200);
    expect(listed.map((s) => [s.title, s.startTime, s.speakers.map((p) => `${p.name} ${p.surname}`)])).toEqual([
      ["Registration & Welcome Coffee", "08:00", []],
      ["Keynote: Kuwait's PPP Pipeline", "09:00", ["Ahmad Al-Sabah"]],
      ["Panel: Financing Water", "09:30", ["Fatima Al-Mutairi", "Yousef Al-Ajmi"]],
    ]);
  });

  it("reads what organisers type, skips and reports bad rows, and reports unknown speakers", async () => {
    expect(await importAgenda(testFile("agenda-organiser.xlsx"), "GC_POWERLIST")).toMatchObject({
      status: 200,
      body: { sessionsProcessed: 5, errors: ORGANISER_ERRORS },
    });
    expect((await storedProgramme()).map(shown)).toEqual(ORGANISER);
  });

  it("skips rows without an event when the import names none", async () => {
    const { body } = await importAgenda(testFile("agenda-organiser.xlsx"));
    expect(body).toEqual({
      sessionsProcessed: 4,
      errors: [
        ...ORGANISER_ERRORS.slice(0, 1),
        "Row 6: Event type must be AC2025 or GC_POWERLIST",
        ...ORGANISER_ERRORS.slice(1),
      ],
    });
    expect((await storedProgramme()).map((s) => s.title)).not.toContain("Closing Dinner");
  });

  it("changes nothing when the same workbook is imported again", async () => {
    await importAgenda(testFile("agenda-organiser.xlsx"), "GC_POWERLIST");
    const before = await storedProgramme();
    expect(await importAgenda(testFile("agenda-organiser.xlsx"), "GC_POWERLIST")).toMatchObject({
      status: 200,
      body: { sessionsProcessed: 5, errors: ORGANISER_ERRORS },
    });
    expect(await storedProgramme()).toEqual(before);
  });
});

describe("matching stored sessions", () => {
  const header = [...AGENDA_COLUMNS.required, ...AGENDA_COLUMNS.optional];

  it("updates the session with the same event, date, start time and title, keeping the others and the roles", async () => {
    await importAgenda(testFile("agenda-sample.xlsx"));
    const before = await storedProgramme();
    const panel = before.find((s) => s.title === "Panel: Financing Water")!;
    await env.DB.prepare("UPDATE agenda_item_speakers SET speaker_role = 'Moderator' WHERE agenda_item_id = ?")
      .bind(panel.id)
      .run();
    const sheet = await workbookOf([
      header,
      [
        "  panel: FINANCING water ",
        "2025-10-13",
        "9:30 AM",
        "10:30",
        "Hall B",
        "Lenders and developers on desalination.",
        "Yousef Al-Ajmi; Fatima Al-Mutairi; Omar Al-Fahad",
        "AC2025",
        "",
        "",
        "",
      ],
    ]);
    expect(await importAgenda(sheet)).toMatchObject({ status: 200, body: { sessionsProcessed: 1, errors: [] } });
    const after = await storedProgramme();
    expect(after).toHaveLength(4);
    const updated = after.find((s) => s.id === panel.id)!;
    expect(shown(updated)).toMatchObject({
      title: "panel: FINANCING water",
      end: "10:30",
      location: "Hall B",
      speakers: ["Yousef Al-Ajmi@AC2025", "Fatima Al-Mutairi@AC2025", "Omar Al-Fahad@AC2025"],
    });
    expect(updated.sequence).toBe(Number(panel.sequence) + 1);
    const { results: roles } = await env.DB.prepare(
      "SELECT speaker_id, speaker_role FROM agenda_item_speakers WHERE agenda_item_id = ? ORDER BY position",
    )
      .bind(panel.id)
      .all();
    expect(roles).toEqual([
      { speaker_id: speakerIds["Yousef Al-Ajmi@AC2025"], speaker_role: "Moderator" },
      { speaker_id: speakerIds["Fatima Al-Mutairi@AC2025"], speaker_role: "Moderator" },
      { speaker_id: speakerIds["Omar Al-Fahad@AC2025"], speaker_role: null },
    ]);
    expect(after.filter((s) => s.id !== panel.id)).toEqual(before.filter((s) => s.id !== panel.id));
  });

  it("leaves a matched session's fields as stored when the sheet lacks their columns", async () => {
    await importAgenda(testFile("agenda-sample.xlsx"));
    const before = await storedProgramme();
    const sheet = await workbookOf([
      ["Title", "Date", "Start Time", "Event"],
      ["Keynote: Kuwait's PPP Pipeline", "2025-10-13", "09:00", "AC2025"],
      ["Closing Remarks", "2025-10-13", "12:00", "AC2025"],
    ]);
    expect(await importAgenda(sheet)).toMatchObject({ status: 200, body: { sessionsProcessed: 2, errors: [] } });
    const after = await storedProgramme();
    expect(after.slice(0, 4)).toEqual(before);
    expect(shown(after[4]!)).toEqual({
      title: "Closing Remarks",
      date: "2025-10-13",
      start: "12:00",
      end: "",
      location: null,
      description: null,
      titleAr: null,
      locationAr: null,
      descriptionAr: null,
      event: "AC2025",
      speakers: [],
    });
  });

  it("clears speakers, Arabic texts and the end time when their cells are blank", async () => {
    await importAgenda(testFile("agenda-sample.xlsx"));
    const sheet = await workbookOf([
      header,
      ["Keynote: Kuwait's PPP Pipeline", "2025-10-13", "09:00", "", "Grand Ballroom", "", "", "AC2025", "", "", ""],
    ]);
    await importAgenda(sheet);
    const keynote = (await storedProgramme()).find((s) => s.title === "Keynote: Kuwait's PPP Pipeline")!;
    expect(shown(keynote)).toMatchObject({ end: "", description: null, titleAr: null, speakers: [] });
  });
});

describe("GET /api/admin/agenda/export", () => {
  /** The export's sheet, as read-excel-file reads it (dates and times as Date objects). */
  async function exported() {
    const response = await api(adminToken).admin.agenda.export.$get();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="agenda-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { bytes, sheet: await readSheet(bytes.buffer as ArrayBuffer) };
  }

  it("writes every session in the import's columns, with real date and time cells", async () => {
    await importAgenda(testFile("agenda-organiser.xlsx"), "GC_POWERLIST");
    const { sheet } = await exported();
    expect(sheet[0]).toEqual([...AGENDA_COLUMNS.required, ...AGENDA_COLUMNS.optional]);
    const panel = sheet.find((row) => row[0] === "In-house Counsel Panel")!;
    expect(panel).toEqual([
      "In-house Counsel Panel",
      new Date("2025-10-13T00:00:00.000Z"),
      new Date("1899-12-30T19:00:00.000Z"),
      new Date("1899-12-30T19:45:00.000Z"),
      "Grand Ballroom",
      "Leading legal teams through PPP deals.",
      "Fatima Al-Sabah; Omar Al-Fahad",
      "GC_POWERLIST",
      "جلسة المستشارين القانونيين",
      "القاعة الكبرى",
      "قيادة الفرق القانونية في صفقات الشراكة.",
    ]);
    // Conference 2025 first, then the GC Powerlist, each in agenda order.
    expect(sheet.slice(1).map((row) => row[0])).toEqual([
      "Opening Keynote",
      "GC Powerlist Reception",
      "In-house Counsel Panel",
      "GC Powerlist Awards",
      "Closing Dinner",
    ]);
  });

  it("imported back changes nothing, and rebuilds the same programme from nothing", async () => {
    await importAgenda(testFile("agenda-organiser.xlsx"), "GC_POWERLIST");
    await importAgenda(testFile("agenda-sample.xlsx"));
    const before = await storedProgramme();
    const { bytes } = await exported();
    expect(await importAgenda(bytes)).toMatchObject({ status: 200, body: { sessionsProcessed: 9, errors: [] } });
    expect(await storedProgramme()).toEqual(before);

    await clearTables("agenda_item_speakers", "agenda_items");
    await importAgenda(bytes);
    const rebuilt = (await storedProgramme()).map(shown);
    expect(rebuilt).toHaveLength(9);
    expect(new Set(rebuilt.map((s) => JSON.stringify(s)))).toEqual(
      new Set(before.map((s) => JSON.stringify(shown(s)))),
    );
  });

  it("is refused to anonymous callers (401) and delegates (403)", async () => {
    expect(await answer(api().admin.agenda.export.$get())).toMatchObject({ status: 401 });
    expect(await answer(api(delegateToken).admin.agenda.export.$get())).toMatchObject({ status: 403 });
  });
});

describe("import limits and refusals", () => {
  it("imports 1,000 sessions, and updates them all, in two round trips within D1's limits", async () => {
    const header = [...AGENDA_COLUMNS.required, ...AGENDA_COLUMNS.optional];
    const row = (i: number, location: string) => [
      `Session ${i}`,
      "2025-10-13",
      `${String(8 + (i % 12)).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}`,
      "",
      location,
      "",
      "Ahmad Al-Sabah; Omar Al-Fahad",
      "AC2025",
      "",
      "",
      "",
    ];
    for (const location of ["Hall A", "Hall B"]) {
      const sheet = await workbookOf([header, ...Array.from({ length: 1000 }, (_, i) => row(i, location))]);
      const counting = countingD1(env.DB);
      const result = await importAgendaWorkbook(createDb(counting.db), DEFAULT_SETTINGS, sheet);
      expect(result).toEqual({ sessionsProcessed: 1000, errors: [] });
      expect(counting.count.roundTrips).toBe(2);
      expect(counting.count.statements).toBeLessThanOrEqual(50);
      expect(counting.count.maxParameters).toBeLessThanOrEqual(100);
    }
    const stored = await storedProgramme();
    expect(stored).toHaveLength(1000);
    expect(stored.every((s) => s.location === "Hall B" && s.sequence === 1)).toBe(true);
    expect(stored.every((s) => s.speakers.join() === "Ahmad Al-Sabah@AC2025,Omar Al-Fahad@AC2025")).toBe(true);
  });

  it.each([
    [
      "an event that does not exist",
      () => importAgenda(testFile("agenda-sample.xlsx"), "GC"),
      "Event type must be AC2025 or GC_POWERLIST",
    ],
    [
      "a legacy .xls",
      () => importAgenda(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])),
      WORKBOOK_MESSAGES.legacyXls,
    ],
    [
      "a file that is not a workbook",
      () => importAgenda(new TextEncoder().encode("Title,Date")),
      WORKBOOK_MESSAGES.notXlsx,
    ],
    [
      "a sheet without the Start Time column",
      async () =>
        importAgenda(
          await workbookOf([
            ["Title", "Date"],
            ["Opening", "2025-10-13"],
          ]),
        ),
      "Missing required column: Start Time",
    ],
    [
      "no file",
      () => answer(api(adminToken).admin.agenda.import.$post(undefined, multipart({ eventType: "AC2025" }))),
      "Please select an Excel file to import",
    ],
  ])("answers 400 for %s and writes nothing", async (_name, send, message) => {
    const before = await storedProgramme();
    expect(await send()).toMatchObject({ status: 400, body: { message } });
    expect(await storedProgramme()).toEqual(before);
  });

  it("is refused to anonymous callers (401) and delegates (403), writing nothing", async () => {
    expect(await importAgenda(testFile("agenda-sample.xlsx"), undefined, "")).toMatchObject({ status: 401 });
    expect(await importAgenda(testFile("agenda-sample.xlsx"), undefined, delegateToken)).toMatchObject({
      status: 403,
    });
    expect(await storedProgramme()).toEqual([]);
  });
});

describe("reading cells", () => {
  it.each([
    ["2025-10-13T00:00:00.000Z", "2025-10-13"],
    ["2025-10-12T23:59:59.999Z", "2025-10-13"],
    ["45943", "2025-10-13"],
    ["2025-10-13", "2025-10-13"],
    ["2025/10/13", "2025-10-13"],
    ["13/10/2025", "2025-10-13"],
    ["10/13/2025", "2025-10-13"],
    ["13.10.25", "2025-10-13"],
    ["13 October 2025", "2025-10-13"],
    ["Oct 13, 2025", "2025-10-13"],
    ["Monday, October 13, 2025", "2025-10-13"],
    ["الاثنين، 13 أكتوبر 2025", "2025-10-13"],
    ["١٣/١٠/٢٠٢٥", "2025-10-13"],
    ["31/02/2025", null],
    ["soon", null],
    ["0", null],
  ])("date %j is %j", (cell, date) => {
    expect(readDateCell(cell)).toBe(date);
  });

  it.each([
    ["1899-12-30T07:59:59.999Z", "08:00"],
    ["2025-10-13T19:00:00.000Z", "19:00"],
    ["0.333333333333333", "08:00"],
    ["45943.75", "18:00"],
    ["8:00", "08:00"],
    ["08:00:00", "08:00"],
    ["7:45 PM", "19:45"],
    ["8 pm", "20:00"],
    ["1430", "14:30"],
    ["14", "14:00"],
    ["٠٩:٠٠", "09:00"],
    ["9:30 م", "21:30"],
    ["", ""],
    ["25:00", null],
    ["soon", null],
  ])("time %j is %j", (cell, time) => {
    expect(readTimeCell(cell)).toBe(time);
  });
});
