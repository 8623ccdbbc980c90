/**
 * The browser audit of every screen (docs/testing.md#accessibility-tests), in two parts:
 * - every route of web/app/router.tsx (the 404 page included; the tables are in ./routes.ts), one
 *   test per route and role (signed out, delegate, admin) where the role sees a screen of its own
 *   (ROLE_CHECKS), each on one page load per viewport and language:
 *   - at 360 px wide, in the route's main states (dialogs, menus, tabs and accordions open):
 *     axe-core with the WCAG 2.0 A/AA, 2.1 A/AA and 2.2 AA rules (2.5.3 Label in Name and 2.5.8
 *     Target Size among them) reports no violation; the page does not scroll sideways
 *     (`document.documentElement.scrollWidth` no wider than the viewport), nor at 390 px, a common
 *     phone width; the console stays empty (no error, no warning, no uncaught exception); Tab
 *     reaches every control and each one shows a :focus-visible outline at least 2 px wide whose
 *     colour has 3:1 contrast with what is behind it (WCAG 2.4.7, 1.4.11);
 *   - the same on a desktop (1280 x 800), signed out, for the delegate's /app and as the admin,
 *     the states and the Tab walk where the desktop has controls of its own (DESKTOP_CONTROLS);
 *   - a state (a dialog or menu open, ...) is audited by axe where it changed the page (the
 *     state's `scope` in ./routes.ts);
 *   - in Arabic at 360 px: right to left, axe, fit and an empty console (the public pages /,
 *     /agenda and /speakers in Arabic are the routes /ar, /ar/agenda and /ar/speakers);
 *   A signed-in screen that sends a signed-out visitor to /auth is checked for that redirect, the
 *   fit and the console; /auth is audited under its own path.
 * - keyboard-only tours (Tab, Enter, Space, arrows, Escape) of the avatar menu, the side menu, the
 *   desktop side navigation with its skip link,
 *   the speaker biography dialog, the admin's edit agenda dialog, the auth tabs, the FAQ accordion
 *   and the admin speaker reorder: each works and focus returns to where it came from.
 *
 * Delegates are registered through the API and the admin signs in through it (support.ts
 * signInAs); the token goes into local storage before the app loads.
 */
import type { Locator, Page } from "@playwright/test";
import { APP_ROUTE_PATHS } from "../worker/contract/app-routes";
import { publicPageOf } from "../worker/contract/public-pages";
import {
  ADMIN_CHECKS,
  type Check,
  OPEN_APP_CHECKS,
  PUBLIC_CHECKS,
  ROUTE_PATHS_AUDITED,
  SIGNED_IN_CHECKS,
  SIGNED_IN_PUBLIC_CHECKS,
  SIGNED_OUT_PROTECTED_CHECKS,
} from "./routes";
import { expectFits, expectNoViolations, NARROW, PHONE, settle } from "./audit";
import { expect, type Role, roleToken, signInAs, test, watchConsole } from "./support";

const DESKTOP = { width: 1280, height: 800 };

/** The focused control and what is wrong with its focus ring (null: nothing); null without focus. */
type FocusRingReport = { element: string; problem: string | null } | null;

/**
 * What the focused element's focus indicator looks like, measured in the page: null when it is a
 * :focus-visible outline of at least 2 px whose colour has 3:1 contrast (WCAG 1.4.11) with every
 * colour behind it (the parent's background, or the element's own when the outline is inset;
 * a visually hidden input's label stands in for the input;
 * translucent layers composited, each stop of a gradient counted) once its transitions have
 * ended; otherwise the problem.
 */
