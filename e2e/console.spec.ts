/**
 * The organisers' console on a desk and on a phone (docs/product.md#app-chrome, #admin-screens), in
 * a real browser, where layout, frames and right-to-left placement can be measured:
 * - from 1024 px every admin screen is one click away in the side navigation (on the right in
 *   Arabic); on a phone the menu button and the bottom bar serve instead;
 * - Registration Management's export buttons keep their place while an export runs and when it
 *   is done, and a phone gets cards;
 * - Event Settings' save stays in view, above a phone's bottom bar, and links stay left to right
 *   in Arabic;
 * - a venue renamed in English no longer leaves the old venue's Arabic name on /ar;
 * - an email log entry opens with the email in a sandboxed frame, its sign-in link's secret
 *   redacted, and no Content-Security-Policy violation.
 * Settings are put back at the end (one shared server per worker).
 */
import type { Locator, Page } from "@playwright/test";
import type { EventSettings } from "../worker/contract/event";
import { PHONE, settle } from "./audit";
import { openOutbox } from "./outbox";
import { expect, newDelegate, roleToken, signInAs, test, watchConsole } from "./support";

const DESK = { width: 1280, height: 800 };

/** The admin screens of the side navigation, by link, with the path each opens. */
const ADMIN_SCREENS: ReadonlyArray<[string, string]> = [
  ["Q&A Admin", "/app/admin/qna"],
  ["Speaker Admin", "/app/admin/speakers"],
  ["Calendar Admin", "/app/admin/calendar"],
  ["Delegates", "/app/admin/delegates"],
  ["Registrations", "/app/admin/registrations"],
  ["Email Logs", "/app/admin/email-logs"],
  ["Check-in", "/app/admin/check-in"],
  ["Event Settings", "/app/admin/settings"],
];

/** Where `locator` is on the page, to the pixel. */
async function placeOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not shown`);
  return { x: Math.round(box.x), y: Math.round(box.y) };
}

/** Runs `body` with the admin's account and this browser in Arabic, then back in English. */
async function inArabic(page: Page, baseURL: string, body: () => Promise<void>): Promise<void> {
  const token = await roleToken(page.request, "admin");
  const saveLocale = (locale: "ar" | "en") =>
    page.request.put("/api/user/locale", { headers: { Authorization: `Bearer ${token}` }, data: { locale } });
  await page.context().addCookies([{ name: "locale", value: "ar", url: baseURL }]);
  expect((await saveLocale("ar")).ok()).toBe(true);
  try {
    await body();
  } finally {
    await saveLocale("en");
    await page.context().clearCookies({ name: "locale" });
  }
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, "admin");
});

test("every admin screen is one click away in the side navigation of a desk; a phone keeps its menu and bottom bar", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(DESK);
  await page.goto("/app");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [name, path] of ADMIN_SCREENS) {
    await nav.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }),
    ).toHaveAttribute("aria-current", "page");
  }
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Quick links" })).toBeHidden();
  const main = page.locator("main");
  expect((await placeOf(nav)).x).toBeLessThan((await placeOf(main)).x);

  await page.setViewportSize(PHONE);
  await expect(nav).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Quick links" })).toBeVisible();

  await inArabic(page, baseURL!, async () => {
    await page.setViewportSize(DESK);
    await page.goto("/app/admin/registrations");
    const arabicNav = page.getByRole("navigation", { name: "التنقل الرئيسي" });
    await expect(arabicNav.getByRole("link", { name: "التسجيلات" })).toHaveAttribute("aria-current", "page");
    // The start of the page is on the right in Arabic.
    expect((await placeOf(arabicNav)).x).toBeGreaterThan((await placeOf(page.locator("main"))).x);
  });
});

test("Registration Management keeps its export buttons in place while an export runs and when it is done", async ({
  page,
}) => {
  for (const viewport of [DESK, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto("/app/admin/registrations");
    const csv = page.getByRole("link", { name: "Export CSV" });
    const excel = page.getByRole("button", { name: "Export Excel with QR" });
    const search = page.getByRole("searchbox", { name: "Search" });
    await expect(excel).toBeEnabled();
    // Measured once the page has settled: the announcements banner above the screen arrives with
    // its own read, and announcements other specs sent on this server would move it after.
    await settle(page);
    const before = [await placeOf(csv), await placeOf(excel), await placeOf(search)];
    await excel.click();
    await expect(page.getByRole("link", { name: "Download Excel" })).toBeVisible({ timeout: 60_000 });
    expect([await placeOf(csv), await placeOf(excel), await placeOf(search)], `${viewport.width} px`).toEqual(before);
    if (viewport === PHONE) {
      await expect(page.getByRole("table")).toHaveCount(0);
      await expect(page.getByTestId("registration-card").first()).toBeVisible();
    } else {
      await expect(page.getByRole("table")).toBeVisible();
    }
  }
});

test("Event Settings keeps Save in view, above a phone's bottom bar, and its links left to right in Arabic", async ({
  page,
  baseURL,
}) => {
  for (const viewport of [DESK, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto("/app/admin/settings");
    const save = page.getByRole("button", { name: "Save Settings" });
    await expect(save).toBeInViewport();
    await page.getByRole("link", { name: "Hero texts" }).click();
    await expect(page.getByRole("heading", { name: "Hero texts" })).toBeInViewport();
    await expect(save).toBeInViewport();
    if (viewport === PHONE) {
      const bar = await page.getByRole("navigation", { name: "Quick links" }).boundingBox();
      const button = await save.boundingBox();
      expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);
    }
  }
  await inArabic(page, baseURL!, async () => {
    await page.setViewportSize(DESK);
    await page.goto("/app/admin/settings");
    const form = page.getByRole("form", { name: "إعدادات الفعالية" });
    await expect(form.getByLabel("رابط الخريطة")).toHaveCSS("direction", "ltr");
    await expect(form.getByLabel(/^اسم المكان/)).toHaveCSS("direction", "ltr");
    await expect(form.getByLabel("الاسم (بالعربية)").first()).toHaveCSS("direction", "rtl");
  });
});

test("a venue renamed in English no longer leaves the old venue's Arabic name on /ar", async ({
  page,
  browser,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await roleToken(request, "admin")}` };
  const original = (await (await request.get("/api/admin/event-settings", { headers })).json()) as {
    settings: EventSettings;
  };
  const oldArabicName = original.settings.venue.nameAr!;
  const renamed = "Sheikh Jaber Al-Ahmad Cultural Centre";
  const visitor = await browser.newContext();
  try {
    const arabicPage = await visitor.newPage();
    await arabicPage.goto("/ar");
    await expect(arabicPage.locator("#root")).toContainText(oldArabicName);

    await page.goto("/app/admin/settings");
    const form = page.getByRole("form", { name: "Event Settings" });
    await form.getByLabel("Venue name").fill(renamed);
    await form.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByTestId("toast")).toContainText("Event settings saved.");
    const venue = form.getByRole("region", { name: "Venue" });
    await expect(venue.getByText(/^May be out of date: it was written for/)).toBeVisible();
    await expect(venue.getByRole("button", { name: "Still correct: Name (Arabic)" })).toBeVisible();

    await arabicPage.goto("/ar");
    await expect(arabicPage.locator("#root")).toContainText(renamed);
    await expect(arabicPage.locator("#root")).not.toContainText(oldArabicName);
  } finally {
    await visitor.close();
    // The English the Arabic was written for: the mark goes with it.
    const reset = await request.put("/api/admin/event-settings", { headers, data: original.settings });
    expect(reset.ok()).toBe(true);
    expect(((await reset.json()) as { settings: EventSettings }).settings.arabicOutOfDate).toBeUndefined();
  }
});

