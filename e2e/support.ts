/**
 * Shared end-to-end helpers: a `test` whose page waits for the app to be interactive after each
 * navigation (prerendered pages show their HTML before React hydrates it), unique delegates, sign-up and sign-in through the real UI, and the
 * local admin's credentials (written by the start script into the e2e state); sign-in by role
 * through the API ({@link signInAs}); and a record of what the browser console says
 * ({@link watchConsole}).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { e2eServer, e2eStatePath } from "./servers";

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

/** The local admin of this worker's e2e state (see db/seed/local-admin.ts). */
export function adminCredentials(): { email: string; password: string } {
  return JSON.parse(readFileSync(join(e2eStatePath(test.info().parallelIndex), "local-admin.json"), "utf8"));
}

/**
 * Playwright's `test` with a page whose `goto` also waits until React has hydrated or rendered
 * the page (main.tsx sets `data-ready` on <html>), so a click never lands on inert prerendered
 * markup.
 */
export const test = base.extend({
  // This worker's own server (e2e/servers.ts).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; there are none.
  baseURL: async ({}, use, testInfo) => use(e2eServer(testInfo.parallelIndex).origin),
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

export type Role = "delegate" | "admin";

/** web/lib/auth-token.ts */
export const AUTH_TOKEN_KEY = "ac2025.authToken";

/** One token per role for the whole spec file (the auth endpoints are rate-limited per client). */
const roleTokens = new Map<Role, Promise<string>>();

async function signInToken(request: APIRequestContext, role: Role): Promise<string> {
  // A client address of its own (a test worker restarts after a failure and signs in again), so
  // no sign-up here or in other specs uses up another's budget.
  const headers = { "CF-Connecting-IP": `203.0.113.${1 + Math.floor(Math.random() * 254)}` };
  const delegate = newDelegate({ firstName: "Aisha", lastName: "Rahman" });
  const response =
    role === "admin"
      ? await request.post("/api/auth/login", { data: adminCredentials(), headers })
      : await request.post("/api/auth/register", {
          data: { ...delegate, confirmPassword: delegate.password },
          headers,
        });
  expect(response.ok(), `${role} sign-in answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { authToken: string }).authToken;
}

/** The session token of `role` (a delegate "Aisha Rahman" registered once, or the local admin). */
export function roleToken(request: APIRequestContext, role: Role): Promise<string> {
  let token = roleTokens.get(role);
  if (!token) {
    token = signInToken(request, role);
    roleTokens.set(role, token);
  }
  return token;
}

/**
 * Signs the page in as `role` through the API: the token is stored before the app's first
 * request, which is what the sign-in form does.
 */
export async function signInAs(page: Page, role: Role): Promise<void> {
  const token = await roleToken(page.request, role);
  // Init scripts run in every frame: the email log's sandboxed frame has no storage to write to.
  await page.addInitScript(
    ([key, value]) => {
      if (window === window.top) localStorage.setItem(key, value);
    },
    [AUTH_TOKEN_KEY, token] as const,
  );
}

const PHONE = { width: 390, height: 844 };

/**
 * A new browser context (a 390 px phone) of a new delegate whose language is `locale`, signed in
 * through the API (its session cookie too, and the token stored before the app's first request).
 */
export async function delegatePhone(browser: Browser, baseURL: string, locale: "en" | "ar"): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  if (locale === "ar") await context.addCookies([{ name: "locale", value: "ar", url: baseURL }]);
  const page = await context.newPage();
  const delegate = newDelegate();
  const response = await page.request.post("/api/auth/register", {
    data: { ...delegate, confirmPassword: delegate.password },
    headers: { "CF-Connecting-IP": `203.0.113.${1 + Math.floor(Math.random() * 254)}` },
  });
  expect(response.ok()).toBe(true);
  const { authToken } = (await response.json()) as { authToken: string };
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [AUTH_TOKEN_KEY, authToken] as const);
  return page;
}

/**
 * What the test tool itself makes Chromium say, not the page: Playwright runs its init scripts
 * (`page.addInitScript`) in every frame, and the email log's frame runs no script by design
 * (web/features/admin-email-logs/email-log-dialog.tsx), so each is reported as blocked there. A
 * visitor's browser injects nothing and sees no such line.
 */
const TOOL_NOISE = /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

/**
 * Records every console error and warning and every uncaught page error from now on; the
 * returned list fills as the page runs.
 */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (TOOL_NOISE.test(message.text())) return;
    if (message.type() === "error" || message.type() === "warning") {
      messages.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on("pageerror", (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}

/** A 1 x 1 PNG (a real image: the server checks the bytes, not the name) for the upload tests. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