function focusRingProblem(): FocusRingReport {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  // Colour transitions (Tailwind's transition-colors includes outline-color) jump to their end:
  // the ring is measured as it looks once they have run, without waiting 150 ms per control.
  const finishTransitions = (of: Element) => {
    for (const animation of of.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    }
  };
  finishTransitions(el);
  const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
  const element = `<${el.tagName.toLowerCase()}${el.getAttribute("role") ? ` role=${el.getAttribute("role")}` : ""}> "${name}"`;
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
  /** Any CSS colour (rgb, oklch, ...) as sRGB bytes and alpha 0..1. */
  const rgba = (color: string): [number, number, number, number] => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = "#000";
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const over = (top: number[], bottom: number[]) =>
    [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!)).concat(1);
  const luminance = ([r, g, b]: number[]) => {
    const c = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * c(r!) + 0.7152 * c(g!) + 0.0722 * c(b!);
  };
  const contrast = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  if (!el.matches(":focus-visible")) return { element, problem: "not :focus-visible" };
  // A visually hidden control (a radio styled as a button) shows its focus on its label.
  const { width, height } = el.getBoundingClientRect();
  const shown = width <= 1 && height <= 1 ? (el.closest("label") ?? el) : el;
  finishTransitions(shown);
  const style = getComputedStyle(shown);
  if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) < 2) {
    return { element, problem: `no outline (${style.outlineStyle} ${style.outlineWidth})` };
  }
  /** The opaque colours behind the outline. */
  const layers: number[][] = [];
  let behind: number[][] = [[255, 255, 255, 1]];
  for (
    let node: Element | null = parseFloat(style.outlineOffset) < 0 ? shown : shown.parentElement;
    node;
    node = node.parentElement
  ) {
    const cs = getComputedStyle(node);
    const stops = cs.backgroundImage.match(/(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^)]*\)/g);
    if (stops) {
      behind = stops.map((stop) => over(rgba(stop), [255, 255, 255, 1]));
      break;
    }
    const color = rgba(cs.backgroundColor);
    if (color[3] > 0) layers.push(color);
    if (color[3] >= 1) {
      behind = [[255, 255, 255, 1]];
      break;
    }
  }
  const ring = rgba(style.outlineColor);
  const ratios = behind.map((base) =>
    contrast(
      over(
        ring,
        layers.reduceRight((acc, layer) => over(layer, acc), base),
      ),
      layers.reduceRight((acc, layer) => over(layer, acc), base),
    ),
  );
  const worst = Math.min(...ratios);
  return {
    element,
    problem: worst < 3 ? `outline ${style.outlineColor} has ${worst.toFixed(2)}:1 contrast with its background` : null,
  };
}

/** Tab presses sent at once, between two reads of the walk's state in the page. */
const TAB_BATCH = 20;

/**
 * Presses Tab until focus comes back to a control already visited (or `maxSteps` presses) and
 * expects every control on the way to show a visible focus ring (see {@link focusRingProblem}).
 * The page measures each ring as focus arrives (a `focusin` listener), so the presses go out in
 * batches over the Chrome DevTools Protocol, each a real key press in order, without a round trip
 * each: 50 presses took 2.5 s one by one and 0.12 s at once here (docs/testing.md#accessibility-tests).
 */
async function expectFocusRingsOnTab(page: Page, where: string, maxSteps = 250): Promise<void> {
  await page.evaluate(`(() => {
    const problem = ${focusRingProblem};
    const walk = { visited: new WeakSet(), problems: [], done: false };
    walk.listener = () => {
      const el = document.activeElement;
      if (walk.done || !el || el === document.body) return;
      if (walk.visited.has(el)) walk.done = true;
      else {
        walk.visited.add(el);
        const report = problem();
        if (report?.problem) walk.problems.push(report.element + ": " + report.problem);
      }
    };
    document.addEventListener("focusin", walk.listener);
    window.__focusWalk = walk;
  })()`);
  const cdp = await page.context().newCDPSession(page);
  const key = { key: "Tab", code: "Tab", windowsVirtualKeyCode: 9 };
  try {
    for (let sent = 0; sent < maxSteps; sent += TAB_BATCH) {
      await Promise.all(
        Array.from({ length: TAB_BATCH }, () => [
          cdp.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...key }),
          cdp.send("Input.dispatchKeyEvent", { type: "keyUp", ...key }),
        ]).flat(),
      );
      if (await page.evaluate(() => (window as unknown as { __focusWalk: FocusWalk }).__focusWalk.done)) break;
    }
  } finally {
    await cdp.detach();
  }
  const problems = await page.evaluate(() => {
    const walk = (window as unknown as { __focusWalk: FocusWalk }).__focusWalk;
    document.removeEventListener("focusin", walk.listener);
    return walk.problems;
  });
  expect.soft(problems, `focus rings on ${where}`).toEqual([]);
}

