import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { seedDemoContent } from "../../db/seed/seed";
import { createDb } from "../db";
import { importSpeakerWorkbook } from "../services/speaker-import";
import { checkWorkbook, zipUncompressedSize } from "../services/workbook";
import type { Speaker } from "../contract/content";
import { callJson, clearTables, testFile } from "./helpers";

const db = () => createDb(env.DB);

beforeEach(() => clearTables("agenda_item_speakers", "agenda_items", "speakers"));

describe("speaker workbook import", () => {
  it("imports the LibreOffice fixture into D1 with exact records", async () => {
    const result = await importSpeakerWorkbook(db(), testFile("speakers-sample.xlsx"), "GC_POWERLIST");
    expect(result).toEqual({ speakersProcessed: 12, errors: [] });

    const { body } = await callJson<Speaker[]>("/api/speakers?event=GC_POWERLIST");
    expect(body).toHaveLength(12);
    expect(body.map((s) => s.displayOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(body[0]).toMatchObject({
      name: "Ahmad",
      surname: "Al-Sabah",
      company: "Gulf Energy Partners",
      position: "Chief Executive Officer",
      bio: "Ahmad Al-Sabah leads energy work at Gulf Energy Partners.\n\nPreviously advised on 25 PPP transactions across the GCC.",
      linkedinUrl: "https://www.linkedin.com/in/ahmad-al-sabah-0",
      photoUrl: null,
      expertise: ["Renewables", "ESG", "Project Finance"],
      eventType: "GC_POWERLIST",
      speakerType: "Speaker",
    });
    const sara = body.find((s) => s.surname === "Müller");
    expect(sara).toMatchObject({ name: "Sara", company: "Ministry of Electricity (demo)", linkedinUrl: "https://www.linkedin.com/in/sara-müller-7" });
    const james = body.find((s) => s.surname === "O'Brien");
    expect(james?.expertise).toEqual(["Water Desalination", "Regulation", "Power Purchase Agreements"]);
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

  it("refuses files that are not .xlsx before parsing, changing nothing", async () => {
    const legacyXls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    await expect(importSpeakerWorkbook(db(), legacyXls, "AC2025")).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("Legacy .xls"),
    });
    await expect(importSpeakerWorkbook(db(), new TextEncoder().encode("Name,Surname\nA,B"), "AC2025")).rejects.toMatchObject({
      status: 400,
    });
    const truncated = testFile("speakers-sample.xlsx").slice(0, 2000);
    await expect(importSpeakerWorkbook(db(), truncated, "AC2025")).rejects.toMatchObject({ status: 400 });
    const count = await env.DB.prepare("SELECT count(*) AS n FROM speakers").first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("reads the uncompressed size from the zip directory", () => {
    const bytes = testFile("speakers-sample.xlsx");
    expect(zipUncompressedSize(bytes)).toBeGreaterThan(bytes.length);
    expect(() => checkWorkbook(bytes)).not.toThrow();
  });

  it("refuses a workbook without the required columns", async () => {
    await expect(importSpeakerWorkbook(db(), testFile("delegates-sample.xlsx"), "AC2025")).rejects.toMatchObject({
      status: 400,
      message: "Missing required columns: Name, Surname, Position",
    });
  });
});

describe("demo seed", () => {
  it("loads the agenda and speakers once and is idempotent", async () => {
    const workbooks = { AC2025: testFile("speakers-ac2025.xlsx"), GC_POWERLIST: testFile("speakers-gc-powerlist.xlsx") };
    const first = await seedDemoContent(db(), workbooks);
    expect(first.speakers).toBeGreaterThanOrEqual(14);
    expect(first.sessions).toBeGreaterThanOrEqual(11);
    expect(await seedDemoContent(db(), workbooks)).toEqual({ speakers: 0, sessions: 0 });

    const { body: ac } = await callJson<Array<{ title: string; date: string; startTime: string; endTime: string; speakers: unknown[] }>>(
      "/api/agenda?event=AC2025",
    );
    expect(ac.length).toBeGreaterThanOrEqual(8);
    expect(ac.every((s) => s.date === "2025-10-13" && s.startTime >= "08:00" && s.endTime <= "12:30")).toBe(true);
    const panels = ac.filter((s) => /crossroads|power projects/i.test(s.title));
    expect(panels).toHaveLength(2);
    expect(panels.every((p) => p.speakers.length >= 3)).toBe(true);
    const { body: gc } = await callJson<unknown[]>("/api/agenda?event=GC_POWERLIST");
    expect(gc.length).toBeGreaterThanOrEqual(3);
  });
});
