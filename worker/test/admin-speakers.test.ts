import { env } from "cloudflare:workers";
import { readSheet } from "read-excel-file/universal";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../contract/image-upload";
import type { Speaker } from "../contract/content";
import type { EventCode } from "../contract/event";
import { mediaKeyOf, sniffImageType } from "../services/media";
import { WORKBOOK_MESSAGES } from "../services/workbook";
import { fileOf, multipart, workbookOf } from "./admin-helpers";
import {
  answer,
  api,
  call,
  callJson,
  clearTables,
  expectJson,
  registerAdmin,
  registerDelegate,
  testFile,
} from "./helpers";

let adminToken = "";
beforeAll(async () => {
  adminToken = (await registerAdmin()).authToken;
});
beforeEach(() => clearTables("agenda_item_speakers", "agenda_items", "speakers"));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

/** POST /api/speakers/import of `bytes` for `eventType` (a form field: any text), as the admin. */
async function importSpeakers(eventType?: string, bytes = testFile("speakers-sample.xlsx")) {
  const fields: Record<string, string | File> = { excel: fileOf(bytes, "speakers.xlsx") };
  if (eventType !== undefined) fields.eventType = eventType;
  return importSpeakersWith(fields);
}

/** POST /api/speakers/import with multipart `fields`, as the admin: status and body. */
async function importSpeakersWith(fields: Record<string, string | File>) {
  const { status, body } = await answer(api(adminToken).speakers.import.$post(undefined, multipart(fields)));
  return { status, body };
}

/** The public speaker list of one event. */
const speakerList = (event: EventCode) => expectJson(api().speakers.$get({ query: { event } }), 200);

/** POST /api/admin/upload-speaker-image with multipart `fields`, as the admin. */
const uploadPhoto = (fields: Record<string, string | File>) =>
  api(adminToken).admin["upload-speaker-image"].$post(undefined, multipart(fields));

async function speakerCount(): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM speakers").first<{ n: number }>())!.n;
}

describe("speaker template and import", () => {
  it("downloads the template with exactly the import's columns", async () => {
    const response = await api(adminToken).speakers.template.$get();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="speakers-template.xlsx"');
    expect(await readSheet(await response.arrayBuffer())).toEqual([
      ["Name", "Surname", "Company", "Position", "Bio", "Bio (AR)", "LinkedIn URL", "Photo URL", "Expertise"],
    ]);
  });

  it("imports the LibreOffice fixture for the chosen event", async () => {
    expect(await importSpeakers("GC_POWERLIST")).toEqual({ status: 200, body: { speakersProcessed: 12, errors: [] } });
    const list = await speakerList("GC_POWERLIST");
    expect(list.map((s) => `${s.name} ${s.surname}`)).toEqual([
      "Ahmad Al-Sabah",
      "Fatima Nasser",
      "Yousef Rossi",
      "Noura Al-Enezi",
      "Khaled Sharma",
      "Maryam Khan",
      "Abdullah Haddad",
      "Sara Müller",
      "Omar Al-Ajmi",
      "Hessa Johnson",
      "James O'Brien",
      "Emily Al-Kandari",
    ]);
    expect(list.find((s) => s.surname === "Müller")).toMatchObject({
      company: "Ministry of Electricity (demo)",
      position: "Policy Advisor",
      linkedinUrl: "https://www.linkedin.com/in/sara-müller-7",
      expertise: ["ESG", "Arbitration", "Power Purchase Agreements"],
      eventType: "GC_POWERLIST",
      displayOrder: 8,
    });
    expect(await speakerList("AC2025")).toEqual([]);
  });

  it("defaults to AC2025 and refuses an unknown event", async () => {
    expect((await importSpeakers()).body).toEqual({ speakersProcessed: 12, errors: [] });
    expect(await speakerList("AC2025")).toHaveLength(12);
    expect(await importSpeakers("AC2026")).toEqual({
      status: 400,
      body: { message: "Event type must be AC2025 or GC_POWERLIST" },
    });
  });

  it("reports bad rows as 'Row N: ...' and saves the good ones", async () => {
    const bytes = await workbookOf([
      ["Name", "Surname", "Company", "Position", "Bio"],
      ["Layla", "Haddad", "Acme", "Partner", "Bio"],
      ["", "Nameless", "Acme", "Partner", ""],
      ["Omar", "", "Acme", "Partner", ""],
    ]);
    expect(await importSpeakers("AC2025", bytes)).toEqual({
      status: 200,
      body: { speakersProcessed: 1, errors: ["Row 3: Speaker name is required", "Row 4: Speaker surname is required"] },
    });
  });

  it.each([
    [
      "a legacy .xls",
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      WORKBOOK_MESSAGES.legacyXls,
    ],
    ["a text file", new TextEncoder().encode("Name,Surname"), WORKBOOK_MESSAGES.notXlsx],
    [
      "a workbook without the speaker columns",
      testFile("delegates-sample.xlsx"),
      "Missing required columns: Name, Surname, Position",
    ],
  ])("answers 400 for %s and changes nothing", async (_name, bytes, message) => {
    expect(await importSpeakers("AC2025", bytes)).toEqual({ status: 400, body: { message } });
    expect(await speakerCount()).toBe(0);
  });

  it("asks for a file when none is sent", async () => {
    expect(await importSpeakersWith({ eventType: "AC2025" })).toEqual({
      status: 400,
      body: { message: "Please select an Excel file to import" },
    });
  });
});

