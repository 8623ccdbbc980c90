import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { seedDemoContent } from "../../db/seed/seed";
import { createDb } from "../db";
import { importSpeakerWorkbook, SPEAKER_COLUMNS } from "../services/speaker-import";
import {
  MAX_CELL_CHARACTERS,
  MAX_SHARED_STRINGS_BYTES,
  MAX_UNCOMPRESSED_BYTES,
  WORKBOOK_MESSAGES,
  checkWorkbook,
  inflateWorkbook,
} from "../services/workbook";
import { zipSync } from "fflate";
import { workbookOf } from "./admin-helpers";
import { api, clearTables, expectJson, testFile } from "./helpers";
import { FIXTURE_SPEAKERS } from "./fixture-records";
import { countingD1 } from "./query-counter";

const db = () => createDb(env.DB);

beforeEach(() => clearTables("agenda_item_speakers", "agenda_items", "speakers"));

interface StoredSpeaker {
  id: number;
  name: string;
  surname: string;
  company: string;
  bio: string | null;
  photo_url: string | null;
  display_order: number;
}

/** The stored speakers of one event, oldest first. */
async function storedSpeakers(event: string): Promise<StoredSpeaker[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, name, surname, company, bio, photo_url, display_order FROM speakers WHERE event_type = ? ORDER BY id",
  )
    .bind(event)
    .all<StoredSpeaker>();
  return results;
}

/** A speaker workbook: the import's columns, then `rows`. */
function speakerWorkbook(rows: ReadonlyArray<ReadonlyArray<string>>): Promise<Uint8Array> {
  return workbookOf([[...SPEAKER_COLUMNS.required, ...SPEAKER_COLUMNS.optional], ...rows]);
}

