/**
 * A person's language is kept with their account (docs/data-model.md#users): the language switch
 * saves a signed-in person's choice (PUT /api/user/locale), and the signed-in app follows the
 * account's language on a browser that chose another one (web/lib/account-locale.ts).
 */
import { expect, registerViaUi, test, watchConsole } from "./support";

test("a signed-in person's choice is saved to the account, and the app follows the account elsewhere", async ({
  page,
  baseURL,
}) => {
  const consoleMessages = watchConsole(page);
  await registerViaUi(page);
  const token = await page.evaluate(() => localStorage.getItem("ac2025.authToken"));
  const locale = async () =>
    (
      (await (await page.request.get("/api/user", { headers: { Authorization: `Bearer ${token}` } })).json()) as {
        locale: string | null;
      }
    ).locale;
  expect(await locale()).toBe("en");

  await page.goto("/");
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar$/);
  expect(await locale()).toBe("ar");

  // The same account on a browser where English was chosen: the signed-in app switches to Arabic.
  await page.context().addCookies([{ name: "locale", value: "en", url: baseURL! }]);
  await page.goto("/app");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "locale")?.value).toBe("ar");
  await page.waitForLoadState("networkidle");
  expect(consoleMessages).toEqual([]);
});