test("an email log entry opens with the email in a sandboxed frame, its link's secret redacted", async ({ page }) => {
  const outbox = await openOutbox();
  try {
    const delegate = newDelegate({ firstName: "Mariam", lastName: "Reader" });
    const registered = await page.request.post("/api/auth/register", {
      data: { ...delegate, confirmPassword: delegate.password },
      headers: { "CF-Connecting-IP": `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
    });
    expect(registered.ok()).toBe(true);
    const sent = await outbox.waitFor(delegate.email, "registration_confirmation");
    const token = /\/auth\?token=([\w-]+)/.exec(sent.text)![1]!;

    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const consoleMessages = watchConsole(page);
    await page.setViewportSize(DESK);
    await page.goto("/app/admin/email-logs");
    const entry = page
      .getByTestId("email-log")
      .filter({ hasText: delegate.email })
      .getByRole("button", { name: sent.subject });
    await expect(async () => {
      await page.reload();
      await expect(entry).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await entry.click();

    const dialog = page.getByRole("dialog", { name: sent.subject });
    await expect(page).toHaveURL(/\?log=\d+$/);
    const frame = dialog.locator("iframe");
    // Nothing allowed: no script, no origin of the app's, no navigation, no popup.
    await expect(frame).toHaveAttribute("sandbox", "");
    const inFrame = dialog.frameLocator("iframe");
    await expect(inFrame.getByText("Welcome, Mariam!")).toBeVisible();
    await expect(inFrame.getByRole("link", { name: "Confirm my email address" })).toHaveAttribute(
      "href",
      /\/auth\?token=REDACTED$/,
    );
    await expect(dialog.getByText(/auth\?token=REDACTED/)).toBeVisible();
    expect(await dialog.innerHTML()).not.toContain(token);
    expect(await frame.evaluate((element: HTMLIFrameElement) => element.srcdoc.includes("REDACTED"))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/app\/admin\/email-logs$/);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(consoleMessages).toEqual([]);
  } finally {
    await outbox.dispose();
  }
});
