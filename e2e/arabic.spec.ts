/**
 * Arabic end to end (docs/i18n.md): a visitor switches to Arabic on the landing page and gets the
 * Arabic pages, right to left, with their alternates; the choice sticks; a browser that asks for
 * Arabic first is sent to the Arabic page on its first visit, and an Arabic address always opens.
 */
import { expect, test, watchConsole } from "./support";

test("a visitor switches to Arabic on /, and the choice sticks until they switch back", async ({ page }) => {
  const consoleMessages = watchConsole(page);
  await page.goto("/");
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/$/);

  // The English addresses now lead to the Arabic pages.
  await page.goto("/agenda");
  await expect(page).toHaveURL(/\/ar\/agenda$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/agenda$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/speakers");
  await expect(page).toHaveURL(/\/speakers$/);
  await page.waitForLoadState("networkidle");
  expect(consoleMessages).toEqual([]);
});

test("a first visit from a browser that asks for Arabic lands on the Arabic page; an Arabic address always opens", async ({
  browser,
}) => {
  const arabic = await browser.newContext({ locale: "ar-KW" });
  const page = await arabic.newPage();
  await page.goto("/agenda");
  await expect(page).toHaveURL(/\/ar\/agenda$/);
  await arabic.close();

  const english = await browser.newContext({ locale: "en-GB" });
  const other = await english.newPage();
  await other.goto("/ar/speakers");
  await expect(other).toHaveURL(/\/ar\/speakers$/);
  await expect(other.locator("html")).toHaveAttribute("lang", "ar");
  await english.close();
});

test("a first Arabic page paints in the system's font and fetches the typeface afterwards; the next page paints with it", async ({
  page,
  context,
}) => {
  await page.goto("/ar");
  await expect(page.locator("html")).toHaveAttribute("data-typeface", "deferred");
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "typeface")?.value)
    .toBe("cached");
  // Both faces were requested, and only after the first contentful paint (docs/i18n.md#font).
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    faces: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => entry.startTime),
  }));
  expect(timing.faces).toHaveLength(2);
  for (const start of timing.faces) expect(start).toBeGreaterThan(timing.paint);

  await page.goto("/ar/agenda");
  await expect(page.locator("html")).not.toHaveAttribute("data-typeface");
  // The heading is drawn with the typeface, from the cache, at the first paint.
  const cdp = await context.newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  expect(fonts.map((font) => font.familyName)).toContain("IBM Plex Sans Arabic");
});
