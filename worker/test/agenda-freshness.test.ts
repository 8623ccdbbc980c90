/**
 * Every change an organiser makes to the programme shows at once (docs/api.md#agenda-administration;
 * docs/decisions/0007-edge-cache-and-content-version.md): after adding, editing, importing and
 * deleting a session, the next request of /agenda, /ar/agenda, the app's GET /api/agenda, the public
 * .ics file and a delegate's private calendar feed shows the change, although each was read (and
 * cached at the edge) just before; each write starts a new content version, the key of every
 * cached public read and of the pages' data (their markup, query state and JSON-LD).
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentVersion } from "../services/content-version";
import { fileOf, multipart, workbookOf } from "./admin-helpers";
import { getDocument, loadPageRenderer, rootOf } from "./documents";
import { api, call, clearTables, expectJson, registerAdmin, registerDelegate } from "./helpers";

let adminToken = "";
let delegateToken = "";
let feedPath = "";
beforeAll(async () => {
  await loadPageRenderer();
  adminToken = (await registerAdmin()).authToken;
  delegateToken = (await registerDelegate()).authToken;
  const { url } = await expectJson(api(delegateToken)["my-agenda"].feed.$post(), 200);
  feedPath = new URL(url!).pathname;
}, 60_000);

beforeEach(() => clearTables("starred_sessions", "agenda_item_speakers", "agenda_items"));

/** What each place shows of the programme now. */
async function everywhere() {
  /** A calendar file with its folded lines joined again (RFC 5545 section 3.1). */
  const text = async (path: string) => (await (await call(path)).text()).replace(/\r\n[ \t]/g, "");
  const english = await (await getDocument("/agenda")).text();
  return {
    app: (await expectJson(api().agenda.$get({ query: { event: "AC2025" } }), 200)).map((s) => s.title),
    agenda: rootOf(english),
    arabicAgenda: rootOf(await (await getDocument("/ar/agenda")).text()),
    jsonLd: english.includes('"@type":"Event"'),
    ics: await text("/api/agenda.ics?event=AC2025"),
    feed: await text(feedPath),
    version: await contentVersion(env),
  };
}

const session = {
  title: "Opening Keynote",
  titleAr: "الكلمة الافتتاحية",
  date: "2025-10-13",
  startTime: "08:15",
  endTime: "09:00",
  location: "Main Hall",
  description: "",
  eventType: "AC2025" as const,
};

describe("a change to the programme", () => {
  it("shows at once on the pages, in the app, in the .ics files and in the private feeds", async () => {
    const empty = await everywhere();
    expect(empty.app).toEqual([]);

    const added = await expectJson(api(adminToken).admin.agenda.$post({ json: session }), 201);
    await expectJson(api(delegateToken)["my-agenda"].$put({ json: { sessionIds: [added.id] } }), 200);
    const afterAdd = await everywhere();
    expect(afterAdd.version).not.toBe(empty.version);
    expect(afterAdd.app).toEqual(["Opening Keynote"]);
    expect(afterAdd.agenda).toContain("Opening Keynote");
    expect(afterAdd.arabicAgenda).toContain("الكلمة الافتتاحية");
    expect(afterAdd.jsonLd).toBe(true);
    // The public file lists the sessions in its event's DESCRIPTION; the feed has one VEVENT each.
    expect(afterAdd.ics).toContain("8:15 AM - 9:00 AM  Opening Keynote (Main Hall)");
    expect(afterAdd.feed).toContain("SUMMARY:Opening Keynote");

    await expectJson(
      api(adminToken).admin.agenda[":id"].$put({
        param: { id: String(added.id) },
        json: { ...session, title: "Welcome Keynote", titleAr: "كلمة الترحيب" },
      }),
      200,
    );
    const afterEdit = await everywhere();
    expect(afterEdit.version).not.toBe(afterAdd.version);
    expect(afterEdit.app).toEqual(["Welcome Keynote"]);
    expect(afterEdit.agenda).toContain("Welcome Keynote");
    expect(afterEdit.agenda).not.toContain("Opening Keynote");
    expect(afterEdit.arabicAgenda).toContain("كلمة الترحيب");
    expect(afterEdit.ics).toContain("Welcome Keynote (Main Hall)");
    expect(afterEdit.ics).not.toContain("Opening Keynote");
    expect(afterEdit.feed).toContain("SUMMARY:Welcome Keynote");

    const sheet = await workbookOf([
      ["Title", "Date", "Start Time", "End Time", "Event", "Title (AR)"],
      ["Closing Remarks", "2025-10-13", "12:00", "12:30", "AC2025", "الكلمة الختامية"],
    ]);
    const imported = await api(adminToken).admin.agenda.import.$post(
      undefined,
      multipart({ excel: fileOf(sheet, "agenda.xlsx") }),
    );
    expect(imported.status).toBe(200);
    const afterImport = await everywhere();
    expect(afterImport.version).not.toBe(afterEdit.version);
    expect(afterImport.app).toEqual(["Welcome Keynote", "Closing Remarks"]);
    expect(afterImport.agenda).toContain("Closing Remarks");
    expect(afterImport.arabicAgenda).toContain("الكلمة الختامية");
    expect(afterImport.ics).toContain("12:00 PM - 12:30 PM  Closing Remarks");

    expect((await api(adminToken).admin.agenda[":id"].$delete({ param: { id: String(added.id) } })).status).toBe(200);
    const afterDelete = await everywhere();
    expect(afterDelete.version).not.toBe(afterImport.version);
    expect(afterDelete.app).toEqual(["Closing Remarks"]);
    expect(afterDelete.agenda).not.toContain("Welcome Keynote");
    expect(afterDelete.arabicAgenda).not.toContain("كلمة الترحيب");
    expect(afterDelete.ics).not.toContain("Welcome Keynote");
    expect(afterDelete.feed).not.toContain("Welcome Keynote");
    expect(afterDelete.feed).toContain("BEGIN:VCALENDAR");
  });

  it("does not start a new content version when it is refused", async () => {
    const before = await contentVersion(env);
    const refused = await api(adminToken).admin.agenda.$post({ json: { ...session, endTime: "08:00" } });
    expect(refused.status).toBe(400);
    expect(await contentVersion(env)).toBe(before);
  });
});