describe("speaker workbook import", () => {
  it("imports the LibreOffice fixture into D1 with exact records", async () => {
    const result = await importSpeakerWorkbook(db(), testFile("speakers-sample.xlsx"), "GC_POWERLIST");
    expect(result).toEqual({ speakersProcessed: 12, errors: [] });

    const body = await expectJson(api().speakers.$get({ query: { event: "GC_POWERLIST" } }), 200);
    expect(body).toEqual(
      FIXTURE_SPEAKERS.map(([name, surname, company, position, linkedinUrl, expertise, bio], i) => ({
        id: expect.any(Number),
        name,
        surname,
        company,
        position,
        bio,
        bioAr: null,
        linkedinUrl,
        photoUrl: null,
        expertise,
        eventType: "GC_POWERLIST",
        role: null,
        speakerType: "Speaker",
        displayOrder: i + 1,
      })),
    );
    expect(new Set(body.map((s) => s.id)).size).toBe(12);
  });

  it("updates rather than duplicates on a re-import, keeping the order", async () => {
    await importSpeakerWorkbook(db(), testFile("speakers-sample.xlsx"), "AC2025");
    await env.DB.prepare("UPDATE speakers SET bio = 'edited', display_order = 50 WHERE name = 'Ahmad'").run();
    const again = await importSpeakerWorkbook(db(), testFile("speakers-sample.xlsx"), "AC2025");
    expect(again.speakersProcessed).toBe(12);
    const rows = await env.DB.prepare("SELECT name, bio, display_order FROM speakers WHERE event_type = 'AC2025'").all<{
      name: string;
      bio: string;
      display_order: number;
    }>();
    expect(rows.results).toHaveLength(12);
    const ahmad = rows.results.find((r) => r.name === "Ahmad");
    expect(ahmad?.bio).toContain("leads energy work");
    expect(ahmad?.display_order).toBe(50);
  });

  it("matches stored speakers ignoring letter case and surrounding spaces, updating them by id", async () => {
    await importSpeakerWorkbook(db(), testFile("speakers-sample.xlsx"), "AC2025");
    const before = await storedSpeakers("AC2025");
    const again = await importSpeakerWorkbook(
      db(),
      await speakerWorkbook([
        ["ahmad", "al-sabah", "New Energy Co", "Chair", "", "", "", "", "PPP"],
        [
          "  SARA ",
          " MÜLLER  ",
          "Ministry of Electricity",
          "Minister",
          "New bio.",
          "",
          "",
          "https://cdn.example.com/sara.png",
          "",
        ],
        ["Layla", "Haddad", "Fresh Capital", "Analyst", "", "", "", "", ""],
      ]),
      "AC2025",
    );
    expect(again).toEqual({ speakersProcessed: 3, errors: [] });

    const after = await storedSpeakers("AC2025");
    expect(after).toHaveLength(13);
    const ahmad = before.find((s) => s.name === "Ahmad")!;
    const sara = before.find((s) => s.name === "Sara")!;
    expect(after.find((s) => s.id === ahmad.id)).toEqual({
      id: ahmad.id,
      name: "ahmad",
      surname: "al-sabah",
      company: "New Energy Co",
      bio: null,
      photo_url: null,
      display_order: ahmad.display_order,
    });
    expect(after.find((s) => s.id === sara.id)).toEqual({
      id: sara.id,
      name: "SARA",
      surname: "MÜLLER",
      company: "Ministry of Electricity",
      bio: "New bio.",
      photo_url: "https://cdn.example.com/sara.png",
      display_order: sara.display_order,
    });
    expect(after.filter((s) => s.id !== ahmad.id && s.id !== sara.id).slice(0, 10)).toEqual(
      before.filter((s) => s.id !== ahmad.id && s.id !== sara.id),
    );
    expect(after.at(-1)).toMatchObject({ name: "Layla", surname: "Haddad", display_order: 13 });
    expect(after.at(-1)!.id).toBeGreaterThan(Math.max(...before.map((s) => s.id)));
  });

  it("matches stored names with stray spaces, and prefers the exact spelling among case variants", async () => {
    await env.DB.batch(
      [
        [" Omar ", "Al-Ajmi ", 1],
        ["Khaled", "Sharma", 2],
        ["KHALED", "SHARMA", 3],
      ].map(([name, surname, order]) =>
        env.DB.prepare(
          "INSERT INTO speakers (name, surname, company, position, event_type, display_order) VALUES (?, ?, 'Old Co', 'Old role', 'AC2025', ?)",
        ).bind(name, surname, order),
      ),
    );
    const before = await storedSpeakers("AC2025");
    const result = await importSpeakerWorkbook(
      db(),
      await speakerWorkbook([
        ["Omar", "Al-Ajmi", "Ras Power & Water", "Chief Executive Officer", "", "", "", "", ""],
        ["KHALED", "SHARMA", "Marina Project Finance Bank", "Director of Infrastructure", "", "", "", "", ""],
      ]),
      "AC2025",
    );
    expect(result).toEqual({ speakersProcessed: 2, errors: [] });
    expect((await storedSpeakers("AC2025")).map((s) => [s.id, s.name, s.surname, s.company, s.display_order])).toEqual([
      [before[0]!.id, "Omar", "Al-Ajmi", "Ras Power & Water", 1],
      [before[1]!.id, "Khaled", "Sharma", "Old Co", 2],
      [before[2]!.id, "KHALED", "SHARMA", "Marina Project Finance Bank", 3],
    ]);
  });

  it("treats names differing only in case as one speaker within a file", async () => {
    const result = await importSpeakerWorkbook(
      db(),
      await speakerWorkbook([
        ["Sara", "Müller", "Ministry of Electricity", "Policy Advisor", "", "", "", "", ""],
        ["SARA", "MÜLLER", "Ministry of Electricity", "Policy Advisor", "", "", "", "", ""],
      ]),
      "AC2025",
    );
    expect(result).toEqual({ speakersProcessed: 1, errors: ["Row 3: SARA MÜLLER appears more than once"] });
  });

  it("re-imports 150 speakers, half of them stored in another case, in two D1 round trips within the Free plan's 50 queries and 100 parameters per statement", async () => {
    const names = Array.from({ length: 150 }, (_, i) => [`First${i}`, `Last${i}`] as const);
    const row = ([name, surname]: readonly [string, string]) => [
      name,
      surname,
      "Bulk Company",
      "Analyst",
      "",
      "",
      "",
      "",
      "PPP",
    ];
    await importSpeakerWorkbook(db(), await speakerWorkbook(names.slice(0, 75).map(row)), "AC2025");
    const before = await storedSpeakers("AC2025");

    const counting = countingD1(env.DB);
    const sheet = names.map(([name, surname], i) =>
      row(i < 75 ? [name.toUpperCase(), surname.toUpperCase()] : [name, surname]),
    );
    const result = await importSpeakerWorkbook(createDb(counting.db), await speakerWorkbook(sheet), "AC2025");
    expect(result).toEqual({ speakersProcessed: 150, errors: [] });
    expect(counting.count.roundTrips).toBe(2);
    expect(counting.count.statements).toBeLessThanOrEqual(50);
    expect(counting.count.maxParameters).toBeLessThanOrEqual(100);

    const after = await storedSpeakers("AC2025");
    expect(after).toHaveLength(150);
    expect(after.slice(0, 75).map((s) => [s.id, s.name, s.display_order])).toEqual(
      before.map((s) => [s.id, s.name.toUpperCase(), s.display_order]),
    );
    expect(after.slice(75).map((s) => [s.name, s.display_order])).toEqual(
      names.slice(75).map(([name], i) => [name, 76 + i]),
    );
  });

  it("refuses files that are not .xlsx before parsing, changing nothing", async () => {
    const legacyXls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    await expect(importSpeakerWorkbook(db(), legacyXls, "AC2025")).rejects.toMatchObject({
      kind: "invalid-input",
      message: expect.stringContaining("Legacy .xls"),
    });
    await expect(
      importSpeakerWorkbook(db(), new TextEncoder().encode("Name,Surname\nA,B"), "AC2025"),
    ).rejects.toMatchObject({
      kind: "invalid-input",
    });
    const truncated = testFile("speakers-sample.xlsx").slice(0, 2000);
    await expect(importSpeakerWorkbook(db(), truncated, "AC2025")).rejects.toMatchObject({ kind: "invalid-input" });
    const count = await env.DB.prepare("SELECT count(*) AS n FROM speakers").first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("inflates the parts the parser reads, counting what comes out, and refuses past the cap", async () => {
    const bytes = testFile("speakers-sample.xlsx");
    expect(() => checkWorkbook(bytes)).not.toThrow();
    const parts = await inflateWorkbook(bytes);
    expect(Object.keys(parts)).toEqual(expect.arrayContaining(["xl/workbook.xml", "xl/worksheets/sheet1.xml"]));
    expect(Object.keys(parts).every((name) => name.endsWith(".xml") || name.endsWith(".xml.rels"))).toBe(true);
    const total = Object.values(parts).reduce((sum, part) => sum + part.length, 0);
    expect(total).toBeGreaterThan(bytes.length);
    expect(total).toBeLessThan(MAX_UNCOMPRESSED_BYTES);
    // The same workbook with a cap one byte below what it inflates to.
    await expect(inflateWorkbook(bytes, total - 1)).rejects.toMatchObject({
      kind: "invalid-input",
      message: WORKBOOK_MESSAGES.bomb,
    });
    await expect(inflateWorkbook(bytes, total)).resolves.toBeDefined();
  });

  it("stops a workbook that declares 1,000 bytes but inflates to 1 GiB at the cap, whatever it declares", async () => {
    await expect(inflateWorkbook(testFile("lying-workbook.xlsx"))).rejects.toMatchObject({
      kind: "invalid-input",
      message: WORKBOOK_MESSAGES.bomb,
    });
  });

  it("stops a workbook whose one cell holds 45 MiB (48 KB on disk) as soon as the cell passes Excel's limit", async () => {
    const bytes = testFile("long-cell-workbook.xlsx");
    expect(bytes.length).toBeLessThan(64 * 1024);
    await expect(inflateWorkbook(bytes)).rejects.toMatchObject({
      kind: "invalid-input",
      message: WORKBOOK_MESSAGES.cellTooLong,
    });
    await expect(importSpeakerWorkbook(db(), bytes, "AC2025")).rejects.toMatchObject({
      message: WORKBOOK_MESSAGES.cellTooLong,
    });
  });

  it("reads a cell of exactly Excel's limit", async () => {
    const bytes = await workbookOf([
      ["Name", "Surname", "Company", "Position"],
      ["A".repeat(MAX_CELL_CHARACTERS), "Haddad", "Gulf Energy", "Partner"],
    ]);
    const parts = await inflateWorkbook(bytes);
    expect(Object.keys(parts).length).toBeGreaterThan(0);
  });

  it("stops a shared-strings part past its cap, however short each string", async () => {
    const strings = new TextEncoder().encode(`<sst>${"<si><t>Gulf Energy Partners</t></si>".repeat(500_000)}</sst>`);
    expect(strings.length).toBeGreaterThan(MAX_SHARED_STRINGS_BYTES);
    const bytes = zipSync({ "xl/sharedStrings.xml": strings }, { level: 6 });
    await expect(inflateWorkbook(bytes)).rejects.toMatchObject({
      kind: "invalid-input",
      message: WORKBOOK_MESSAGES.sharedStringsTooLarge,
    });
  });

  it("refuses a workbook without the required columns", async () => {
    await expect(importSpeakerWorkbook(db(), testFile("delegates-sample.xlsx"), "AC2025")).rejects.toMatchObject({
      kind: "invalid-input",
      message: "Missing required columns: Name, Surname, Position",
    });
  });
});

describe("demo seed", () => {
  it("loads the agenda and speakers once and is idempotent", async () => {
    const workbooks = {
      AC2025: testFile("speakers-ac2025.xlsx"),
      GC_POWERLIST: testFile("speakers-gc-powerlist.xlsx"),
    };
    const first = await seedDemoContent(db(), workbooks);
    expect(first.speakers).toBeGreaterThanOrEqual(14);
    expect(first.sessions).toBeGreaterThanOrEqual(11);
    expect(await seedDemoContent(db(), workbooks)).toEqual({ speakers: 0, sessions: 0 });

    const ac = await expectJson(api().agenda.$get({ query: { event: "AC2025" } }), 200);
    expect(ac.length).toBeGreaterThanOrEqual(8);
    expect(ac.every((s) => s.date === "2025-10-13" && s.startTime >= "08:00" && s.endTime <= "12:30")).toBe(true);
    const panels = ac.filter((s) => /crossroads|power projects/i.test(s.title));
    expect(panels).toHaveLength(2);
    expect(panels.every((p) => p.speakers.length >= 3)).toBe(true);
    const gc = await expectJson(api().agenda.$get({ query: { event: "GC_POWERLIST" } }), 200);
    expect(gc.length).toBeGreaterThanOrEqual(3);

    // Every demo speaker has an Arabic biography, in Arabic script.
    const { results } = await env.DB.prepare("SELECT name, surname, bio_ar FROM speakers").all<{
      name: string;
      surname: string;
      bio_ar: string | null;
    }>();
    expect(
      results.filter((s) => !/^[\u0600-\u06FF]/.test(s.bio_ar ?? "")).map((s) => `${s.name} ${s.surname}`),
    ).toEqual([]);
  });
});
