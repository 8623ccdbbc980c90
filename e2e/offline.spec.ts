/**
 * Offline on the event day (docs/architecture.md#offline): the service worker
 * (web/build/pwa.ts) keeps the signed-in delegate's pass and QR code readable with no network,
 * and nothing of theirs once they have signed out.
 */
import { expect, newDelegate, registerViaUi, test } from "./support";

test("a delegate's pass and QR code stay readable offline, as last seen online", async ({ page, context }) => {
  test.setTimeout(120_000);
  await registerViaUi(page, newDelegate({ firstName: "Noura", lastName: "Online" }));
  await page.goto("/app/my-pass");
  // The service worker registers 10 s after the load (web/lib/service-worker.ts) and controls the next page.
  const activeWorker = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? "none");
  await expect.poll(activeWorker, { timeout: 40_000 }).toBe("activated");

  // A visit through the service worker keeps the page, its code, the user and the QR code.
  await page.goto("/app/my-pass");
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const card = page.getByRole("article", { name: "Conference pass" });
  const qr = card.getByRole("img", { name: "Your pass QR code" });
  await expect(card).toContainText("Online");
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // The server's copy changes behind the browser's back: what shows offline can only be the kept copy.
  const token = await page.evaluate(() => localStorage.getItem("ac2025.authToken"));
  const edit = await page.request.patch("/api/profile", {
    headers: { Authorization: `Bearer ${token}` },
    data: { firstName: "Noura", lastName: "Changed", title: "Analyst", company: "Offline Co" },
  });
  expect(edit.ok()).toBe(true);

  await context.setOffline(true);
  await page.goto("/app/my-pass");
  await expect(card).toContainText("Online");
  await expect(card).not.toContainText("Changed");
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText("QR code could not be loaded.")).toHaveCount(0);
  await context.setOffline(false);

  // Signed out, the device keeps no page of theirs: offline, the pass asks to sign in.
  await page.goto("/app/my-pass");
  await page.getByRole("button", { name: /^Account menu for Noura/ }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await context.setOffline(true);
  await page.goto("/app/my-pass");
  await expect(page.getByText("You need to be signed in to view your conference pass.")).toBeVisible();
  await expect(page.getByText("Noura")).toHaveCount(0);
  await context.setOffline(false);
});
