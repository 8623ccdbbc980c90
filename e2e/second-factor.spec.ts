/**
 * Tried as a new organiser would (docs/decisions/0019-second-factor-and-audit-log.md): an organiser
 * registers on an admin domain, confirms the address from the emailed link and chooses a password,
 * turns on two-step sign-in on Profile with the code an authenticator app would show (computed
 * here, RFC 6238), signs out, signs in with password and code, deletes a registration, and reads
 * that deletion in the audit log. Its own organiser, so the local admin the other specs sign in
 * with keeps signing in with a password alone.
 */
import { Secret, TOTP } from "otpauth";
import { expect, newDelegate, test } from "./support";
import { passwordStepViaUi, registerConfirmedOrganiser } from "./outbox";

/** The code an authenticator app shows for `secret` at `ms`. */
function totpCode(secret: string, ms: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: ms,
  });
}

test("a new organiser turns on two-step sign-in, signs in with a code and finds a deletion in the audit log", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const organiser = newDelegate({
    firstName: "Huda",
    lastName: "Al-Mutairi",
    email: `huda.${Date.now().toString(36)}@conference2025.com`,
  });
  const password = "huda-chose-this-1";

  await test.step("register and confirm the address from the email", () =>
    registerConfirmedOrganiser(page, organiser, password));

  let secret = "";
  await test.step("turn on two-step sign-in with the authenticator app's code", async () => {
    await page.goto("/app/profile");
    await page.getByRole("button", { name: "Set Up Two-step Sign-in" }).click();
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const form = page.getByRole("form", { name: "Turn on two-step sign-in" });
    await form.getByLabel("Authentication code").fill(totpCode(secret, Date.now()));
    await form.getByRole("button", { name: "Turn On" }).click();
    await expect(page.getByText("Two-step sign-in is on.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  });

  await test.step("sign out, then sign in with password and code", async () => {
    await passwordStepViaUi(page, organiser.email, password);
    const second = page.getByRole("form", { name: "Two-step sign-in" });
    // The code of the step that turned it on is spent: the app's next code (one step ahead is accepted).
    await second.getByLabel("Authentication code").fill(totpCode(secret, Date.now() + 30_000));
    await second.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  const delegate = newDelegate({ firstName: "Yousef", lastName: "Karam" });
  await test.step("delete a registration", async () => {
    const registered = await page.request.post("/api/auth/register", {
      data: { ...delegate, confirmPassword: delegate.password },
      headers: { "CF-Connecting-IP": `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
    });
    expect(registered.ok()).toBe(true);
    await page.goto("/app/admin/registrations");
    await page.getByLabel("Search").fill(delegate.email);
    const row = page.getByTestId("registration-row");
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: /^Delete registration of/ }).click();
    await page.getByRole("dialog", { name: "Delete registration?" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("toast")).toContainText("Registration deleted successfully");
  });

  await test.step("read the deletion in the audit log", async () => {
    await page.goto("/app/admin/audit-log");
    await page.getByLabel("Action", { exact: true }).fill("registration.delete");
    await page.getByLabel("Actor (id or email)").fill(organiser.email);
    await page.getByRole("button", { name: "Apply Filters" }).click();
    const entry = page.getByTestId("audit-entry");
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(organiser.email);
    await expect(entry).toContainText("registration.delete");
    await expect(entry).toContainText("Registration deleted");
    await expect(entry).not.toContainText(delegate.lastName);
  });
});
