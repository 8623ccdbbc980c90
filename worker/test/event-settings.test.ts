/**
 * Event settings stored in D1 (docs/api.md#event-settings, docs/data-model.md#event-settings):
 * the admin read and save, the validation of every field (400 naming the field, nothing saved),
 * and a save showing on the next request everywhere the settings are used: the public read, the
 * public pages and their JSON-LD, the .ics file, a new PDF pass and a new email.
 */
import { env } from "cloudflare:workers";
import { PDFDocument } from "pdf-lib";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { EventSettings } from "../contract/event";
import { DEFAULT_SETTINGS } from "../contract/default-settings";
import { EVENT_SETTINGS_ELEMENT_ID } from "../contract/public-pages";
import { purgePublicContent } from "../middleware/cache";
import { embeddedJson, getDocument, loadPageRenderer, rootOf } from "./documents";
import { runEmailQueue, outboxEmails } from "./email-helpers";
import { api, clearTables, expectJson, registerAdmin, registerDelegate } from "./helpers";
import { countingD1 } from "./query-counter";
import { pageTexts } from "./pass-helpers";

let adminToken = "";
beforeAll(async () => {
  await loadPageRenderer();
  adminToken = (await registerAdmin()).authToken;
}, 60_000);

afterEach(async () => {
  await env.DB.prepare("DELETE FROM event_settings").run();
  await purgePublicContent(env);
});

/** The defaults with a new venue and a new main-conference date. */
const moved: EventSettings = {
  ...DEFAULT_SETTINGS,
  events: { ...DEFAULT_SETTINGS.events, AC2025: { ...DEFAULT_SETTINGS.events.AC2025, date: "2026-11-02" } },
  venue: { ...DEFAULT_SETTINGS.venue, name: "Sheikh Jaber Al-Ahmad Cultural Centre", address: "Gulf Road" },
};
/** `moved` as saved: its venue's name and address changed in English only, so their Arabic versions may be out of date. */
const movedSaved: EventSettings = {
  ...moved,
  arabicOutOfDate: { "venue.nameAr": DEFAULT_SETTINGS.venue.name, "venue.addressAr": DEFAULT_SETTINGS.venue.address },
};

const admin = () => api(adminToken).admin["event-settings"];
const save = (settings: unknown) => admin().$put({ json: settings as EventSettings });

