/**
 * The organiser's test (docs/product.md#calendar-administration; docs/decisions/0018-calendar-administration-per-event.md),
 * in Chromium at 1280 px: from an empty GC Powerlist tab, an organiser adds a speaker by hand on
 * Speaker Management, adds three sessions on Calendar Administration (one with two speakers, the
 * hand-added one among them), imports a programme workbook written by LibreOffice with real date
 * and time cells (db/fixtures/agenda-organiser.xlsx), then deletes one session. After each step
 * `/agenda`, `/ar/agenda`, the event's `.ics` file and a delegate's private My Agenda feed show
 * the programme as it now stands, with no wait.
 *
 * The seeded GC Powerlist programme is exported first and imported back at the end, and the
 * speaker added here is deleted, so the other specs on this worker's server find the seeded data.
 */
import { join } from "node:path";
import ICAL from "ical.js";
import type { APIRequestContext, Page } from "@playwright/test";
import type { AgendaItem, Speaker } from "../worker/contract/content";
import { expect, newDelegate, roleToken, signInAs, test } from "./support";

const FIXTURES = join(import.meta.dirname, "..", "db", "fixtures");
const DESK = { width: 1280, height: 800 };
const EVENT = "GC_POWERLIST";

/** The speaker the organiser adds by hand. */
const BY_HAND = {
  name: "Mariam",
  surname: "Al-Kandari",
  company: "Kuwait Legal Partners",
  position: "General Counsel",
};

/** The three sessions added by hand: English and Arabic titles, times on the event's day. */
const ADDED = [
  {
    title: "Counsel Breakfast Briefing",
    titleAr: "إحاطة المستشارين",
    start: "17:00",
    end: "17:30",
    location: "Salon A",
  },
  {
    title: "Regulators in Conversation",
    titleAr: "حوار مع المنظمين",
    start: "17:30",
    end: "18:00",
    location: "Salon A",
  },
  { title: "Powerlist Photo Call", titleAr: "جلسة التصوير", start: "18:00", end: "18:20", location: "Foyer" },
] as const;

/** The GC Powerlist sessions of the fixture workbook that the import adds (English, Arabic). */
const IMPORTED = [
  ["GC Powerlist Reception", "استقبال قائمة جي سي"],
  ["In-house Counsel Panel", "جلسة المستشارين القانونيين"],
  ["GC Powerlist Awards", "حفل جوائز جي سي"],
  ["Closing Dinner", "عشاء الختام"],
] as const;

function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

/** The GC Powerlist sessions, through the public API. */
async function gcSessions(request: APIRequestContext): Promise<AgendaItem[]> {
  const response = await request.get(`/api/agenda?event=${EVENT}`);
  expect(response.status()).toBe(200);
  return response.json() as Promise<AgendaItem[]>;
}

/** The SUMMARY and DESCRIPTION of each VEVENT of the calendar at `path`. */
async function calendarEvents(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { summary: event.summary, description: event.description ?? "" };
  });
}

/** A delegate's view: their token and their private calendar feed's path. */
interface Delegate {
  token: string;
  feedPath: string;
}

/** Registers a delegate through the API and asks for their calendar feed. */
async function delegateWithFeed(request: APIRequestContext): Promise<Delegate> {
  const delegate = newDelegate({ firstName: "Hessa", lastName: "Al-Mutairi" });
  const headers = { "CF-Connecting-IP": `198.51.100.${1 + Math.floor(Math.random() * 254)}` };
  const registered = await request.post("/api/auth/register", {
    data: { ...delegate, confirmPassword: delegate.password },
    headers,
  });
  expect(registered.status()).toBe(201);
  const { authToken } = (await registered.json()) as { authToken: string };
  const feed = await request.post("/api/my-agenda/feed", { headers: bearer(authToken) });
  expect(feed.status()).toBe(200);
  const { url } = (await feed.json()) as { url: string };
  // The link names the configured public origin; this server answers the same path.
  return { token: authToken, feedPath: new URL(url).pathname };
}

/** Stars `sessionIds` for the delegate (the whole starred set). */
async function star(request: APIRequestContext, delegate: Delegate, sessionIds: readonly number[]) {
  const response = await request.put("/api/my-agenda", { headers: bearer(delegate.token), data: { sessionIds } });
  expect(response.status()).toBe(200);
}

/** The session titles of the GC Powerlist tab of the public agenda page at `path`, once it lists `count`. */
async function publicAgendaTitles(page: Page, path: "/agenda" | "/ar/agenda", count: number): Promise<string[]> {
  await page.goto(path);
  const tab = page.getByRole("tab", { name: "GC Powerlist" });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  const cards = page.getByRole("tabpanel").getByRole("article");
  await expect(cards).toHaveCount(count);
  const titles = await cards.evaluateAll((all) => all.map((card) => card.getAttribute("aria-label") ?? ""));
  return titles.sort();
}