describe("bio and order", () => {
  beforeEach(async () => {
    await importSpeakers("AC2025");
  });

  it("edits a bio in place and clears it with an empty text", async () => {
    const [first] = await speakerList("AC2025");
    const saved = await answer(
      api(adminToken).admin.speakers[":id"].$patch({
        json: { bio: "  New bio.\n\nSecond paragraph.  " },
        param: { id: String(first!.id) },
      }),
    );
    expect(saved).toMatchObject({ status: 200, body: { id: first!.id, bio: "New bio.\n\nSecond paragraph." } });
    expect((await speakerList("AC2025"))[0]!.bio).toBe("New bio.\n\nSecond paragraph.");
    const cleared = await expectJson(
      api(adminToken).admin.speakers[":id"].$patch({ json: { bio: "" }, param: { id: String(first!.id) } }),
      200,
    );
    expect(cleared.bio).toBeNull();
  });

  it("validates the bio and answers 404 for an unknown speaker", async () => {
    const [first] = await speakerList("AC2025");
    expect(
      (
        await answer(
          api(adminToken).admin.speakers[":id"].$patch({
            json: { bio: "x".repeat(5001) },
            param: { id: String(first!.id) },
          }),
        )
      ).status,
    ).toBe(400);
    // Raw: a body without the bio, which the client's payload type does not allow.
    expect(
      (await callJson(`/api/admin/speakers/${first!.id}`, { method: "PATCH", token: adminToken, body: {} })).status,
    ).toBe(400);
    expect(
      await answer(api(adminToken).admin.speakers[":id"].$patch({ json: { bio: "x" }, param: { id: "99999999" } })),
    ).toMatchObject({
      status: 404,
      body: { message: "Speaker not found" },
    });
  });

  it("stores a new order numbered from 1 and the public list follows", async () => {
    const list = await speakerList("AC2025");
    const reversed = [...list].reverse();
    const response = await answer(
      api(adminToken).admin.speakers["update-order"].$post({
        json: { speakers: reversed.map((s, i) => ({ id: s.id, displayOrder: i + 1 })) },
      }),
    );
    expect(response).toMatchObject({ status: 200, body: { message: "Speaker order updated" } });
    const after = await speakerList("AC2025");
    expect(after.map((s) => s.id)).toEqual(reversed.map((s) => s.id));
    expect(after.map((s) => s.displayOrder)).toEqual(list.map((_, i) => i + 1));
  });

  it("changes nothing when an id is unknown, repeated or the order is not from 1", async () => {
    const list = await speakerList("AC2025");
    const unknown = await answer(
      api(adminToken).admin.speakers["update-order"].$post({
        json: {
          speakers: [
            { id: list[1]!.id, displayOrder: 1 },
            { id: 99999999, displayOrder: 2 },
          ],
        },
      }),
    );
    expect(unknown).toMatchObject({ status: 404, body: { message: "Speaker not found: 99999999" } });
    expect((await speakerList("AC2025")).map((s) => s.id)).toEqual(list.map((s) => s.id));
    const repeated = await answer(
      api(adminToken).admin.speakers["update-order"].$post({
        json: {
          speakers: [
            { id: list[0]!.id, displayOrder: 1 },
            { id: list[0]!.id, displayOrder: 2 },
          ],
        },
      }),
    );
    expect(repeated).toMatchObject({ status: 400, body: { message: "Each speaker may appear only once" } });
    const zero = await answer(
      api(adminToken).admin.speakers["update-order"].$post({
        json: { speakers: [{ id: list[0]!.id, displayOrder: 0 }] },
      }),
    );
    expect(zero).toMatchObject({ status: 400, body: { message: "displayOrder must be a whole number from 1" } });
    expect(
      (await answer(api(adminToken).admin.speakers["update-order"].$post({ json: { speakers: [] } }))).status,
    ).toBe(400);
  });
});

