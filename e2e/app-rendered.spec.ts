/**
 * The signed-in screens the Worker renders with the delegate's data (docs/architecture.md#performance-budget,
 * worker/contract/app-pages.ts), on a phone, in English and Arabic:
 * - the screen is on view from the document alone, before the app's code has loaded;
 * - the app then hydrates that markup (the same elements stay in the page) without a console
 *   message, axe-core finds nothing at 360 and 1280 px and nothing scrolls sideways, and the
 *   screen works: a star saved on /app/calendar is on /app/my-agenda;
 * - signed out, the same address is the empty shell again, and the screen says to sign in.
 * The Worker's side (which screens, which reads, privacy headers) is in
 * worker/test/app-pages.test.ts.
 */
import type { Page, Route } from "@playwright/test";
import { expectFits, expectNoViolations, NARROW, PHONE } from "./audit";
import { AUTH_TOKEN_KEY, delegatePhone, expect, test, watchConsole } from "./support";

const DESK = { width: 1280, height: 800 };

const SCREENS = [
  { path: "/app", heading: { en: "Welcome to the conference 2025", ar: "مرحبًا بكم في مؤتمر 2025" } },
  { path: "/app/calendar", heading: { en: "Conference Agenda", ar: "جدول أعمال المؤتمر" } },
  { path: "/app/my-pass", heading: { en: "My Conference Pass", ar: "بطاقة دخولي إلى المؤتمر" } },
  { path: "/app/my-agenda", heading: { en: "My Agenda", ar: "أجندتي" } },
] as const;

/**
 * Holds back the app's entry of the document at `path` (the script web/site/boot.ts imports
 * after the first paint, named in its `data-entry`) until the returned function is called.
 */
async function holdAppCode(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const html = await (await page.request.get(path)).text();
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
  expect(entry, `${path}: the document names the app's entry`).toBeTruthy();
  await page.route(`**${entry}`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const locale of ["en", "ar"] as const) {
  test(`the first screens come rendered and hydrate in place (${locale})`, async ({ browser, baseURL }) => {
    const page = await delegatePhone(browser, baseURL!, locale);
    const messages = watchConsole(page);
    for (const { path, heading } of SCREENS) {
      const release = await holdAppCode(page, path);
      const response = await page.goto(path, { waitUntil: "commit" });
      expect(response!.headers()["cache-control"], path).toBe("private, no-store");
      // On view from the document alone, the app's code held back.
      const title = page.getByRole("heading", { level: 1, name: heading[locale] });
      await expect(title, `${path} before the app's code`).toBeVisible();
      await expect(page.locator("html"), path).toHaveAttribute("lang", locale);
      await expect(page.locator("html"), path).not.toHaveAttribute("data-ready");
      await title.evaluate((element) => element.setAttribute("data-probe", "server"));
      release();
      // The app hydrates: the element the server rendered is the one on view afterwards.
      await expect(page.locator("html"), path).toHaveAttribute("data-ready", "");
      await expect(page.locator("h1[data-probe=server]"), `${path} hydrated in place`).toHaveText(heading[locale]);
      await page.unrouteAll();
      for (const viewport of [NARROW, DESK]) {
        await page.setViewportSize(viewport);
        await expectNoViolations(page, `${path} (${locale}, ${viewport.width} px)`);
        await expectFits(page, `${path} (${locale})`);
      }
      await page.setViewportSize(PHONE);
    }
    expect(messages).toEqual([]);
    await page.context().close();
  });
}

test("a star saved on the rendered calendar is on My Agenda, and signed out the pass asks to sign in", async ({
  browser,
  baseURL,
}) => {
  const page = await delegatePhone(browser, baseURL!, "en");
  const messages = watchConsole(page);
  await page.goto("/app/calendar");
  await expect(page.locator("html")).toHaveAttribute("data-ready", "");
  const firstStar = page.getByRole("button", { name: "Add to My Agenda" }).first();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/my-agenda") && r.request().method() === "PUT");
  await firstStar.click();
  expect((await saved).status()).toBe(200);
  await page.goto("/app/my-agenda");
  await expect(page.getByRole("button", { name: "Remove from My Agenda" })).toHaveCount(1);
  expect(messages).toEqual([]);

  // The sign-in session ends (the browser keeps its cookie and stored token, now worthless).
  const token = await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY);
  expect((await page.request.post("/api/auth/logout", { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(
    true,
  );
  const response = await page.goto("/app/my-pass");
  expect(response!.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  await expect(page.getByText("You need to be signed in to view your conference pass.")).toBeVisible();
  await page.context().close();
});
