/**
 * Shared end-to-end helpers: a `test` whose page waits for the app to be interactive after each
 * navigation (prerendered pages show their HTML before React hydrates it), unique delegates, sign-up and sign-in through the real UI, and the
 * local admin's credentials (written by the start script into the e2e state).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { E2E_STATE_DIR } from "./playwright.config";

export interface Delegate {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  title: string;
  password: string;
}

/** A new delegate with a unique email. */
export function newDelegate(overrides: Partial<Delegate> = {}): Delegate {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: "Layla",
    lastName: "Haddad",
    email: `layla.${id}@example.com`,
    company: "Gulf Energy Partners",
    title: "Senior Associate",
    password: "Gulf-Energy-42",
    ...overrides,
  };
}

/** Fills and submits a registration form inside `scope` (the /auth page or the landing widget). */
export async function fillRegistration(
  page: Page,
  delegate: Delegate,
  scope = page.getByRole("form", { name: "Register" }),
) {
  await scope.getByLabel("First Name").fill(delegate.firstName);
  await scope.getByLabel("Last Name").fill(delegate.lastName);
  await scope.getByLabel("Email").fill(delegate.email);
  await scope.getByLabel("Company").fill(delegate.company);
  await scope.getByLabel("Job Title").fill(delegate.title);
  await scope.getByRole("textbox", { name: "Password", exact: true }).fill(delegate.password);
  await scope.getByLabel("Confirm Password").fill(delegate.password);
  await scope.getByRole("button", { name: "Create Account" }).click();
}

/** Registers through /auth and waits for the dashboard. */
export async function registerViaUi(page: Page, delegate: Delegate = newDelegate()): Promise<Delegate> {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await fillRegistration(page, delegate);
  await expect(page).toHaveURL(/\/app$/);
  return delegate;
}

/** Signs in through /auth and waits for the dashboard. */
export async function signInViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/app$/);
}

/** The local admin of the e2e state (see db/seed/local-admin.ts). */
export function adminCredentials(): { email: string; password: string } {
  return JSON.parse(readFileSync(join(import.meta.dirname, "..", E2E_STATE_DIR, "local-admin.json"), "utf8"));
}

/**
 * Playwright's `test` with a page whose `goto` also waits until React has hydrated or rendered
 * the page (main.tsx sets `data-ready` on <html>), so a click never lands on inert prerendered
 * markup.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator("html[data-ready]").waitFor({ state: "attached" });
      return response;
    };
    await use(page);
  },
});

export { expect };

/** How many speakers the API lists now (other specs import more into the shared server). */
export async function speakerCount(page: Page): Promise<number> {
  const response = await page.request.get("/api/speakers");
  return ((await response.json()) as unknown[]).length;
}