describe("Arabic bios", () => {
  const arabicBio = "تقود فاطمة أعمال الطاقة.\n\nعملت سابقاً في ٢٥ مشروعاً.";

  /** The stored bio and Arabic bio of the speaker `name` Test of AC2025, as D1 holds them. */
  const stored = (name: string) =>
    env.DB.prepare("SELECT bio, bio_ar FROM speakers WHERE name = ? AND surname = 'Test' AND event_type = 'AC2025'")
      .bind(name)
      .first<{ bio: string | null; bio_ar: string | null }>();

  /** A speaker workbook with the "Bio (AR)" column, one row per [name, bio, Arabic bio]. */
  const withBioAr = (...rows: Array<[string, string, string]>) =>
    workbookOf([
      ["Name", "Surname", "Company", "Position", "Bio", "Bio (AR)"],
      ...rows.map(([name, bio, bioAr]) => [name, "Test", "Co", "Role", bio, bioAr]),
    ]);

  /** The same without the column, as files made before it existed. */
  const withoutBioAr = (...rows: Array<[string, string]>) =>
    workbookOf([
      ["Name", "Surname", "Company", "Position", "Bio"],
      ...rows.map(([name, bio]) => [name, "Test", "Co", "Role", bio]),
    ]);

  it("imports the 'Bio (AR)' column, trimmed, a blank cell as NULL, and lists it in GET /api/speakers", async () => {
    const bytes = await withBioAr(["Fatima", "Leads energy work.", `  ${arabicBio}  `], ["Khaled", "Advises.", "   "]);
    expect(await importSpeakers("AC2025", bytes)).toEqual({ status: 200, body: { speakersProcessed: 2, errors: [] } });
    expect(await stored("Fatima")).toEqual({ bio: "Leads energy work.", bio_ar: arabicBio });
    expect(await stored("Khaled")).toEqual({ bio: "Advises.", bio_ar: null });
    expect((await speakerList("AC2025")).map((s) => [s.name, s.bio, s.bioAr])).toEqual([
      ["Fatima", "Leads energy work.", arabicBio],
      ["Khaled", "Advises.", null],
    ]);
  });

  it("reports a row whose Arabic bio is too long and saves the others", async () => {
    const bytes = await withBioAr(["Fatima", "", "ع".repeat(5001)], ["Khaled", "", "ع".repeat(5000)]);
    expect(await importSpeakers("AC2025", bytes)).toEqual({
      status: 200,
      body: { speakersProcessed: 1, errors: ["Row 2: Bio (Arabic) must be at most 5000 characters"] },
    });
    expect(await stored("Fatima")).toBeNull();
    expect((await stored("Khaled"))?.bio_ar).toHaveLength(5000);
  });

  it("keeps stored Arabic bios when a re-imported file has no 'Bio (AR)' column, and clears them from a blank cell when it has", async () => {
    await importSpeakers("AC2025", await withBioAr(["Fatima", "Old bio.", arabicBio], ["Khaled", "", arabicBio]));
    expect(await importSpeakers("AC2025", await withoutBioAr(["Fatima", "New bio."], ["Yousef", "Joins."]))).toEqual({
      status: 200,
      body: { speakersProcessed: 2, errors: [] },
    });
    expect(await stored("Fatima")).toEqual({ bio: "New bio.", bio_ar: arabicBio });
    expect(await stored("Yousef")).toEqual({ bio: "Joins.", bio_ar: null });

    expect(await importSpeakers("AC2025", await withBioAr(["Fatima", "New bio.", ""]))).toMatchObject({ status: 200 });
    expect(await stored("Fatima")).toEqual({ bio: "New bio.", bio_ar: null });
    expect(await stored("Khaled")).toEqual({ bio: null, bio_ar: arabicBio });
  });

  it("imports the LibreOffice fixture, which has no 'Bio (AR)' column, with every Arabic bio NULL", async () => {
    expect((await importSpeakers("AC2025")).body).toEqual({ speakersProcessed: 12, errors: [] });
    const { results } = await env.DB.prepare("SELECT bio, bio_ar FROM speakers").all<{ bio: string; bio_ar: null }>();
    expect(results).toHaveLength(12);
    expect(results.every((r) => r.bio && r.bio_ar === null)).toBe(true);
  });

  describe("PATCH /api/admin/speakers/{id}", () => {
    let id = "";
    beforeEach(async () => {
      await importSpeakers("AC2025", await withBioAr(["Fatima", "Leads energy work.", arabicBio]));
      id = String((await speakerList("AC2025"))[0]!.id);
    });
    const patch = (json: { bio: string | null; bioAr?: string | null }) =>
      answer(api(adminToken).admin.speakers[":id"].$patch({ json, param: { id } }));

    it("sets the Arabic bio, trimmed, and answers it with the speaker", async () => {
      expect(await patch({ bio: "Leads energy work.", bioAr: "  سيرة جديدة.  " })).toMatchObject({
        status: 200,
        body: { bio: "Leads energy work.", bioAr: "سيرة جديدة." },
      });
      expect(await stored("Fatima")).toEqual({ bio: "Leads energy work.", bio_ar: "سيرة جديدة." });
      expect((await speakerList("AC2025"))[0]!.bioAr).toBe("سيرة جديدة.");
    });

    it("leaves the Arabic bio as it is when absent, and stores blank or null as NULL", async () => {
      expect(await patch({ bio: "Edited." })).toMatchObject({
        status: 200,
        body: { bio: "Edited.", bioAr: arabicBio },
      });
      expect(await stored("Fatima")).toEqual({ bio: "Edited.", bio_ar: arabicBio });
      expect(await patch({ bio: "Edited.", bioAr: " \n " })).toMatchObject({ status: 200, body: { bioAr: null } });
      expect(await stored("Fatima")).toEqual({ bio: "Edited.", bio_ar: null });
      await patch({ bio: "Edited.", bioAr: arabicBio });
      expect(await patch({ bio: "Edited.", bioAr: null })).toMatchObject({ status: 200, body: { bioAr: null } });
      expect(await stored("Fatima")).toEqual({ bio: "Edited.", bio_ar: null });
    });

    it("refuses an Arabic bio over 5000 characters and writes nothing", async () => {
      expect(await patch({ bio: "Changed.", bioAr: "ع".repeat(5001) })).toMatchObject({
        status: 400,
        body: { message: "Bio (Arabic) must be at most 5000 characters" },
      });
      expect(await stored("Fatima")).toEqual({ bio: "Leads energy work.", bio_ar: arabicBio });
      expect(await patch({ bio: "Changed.", bioAr: "ع".repeat(5000) })).toMatchObject({ status: 200 });
    });
  });
});