describe("GET and PUT /api/admin/event-settings", () => {
  it("answers the defaults at version 0 before any save, then the saved document with its version", async () => {
    expect(await expectJson(admin().$get(), 200)).toEqual({ settings: DEFAULT_SETTINGS, version: 0, updatedAt: null });
    const first = await expectJson(save(moved), 200);
    expect(first).toMatchObject({ settings: moved, version: 1 });
    expect(first.updatedAt).toBeGreaterThan(Date.now() - 60_000);
    expect((await expectJson(save(DEFAULT_SETTINGS), 200)).version).toBe(2);
    expect(await expectJson(admin().$get(), 200)).toMatchObject({ settings: DEFAULT_SETTINGS, version: 2 });
  });

  it("refuses visitors (401) and delegates (403), and saves nothing", async () => {
    const delegate = await registerDelegate();
    expect((await api().admin["event-settings"].$get()).status).toBe(401);
    expect((await api(delegate.authToken).admin["event-settings"].$get()).status).toBe(403);
    expect((await api(delegate.authToken).admin["event-settings"].$put({ json: moved })).status).toBe(403);
    expect((await expectJson(admin().$get(), 200)).version).toBe(0);
  });

  /** Settings with one change, for the validation table. */
  const withEvent = (change: Partial<EventSettings["events"]["AC2025"]>) => ({
    ...DEFAULT_SETTINGS,
    events: { ...DEFAULT_SETTINGS.events, AC2025: { ...DEFAULT_SETTINGS.events.AC2025, ...change } },
  });
  const withVenue = (change: Partial<EventSettings["venue"]>) => ({
    ...DEFAULT_SETTINGS,
    venue: { ...DEFAULT_SETTINGS.venue, ...change },
  });
  const refused: Array<[string, unknown, string]> = [
    ["an empty event name", withEvent({ name: " " }), "AC2025 name is required"],
    [
      "a date that is not YYYY-MM-DD",
      withEvent({ date: "13/10/2025" }),
      "AC2025 date must be a calendar date (YYYY-MM-DD)",
    ],
    ["an impossible date", withEvent({ date: "2025-02-30" }), "AC2025 date must be a calendar date (YYYY-MM-DD)"],
    [
      "a time past the end of the day",
      withEvent({ endTime: "24:30" }),
      "AC2025 end time must be a time of the event's day (HH:MM, 00:00 to 23:59)",
    ],
    [
      "a start time that is not HH:MM",
      withEvent({ startTime: "8am" }),
      "AC2025 start time must be a time of the event's day (HH:MM, 00:00 to 23:59)",
    ],
    [
      "an end before the start",
      withEvent({ startTime: "12:00", endTime: "11:00" }),
      "AC2025 end time must be after its start time",
    ],
    ["an end equal to the start", withEvent({ endTime: "08:00" }), "AC2025 end time must be after its start time"],
    ["an empty venue name", withVenue({ name: "" }), "Venue name is required"],
    [
      "a map link that is not https",
      withVenue({ mapUrl: "http://maps.example/venue" }),
      "Map link must be an https URL (https://...)",
    ],
    [
      "a map link that is not a URL",
      withVenue({ mapUrl: "javascript:alert(1)" }),
      "Map link must be an https URL (https://...)",
    ],
    [
      "a helpline not in E.164",
      { ...DEFAULT_SETTINGS, helpline: "22957700" },
      "Helpline must be an international number in E.164 form, e.g. +96522957700",
    ],
    [
      "a support email without a domain",
      { ...DEFAULT_SETTINGS, supportEmail: "events@" },
      "Support email must be a valid email address",
    ],
    [
      "a social link that is not https",
      { ...DEFAULT_SETTINGS, socialPageUrl: "ftp://x.example" },
      "Social page link must be an https URL (https://...)",
    ],
    [
      "an empty Wi-Fi network",
      { ...DEFAULT_SETTINGS, wifi: { network: "", password: "x" } },
      "Wi-Fi network is required",
    ],
    [
      "an empty hero headline",
      { ...DEFAULT_SETTINGS, hero: { ...DEFAULT_SETTINGS.hero, headline: "" } },
      "Hero headline is required",
    ],
    ["a missing venue", { ...DEFAULT_SETTINGS, venue: undefined }, "Venue is required"],
  ];

  it.each(refused)(
    "refuses %s with 400 naming the field, and keeps the saved settings",
    async (_, settings, message) => {
      await expectJson(save(moved), 200);
      expect(await expectJson(save(settings), 400)).toEqual({ message });
      expect(await expectJson(admin().$get(), 200)).toMatchObject({ settings: moved, version: 1 });
    },
  );
});

