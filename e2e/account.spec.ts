/**
 * Account recovery and one-time login links in a real browser against the local stack, reading
 * the emails from the local outbox (e2e/outbox.ts).
 */
import { request } from "@playwright/test";
import { expect, test } from "./support";
import { linkPath, openOutbox, type Outbox } from "./outbox";
import { newDelegate, signInViaUi, type Delegate } from "./support";

let outbox: Outbox;
test.beforeAll(async () => {
  outbox = await openOutbox();
});
test.afterAll(async () => {
  await outbox?.dispose();
});

/**
 * Registers through the API in a separate context, so the browser under test stays signed out.
 * @returns the session token the registration answered with.
 */
async function registerElsewhere(baseURL: string, delegate: Delegate): Promise<string> {
  const api = await request.newContext({ baseURL });
  const response = await api.post("/api/auth/register", {
    data: { ...delegate, confirmPassword: delegate.password },
  });
  expect(response.status()).toBe(201);
  const { authToken } = (await response.json()) as { authToken: string };
  await api.dispose();
  return authToken;
}

test("forgot password: reset email from the outbox, new password, sign in", async ({ page, baseURL }) => {
  const delegate = newDelegate();
  await registerElsewhere(baseURL!, delegate);

  await page.goto("/auth");
  await page.getByRole("tab", { name: "Reset Password" }).click();
  const form = page.getByRole("form", { name: "Reset Password" });
  await form.getByLabel("Email").fill(delegate.email);
  await form.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(page.getByTestId("toast")).toContainText("Password Reset Email Sent");
  await expect(page.getByText("The link works once and expires in 1 hour.", { exact: false })).toBeVisible();

  const email = await outbox.waitFor(delegate.email, "password_reset");
  expect(email.subject).toBe("Reset your Conference 2025 password");
  await page.goto(linkPath(email, "/reset-password"));
  await expect(page.getByRole("heading", { name: "Reset Your Password" })).toBeVisible();
  await page.getByRole("textbox", { name: "New Password", exact: true }).fill("brand-new-pass");
  await page.getByLabel("Confirm New Password").fill("brand-new-pass");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByTestId("toast")).toContainText("Password Reset Successful");
  await expect(page).toHaveURL(/\/auth$/);

  await signInViaUi(page, delegate.email, "brand-new-pass");

  // The link worked once.
  await page.goto(linkPath(email, "/reset-password"));
  await page.getByRole("textbox", { name: "New Password", exact: true }).fill("another-pass");
  await page.getByLabel("Confirm New Password").fill("another-pass");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByTestId("toast")).toContainText("Reset Failed");
  await expect(page.getByTestId("toast")).toContainText("This password reset link is invalid or has expired.");
});

test("the confirmation link signs in once and asks for a new password; what registration gave stops working", async ({
  page,
  browser,
  baseURL,
}) => {
  const delegate = newDelegate({ firstName: "Noura" });
  // Whoever registered (the owner, or someone who typed the owner's address first) holds this session.
  const registrant = await registerElsewhere(baseURL!, delegate);
  const email = await outbox.waitFor(delegate.email, "registration_confirmation");
  const link = linkPath(email, "/auth");

  await page.goto(link);
  await expect(page).toHaveURL(/\/choose-password$/);
  await expect(page.getByRole("heading", { name: "Choose Your Password" })).toBeVisible();
  await expect(page.getByText(delegate.email)).toBeVisible();
  expect(await page.evaluate(() => window.location.search)).toBe("");
  await page.getByRole("textbox", { name: "New Password", exact: true }).fill("noura-chose-this");
  await page.getByLabel("Confirm New Password").fill("noura-chose-this");
  await page.getByRole("button", { name: "Save Password" }).click();
  await expect(page.getByTestId("toast")).toContainText("Password Saved");
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole("button", { name: `Account menu for Noura ${delegate.lastName}` })).toBeVisible();

  // The registration's session and password are gone; the chosen password signs in.
  const api = await request.newContext({ baseURL });
  expect((await api.get("/api/user", { headers: { Authorization: `Bearer ${registrant}` } })).status()).toBe(401);
  const login = (password: string) => api.post("/api/auth/login", { data: { email: delegate.email, password } });
  expect((await login(delegate.password)).status()).toBe(401);
  expect((await login("noura-chose-this")).status()).toBe(200);
  await api.dispose();

  // A second visitor with the same link is refused and lands on the sign-in page.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(link);
  await expect(second.getByTestId("toast")).toContainText("This login link has already been used.");
  await expect(second).toHaveURL(/\/auth$/);
  await other.close();
});

test("unsubscribe page: prefilled address, success view, idempotent", async ({ page }) => {
  const address = newDelegate().email;
  for (let i = 0; i < 2; i++) {
    await page.goto(`/unsubscribe?email=${encodeURIComponent(address)}`);
    await expect(page.getByLabel("Email Address")).toHaveValue(address);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "Unsubscribed Successfully" })).toBeVisible();
    await expect(page.getByText("You have been unsubscribed from conference emails")).toBeVisible();
  }
  await page.getByRole("link", { name: "Back to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});
