/**
 * Every route of the app (web/app/router.tsx) as the audits visit it, per role, with the states
 * worth checking on each page (dialogs, menus, tabs, accordions open, forms showing their
 * errors). e2e/accessibility.spec.ts runs axe, the focus-ring check, the 360 px fit and the
 * empty-console check over these tables; {@link ROUTE_PATHS_AUDITED} lets it prove that no route
 * is left out.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, newDelegate, TINY_PNG } from "./support";

interface State {
  name: string;
  /** Reaches the state from the previous one. */
  enter: (page: Page) => Promise<void>;
  /** Also tab through the state (dialogs; menus are covered by the keyboard tests). */
  tab?: boolean;
  /**
   * The part of the page the state changed (an open dialog or menu, a tab's panel, a form showing
   * its errors), which axe audits: the rest is as the page's own audit found it. Without it, axe
   * audits the whole page again.
   */
  scope?: (page: Page) => Locator;
  /** False when the state shows the page as it was before (a dialog closed): axe is not run again. */
  audit?: false;
}

export interface Check {
  path: string;
  /** The router's path when `path` fills in its `:id` (worker/contract/app-routes.ts). */
  route?: string;
  /** Extra states to scan on the same page, each reached from the previous one. */
  states?: State[];
  /** False to skip tabbing through the page (it shows a page audited elsewhere). */
  tab?: boolean;
  /**
   * The path the page sends the visitor on to: the page shown there is audited under its own path,
   * so here the check is the redirect itself, the fit and the console.
   */
  redirectsTo?: string;
}

/** The open dialog. */
const dialog = (page: Page) => page.getByRole("dialog");
/** The open menu. */
const menu = (page: Page) => page.getByRole("menu");

/** Opens a dialog with a click and waits for it. */
function openDialog(name: string, trigger: (page: Page) => Locator): State {
  return {
    name,
    tab: true,
    scope: dialog,
    enter: async (page) => {
      await trigger(page).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    },
  };
}

