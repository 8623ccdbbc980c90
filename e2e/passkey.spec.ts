/**
 * Passkeys under Chromium's virtual authenticator (Chrome DevTools Protocol, WebAuthn domain:
 * a CTAP2 platform authenticator with resident keys and user verification that always passes),
 * as a new organiser would use them (docs/decisions/0020-passkeys.md): register on an admin
 * domain, confirm the address, add a passkey on Profile under a name, sign out, sign in with
 * password and passkey, and reach an admin screen; the passkey's list shows it used.
 * Its own organiser, so the local admin the other specs sign in with keeps a password alone.
 */
import { expect, newDelegate, test } from "./support";
import { passwordStepViaUi, registerConfirmedOrganiser } from "./outbox";

test("a new organiser adds a passkey on Profile and signs in with password and passkey", async ({ page }) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  const organiser = newDelegate({
    firstName: "Noura",
    lastName: "Al-Sabah",
    email: `noura.${Date.now().toString(36)}@conference2025.com`,
  });
  const password = "noura-chose-this-1";

  await test.step("register and confirm the address from the email", () =>
    registerConfirmedOrganiser(page, organiser, password));

  await test.step("add a passkey on Profile", async () => {
    await page.goto("/app/profile");
    const add = page.getByRole("form", { name: "Add a passkey" });
    await add.getByLabel("Passkey name").fill("Work laptop");
    await add.getByRole("button", { name: "Add Passkey" }).click();
    await expect(add.getByRole("status")).toHaveText("Passkey added.");
    const list = page.getByRole("list", { name: "Your passkeys" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("Work laptop");
    await expect(list).toContainText("Not used yet");
  });

  await test.step("sign out, then sign in with password and passkey", async () => {
    await passwordStepViaUi(page, organiser.email, password);
    const second = page.getByRole("form", { name: "Two-step sign-in" });
    // A passkey-only account: no code to type.
    await expect(second.getByLabel("Authentication code")).toHaveCount(0);
    await second.getByRole("button", { name: "Use a passkey" }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  await test.step("reach an admin screen, and see the passkey used", async () => {
    await page.goto("/app/admin/audit-log");
    await page.getByLabel("Action", { exact: true }).fill("account.passkey-added");
    await page.getByLabel("Actor (id or email)").fill(organiser.email);
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page.getByTestId("audit-entry")).toHaveCount(1);
    await page.goto("/app/profile");
    await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("Last used");
  });
});
