/**
 * The signed-in app in Arabic (docs/i18n.md; docs/product.md#app-chrome): a delegate switches to
 * Arabic in the side menu and the app reloads right to left, in Arabic, and stays so; the
 * dashboard, the FAQ and the profile fit 360 px with no axe-core violation (WCAG 2.0-2.2 A/AA)
 * and an empty console, with the side menu and the avatar menu open too; the switch back gives
 * English again.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signInAs, test, watchConsole } from "./support";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const NARROW = { width: 360, height: 740 };

/** Expects no axe violation and no sideways scrolling on the page as it is now. */
async function expectAudited(page: Page, where: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect
    .soft(
      violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`)),
      `axe violations on ${where}`,
    )
    .toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `page width on ${where}`).toBeLessThanOrEqual(NARROW.width);
}

test("a delegate switches the app to Arabic in the side menu; the dashboard, FAQ and profile read right to left", async ({
  page,
}) => {
  const consoleMessages = watchConsole(page);
  await signInAs(page, "delegate");
  await page.setViewportSize(NARROW);
  await page.goto("/app");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "العربية" }).click();

  await expect(page.getByRole("navigation", { name: "روابط سريعة" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("region", { name: "جدول أعمال المؤتمر" })).toBeVisible();
  await expect(page.getByRole("link", { name: "عرض جدول الأعمال" })).toBeVisible();
  await expectAudited(page, "/app in Arabic");

  await page.getByRole("button", { name: "فتح القائمة" }).click();
  const menu = page.getByRole("dialog", { name: "القائمة" });
  await expect(menu.getByRole("link", { name: "الرئيسية" })).toHaveAttribute("aria-current", "page");
  await expectAudited(page, "the Arabic side menu");
  await menu.getByRole("link", { name: "الأسئلة الشائعة" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "الأسئلة الشائعة" })).toBeVisible();
  await page.getByRole("button", { name: "هل هناك رسوم للحضور؟" }).click();
  await expect(page.getByText("لا. الحضور مجاني، لكن التسجيل مطلوب.")).toBeVisible();
  await expectAudited(page, "/app/faq in Arabic");

  // The choice is kept: a new page load of another screen is Arabic too.
  await page.goto("/app/profile");
  await expect(page.getByRole("heading", { level: 1, name: "ملفي الشخصي" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expectAudited(page, "/app/profile in Arabic");
  await page.getByRole("button", { name: /^قائمة حساب/ }).click();
  await expect(page.getByRole("menuitem", { name: "تسجيل الخروج" })).toBeVisible();
  await expectAudited(page, "the Arabic avatar menu");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "فتح القائمة" }).click();
  await page.getByRole("dialog", { name: "القائمة" }).getByRole("link", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  expect(consoleMessages).toEqual([]);
});