const closeDialog: State = {
  name: "dialog closed",
  audit: false,
  // Escape closes the topmost layer: a toast that appeared after the dialog opened (a save's
  // "Sponsor hidden") is above it and closes first (Radix's dismissable layers), so a person
  // presses Escape again.
  enter: async (page) => {
    await expect(async () => {
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
  },
};
/** `state`, reached after closing the open dialog (one audit for both steps). */
const afterClosing = (state: State): State => ({
  ...state,
  enter: async (page) => {
    await closeDialog.enter(page);
    await state.enter(page);
  },
});
const speakerBiography = openDialog("speaker biography", (p) =>
  p.getByRole("button", { name: /, view biography$/ }).first(),
);
/**
 * The side menu, behind "Open menu" below 1024 px; from 1024 px its links are the side navigation,
 * always in view (docs/product.md#app-chrome), and there is no menu to open.
 */
const sideMenu: State = {
  name: "side menu",
  tab: true,
  scope: (page) => dialog(page).or(page.getByRole("navigation", { name: "Main" })),
  enter: async (page) => {
    const open = page.getByRole("button", { name: "Open menu" });
    if (await open.isVisible()) {
      await open.click();
      await expect(page.getByRole("dialog")).toBeVisible();
    } else {
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    }
  },
};
const avatarMenu: State = {
  name: "avatar menu",
  scope: menu,
  enter: async (page) => {
    await page.getByRole("button", { name: /^Account menu for/ }).click();
    await expect(page.getByRole("menu")).toBeVisible();
  },
};
const tab = (name: string | RegExp): State => ({
  name: `${name} tab`,
  tab: true,
  scope: (page) => page.getByRole("tabpanel"),
  enter: (page) => page.getByRole("tab", { name }).click(),
});
/** Submits an empty form to show its field errors. */
const submitEmpty = (form: string, button: string): State => ({
  name: `${form} errors`,
  scope: (page) => page.getByRole("form", { name: form }),
  enter: async (page) => {
    await page.getByRole("form", { name: form }).getByRole("button", { name: button }).click();
    await expect(page.getByRole("form", { name: form }).getByRole("alert").first()).toBeVisible();
  },
});

export const PUBLIC_CHECKS: Check[] = [
  { path: "/" },
  { path: "/agenda" },
  { path: "/speakers", states: [speakerBiography] },
  // The Arabic public pages (docs/i18n.md), right to left.
  { path: "/ar" },
  { path: "/ar/agenda" },
  { path: "/ar/speakers" },
  {
    path: "/auth",
    states: [
      submitEmpty("Login", "Sign In"),
      tab("Register"),
      submitEmpty("Register", "Create Account"),
      tab("Reset Password"),
    ],
  },
  { path: "/login" },
  { path: "/reset-password" },
  { path: "/reset-password?token=not-a-real-token" },
  { path: "/unsubscribe?email=someone%40example.com" },
  { path: "/no-such-page" },
  // Without the presenter link: the screen says how to get one (docs/live-room.md#presenter-screen).
  { path: "/live/1", route: "/live/:id" },
];

/**
 * The public pages as a signed-in person sees them, with the same states. /auth and /login send a
 * signed-in visitor on to /app (web/routes/auth.tsx), which SIGNED_IN_CHECKS audits itself.
 */
export const SIGNED_IN_PUBLIC_CHECKS = PUBLIC_CHECKS.filter(({ path }) => path !== "/auth" && path !== "/login");

/** The /app screens that show their own state when signed out (docs/product.md#protected-routes). */
export const OPEN_APP_CHECKS: Check[] = [
  { path: "/app/qna" },
  { path: "/app/submit-question" },
  { path: "/app/enquire" },
  { path: "/app/my-pass" },
];

export const SIGNED_IN_CHECKS: Check[] = [
  { path: "/app", states: [sideMenu, closeDialog, avatarMenu] },
  // Where a login link that confirmed the address lands (web/routes/choose-password.tsx).
  { path: "/choose-password", states: [submitEmpty("Choose Your Password", "Save Password")] },
  {
    path: "/app/calendar",
    states: [
      {
        name: "Add to Calendar menu",
        scope: menu,
        enter: async (page) => {
          await page.getByRole("button", { name: "Add to Calendar" }).click();
          await expect(page.getByRole("menu")).toBeVisible();
        },
      },
    ],
  },
  { path: "/app/agenda" },
  { path: "/app/sessions/1", route: "/app/sessions/:id", states: [submitEmpty("Ask a question", "Ask")] },
  {
    path: "/app/my-agenda",
    states: [
      {
        name: "calendar link",
        tab: true,
        enter: async (page) => {
          // The role's account may already have a link (a second visit): then it shows at once.
          const get = page.getByRole("button", { name: "Get calendar link" });
          if (await get.isVisible()) await get.click();
          await expect(page.getByLabel("Calendar link")).toHaveValue(/\.ics$/);
        },
      },
    ],
  },
  { path: "/app/speakers", states: [speakerBiography] },
  {
    path: "/app/faq",
    states: [
      {
        name: "an answer open",
        enter: async (page) => {
          const question = page.getByRole("button", { name: "Who should attend?" });
          await question.click();
          await expect(question).toHaveAttribute("aria-expanded", "true");
        },
      },
    ],
  },
  {
    path: "/app/profile",
    states: [
      { name: "editing", tab: true, enter: (page) => page.getByRole("button", { name: "Edit Profile" }).click() },
      {
        name: "delete account dialog (an organiser reads why there is none)",
        tab: true,
        scope: (page) => dialog(page).or(page.getByText(/^Organiser accounts cannot delete themselves/)),
        enter: async (page) => {
          const remove = page.getByRole("button", { name: "Delete my account" });
          if ((await remove.count()) === 0) {
            await expect(page.getByText(/^Organiser accounts cannot delete themselves/)).toBeVisible();
            return;
          }
          await remove.click();
          await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeVisible();
        },
      },
    ],
  },
  ...OPEN_APP_CHECKS.filter(({ path }) => path !== "/app/submit-question"),
  { path: "/app/submit-question", states: [submitEmpty("Submit a question", "Submit Question")] },
];

export const ADMIN_CHECKS: Check[] = [
  {
    path: "/app/admin/calendar",
    states: [
      openDialog("edit agenda dialog", (p) => p.getByRole("button", { name: /^Edit / }).first()),
      afterClosing(
        openDialog("session speakers dialog", (p) => p.getByRole("button", { name: /^Speakers of / }).first()),
      ),
      afterClosing(openDialog("delete session dialog", (p) => p.getByRole("button", { name: /^Delete / }).first())),
      afterClosing(tab("GC Powerlist")),
      openDialog("add session dialog", (p) => p.getByRole("button", { name: "Add session" })),
    ],
  },
  {
    path: "/app/admin/speakers",
    states: [
      {
        // The bio edited in place, with the right-to-left Bio (Arabic) field; nothing is saved.
        name: "bio editor",
        tab: true,
        enter: async (page) => {
          await page
            .getByRole("button", { name: /^Edit bio of / })
            .first()
            .click();
          await expect(page.getByLabel("Bio (Arabic)")).toBeVisible();
        },
      },
      tab("GC Powerlist"),
      {
        name: "add speaker errors",
        tab: true,
        scope: dialog,
        enter: async (page) => {
          await page.getByRole("button", { name: "Add speaker" }).click();
          const form = page.getByRole("dialog").getByRole("form", { name: "Add speaker" });
          await form.getByRole("button", { name: "Add speaker" }).click();
          await expect(form.getByRole("alert").first()).toBeVisible();
        },
      },
      closeDialog,
      openDialog("edit speaker dialog", (p) => p.getByRole("button", { name: /^Edit (?!bio of )/ }).first()),
      closeDialog,
      openDialog("delete speaker dialog", (p) => p.getByRole("button", { name: /^Delete / }).first()),
    ],
  },
  {
    path: "/app/admin/sponsors",
    states: [
      {
        name: "add sponsor errors",
        tab: true,
        scope: dialog,
        enter: async (page) => {
          await page.getByRole("button", { name: "Add sponsor" }).click();
          const form = page.getByRole("dialog").getByRole("form", { name: "Add sponsor" });
          await form.getByRole("button", { name: "Add sponsor" }).click();
          await expect(form.getByRole("alert").first()).toBeVisible();
        },
      },
      closeDialog,
      {
        // The seed has no sponsors: one is added, hidden from the landing page the other audits visit.
        name: "a hidden sponsor",
        enter: async (page) => {
          const rows = page.getByTestId("sponsor-row");
          if ((await rows.count()) > 0) return;
          await page.getByRole("button", { name: "Add sponsor" }).click();
          const form = page.getByRole("dialog").getByRole("form", { name: "Add sponsor" });
          await form.getByRole("textbox", { name: "Name" }).fill("Audit Sponsor");
          await form.getByLabel(/^Logo/).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: TINY_PNG });
          await form.getByRole("button", { name: "Add sponsor" }).click();
          await page.getByRole("button", { name: "Deactivate Audit Sponsor" }).click();
          await expect(page.getByRole("button", { name: "Activate Audit Sponsor" })).toBeVisible();
        },
      },
      openDialog("edit sponsor dialog", (p) => p.getByRole("button", { name: /^Edit / }).first()),
      closeDialog,
      openDialog("delete sponsor dialog", (p) => p.getByRole("button", { name: /^Delete / }).first()),
    ],
  },
  { path: "/app/admin/qna", states: [tab(/^All Questions/), tab(/^Archived/)] },
  { path: "/app/admin/delegates" },
  { path: "/app/admin/audit-log" },
  { path: "/app/admin/feedback" },
  {
    path: "/app/admin/announcements",
    states: [
      submitEmpty("New announcement", "Send announcement"),
      {
        // An emailed announcement, with its progress bar; it shows in this server's banners from now on.
        name: "an emailed announcement",
        scope: (page) => page.getByRole("region", { name: "Sent announcements" }),
        enter: async (page) => {
          const form = page.getByRole("form", { name: "New announcement" });
          await form.getByRole("textbox", { name: "Title", exact: true }).fill("Audit announcement");
          await form.getByRole("textbox", { name: "Message", exact: true }).fill("The audit sent this.");
          await form.getByRole("checkbox", { name: /Also send by email/ }).check();
          await form.getByRole("button", { name: "Send announcement" }).click();
          await expect(page.getByRole("progressbar", { name: /Audit announcement/ }).first()).toBeVisible();
        },
      },
    ],
  },
  {
    path: "/app/admin/registrations",
    states: [
      openDialog("delete dialog", (p) => p.getByRole("button", { name: /^Delete registration of/ }).first()),
      closeDialog,
      openDialog("erase delegate data dialog", (p) => p.getByRole("button", { name: "Erase delegate data" })),
    ],
  },
  {
    path: "/app/admin/email-logs",
    states: [
      {
        // An email to open: a new registration's confirmation, listed once the queue has sent it.
        name: "an entry opened",
        tab: true,
        scope: dialog,
        enter: async (page) => {
          const delegate = newDelegate({ firstName: "Audit", lastName: "Reader" });
          const registered = await page.request.post("/api/auth/register", {
            data: { ...delegate, confirmPassword: delegate.password },
            headers: { "CF-Connecting-IP": `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
          });
          expect(registered.ok()).toBe(true);
          const entry = page.getByRole("button", { name: /^Your registration for .* is confirmed$/ }).first();
          await expect(async () => {
            await page.reload();
            await expect(entry).toBeVisible({ timeout: 2_000 });
          }).toPass({ timeout: 30_000 });
          await entry.click();
          const dialog = page.getByRole("dialog");
          await expect(dialog.getByText("Plain text")).toBeVisible();
          await expect(
            dialog
              .frameLocator("iframe")
              .getByText(/Welcome/)
              .first(),
          ).toBeVisible();
        },
      },
    ],
  },
  {
    path: "/app/admin/settings",
    states: [
      {
        // Nothing is saved: the browser refuses the empty venue name before any request.
        name: "Event Settings errors",
        scope: (page) => page.getByRole("form", { name: "Event Settings" }),
        enter: async (page) => {
          const form = page.getByRole("form", { name: "Event Settings" });
          await form.getByLabel("Venue name").fill("");
          await form.getByRole("button", { name: "Save Settings" }).click();
          await expect(form.getByRole("alert").first()).toBeVisible();
        },
      },
    ],
  },
  {
    path: "/app/admin/check-in",
    states: [
      {
        name: "search results",
        tab: true,
        enter: async (page) => {
          await page.getByLabel("Search by name or candidate number").fill("Event Organiser");
          await expect(page.getByRole("button", { name: /^Check in / })).toBeVisible();
        },
      },
    ],
  },
];

/**
 * The signed-in screens as a signed-out visitor reaches them: each sends the visitor to /auth
 * (web/app/app-layout.tsx RequireUser), audited under its own path in {@link PUBLIC_CHECKS}.
 */
export const SIGNED_OUT_PROTECTED_CHECKS: Check[] = [...SIGNED_IN_CHECKS, ...ADMIN_CHECKS]
  .filter(({ path }) => !OPEN_APP_CHECKS.some((open) => open.path === path))
  .map(({ path }) => ({ path, tab: false, redirectsTo: "/auth" }));

/** The routed paths the tables visit (query strings dropped; the 404 page stands for "*"). */
export const ROUTE_PATHS_AUDITED = new Set(
  [...PUBLIC_CHECKS, ...OPEN_APP_CHECKS, ...SIGNED_IN_CHECKS, ...ADMIN_CHECKS].map(
    ({ path, route }) => route ?? path.split("?")[0]!,
  ),
);
