/**
 * Reads the local email outbox of the end-to-end state from the Node side: the Worker under test
 * stores every email in R2 under `outbox/` (EMAIL_TRANSPORT="outbox"), and wrangler's
 * `getPlatformProxy` opens the same persisted R2 bucket (the worker's state, e2e/servers.ts). Nothing is added
 * to the Worker for tests, so production has no extra surface.
 */
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import type { Page } from "@playwright/test";
import { e2eStatePath } from "./servers";
import { type Delegate, expect, registerViaUi, test } from "./support";

/** The stored email (worker/email/transports/outbox.ts, OutboxEmail). */
export interface OutboxEmail {
  emailType: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
  sentAt: string;
}

/** The slice of the R2 binding this reader uses. */
interface OutboxBucket {
  list(options: { prefix: string; cursor?: string; include?: "customMetadata"[] }): Promise<{
    objects: Array<{ key: string; customMetadata?: Record<string, string> }>;
    truncated: boolean;
    cursor?: string;
  }>;
  get(key: string): Promise<{ text(): Promise<string> } | null>;
}

const root = join(import.meta.dirname, "..");

export interface Outbox {
  /** Waits (polling) for an email of `type` to `to`; the queue batches for up to 5 s. */
  waitFor(to: string, type: string, timeoutMs?: number): Promise<OutboxEmail>;
  dispose(): Promise<void>;
}

/** Opens the outbox of this worker's e2e state. Call `dispose()` when done. */
export async function openOutbox(): Promise<Outbox> {
  const proxy = await getPlatformProxy<{ MEDIA: OutboxBucket }>({
    configPath: join(root, "wrangler.toml"),
    persist: { path: join(e2eStatePath(test.info().parallelIndex), "v3") },
  });
  const bucket = proxy.env.MEDIA;

  async function find(to: string, type: string): Promise<OutboxEmail | null> {
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix: "outbox/", cursor, include: ["customMetadata"] });
      for (const object of page.objects) {
        if (object.customMetadata?.to !== to || object.customMetadata?.emailType !== type) continue;
        const stored = await bucket.get(object.key);
        if (stored) return JSON.parse(await stored.text()) as OutboxEmail;
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    return null;
  }

  return {
    async waitFor(to, type, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const email = await find(to, type);
        if (email) return email;
        if (Date.now() > deadline) throw new Error(`no ${type} email to ${to} in the outbox`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
    dispose: () => proxy.dispose(),
  };
}

/** The path and query of the first link to `path` in an email's text (origin-free: PUBLIC_ORIGIN may differ from the e2e port). */
export function linkPath(email: OutboxEmail, path: "/auth" | "/reset-password"): string {
  const match = new RegExp(`https?://[^/\\s]+(${path}\\?token=[A-Za-z0-9_-]+)`).exec(email.text);
  if (!match) throw new Error(`no ${path} link in the ${email.emailType} email`);
  return match[1]!;
}

/**
 * A new organiser as one starts: registers through /auth on an admin domain, follows the emailed
 * confirmation link and chooses `password` (docs/decisions/0010-confirmation-proves-the-mailbox.md),
 * ending on the dashboard.
 */
export async function registerConfirmedOrganiser(page: Page, organiser: Delegate, password: string): Promise<void> {
  await registerViaUi(page, organiser);
  const outbox = await openOutbox();
  const link = linkPath(await outbox.waitFor(organiser.email, "registration_confirmation"), "/auth");
  await outbox.dispose();
  await page.goto(link);
  await expect(page).toHaveURL(/\/choose-password$/);
  await page.getByRole("textbox", { name: "New Password", exact: true }).fill(password);
  await page.getByLabel("Confirm New Password").fill(password);
  await page.getByRole("button", { name: "Save Password" }).click();
  await expect(page).toHaveURL(/\/app$/);
}

/** Signs out, then types `email` and `password` on /auth: the app is at the sign-in's second step. */
export async function passwordStepViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).not.toHaveURL(/\/app\/profile$/);
  await page.goto("/auth");
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill(password);
  await login.getByRole("button", { name: "Sign In" }).click();
}