/**
 * Checks every published copy of the GC Powerlist programme: `/agenda` lists `english`, `/ar/agenda`
 * lists `arabic`, the event's `.ics` file (one VEVENT per event, its sessions in DESCRIPTION,
 * docs/api.md#get-apiagendaics) names each of `english` and none of `gone`, and the delegate's feed
 * holds exactly `starred` (English titles). Returns the feed's events.
 */
async function expectPublished(
  page: Page,
  delegate: Delegate,
  programme: { english: readonly string[]; arabic: readonly string[]; starred: readonly string[]; gone?: string[] },
) {
  const english = [...programme.english].sort();
  expect(await publicAgendaTitles(page, "/agenda", english.length)).toEqual(english);
  const arabic = [...programme.arabic].sort();
  expect(await publicAgendaTitles(page, "/ar/agenda", arabic.length)).toEqual(arabic);
  const [event, ...others] = await calendarEvents(page.request, `/api/agenda.ics?event=${EVENT}`);
  expect(others).toEqual([]);
  for (const title of english) expect(event!.description).toContain(title);
  for (const title of programme.gone ?? []) expect(event!.description).not.toContain(title);
  const feed = await calendarEvents(page.request, delegate.feedPath);
  expect(feed.map((e) => e.summary).sort()).toEqual([...programme.starred].sort());
  return feed;
}

/** Deletes every GC Powerlist session through the API. */
async function emptyProgramme(request: APIRequestContext, token: string) {
  for (const session of await gcSessions(request)) {
    const response = await request.delete(`/api/admin/agenda/${session.id}`, { headers: bearer(token) });
    expect(response.status()).toBe(200);
  }
}

test.use({ viewport: DESK });

