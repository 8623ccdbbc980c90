/**
 * My Agenda end to end (docs/product.md#my-agenda): a delegate stars three sessions, subscribes
 * to the private calendar feed (parsed with ical.js, as a calendar app reads it, with no
 * sign-in), and after an organiser moves one session the feed shows the new time under the same
 * UID. Also the star on the public agenda for a signed-in visitor, and the list offline.
 */
import ICAL from "ical.js";
import type { APIRequestContext, Page } from "@playwright/test";
import type { AgendaItem } from "../worker/contract/content";
import { expect, registerViaUi, roleToken, signInAs, test, watchConsole } from "./support";

/** The feed at `url`, fetched with no session, as its VEVENTs. */
async function readFeed(request: APIRequestContext, url: string) {
  // The link names the configured public origin; the e2e server answers the same path.
  const response = await request.get(new URL(url).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      utc: event.startDate.zone.tzid === "UTC" && event.endDate.zone.tzid === "UTC",
      sequence: Number(vevent.getFirstPropertyValue("sequence")),
    };
  });
}

/** The "Add to My Agenda" / "Remove from My Agenda" star of the session card titled `title`. */
function starOf(page: Page, title: string) {
  return page.getByRole("article", { name: title, exact: true }).getByRole("button", { name: /My Agenda$/ });
}

/** Organiser's edit of a session through PUT /api/admin/agenda/{id}. */
async function saveSession(request: APIRequestContext, session: AgendaItem) {
  const token = await roleToken(request, "admin");
  const { id, eventType: _event, ...fields } = session;
  const response = await request.put(`/api/admin/agenda/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { id, ...fields, location: fields.location ?? "", description: fields.description ?? "" },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test("a delegate stars three sessions, subscribes to the feed, and the feed follows an organiser's time change", async ({
  page,
}) => {
  const consoleMessages = watchConsole(page);
  await registerViaUi(page);
  await page.goto("/app/agenda");
  // Session cards are named by their title (aria-label); an organiser's announcement above the
  // screen is an article too, named by its heading.
  const cards = page.locator("article[aria-label]");
  await expect(cards.first()).toBeVisible();
  const titles = (await cards.evaluateAll((all) => all.map((a) => a.getAttribute("aria-label")!))).slice(0, 3);
  for (const title of titles) {
    const star = starOf(page, title);
    await expect(star).toHaveAccessibleName("Add to My Agenda");
    await expect(star).toHaveAttribute("aria-pressed", "false");
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/my-agenda") && r.request().method() === "PUT");
    await star.click();
    await expect(star).toHaveAccessibleName("Remove from My Agenda");
    await expect(star).toHaveAttribute("aria-pressed", "true");
    expect((await saved).status()).toBe(200);
  }

  // The stars are stored: the dashboard preview (the first three sessions) shows them pressed.
  await page.goto("/app");
  await expect(page.getByRole("button", { name: "Remove from My Agenda", pressed: true })).toHaveCount(3);

  await page.goto("/app/agenda");
  await page.getByRole("link", { name: "My Agenda" }).first().click();
  await expect(page).toHaveURL(/\/app\/my-agenda$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Agenda" })).toBeVisible();
  await expect(page.locator("article[aria-label]")).toHaveCount(3);

  await page.getByRole("button", { name: "Get calendar link" }).click();
  const url = await page.getByLabel("Calendar link").inputValue();
  expect(url).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(page.getByRole("link", { name: "Subscribe in Calendar" })).toHaveAttribute(
    "href",
    url.replace(/^https?:\/\//, "webcal://"),
  );

  const agenda = (await (await page.request.get("/api/agenda")).json()) as AgendaItem[];
  const starred = titles.map((title) => agenda.find((s) => s.title === title)!);
  const before = await readFeed(page.request, url);
  expect(before.map((e) => e.summary).sort()).toEqual([...titles].sort());
  expect(before.every((e) => e.utc)).toBe(true);
  const moved = starred[1]!;
  const uid = before.find((e) => e.summary === moved.title)!.uid;
  expect(uid).toMatch(new RegExp(`^session-${moved.id}@`));

  // An organiser moves the second session to 11:40-12:10 Kuwait time (08:40 UTC).
  await saveSession(page.request, { ...moved, startTime: "11:40", endTime: "12:10" });
  try {
    const after = await readFeed(page.request, url);
    expect(after).toHaveLength(3);
    const edited = after.find((e) => e.uid === uid)!;
    expect(edited.start).toBe(`${moved.date}T08:40:00.000Z`);
    expect(edited.sequence).toBeGreaterThan(before.find((e) => e.uid === uid)!.sequence);
  } finally {
    await saveSession(page.request, moved);
  }

  // Unstarring drops the session from the next fetch; Reset link retires the old URL at once.
  await starOf(page, moved.title).click();
  await expect(page.locator("article[aria-label]")).toHaveCount(2);
  await expect.poll(async () => (await readFeed(page.request, url)).length).toBe(2);
  await page.getByRole("button", { name: "Reset link" }).click();
  await expect(page.getByLabel("Calendar link")).not.toHaveValue(url);
  expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
  expect(consoleMessages).toEqual([]);
});

test("a signed-in visitor stars sessions on the public agenda; a signed-out one sees no star", async ({
  page,
  browser,
}) => {
  const consoleMessages = watchConsole(page);
  await signInAs(page, "delegate");
  await page.goto("/agenda");
  const first = page.getByRole("article").first();
  const star = first.getByRole("button", { name: /My Agenda$/ });
  await expect(star).toBeVisible();
  const pressed = (await star.getAttribute("aria-pressed")) === "true";
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", String(!pressed));
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", String(pressed));
  expect(consoleMessages).toEqual([]);

  const visitor = await browser.newPage();
  await visitor.goto(page.url());
  await expect(visitor.getByRole("article").first()).toBeVisible();
  await expect(visitor.getByRole("button", { name: /My Agenda$/ })).toHaveCount(0);
  await visitor.close();
});

test("My Agenda stays readable offline, as last seen online", async ({ page, context }) => {
  test.setTimeout(120_000);
  await registerViaUi(page);
  await page.goto("/app/agenda");
  const title = (await page.locator("article[aria-label]").first().getAttribute("aria-label"))!;
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/my-agenda") && r.request().method() === "PUT");
  await starOf(page, title).click();
  await expect(starOf(page, title)).toHaveAttribute("aria-pressed", "true");
  expect((await saved).status()).toBe(200);
  await page.goto("/app/my-agenda");
  // The service worker registers 10 s after the load (web/lib/service-worker.ts) and controls the next page.
  const activeWorker = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? "none");
  await expect.poll(activeWorker, { timeout: 40_000 }).toBe("activated");
  await page.goto("/app/my-agenda");
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole("article", { name: title, exact: true })).toBeVisible();

  await context.setOffline(true);
  await page.goto("/app/my-agenda");
  await expect(page.getByRole("article", { name: title, exact: true })).toBeVisible();
  await expect(page.locator("article[aria-label]")).toHaveCount(1);
  await context.setOffline(false);
});