/** What {@link expectFocusRingsOnTab} keeps in the page during a walk. */
interface FocusWalk {
  visited: WeakSet<Element>;
  problems: string[];
  /** Focus came back to a control already visited. */
  done: boolean;
  listener: () => void;
}

/**
 * Console messages that are expected:
 * - the 404 page's own document answers 404, which Chromium reports as a failed resource load;
 * - the load during which the service worker takes control (it registers 10 s after a load,
 *   web/lib/service-worker.ts, and claims the open pages once its precache is in): a module the
 *   page preloaded before the takeover is fetched again through the worker, and Chromium notes the
 *   unused preload ("cross-world service worker resource mismatch", then "preloaded using link
 *   preload but not used"). It happens on that one load only, in the audit's long visits.
 */
function unexpected(messages: string[], path: string): string[] {
  const notFound = new URL(path, "http://localhost").pathname === "/no-such-page";
  const crossWorld = messages
    .map(
      (m) =>
        /^warning: A preload for '([^']+)' is found, but is not used because it is a cross-world service worker resource mismatch/.exec(
          m,
        )?.[1],
    )
    .filter((url): url is string => url !== undefined);
  const takeover = (m: string) =>
    crossWorld.some(
      (url) =>
        m.startsWith(`warning: A preload for '${url}'`) || m.startsWith(`warning: The resource ${url} was preloaded`),
    );
  return messages.filter((m) => !(notFound && /status of 404/.test(m) && m.includes("/no-such-page")) && !takeover(m));
}

/** Stops recording the console (see {@link watchConsole}). */
function stopWatchingConsole(page: Page): void {
  page.removeAllListeners("console");
  page.removeAllListeners("pageerror");
}

/**
 * Visits `check.path` at the page's viewport and checks it (fit, axe, focus rings unless
 * `check.tab` is false; with `alsoFitsAt`, the fit at that width too, on the same page load), then
 * the same for each state; the console must stay empty throughout. A page that redirects
 * (`check.redirectsTo`) is checked for the redirect, the fit and the console only: the page it
 * shows is audited under its own path.
 */
async function audit(page: Page, check: Check, who: string, alsoFitsAt?: { width: number; height: number }) {
  const consoleMessages = watchConsole(page);
  const viewport = page.viewportSize()!;
  await page.goto(check.path);
  await settle(page);
  await expectFits(page, `${who} ${check.path}`);
  if (alsoFitsAt) {
    await page.setViewportSize(alsoFitsAt);
    await expectFits(page, `${who} ${check.path} at ${alsoFitsAt.width} px`);
    await page.setViewportSize(viewport);
  }
  if (check.redirectsTo) {
    // The redirect follows the app's check of the sign-in session, which on a loaded machine may
    // come after the network has settled: the address is awaited, not read once.
    const target = check.redirectsTo.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    await expect
      .soft(page, `${who} ${check.path} redirects`)
      .toHaveURL(new RegExp(`^https?://[^/]+${target}(?:[?#]|$)`));
  } else {
    await expectNoViolations(page, `${who} ${check.path}`);
    if (check.tab !== false) await expectFocusRingsOnTab(page, `${who} ${check.path}`);
  }
  for (const state of check.states ?? []) {
    await state.enter(page);
    const where = `${who} ${check.path} (${state.name})`;
    await settle(page);
    await expectFits(page, where);
    if (state.audit !== false) await expectNoViolations(page, where, state.scope?.(page));
    if (state.tab) await expectFocusRingsOnTab(page, where);
  }
  await page.waitForLoadState("networkidle");
  expect.soft(unexpected(consoleMessages, check.path), `console on ${who} ${check.path}`).toEqual([]);
  stopWatchingConsole(page);
}