test("an organiser builds the GC Powerlist programme by hand and from a workbook, and every published copy follows", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const admin = await roleToken(page.request, "admin");
  await signInAs(page, "admin");

  // The seeded programme as a workbook, imported back at the end.
  const seeded = await page.request.get("/api/admin/agenda/export", { headers: bearer(admin) });
  expect(seeded.status()).toBe(200);
  const seededWorkbook = await seeded.body();
  const seededAc = (await (await page.request.get("/api/agenda?event=AC2025")).json()) as AgendaItem[];
  const delegate = await delegateWithFeed(page.request);
  const english: string[] = ADDED.map((s) => s.title);
  const arabic: string[] = ADDED.map((s) => s.titleAr);

  try {
    await test.step("the GC Powerlist tab starts empty", async () => {
      await emptyProgramme(page.request, admin);
      await page.goto("/app/admin/calendar");
      await page.getByRole("tab", { name: "GC Powerlist" }).click();
      await expect(page.getByText("No agenda items found for GC Powerlist.")).toBeVisible();
      await expectPublished(page, delegate, { english: [], arabic: [], starred: [] });
    });

    await test.step("a speaker added by hand on Speaker Management", async () => {
      await page.goto("/app/admin/speakers");
      await page.getByRole("button", { name: "Add speaker" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Add speaker" });
      const field = (name: string) => dialog.getByRole("textbox", { name, exact: true });
      await field("Name").fill(BY_HAND.name);
      await field("Surname").fill(BY_HAND.surname);
      await field("Company").fill(BY_HAND.company);
      await field("Position").fill(BY_HAND.position);
      await dialog.getByRole("combobox", { name: "Event" }).selectOption(EVENT);
      await dialog.getByRole("button", { name: "Add speaker" }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step("three sessions added on the GC Powerlist tab", async () => {
      await page.goto("/app/admin/calendar");
      await page.getByRole("tab", { name: "GC Powerlist" }).click();
      for (const session of ADDED) {
        await page.getByRole("button", { name: "Add session" }).click();
        const dialog = page.getByRole("dialog", { name: "Add session" });
        await dialog.getByLabel("Title", { exact: true }).fill(session.title);
        await dialog.getByLabel("Title (Arabic)").fill(session.titleAr);
        await dialog.getByLabel("Start Time").fill(session.start);
        await dialog.getByLabel("End Time").fill(session.end);
        await dialog.getByLabel("Location", { exact: true }).fill(session.location);
        await dialog.getByRole("button", { name: "Save Session" }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole("article", { name: session.title })).toBeVisible();
      }
      const added = await gcSessions(page.request);
      expect(added.map((s) => s.title).sort()).toEqual([...english].sort());
      // The delegate stars the first two; the feed holds them from now on.
      await star(
        page.request,
        delegate,
        added.filter((s) => s.title !== ADDED[2].title).map((s) => s.id),
      );
      await expectPublished(page, delegate, { english, arabic, starred: english.slice(0, 2) });
    });

    await test.step("two speakers on the first session, one of them added by hand", async () => {
      const speakers = (await (await page.request.get(`/api/speakers?event=${EVENT}`)).json()) as Speaker[];
      const seededSpeaker = speakers.find((s) => s.surname !== BY_HAND.surname)!;
      await page.goto("/app/admin/calendar");
      await page.getByRole("tab", { name: "GC Powerlist" }).click();
      await page.getByRole("button", { name: `Speakers of ${ADDED[0].title}` }).click();
      const dialog = page.getByRole("dialog", { name: "Manage Speakers" });
      await dialog.getByLabel("Search speakers").fill(BY_HAND.surname);
      await dialog.getByRole("button", { name: `Add ${BY_HAND.name} ${BY_HAND.surname}` }).click();
      await dialog.getByLabel("Search speakers").fill(seededSpeaker.surname);
      await dialog.getByRole("button", { name: `Add ${seededSpeaker.name} ${seededSpeaker.surname}` }).click();
      await dialog.getByRole("button", { name: "Save Speaker Order" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("article", { name: ADDED[0].title })).toContainText("2 speakers");

      const feed = await expectPublished(page, delegate, { english, arabic, starred: english.slice(0, 2) });
      expect(feed.find((e) => e.summary === ADDED[0].title)!.description).toContain(
        `${BY_HAND.name} ${BY_HAND.surname}`,
      );
      await page.goto("/agenda");
      await page.getByRole("tab", { name: "GC Powerlist" }).click();
      await expect(page.getByRole("article", { name: ADDED[0].title })).toContainText(
        `${BY_HAND.name} ${BY_HAND.surname}`,
      );
    });

    await test.step("a LibreOffice workbook imported into the GC Powerlist", async () => {
      await page.goto("/app/admin/calendar");
      const panel = page.getByRole("form", { name: "Import Sessions" });
      await panel.getByLabel("Event of rows without one").selectOption(EVENT);
      await panel.getByLabel("Excel file").setInputFiles(join(FIXTURES, "agenda-organiser.xlsx"));
      await panel.getByRole("button", { name: "Import" }).click();
      await expect(page.getByRole("heading", { name: "Import result: 5 sessions processed" })).toBeVisible();
      await page.getByRole("tab", { name: "GC Powerlist" }).click();
      await expect(page.getByRole("article", { name: "Closing Dinner" })).toContainText("9:00 PM - 9:30 PM");

      english.push(...IMPORTED.map(([title]) => title));
      arabic.push(...IMPORTED.map(([, title]) => title));
      await expectPublished(page, delegate, { english, arabic, starred: english.slice(0, 2) });
    });

    await test.step("one session deleted", async () => {
      await page.goto("/app/admin/calendar");
      await page.getByRole("tab", { name: "GC Powerlist" }).click();
      await page.getByRole("button", { name: `Delete ${ADDED[1].title}` }).click();
      const confirm = page.getByRole("dialog", { name: "Delete session?" });
      await confirm.getByRole("button", { name: "Delete", exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByRole("article", { name: ADDED[1].title })).toHaveCount(0);

      await expectPublished(page, delegate, {
        english: english.filter((t) => t !== ADDED[1].title),
        arabic: arabic.filter((t) => t !== ADDED[1].titleAr),
        starred: [ADDED[0].title],
        gone: [ADDED[1].title],
      });
    });
  } finally {
    // Put the seeded programmes back: the GC Powerlist from its workbook, the main conference
    // without the sessions the fixture added to it, and no hand-added speaker.
    await emptyProgramme(page.request, admin);
    const restored = await page.request.post("/api/admin/agenda/import", {
      headers: bearer(admin),
      multipart: {
        excel: { name: "seeded.xlsx", mimeType: "application/octet-stream", buffer: seededWorkbook },
        eventType: EVENT,
      },
    });
    expect(restored.status()).toBe(200);
    const ac = (await (await page.request.get("/api/agenda?event=AC2025")).json()) as AgendaItem[];
    for (const session of ac.filter((s) => !seededAc.some((seededSession) => seededSession.id === s.id))) {
      await page.request.delete(`/api/admin/agenda/${session.id}`, { headers: bearer(admin) });
    }
    const speakers = (await (await page.request.get(`/api/speakers?event=${EVENT}`)).json()) as Speaker[];
    for (const speaker of speakers.filter((s) => s.surname === BY_HAND.surname && s.name === BY_HAND.name)) {
      await page.request.delete(`/api/admin/speakers/${speaker.id}`, { headers: bearer(admin) });
    }
  }
});