describe("a save shows on the next request", () => {
  it("in GET /api/event-settings", async () => {
    expect(await expectJson(api()["event-settings"].$get(), 200)).toEqual(DEFAULT_SETTINGS);
    await expectJson(save(moved), 200);
    expect(await expectJson(api()["event-settings"].$get(), 200)).toEqual(movedSaved);
  });

  it("in the public pages' markup, their embedded settings and the JSON-LD", async () => {
    const before = await (await getDocument("/")).text();
    expect(before).toContain(DEFAULT_SETTINGS.venue.name);
    await expectJson(save(moved), 200);
    const text = await (await getDocument("/")).text();
    const root = /<div id=root>([\s\S]*)<\/div><\/body>/.exec(text)?.[1] ?? "";
    expect(root).toContain(moved.venue.name);
    expect(root).not.toContain(DEFAULT_SETTINGS.venue.name);
    expect(root).toContain("November 2, 2026");
    const embedded = new RegExp(
      `<script type="application/json" id="${EVENT_SETTINGS_ELEMENT_ID}">([^<]*)</script>`,
    ).exec(text)?.[1];
    expect(JSON.parse(embedded!)).toEqual(movedSaved);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(text)![1]!) as Array<{
      startDate: string;
      location: { name: string; address: { streetAddress: string } };
    }>;
    expect(jsonLd[0]).toMatchObject({
      startDate: "2026-11-02T08:00:00+03:00",
      location: { name: moved.venue.name, address: { streetAddress: "Gulf Road" } },
    });
    expect((await (await getDocument("/agenda")).text()).includes(moved.venue.name)).toBe(true);
  });

  it("in the app shell's embedded settings", async () => {
    await expectJson(save(moved), 200);
    const text = await (await getDocument("/app")).text();
    expect(text).toContain(`<script type="application/json" id="${EVENT_SETTINGS_ELEMENT_ID}">`);
    expect(text).toContain(moved.venue.name);
  });

  it("in the .ics file", async () => {
    const ics = async () => (await api()["agenda.ics"].$get({ query: { event: "AC2025" } })).text();
    expect(await ics()).toContain("DTSTART:20251013T050000Z");
    await expectJson(save(moved), 200);
    const text = (await ics()).replace(/\r\n[ \t]/g, "");
    expect(text).toContain("DTSTART:20261102T050000Z");
    expect(text).toContain("LOCATION:Sheikh Jaber Al-Ahmad Cultural Centre\\, Gulf Road");
  });

  it("in a new PDF pass", async () => {
    const delegate = await registerDelegate();
    const pdf = async () => {
      const response = await api(delegate.authToken)["pass-pdf"][":userId"].$get({
        param: { userId: String(delegate.id) },
      });
      const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
      return pageTexts(doc, doc.getPage(0)).join("\n");
    };
    expect(await pdf()).toContain(DEFAULT_SETTINGS.venue.name);
    await expectJson(save(moved), 200);
    const text = await pdf();
    expect(text).toContain(moved.venue.name);
    expect(text).not.toContain(DEFAULT_SETTINGS.venue.name);
  });

  it("in a new email (the queue consumer reads the stored settings)", async () => {
    const delegate = await registerDelegate({ firstName: "Noura" });
    await expectJson(save(moved), 200);
    await runEmailQueue([
      { type: "delegate_welcome", to: delegate.email, userId: delegate.id, data: { firstName: "Noura" } },
    ]);
    const [email] = await outboxEmails(delegate.email, "delegate_welcome");
    expect(email!.text).toContain("Sheikh Jaber Al-Ahmad Cultural Centre, Gulf Road");
    expect(email!.text).toContain("November 2, 2026");
  });
});

