/**
 * The signed-in app in Arabic (docs/i18n.md; docs/product.md#app-chrome): a delegate switches to
 * Arabic in the side menu and the app reloads right to left, in Arabic, and stays so; the
 * dashboard, the FAQ and the profile fit 360 px with no axe-core violation (WCAG 2.0-2.2 A/AA)
 * and an empty console, with the side menu and the avatar menu open too; the switch back gives
 * English again.
 */
import type { Page } from "@playwright/test";
import { expectFits, expectNoViolations, NARROW } from "./audit";
import { expect, signInAs, test, watchConsole } from "./support";

/** Expects no axe violation and no sideways scrolling on the page as it is now. */
async function expectAudited(page: Page, where: string): Promise<void> {
  await expectNoViolations(page, where);
  await expectFits(page, where);
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