describe("speaker photos", () => {
  let speaker: Speaker;
  beforeEach(async () => {
    await importSpeakers("AC2025");
    speaker = (await speakerList("AC2025"))[0]!;
  });

  it("recognises images by their bytes", () => {
    expect(sniffImageType(JPEG)).toBe("image/jpeg");
    expect(sniffImageType(PNG)).toBe("image/png");
    expect(sniffImageType(new TextEncoder().encode("GIF89a...."))).toBe("image/gif");
    expect(sniffImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x25, 0x50, 0x44, 0x46]))).toBeNull();
  });

  it("stores an upload under a server-made key and serves it with Content-Type, ETag and long caching", async () => {
    const { photoUrl } = await expectJson(
      uploadPhoto({ speakerId: String(speaker.id), image: fileOf(PNG, "../../evil name.jpg", "image/jpeg") }),
      200,
    );
    expect(photoUrl).toMatch(new RegExp(`^/api/media/speakers/${speaker.id}/[0-9a-f-]{36}\\.png$`));
    expect((await speakerList("AC2025"))[0]!.photoUrl).toBe(photoUrl);

    // The photo URL the API answered, followed as a browser does.
    const served = await call(photoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const etag = served.headers.get("ETag");
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const revalidated = await call(photoUrl, { headers: { "If-None-Match": etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("ETag")).toBe(etag);

    // A replacement removes the previous object.
    const next = (
      await expectJson(uploadPhoto({ speakerId: String(speaker.id), image: fileOf(JPEG, "photo.jpg") }), 200)
    ).photoUrl;
    expect(next).toMatch(/\.jpg$/);
    expect((await call(photoUrl)).status).toBe(404);
    expect((await call(next)).headers.get("Content-Type")).toBe("image/jpeg");
  });

  it("refuses files that are not images whatever their name, oversized files and unknown speakers", async () => {
    const svg = uploadPhoto({
      speakerId: String(speaker.id),
      image: fileOf(new TextEncoder().encode("<svg onload='alert(1)'/>"), "photo.png", "image/png"),
    });
    expect(await expectJson(svg, 400)).toEqual({ message: "Please select an image file (JPEG, PNG, GIF or WebP)" });

    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(JPEG);
    const tooLarge = await uploadPhoto({ speakerId: String(speaker.id), image: fileOf(big, "big.jpg") });
    expect(tooLarge.status).toBe(413);

    const missing = uploadPhoto({ speakerId: String(speaker.id) });
    expect((await answer(missing)).body).toEqual({ message: "Please select an image file" });

    const badId = await uploadPhoto({ speakerId: "abc", image: fileOf(JPEG, "a.jpg") });
    expect(badId.status).toBe(400);

    const unknown = await uploadPhoto({ speakerId: "99999999", image: fileOf(JPEG, "a.jpg") });
    expect(unknown.status).toBe(404);
    const stored = await env.MEDIA.list({ prefix: "speakers/99999999/" });
    expect(stored.objects).toHaveLength(0);
    expect((await speakerList("AC2025"))[0]!.photoUrl).toBeNull();
  });

  it("serves only speaker photos, never other objects of the bucket", async () => {
    await env.MEDIA.put("outbox/secret.eml", "Subject: reset link");
    // Raw: hostile paths, outside the media route's shape.
    expect((await call("/api/media/outbox/secret.eml")).status).toBe(404);
    expect((await call("/api/media/speakers/1/..%2F..%2Foutbox%2Fsecret.eml")).status).toBe(404);
    const unknown = api().media.speakers[":speakerId"][":file"].$get({
      param: { speakerId: String(speaker.id), file: "00000000-0000-0000-0000-000000000000.png" },
    });
    expect((await unknown).status).toBe(404);
  });
});

describe("speakers by hand", () => {
  const dana = {
    name: "Dana",
    surname: "Al-Sayer",
    company: "ASAR",
    position: "Partner",
    bio: "Advises on PPP.",
    bioAr: "تقدّم المشورة في الشراكات.",
    linkedinUrl: "https://www.linkedin.com/in/dana",
    expertise: ["PPP", "Energy"],
    eventType: "GC_POWERLIST" as const,
  };
  const create = (json: Record<string, unknown>, token = adminToken) =>
    callJson("/api/admin/speakers", { method: "POST", body: json, token });
  const patch = (id: number, json: Record<string, unknown>) =>
    callJson(`/api/admin/speakers/${id}`, { method: "PATCH", body: json, token: adminToken });
  const remove = (id: number) => api(adminToken).admin.speakers[":id"].$delete({ param: { id: String(id) } });
  const rows = async () => (await env.DB.prepare("SELECT * FROM speakers ORDER BY id").all()).results;

  describe("POST /api/admin/speakers", () => {
    it("answers 201 with the speaker, last in its event's order, and the public list shows it at once", async () => {
      await importSpeakers("GC_POWERLIST");
      // Read once, so the list is in the edge cache before the write.
      expect(await speakerList("GC_POWERLIST")).toHaveLength(12);
      const created = await expectJson(api(adminToken).admin.speakers.$post({ json: dana }), 201);
      expect(created).toMatchObject({ ...dana, photoUrl: null, displayOrder: 13 });
      expect((await speakerList("GC_POWERLIST")).at(-1)).toEqual(created);
    });

    it("needs only name, surname, company and position, trims them and defaults to AC2025", async () => {
      const created = await expectJson(
        api(adminToken).admin.speakers.$post({
          json: { name: " Omar ", surname: "Haddad ", company: "KPC", position: "Engineer" },
        }),
        201,
      );
      expect(created).toMatchObject({
        name: "Omar",
        surname: "Haddad",
        bio: null,
        bioAr: null,
        linkedinUrl: null,
        expertise: [],
        eventType: "AC2025",
        displayOrder: 1,
      });
    });

    it.each([
      ["name", "Speaker name is required"],
      ["surname", "Speaker surname is required"],
      ["company", "Company is required"],
      ["position", "Position is required"],
    ])("refuses a blank %s with the spec's message and writes nothing", async (field, message) => {
      expect(await create({ ...dana, [field]: "  " })).toMatchObject({ status: 400, body: { message } });
      expect(await rows()).toEqual([]);
    });

    it.each([
      [{ linkedinUrl: "linkedin" }, "Please enter a valid URL"],
      [{ eventType: "AC2026" }, "Event type must be AC2025 or GC_POWERLIST"],
      [{ bio: "x".repeat(5001) }, "Bio must be at most 5000 characters"],
      [{ expertise: "PPP" }, "Invalid input: expected array, received string"],
    ])("refuses %j and writes nothing", async (change, message) => {
      expect(await create({ ...dana, ...change })).toMatchObject({ status: 400, body: { message } });
      expect(await rows()).toEqual([]);
    });

    it("refuses a second speaker of the same name in one event (409), whatever the letter case, and allows it in the other", async () => {
      await expectJson(api(adminToken).admin.speakers.$post({ json: dana }), 201);
      const before = await rows();
      expect(await create({ ...dana, name: "DANA ", surname: "al-sayer" })).toMatchObject({
        status: 409,
        body: { message: "This event already has a speaker with this name" },
      });
      expect(await rows()).toEqual(before);
      expect((await create({ ...dana, eventType: "AC2025" })).status).toBe(201);
    });

    it("is for organisers only: 401 without a session, 403 for a delegate", async () => {
      const delegate = await registerDelegate();
      expect(await create(dana, "")).toMatchObject({ status: 401, body: { message: "Not authenticated" } });
      expect(await create(dana, delegate.authToken)).toMatchObject({
        status: 403,
        body: { message: "Admin access required" },
      });
      expect(await rows()).toEqual([]);
    });
  });

  describe("PATCH /api/admin/speakers/{id}", () => {
    it("changes every field sent and keeps the others", async () => {
      const { id } = await expectJson(api(adminToken).admin.speakers.$post({ json: dana }), 201);
      const saved = await patch(id, {
        name: "Dana M.",
        company: "ASAR Legal",
        position: "Senior Partner",
        linkedinUrl: "",
        expertise: ["Arbitration"],
        bioAr: null,
      });
      expect(saved).toMatchObject({
        status: 200,
        body: {
          ...dana,
          name: "Dana M.",
          company: "ASAR Legal",
          position: "Senior Partner",
          linkedinUrl: null,
          expertise: ["Arbitration"],
          bioAr: null,
        },
      });
      expect((await speakerList("GC_POWERLIST"))[0]).toEqual(saved.body);
    });

    it("moves a speaker to the other event, last in its order", async () => {
      await importSpeakers("AC2025");
      const { id } = await expectJson(api(adminToken).admin.speakers.$post({ json: dana }), 201);
      expect((await patch(id, { eventType: "AC2025" })).body).toMatchObject({ eventType: "AC2025", displayOrder: 13 });
      expect(await speakerList("GC_POWERLIST")).toEqual([]);
    });

    it("refuses a name another speaker of the event has (409), a blank name and an empty body (400), and writes nothing", async () => {
      await expectJson(api(adminToken).admin.speakers.$post({ json: dana }), 201);
      const other = await expectJson(api(adminToken).admin.speakers.$post({ json: { ...dana, name: "Lulwa" } }), 201);
      const before = await rows();
      expect(await patch(other.id, { name: "dana" })).toMatchObject({
        status: 409,
        body: { message: "This event already has a speaker with this name" },
      });
      expect(await patch(other.id, { name: "" })).toMatchObject({
        status: 400,
        body: { message: "Speaker name is required" },
      });
      expect(await patch(other.id, {})).toMatchObject({
        status: 400,
        body: { message: "Send at least one field to change" },
      });
      expect(await rows()).toEqual(before);
      // Its own name in another spelling is not a clash.
      expect((await patch(other.id, { name: "LULWA" })).status).toBe(200);
    });

    it("answers 404 for an unknown speaker", async () => {
      expect(await patch(99999999, { company: "Nowhere" })).toMatchObject({
        status: 404,
        body: { message: "Speaker not found" },
      });
    });
  });

  describe("DELETE /api/admin/speakers/{id}", () => {
    /** A session of AC2025 with `speakerIds` in order, its legacy link on the first. */
    async function session(title: string, speakerIds: number[]): Promise<number> {
      const row = await env.DB.prepare(
        "INSERT INTO agenda_items (title, start_time, end_time, date, speaker_id) VALUES (?, '09:00', '09:30', '2025-10-13', ?) RETURNING id",
      )
        .bind(title, speakerIds[0] ?? null)
        .first<{ id: number }>();
      for (const [position, speakerId] of speakerIds.entries())
        await env.DB.prepare("INSERT INTO agenda_item_speakers (agenda_item_id, speaker_id, position) VALUES (?, ?, ?)")
          .bind(row!.id, speakerId, position)
          .run();
      return row!.id;
    }
    const sequences = async () =>
      (await env.DB.prepare("SELECT title, sequence, speaker_id FROM agenda_items ORDER BY id").all()).results;

    it("removes the speaker from their sessions, revises those sessions and deletes their photo and its copies", async () => {
      const leaving = await expectJson(api(adminToken).admin.speakers.$post({ json: dana }), 201);
      const staying = await expectJson(api(adminToken).admin.speakers.$post({ json: { ...dana, name: "Lulwa" } }), 201);
      await session("Panel", [leaving.id, staying.id]);
      await session("Keynote", [staying.id]);
      const { photoUrl } = await expectJson(
        uploadPhoto({ speakerId: String(leaving.id), image: fileOf(PNG, "p.png") }),
        200,
      );
      await env.MEDIA.put(`${mediaKeyOf(photoUrl)}/w96.webp`, "copy");

      expect(await expectJson(remove(leaving.id), 200)).toEqual({ message: "Speaker deleted" });
      expect((await speakerList("GC_POWERLIST")).map((s) => s.id)).toEqual([staying.id]);
      const agenda = await expectJson(api().agenda.$get({ query: {} }), 200);
      expect(agenda.map((item) => [item.title, item.speakerId, item.speakers.map((s) => s.id)])).toEqual([
        ["Panel", null, [staying.id]],
        ["Keynote", staying.id, [staying.id]],
      ]);
      expect(await sequences()).toEqual([
        { title: "Panel", sequence: 1, speaker_id: null },
        { title: "Keynote", sequence: 0, speaker_id: staying.id },
      ]);
      expect((await env.MEDIA.list({ prefix: mediaKeyOf(photoUrl)! })).objects).toEqual([]);
    });

    it("answers 404 for an unknown speaker and changes nothing", async () => {
      await expectJson(api(adminToken).admin.speakers.$post({ json: dana }), 201);
      const before = await rows();
      expect(await answer(remove(99999999))).toMatchObject({ status: 404, body: { message: "Speaker not found" } });
      expect(await rows()).toEqual(before);
    });

    it("refuses a delegate (403) and a visitor without a session (401)", async () => {
      const { id } = await expectJson(api(adminToken).admin.speakers.$post({ json: dana }), 201);
      const delegate = await registerDelegate();
      expect((await api(delegate.authToken).admin.speakers[":id"].$delete({ param: { id: String(id) } })).status).toBe(
        403,
      );
      expect((await api().admin.speakers[":id"].$delete({ param: { id: String(id) } })).status).toBe(401);
      expect(await rows()).toHaveLength(1);
    });
  });

  it("a rename revises the speaker's sessions, whose calendar entries list the names", async () => {
    const { id } = await expectJson(api(adminToken).admin.speakers.$post({ json: dana }), 201);
    await env.DB.prepare(
      "INSERT INTO agenda_items (title, start_time, end_time, date, speaker_id) VALUES ('Talk', '09:00', '09:30', '2025-10-13', ?)",
    )
      .bind(id)
      .run();
    const sequence = async () =>
      (await env.DB.prepare("SELECT sequence FROM agenda_items").first<{ sequence: number }>())!.sequence;
    expect((await patch(id, { company: "Elsewhere" })).status).toBe(200);
    expect(await sequence()).toBe(0);
    expect((await patch(id, { surname: "Al-Sayer Khan" })).status).toBe(200);
    expect(await sequence()).toBe(1);
  });
});