describe("the Arabic versions of the texts", () => {
  /** The defaults with `change` merged into one part. */
  const withHero = (change: Partial<EventSettings["hero"]>) => ({
    ...DEFAULT_SETTINGS,
    hero: { ...DEFAULT_SETTINGS.hero, ...change },
  });
  const refused: Array<[string, unknown, string]> = [
    [
      "a tagline over 200 characters",
      withHero({ taglineAr: "ن".repeat(201) }),
      "Hero tagline (Arabic) must be at most 200 characters",
    ],
    [
      "a lead over 1,000 characters",
      withHero({ leadAr: "ن".repeat(1_001) }),
      "Hero lead (Arabic) must be at most 1000 characters",
    ],
    [
      "an event description over 1,000 characters",
      {
        ...DEFAULT_SETTINGS,
        events: {
          ...DEFAULT_SETTINGS.events,
          GC_POWERLIST: { ...DEFAULT_SETTINGS.events.GC_POWERLIST, descriptionAr: "ن".repeat(1_001) },
        },
      },
      "GC_POWERLIST description (Arabic) must be at most 1000 characters",
    ],
    [
      "a venue city over 200 characters",
      { ...DEFAULT_SETTINGS, venue: { ...DEFAULT_SETTINGS.venue, cityAr: "ن".repeat(201) } },
      "Venue city (Arabic) must be at most 200 characters",
    ],
    [
      "an office address over 1,000 characters",
      { ...DEFAULT_SETTINGS, offices: [{ ...DEFAULT_SETTINGS.offices[0]!, addressAr: "ن".repeat(1_001) }] },
      "Office address (Arabic) must be at most 1000 characters",
    ],
  ];

  it.each(refused)(
    "refuses %s with 400 naming the field, and keeps the saved settings",
    async (_, settings, message) => {
      await expectJson(save(moved), 200);
      const answer = await expectJson(save(settings), 400);
      expect(answer.message).toBe(message);
      expect(await expectJson(admin().$get(), 200)).toMatchObject({ settings: moved, version: 1 });
    },
  );

  it("stores an Arabic text trimmed, and an empty or blank one as null (the English is shown)", async () => {
    const saved = await expectJson(
      save({ ...withHero({ taglineAr: "  مؤتمر الطاقة  ", headlineAr: "   ", leadAr: "" }), brandAr: null }),
      200,
    );
    expect(saved.settings.hero).toMatchObject({ taglineAr: "مؤتمر الطاقة", headlineAr: null, leadAr: null });
    expect(saved.settings.brandAr).toBeNull();
    expect((await expectJson(admin().$get(), 200)).settings.hero.headlineAr).toBeNull();
  });

  it("loads a document saved before they existed: a default Arabic text only where the English is the default", async () => {
    // The document as saved then: no *Ar keys, the venue renamed, the rest the defaults.
    const strip = (part: object) => Object.fromEntries(Object.entries(part).filter(([key]) => !key.endsWith("Ar")));
    const old = {
      ...strip(DEFAULT_SETTINGS),
      events: {
        AC2025: strip(DEFAULT_SETTINGS.events.AC2025),
        GC_POWERLIST: strip(DEFAULT_SETTINGS.events.GC_POWERLIST),
      },
      venue: { ...strip(DEFAULT_SETTINGS.venue), name: "Sheikh Jaber Al-Ahmad Cultural Centre" },
      offices: DEFAULT_SETTINGS.offices.map(strip),
      hero: strip(DEFAULT_SETTINGS.hero),
    };
    await env.DB.prepare("INSERT INTO event_settings (id, document, version, updated_at) VALUES (1, ?, 3, ?)")
      .bind(JSON.stringify(old), Date.now())
      .run();
    const { settings, version } = await expectJson(admin().$get(), 200);
    expect(version).toBe(3);
    expect(settings.hero).toEqual(DEFAULT_SETTINGS.hero);
    expect(settings.events).toEqual(DEFAULT_SETTINGS.events);
    expect(settings.venue.name).toBe("Sheikh Jaber Al-Ahmad Cultural Centre");
    expect(settings.venue.nameAr).toBeUndefined();
    expect(settings.venue.cityAr).toBe(DEFAULT_SETTINGS.venue.cityAr);
    expect(settings.offices).toEqual(DEFAULT_SETTINGS.offices);
    // The Arabic page shows the renamed venue as entered, not the old venue's Arabic name.
    const root = rootOf(await (await getDocument("/ar")).text());
    expect(root).toContain("Sheikh Jaber Al-Ahmad Cultural Centre");
    expect(root).not.toContain(DEFAULT_SETTINGS.venue.nameAr!);
    expect(root).toContain(DEFAULT_SETTINGS.hero.taglineAr!);
  });

  /** Saved Arabic texts that are not the defaults', so nothing else could have written them. */
  const arabic: EventSettings = {
    ...DEFAULT_SETTINGS,
    events: { ...DEFAULT_SETTINGS.events, AC2025: { ...DEFAULT_SETTINGS.events.AC2025, nameAr: "ملتقى الكويت 2026" } },
    venue: { ...DEFAULT_SETTINGS.venue, nameAr: "مركز الشيخ جابر الأحمد الثقافي" },
    hero: { ...DEFAULT_SETTINGS.hero, taglineAr: "ملتقى الطاقة والبنية التحتية" },
  };

  it("are shown on the Arabic landing page and in its JSON-LD; the English page stays English", async () => {
    await expectJson(save(arabic), 200);
    const text = await (await getDocument("/ar")).text();
    const root = rootOf(text);
    expect(root).toContain("ملتقى الطاقة والبنية التحتية");
    expect(root).toContain("ملتقى الكويت 2026");
    expect(root).toContain("مركز الشيخ جابر الأحمد الثقافي");
    expect(root).not.toContain(DEFAULT_SETTINGS.hero.tagline.replace("&", "&amp;"));
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(text)![1]!) as Array<{
      name: string;
      location: { name: string };
    }>;
    expect(jsonLd[0]).toMatchObject({
      name: "ملتقى الكويت 2026",
      location: { name: "مركز الشيخ جابر الأحمد الثقافي" },
    });
    // The document carries the stored settings, both languages; the app shows its language's.
    expect(embeddedJson(text, EVENT_SETTINGS_ELEMENT_ID)).toEqual(arabic);

    const english = await (await getDocument("/")).text();
    const englishRoot = rootOf(english);
    expect(englishRoot).toContain(DEFAULT_SETTINGS.hero.tagline.replace("&", "&amp;"));
    expect(englishRoot).toContain("Conference 2025");
    for (const text of ["ملتقى الطاقة والبنية التحتية", "ملتقى الكويت 2026", "مركز الشيخ جابر الأحمد الثقافي"])
      expect(englishRoot).not.toContain(text);
    const englishLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(english)![1]!) as Array<{
      name: string;
    }>;
    expect(englishLd[0]!.name).toBe("Conference 2025");
  });

  it("are written in an Arabic email; an English email keeps the English", async () => {
    await expectJson(save(arabic), 200);
    const ar = await registerDelegate({ firstName: "Noura" });
    const en = await registerDelegate({ firstName: "Dana" });
    await runEmailQueue([
      { type: "delegate_welcome", to: ar.email, userId: ar.id, locale: "ar", data: { firstName: "Noura" } },
      { type: "delegate_welcome", to: en.email, userId: en.id, locale: "en", data: { firstName: "Dana" } },
    ]);
    const [arabicEmail] = await outboxEmails(ar.email, "delegate_welcome");
    expect(arabicEmail!.subject).toContain("ملتقى الكويت 2026");
    // The venue line of the Arabic versions, joined by Arabic commas.
    expect(arabicEmail!.text).toContain(
      "مركز الشيخ جابر الأحمد الثقافي، شارع الشهداء، مجمع الصالحية، مدينة الكويت، الكويت",
    );
    expect(arabicEmail!.text).not.toContain("Conference 2025");
    const [englishEmail] = await outboxEmails(en.email, "delegate_welcome");
    expect(englishEmail!.subject).toBe("Welcome to Conference 2025: your delegate account is ready");
    expect(englishEmail!.text).toContain(`${DEFAULT_SETTINGS.venue.name}, ${DEFAULT_SETTINGS.venue.address}`);
    expect(englishEmail!.text).not.toMatch(/[\u0600-\u06ff]/);
  });
});