/**
 * Opens `check.path` in Arabic (docs/i18n.md): the `locale` cookie, and for a signed-in role the
 * account's language (web/lib/account-locale.ts), set to Arabic for this page load only and back
 * to English after it. The page is right to left, fits, has no axe violation (unless it redirects)
 * and leaves the console empty. The states are reached by their English names, so the page is
 * audited as it opens.
 */
async function auditInArabic(page: Page, check: Check, who: "signed out" | Role, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: "locale", value: "ar", url: baseURL }]);
  const token = who === "signed out" ? null : await roleToken(page.request, who);
  const saveLocale = async (locale: "ar" | "en") => {
    const saved = await page.request.put("/api/user/locale", {
      headers: { Authorization: `Bearer ${token}` },
      data: { locale },
    });
    expect(saved.status()).toBe(200);
  };
  if (token) await saveLocale("ar");
  try {
    await audit(page, { path: check.path, tab: false, redirectsTo: check.redirectsTo }, `${who} in Arabic`);
    await expect.soft(page.locator("html"), `dir of ${check.path} in Arabic`).toHaveAttribute("dir", "rtl");
  } finally {
    if (token) await saveLocale("en");
    await page.context().clearCookies({ name: "locale" });
  }
}

/**
 * The screens whose admin view differs from a delegate's: the app chrome with its Admin group (/app
 * with its menus), the Q&A screen, the profile (an organiser's account cannot be deleted), a
 * session's live room with its moderation, and the presenter screen, which only organisers see
 * without the presenter link. Elsewhere an admin sees what a delegate sees, which the delegate's
 * audit covers.
 */
const ADMIN_VIEWS = new Set(["/app", "/app/qna", "/app/profile", "/app/sessions/1", "/live/1"]);

/**
 * The two screens an admin path answers a delegate with: "Access Denied" in the app's frame, and
 * the check-in desk's own "Admin access required" (a page of its own: docs/product.md#door-check-in).
 */
const DENIALS = [
  { path: ADMIN_CHECKS[0]!.path, heading: "Access Denied" },
  { path: "/app/admin/check-in", heading: "Admin access required" },
];

/**
 * What each role visits, each distinct screen once: a visitor every public and open page and the
 * redirects of the protected ones; a delegate every signed-in screen, the public pages as a
 * signed-in visitor sees them and the {@link DENIALS} (one path each: the same screen on every
 * admin path; "a delegate is denied every admin screen" checks them all); the
 * admin the screens of {@link ADMIN_VIEWS} and every admin screen.
 */
const ROLE_CHECKS = {
  "signed out": [...PUBLIC_CHECKS, ...OPEN_APP_CHECKS, ...SIGNED_OUT_PROTECTED_CHECKS],
  delegate: [...SIGNED_IN_CHECKS, ...DENIALS.map(({ path }) => ({ path })), ...SIGNED_IN_PUBLIC_CHECKS],
  admin: [...[...SIGNED_IN_CHECKS, ...PUBLIC_CHECKS].filter(({ path }) => ADMIN_VIEWS.has(path)), ...ADMIN_CHECKS],
} satisfies Record<"signed out" | Role, Check[]>;

/**
 * The paths each role also audits on a desktop: a visitor's pages, the delegate's app with its side
 * navigation, and every screen of the organisers, who use them on laptops as well as phones. On a
 * desktop the page itself is audited (fit, axe, the console); its states and its Tab walk only
 * where the desktop has controls of its own, {@link DESKTOP_CONTROLS}: elsewhere they are the phone's
 * dialogs, menus and controls, in the same markup and colours, audited at 360 px.
 */
