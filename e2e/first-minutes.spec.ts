/**
 * A delegate's first five minutes on a phone (390 px), as docs/decisions/0010-confirmation-proves-the-mailbox.md,
 * docs/i18n.md#where-the-language-comes-from and docs/product.md#protected-routes describe them:
 * - register, download the PDF pass, confirm the address from the email, keep the password chosen
 *   at registration, sign out and in again with it, and the pass downloaded before confirming is
 *   still accepted at the door;
 * - an Arabic visitor's sign-in link on /ar opens the Arabic sign-in page;
 * - a visitor sent to sign in from /app/my-agenda comes back to /app/my-agenda.
 * Emails are read from the local outbox (e2e/outbox.ts).
 */
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import type { CheckInSyncAnswer } from "../worker/contract/check-in";
import { PHONE } from "./audit";
import { linkPath, openOutbox, type Outbox } from "./outbox";
import { passCodeOf } from "./pass-code";
import { AUTH_TOKEN_KEY, expect, newDelegate, registerViaUi, roleToken, signInViaUi, test } from "./support";

test.use({ viewport: PHONE });

let outbox: Outbox;
test.beforeAll(async () => {
  outbox = await openOutbox();
});
test.afterAll(async () => {
  await outbox?.dispose();
});

/** The pass code this browser's signed-in person is shown now (their QR code, decoded). */
async function shownPassCode(page: Page): Promise<string> {
  const token = await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY);
  expect(token, "a session token in this browser").toBeTruthy();
  return passCodeOf(page.request, token!);
}

/** What the door answers for `code` when a desk syncs it (POST /api/admin/check-in/sync). */
async function atTheDoor(request: APIRequestContext, code: string) {
  const admin = await roleToken(request, "admin");
  const response = await request.post("/api/admin/check-in/sync", {
    headers: { Authorization: `Bearer ${admin}` },
    data: { desk: "Main door", checkIns: [{ id: randomUUID(), event: "AC2025", checkedAt: Date.now(), token: code }] },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as CheckInSyncAnswer).results[0]!;
}

test("a delegate registers, downloads the pass, confirms, keeps the password, signs in with it, and the pass opens the door", async ({
  page,
}) => {
  const delegate = await registerViaUi(page, newDelegate({ firstName: "Mariam", lastName: "Qabazard" }));

  await page.goto("/app/my-pass");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF Pass" }).click();
  expect((await downloading).suggestedFilename()).toBe("Mariam-Qabazard-event-pass.pdf");
  const downloadedPass = await shownPassCode(page);

  const email = await outbox.waitFor(delegate.email, "registration_confirmation");
  await page.goto(linkPath(email, "/auth"));
  await expect(page).toHaveURL(/\/choose-password$/);
  const keep = page.getByRole("form", { name: "Keep the password you chose when you registered" });
  await keep.getByLabel("Password you chose when you registered").fill(delegate.password);
  await keep.getByRole("button", { name: "Keep This Password" }).click();
  await expect(page).toHaveURL(/\/app$/);

  await page.getByRole("button", { name: /^Account menu for Mariam/ }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/(auth)?$/);
  await signInViaUi(page, delegate.email, delegate.password);

  // The pass downloaded before confirming is the pass still shown, and the door takes it.
  expect(await shownPassCode(page)).toBe(downloadedPass);
  expect(await atTheDoor(page.request, downloadedPass)).toMatchObject({ status: "recorded" });
});

test("an Arabic visitor's sign-in link on /ar opens the Arabic sign-in page", async ({ page }) => {
  await page.goto("/ar");
  await page.getByRole("button", { name: "فتح القائمة" }).click();
  await page.getByRole("dialog", { name: "القائمة" }).getByRole("link", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("tab", { name: "التسجيل" })).toBeVisible();
});

test("a visitor sent to sign in from /app/my-agenda comes back to /app/my-agenda", async ({ page, browser }) => {
  const delegate = newDelegate({ firstName: "Fahad" });
  const elsewhere = await browser.newPage();
  await registerViaUi(elsewhere, delegate);
  await elsewhere.close();

  await page.goto("/app/my-agenda");
  await expect(page).toHaveURL(/\/auth\?next=%2Fapp%2Fmy-agenda$/);
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Email").fill(delegate.email);
  await form.getByLabel("Password").fill(delegate.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/app\/my-agenda$/);
  await expect(page.getByRole("heading", { name: "My Agenda", level: 1 })).toBeVisible();
});