describe("Arabic versions that may be out of date", () => {
  /** A venue renamed in English only: the Arabic page must not keep the old venue's Arabic name. */
  const renamed: EventSettings = {
    ...DEFAULT_SETTINGS,
    venue: { ...DEFAULT_SETTINGS.venue, name: "Sheikh Jaber Al-Ahmad Cultural Centre" },
  };
  const confirm = (body: unknown, token = adminToken) =>
    api(token).admin["event-settings"]["arabic-confirmations"].$post({
      json: body as { field: string; english: string },
    });

  afterEach(() => clearTables("agenda_item_speakers", "agenda_items"));

  /** The mark of the renamed venue: its Arabic name was written for the old English name. */
  const venueMark = { "venue.nameAr": DEFAULT_SETTINGS.venue.name };

  it("marks the Arabic twin of an English text a save changed, with the English it was written for", async () => {
    const saved = await expectJson(save(renamed), 200);
    expect(saved.settings.arabicOutOfDate).toEqual(venueMark);
    expect((await expectJson(admin().$get(), 200)).settings.arabicOutOfDate).toEqual(venueMark);
    // A save that changes nothing keeps the mark; a client cannot set or clear marks itself.
    const again = await expectJson(save({ ...renamed, arabicOutOfDate: {} }), 200);
    expect(again.settings.arabicOutOfDate).toEqual(venueMark);
    const forged = await expectJson(save({ ...renamed, arabicOutOfDate: { "hero.taglineAr": "x" } }), 200);
    expect(forged.settings.arabicOutOfDate).toEqual(venueMark);
  });

  it("keeps the English a marked Arabic text was written for through later changes, and clears the mark when it is back", async () => {
    await expectJson(save(renamed), 200);
    const again = { ...renamed, venue: { ...renamed.venue, name: "Gulf Hall" } };
    expect((await expectJson(save(again), 200)).settings.arabicOutOfDate).toEqual(venueMark);
    // The English the Arabic was written for, as the other end-to-end specs put the settings back.
    expect((await expectJson(save(DEFAULT_SETTINGS), 200)).settings.arabicOutOfDate).toBeUndefined();
    expect(rootOf(await (await getDocument("/ar")).text())).toContain(DEFAULT_SETTINGS.venue.nameAr!);
  });

  it.each<[string, (settings: EventSettings) => EventSettings]>([
    ["the Arabic is updated", (s) => ({ ...s, venue: { ...s.venue, nameAr: "مركز الشيخ جابر الأحمد الثقافي" } })],
    ["the Arabic is emptied (the English is shown)", (s) => ({ ...s, venue: { ...s.venue, nameAr: null } })],
  ])("clears the mark when %s", async (_, change) => {
    await expectJson(save(renamed), 200);
    const saved = await expectJson(save(change(renamed)), 200);
    expect(saved.settings.arabicOutOfDate).toBeUndefined();
  });

  it("marks nothing when the English and its Arabic change together, or the English has no Arabic version", async () => {
    const both: EventSettings = {
      ...DEFAULT_SETTINGS,
      venue: { ...DEFAULT_SETTINGS.venue, name: "Gulf Hall", nameAr: "قاعة الخليج" },
      // GC Powerlist's name has no Arabic version (null): the English is shown anyway.
      events: {
        ...DEFAULT_SETTINGS.events,
        GC_POWERLIST: { ...DEFAULT_SETTINGS.events.GC_POWERLIST, name: "GC Powerlist 2026" },
      },
    };
    expect((await expectJson(save(both), 200)).settings.arabicOutOfDate).toBeUndefined();
  });

  it("marks an event's description, a hero text and an office's city at any depth, and keeps earlier marks", async () => {
    await expectJson(save(renamed), 200);
    const next: EventSettings = {
      ...renamed,
      events: {
        ...renamed.events,
        AC2025: { ...renamed.events.AC2025, description: "Kuwait's energy PPPs, now over two days." },
      },
      hero: { ...renamed.hero, lead: "Registration opens in September." },
      offices: renamed.offices.map((office, index) => (index === 1 ? { ...office, city: "Manama" } : office)),
    };
    expect((await expectJson(save(next), 200)).settings.arabicOutOfDate).toEqual({
      "events.AC2025.descriptionAr": DEFAULT_SETTINGS.events.AC2025.description,
      "venue.nameAr": DEFAULT_SETTINGS.venue.name,
      "offices.1.cityAr": DEFAULT_SETTINGS.offices[1]!.city,
      "hero.leadAr": DEFAULT_SETTINGS.hero.lead,
    });
  });

  it("shows the English text on the Arabic pages and in Arabic emails until the Arabic is confirmed", async () => {
    await env.DB.prepare(
      "INSERT INTO agenda_items (title, title_ar, start_time, end_time, date, event_type) VALUES ('Opening', 'الافتتاح', '08:30', '09:00', '2025-10-13', 'AC2025')",
    ).run();
    const oldVenue = DEFAULT_SETTINGS.venue.nameAr!;
    expect(rootOf(await (await getDocument("/ar/agenda")).text())).toContain(oldVenue);
    await expectJson(save(renamed), 200);

    for (const path of ["/ar", "/ar/agenda"]) {
      const text = await (await getDocument(path)).text();
      const root = rootOf(text);
      expect(root, path).toContain(renamed.venue.name);
      expect(root, path).not.toContain(oldVenue);
      // The other Arabic texts stay Arabic.
      expect(root, path).toContain(path === "/ar" ? DEFAULT_SETTINGS.hero.taglineAr! : "الافتتاح");
      if (path === "/ar") {
        const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(text)![1]!) as Array<{
          location: { name: string };
        }>;
        expect(jsonLd[0]!.location.name).toBe(renamed.venue.name);
      }
    }
    const arabicReader = await registerDelegate({ firstName: "Noura" });
    await runEmailQueue([
      {
        type: "delegate_welcome",
        to: arabicReader.email,
        userId: arabicReader.id,
        locale: "ar",
        data: { firstName: "Noura" },
      },
    ]);
    const [email] = await outboxEmails(arabicReader.email, "delegate_welcome");
    expect(email!.text).toContain(renamed.venue.name);
    expect(email!.text).not.toContain(oldVenue);

    // "Still correct": the mark goes, the next request shows the Arabic version again.
    const confirmed = await expectJson(confirm({ field: "venue.nameAr", english: renamed.venue.name }), 200);
    expect(confirmed.settings.arabicOutOfDate).toBeUndefined();
    expect(confirmed.version).toBe(2);
    expect(rootOf(await (await getDocument("/ar/agenda")).text())).toContain(oldVenue);
    expect((await expectJson(api()["event-settings"].$get(), 200)).arabicOutOfDate).toBeUndefined();
  });

  it("shows a new date and time on the Arabic pages at once (they have no Arabic version to keep)", async () => {
    const before = rootOf(await (await getDocument("/ar")).text());
    expect(before).toContain("أكتوبر");
    const later = (event: EventSettings["events"]["AC2025"]) => ({ ...event, date: "2026-11-02", startTime: "09:15" });
    await expectJson(
      save({
        ...DEFAULT_SETTINGS,
        events: {
          AC2025: later(DEFAULT_SETTINGS.events.AC2025),
          GC_POWERLIST: later(DEFAULT_SETTINGS.events.GC_POWERLIST),
        },
      }),
      200,
    );
    const root = rootOf(await (await getDocument("/ar")).text());
    expect(root).toContain("نوفمبر");
    expect(root).not.toContain("أكتوبر");
    expect(root).toContain("9:15");
  });

  it("confirms one mark and keeps the others, in a few D1 queries", async () => {
    const counting = countingD1(env.DB);
    const counted = api(adminToken, { bindings: { DB: counting.db } }).admin["event-settings"];
    await expectJson(counted.$put({ json: moved }), 200);
    const confirmed = await expectJson(
      counted["arabic-confirmations"].$post({ json: { field: "venue.addressAr", english: "Gulf Road" } }),
      200,
    );
    // Each request: the session, the settings (read, then written) and nothing per text.
    expect(counting.count.statements).toBeLessThanOrEqual(10);
    expect(confirmed.settings.arabicOutOfDate).toEqual({ "venue.nameAr": DEFAULT_SETTINGS.venue.name });
    expect(await expectJson(admin().$get(), 200)).toMatchObject({ settings: confirmed.settings, version: 2 });
  });

  it("refuses a confirmation from a visitor (401) or a delegate (403), and changes nothing", async () => {
    await expectJson(save(renamed), 200);
    const delegate = await registerDelegate();
    const body = { field: "venue.nameAr", english: renamed.venue.name };
    expect((await api().admin["event-settings"]["arabic-confirmations"].$post({ json: body })).status).toBe(401);
    expect((await confirm(body, delegate.authToken)).status).toBe(403);
    expect(await expectJson(admin().$get(), 200)).toMatchObject({
      settings: { arabicOutOfDate: venueMark },
      version: 1,
    });
  });

  it.each<[string, unknown, string]>([
    ["no field", { english: "x" }, "field must name an Arabic text of the settings, e.g. venue.nameAr"],
    [
      "an English key",
      { field: "venue.name", english: "x" },
      "field must name an Arabic text of the settings, e.g. venue.nameAr",
    ],
    [
      "a path with symbols",
      { field: "venue/../nameAr", english: "x" },
      "field must name an Arabic text of the settings, e.g. venue.nameAr",
    ],
    ["no English text", { field: "venue.nameAr" }, "english must be text of at most 1000 characters"],
    [
      "an English text too long",
      { field: "venue.nameAr", english: "x".repeat(1_001) },
      "english must be text of at most 1000 characters",
    ],
  ])("refuses %s with 400 and changes nothing", async (_, body, message) => {
    await expectJson(save(renamed), 200);
    expect(await expectJson(confirm(body), 400)).toEqual({ message });
    expect((await expectJson(admin().$get(), 200)).version).toBe(1);
  });

  it("answers 404 for an Arabic text that is not marked, or that does not exist, and changes nothing", async () => {
    await expectJson(save(renamed), 200);
    for (const field of ["hero.taglineAr", "venue.nowhereAr", "offices.9.cityAr"]) {
      expect(await expectJson(confirm({ field, english: "x" }), 404)).toEqual({
        message: "This Arabic text is not marked as out of date",
      });
    }
    expect((await expectJson(admin().$get(), 200)).version).toBe(1);
  });

  it("answers 409 when the English changed since the organiser read it, and keeps the mark", async () => {
    await expectJson(save(renamed), 200);
    expect(await expectJson(confirm({ field: "venue.nameAr", english: DEFAULT_SETTINGS.venue.name }), 409)).toEqual({
      message: "The English text has changed since you loaded the settings: check the Arabic text again",
    });
    expect(await expectJson(admin().$get(), 200)).toMatchObject({
      settings: { arabicOutOfDate: venueMark },
      version: 1,
    });
  });
});