const DESKTOP_PATHS: Record<"signed out" | Role, Set<string>> = {
  "signed out": new Set([...PUBLIC_CHECKS, ...OPEN_APP_CHECKS].map(({ path }) => path)),
  delegate: new Set(["/app"]),
  admin: new Set(ROLE_CHECKS.admin.map(({ path }) => path)),
};

/** The paths whose desktop layout has controls a phone's has not: the app's side navigation. */
const DESKTOP_CONTROLS = new Set(["/app"]);

/** `check` as audited on a desktop (see {@link DESKTOP_PATHS}). */
const onDesktop = (check: Check): Check =>
  DESKTOP_CONTROLS.has(check.path) ? check : { ...check, states: [], tab: false };

test("a delegate is denied every admin screen", async ({ page }) => {
  await signInAs(page, "delegate");
  for (const { path } of ADMIN_CHECKS) {
    await page.goto(path);
    const heading = DENIALS.find((denial) => denial.path === path)?.heading ?? "Access Denied";
    await expect(page.getByRole("heading", { name: heading }), path).toBeVisible();
  }
});

test("the audit visits every routed path", () => {
  expect([...APP_ROUTE_PATHS].filter((path) => !ROUTE_PATHS_AUDITED.has(path))).toEqual([]);
  expect(ROUTE_PATHS_AUDITED.has("/no-such-page")).toBe(true);
});

test.describe("every route in each role, in both languages", () => {
  // Independent page loads: spread over every worker (each with its own server, e2e/servers.ts).
  test.describe.configure({ mode: "parallel" });
  for (const [who, checks] of Object.entries(ROLE_CHECKS) as ["signed out" | Role, Check[]][]) {
    for (const check of checks) {
      test(`${who}: ${check.path}`, async ({ page, baseURL }) => {
        test.setTimeout(180_000);
        if (who !== "signed out") await signInAs(page, who);
        await page.setViewportSize(NARROW);
        await audit(page, check, `${who} (360 px)`, PHONE);
        if (DESKTOP_PATHS[who].has(check.path)) {
          await page.setViewportSize(DESKTOP);
          await audit(page, onDesktop(check), `${who} (desktop)`);
          await page.setViewportSize(NARROW);
        }
        // A public page has an Arabic address of its own (/ar, /ar/agenda, /ar/speakers), audited
        // as its own route: in Arabic, the English address only redirects there (worker/routes/pages.ts).
        if (!publicPageOf(check.path)) await auditInArabic(page, check, who, baseURL!);
      });
    }
  }
});

