/**
 * A delegate's own data (docs/product.md#profile-page; docs/decisions/0014-delegate-data-export-and-erasure.md):
 * they download it, delete their account, cannot sign in again, and their pass is refused at the door.
 */
import { readFile } from "node:fs/promises";
import { passCodeOf } from "./pass-code";
import { expect, newDelegate, registerViaUi, roleToken, test } from "./support";

test("a delegate downloads their data, deletes the account, cannot sign in, and the door refuses the pass", async ({
  page,
}) => {
  const delegate = await registerViaUi(page, newDelegate({ firstName: "Noura", lastName: "Erased" }));
  const token = (await page.evaluate(() => localStorage.getItem("ac2025.authToken")))!;
  const passCode = await passCodeOf(page.request, token);

  await page.goto("/app/profile");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("my-data.json");
  const text = await readFile((await download.path())!, "utf8");
  const data = JSON.parse(text) as { profile: { email: string; firstName: string } };
  expect(data.profile).toMatchObject({ email: delegate.email, firstName: "Noura" });
  expect(text).not.toContain(token);
  expect(text).not.toMatch(/"password"/);

  // A wrong password changes nothing.
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Password").fill("Not-The-Password-1");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Incorrect password. Your account was not deleted.");

  await dialog.getByLabel("Password").fill(delegate.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("toast")).toContainText("Your account has been deleted.");
  expect(await page.evaluate(() => localStorage.getItem("ac2025.authToken"))).toBeNull();
  expect((await page.request.get("/api/user", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);

  // Signing in again fails.
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Email").fill(delegate.email);
  await form.getByLabel("Password").fill(delegate.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("toast")).toContainText("Invalid email or password");
  await expect(page).toHaveURL(/\/auth/);

  // The door refuses the old pass, as the desks' sync does.
  const admin = await roleToken(page.request, "admin");
  const sync = await page.request.post("/api/admin/check-in/sync", {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      desk: "Desk 1",
      checkIns: [{ id: crypto.randomUUID(), event: "AC2025", checkedAt: Date.now(), token: passCode }],
    },
  });
  expect(sync.status()).toBe(200);
  const { results } = (await sync.json()) as { results: Array<{ status: string; message?: string }> };
  expect(results).toEqual([
    expect.objectContaining({ status: "refused", message: "No registration found for this pass." }),
  ]);
});