/** Presses Tab until `target` has focus (keyboard only, as a person would). */
async function tabTo(page: Page, target: Locator, maxSteps = 100): Promise<void> {
  for (let step = 0; step < maxSteps; step++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Expects `target` to have focus with a visible focus ring. */
async function expectFocusRing(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const report = await page.evaluate(focusRingProblem);
  expect(report?.problem ?? null).toBeNull();
}

test.describe("keyboard", () => {
  test("avatar menu: Enter opens it, arrows move, Escape returns focus, Enter chooses", async ({ page }) => {
    await signInAs(page, "delegate");
    await page.goto("/app");
    const trigger = page.getByRole("button", { name: /^Account menu for Aisha Rahman/ });
    await tabTo(page, trigger);
    await expectFocusRing(page, trigger);

    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    const profile = menu.getByRole("menuitem", { name: "Profile" });
    const arabic = menu.getByRole("menuitem", { name: "العربية" });
    const signOut = menu.getByRole("menuitem", { name: "Sign Out" });
    await expect(profile).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expectFocusRing(page, arabic);
    await page.keyboard.press("ArrowDown");
    await expectFocusRing(page, signOut);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expectFocusRing(page, profile);
    await page.keyboard.press("Tab"); // focus stays in the open menu
    await expect(profile).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expectFocusRing(page, trigger);

    await page.keyboard.press("Space");
    await expect(profile).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/app\/profile$/);
    await expect(menu).toBeHidden();
  });

  test("side menu: Enter opens the dialog, Tab stays inside, Escape returns focus, Enter follows a link", async ({
    page,
  }) => {
    await signInAs(page, "delegate");
    // The menu button is a phone's and a tablet's: from 1024 px the links are the side navigation.
    await page.setViewportSize(PHONE);
    await page.goto("/app");
    const trigger = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, trigger);
    await expectFocusRing(page, trigger);

    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    const links = dialog.getByRole("link");
    const count = await links.count();
    // Focus is trapped: a full round of Tab presses never leaves the dialog.
    for (let i = 0; i < count + 2; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expectFocusRing(page, trigger);

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("link", { name: "FAQ" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/app\/faq$/);
    await expect(dialog).toBeHidden();
  });

  test("side navigation of a desk: the skip link passes it, Tab reaches every admin screen, Enter opens one", async ({
    page,
  }) => {
    await signInAs(page, "admin");
    await page.setViewportSize(DESKTOP);
    await page.goto("/app");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Quick links" })).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    // The first Tab stop shows the skip link; following it, the next Tab is inside the screen.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expectFocusRing(page, skip);
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement))).toBe(true);

    const emailLogs = nav.getByRole("link", { name: "Email Logs" });
    await page.goto("/app");
    await tabTo(page, emailLogs);
    await expectFocusRing(page, emailLogs);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/app\/admin\/email-logs$/);
    await expect(emailLogs).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name: "Email Logs" })).toBeVisible();
  });

  test("speaker biography: Enter and Space open it, Escape closes it and focus returns to the speaker", async ({
    page,
  }) => {
    await page.goto("/speakers");
    const speaker = page.getByRole("button", { name: /, view biography$/ }).nth(1);
    // "Name, Position, Company, view biography"
    const name = (await speaker.getAttribute("aria-label"))?.split(", ")[0] ?? "";
    await tabTo(page, speaker);
    await expectFocusRing(page, speaker);

    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Speaker Biography" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(name);
    await expect(dialog).toContainText("Speaking Sessions");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expectFocusRing(page, speaker);

    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("button", { name: "Close" }));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expectFocusRing(page, speaker);
  });

  test("edit agenda dialog (no Radix trigger): Escape and Cancel return focus to the session's Edit button", async ({
    page,
  }) => {
    await signInAs(page, "admin");
    await page.goto("/app/admin/calendar");
    const edit = page.getByRole("button", { name: /^Edit / }).nth(1);
    await tabTo(page, edit);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit Agenda Item" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expectFocusRing(page, edit);

    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("button", { name: "Cancel" }));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expectFocusRing(page, edit);
  });

  test("auth tabs: arrow keys switch between Login, Register and Reset Password; Tab enters the panel", async ({
    page,
  }) => {
    await page.goto("/auth");
    const tabs = page.getByRole("tablist", { name: "Account" });
    const login = tabs.getByRole("tab", { name: "Login" });
    const register = tabs.getByRole("tab", { name: "Register" });
    const reset = tabs.getByRole("tab", { name: "Reset Password" });
    await tabTo(page, login);
    await expectFocusRing(page, login);
    await expect(login).toHaveAttribute("aria-selected", "true");

    await page.keyboard.press("ArrowRight");
    await expectFocusRing(page, register);
    await expect(register).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("form", { name: "Register" })).toBeVisible();

    await page.keyboard.press("ArrowRight");
    await expect(reset).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("form", { name: "Reset Password" })).toBeVisible();
    await page.keyboard.press("ArrowRight"); // wraps to the first tab
    await expect(login).toBeFocused();
    await expect(login).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(reset).toHaveAttribute("aria-selected", "true");

    // Tab leaves the tab list for the open panel (a tab stop of its own), then its first field.
    await page.keyboard.press("Tab");
    await expectFocusRing(page, page.getByRole("tabpanel", { name: "Reset Password" }));
    await page.keyboard.press("Tab");
    const email = page.getByRole("form", { name: "Reset Password" }).getByLabel("Email");
    await expect(email).toBeFocused();
    await page.keyboard.type("someone@example.com");
    await expect(email).toHaveValue("someone@example.com");
  });

  test("FAQ accordion: Enter and Space toggle an answer, arrow keys move between questions", async ({ page }) => {
    await signInAs(page, "delegate");
    await page.goto("/app/faq");
    const first = page.getByRole("main").getByRole("button", { expanded: false }).first();
    const question = (await first.textContent())!;
    const trigger = page.getByRole("button", { name: question });
    await tabTo(page, trigger);
    await expectFocusRing(page, trigger);

    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const answer = page.getByRole("region", { name: question });
    await expect(answer).toBeVisible();
    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();

    await page.keyboard.press("ArrowDown");
    const next = page.locator(":focus");
    await expect(next).toHaveAttribute("aria-expanded", "false");
    expect(await next.textContent()).not.toBe(question);
    await expectFocusRing(page, next);
    await page.keyboard.press("ArrowUp");
    await expect(trigger).toBeFocused();
  });

  test("speaker reorder: Space picks a speaker up, arrows move it, Space drops it; and back", async ({ page }) => {
    await signInAs(page, "admin");
    type Listed = { id: number; name: string; surname: string; displayOrder: number | null };
    const seeded = (await (await page.request.get("/api/speakers?event=AC2025")).json()) as Listed[];
    await page.goto("/app/admin/speakers");
    const list = page
      .getByRole("tabpanel", { name: "Conference 2025" })
      .getByRole("list", { name: "Speakers in display order" });
    const rows = list.getByTestId("speaker-row");
    const names = async () => (await rows.getByRole("heading", { level: 3 }).allTextContents()).map((n) => n.trim());
    await expect(rows).toHaveCount(seeded.length);
    const before = await names();
    expect(before).toEqual(seeded.map((s) => `${s.name} ${s.surname}`));
    const [first, second] = before as [string, string];
    const handle = list.getByRole("button", { name: `Reorder ${first}` });

    /** Picks the first speaker up, moves it one row with `key` and drops it, announcing each step. */
    const move = async (key: "ArrowDown" | "ArrowUp", to: number) => {
      // The handles are disabled while the previous order saves (the response can come before the
      // list settles): a person waits for them, and so does the test.
      await expect(handle).toHaveAttribute("aria-disabled", "false");
      const saved = page.waitForResponse((r) => r.url().endsWith("/api/admin/speakers/update-order") && r.ok());
      await page.keyboard.press("Space");
      await expect(handle).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByText(`${first} is over position ${to === 2 ? 1 : 2}.`)).toBeAttached();
      await page.keyboard.press(key);
      await expect(page.getByText(`${first} is over position ${to}.`)).toBeAttached();
      await page.keyboard.press("Space");
      await saved;
    };

    try {
      await tabTo(page, handle);
      // Focus scrolled the row into view, smoothly (styles.css): let the page come to rest before
      // dnd-kit measures the rows.
      await page.waitForFunction(
        () =>
          new Promise<boolean>((resolve) => {
            const y = window.scrollY;
            setTimeout(() => resolve(window.scrollY === y), 150);
          }),
      );
      await expectFocusRing(page, handle);
      await move("ArrowDown", 2);
      await expect.poll(names).toEqual([second, first, ...before.slice(2)]);
      await expect(handle).toBeFocused();

      await move("ArrowUp", 1);
      await expect.poll(names).toEqual(before);
    } finally {
      // Whatever happened above, leave the seeded order numbers for the other specs.
      const restored = await page.request.post("/api/admin/speakers/update-order", {
        data: {
          speakers: seeded.filter((s) => s.displayOrder !== null).map(({ id, displayOrder }) => ({ id, displayOrder })),
        },
        headers: { Authorization: `Bearer ${await roleToken(page.request, "admin")}` },
      });
      expect(restored.ok()).toBe(true);
    }
  });
});
