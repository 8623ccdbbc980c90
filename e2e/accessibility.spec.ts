/**
 * Accessibility (issue "Production readiness", Accessibility), in three parts:
 * - axe-core with the WCAG 2.0 A/AA, 2.1 AA and 2.2 AA rules (2.5.8 Target Size among them)
 *   reports no violation on any route of web/app/router.tsx (the 404 page included), signed out,
 *   as a delegate and as the admin, in each route's main states (dialogs, menus, tabs and
 *   accordions open); signed out at a phone and a desktop viewport;
 * - on the same pages and states, Tab reaches every control and each one shows a :focus-visible
 *   outline at least 2 px wide whose colour has 3:1 contrast with what is behind it (WCAG 2.4.7,
 *   1.4.11);
 * - keyboard-only tours (Tab, Enter, Space, arrows, Escape) of the avatar menu, the side menu,
 *   the speaker biography dialog, the admin's edit agenda dialog, the auth tabs, the FAQ accordion
 *   and the admin speaker reorder: each works and focus returns to where it came from.
 *
 * Delegates are registered through the API and the admin signs in through it; the token goes into
 * local storage (web/lib/auth-token.ts) before the app loads, which is what the sign-in form does.
 */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { adminCredentials, expect, newDelegate, test } from "./support";

/** The rule sets the issue names. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];
/** web/lib/auth-token.ts */
const AUTH_TOKEN_KEY = "ac2025.authToken";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

type Role = "delegate" | "admin";

/** One token per role for the whole file (the auth endpoints are rate-limited per client). */
const tokens = new Map<Role, Promise<string>>();

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

/** Signs the page in as `role`: the token is stored before the app's first request. */
async function signIn(page: Page, role: Role): Promise<void> {
  let token = tokens.get(role);
  if (!token) {
    token = signInToken(page.request, role);
    tokens.set(role, token);
  }
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [AUTH_TOKEN_KEY, await token] as const);
}

/**
 * Waits until the page has stopped changing: no request in flight, no "Loading" status, and every
 * finite animation (fades, slide-ins) finished, so axe measures the colours a person sees.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

type AxeViolations = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];

/** One line per failing node: rule, help text, the element and axe's summary of the fix. */
function describeViolations(violations: AxeViolations): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}): ${v.help}\n  at ${n.target.join(" ")}\n  ${n.html.slice(0, 240)}\n  ${n.failureSummary?.replace(/\n\s*/g, " ")}`,
    ),
  );
}

/** Runs axe on the page as it is now and expects no violation. */
async function expectNoViolations(page: Page, where: string): Promise<void> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  // Soft, so one run reports every state's problems.
  expect.soft(describeViolations(violations), `axe violations on ${where}`).toEqual([]);
}

/**
 * What the focused element's focus indicator looks like, measured in the page: null when it is a
 * :focus-visible outline of at least 2 px whose colour has 3:1 contrast (WCAG 1.4.11) with every
 * colour behind it (the parent's background, or the element's own when the outline is inset;
 * a visually hidden input's label stands in for the input;
 * translucent layers composited, each stop of a gradient counted) once its transitions have
 * ended; otherwise the problem.
 */
async function focusRingProblem(): Promise<{ element: string; problem: string | null } | null> {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  // Let colour transitions (Tailwind's transition-colors includes outline-color) reach their end.
  await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)));
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
  await Promise.all(shown.getAnimations().map((a) => a.finished.catch(() => undefined)));
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

/**
 * Presses Tab until focus comes back to a control already visited (or leaves the page) and
 * expects every control on the way to show a visible focus ring (see {@link focusRingProblem}).
 */
async function expectFocusRingsOnTab(page: Page, where: string, maxSteps = 250): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __visited: WeakSet<Element> }).__visited = new WeakSet()));
  const problems: string[] = [];
  for (let step = 0; step < maxSteps; step++) {
    await page.keyboard.press("Tab");
    const repeated = await page.evaluate(() => {
      const visited = (window as unknown as { __visited: WeakSet<Element> }).__visited;
      const el = document.activeElement;
      if (!el || el === document.body || visited.has(el)) return true;
      visited.add(el);
      return false;
    });
    if (repeated && step > 0) break;
    const report = await page.evaluate(focusRingProblem);
    if (report?.problem) problems.push(`${report.element}: ${report.problem}`);
  }
  expect.soft(problems, `focus rings on ${where}`).toEqual([]);
}

interface State {
  name: string;
  /** Reaches the state from the previous one. */
  enter: (page: Page) => Promise<void>;
  /** Also tab through the state (dialogs; menus are covered by the keyboard tests). */
  tab?: boolean;
}

interface Check {
  path: string;
  /** Extra states to scan on the same page, each reached from the previous one. */
  states?: State[];
}

/** Opens a dialog with a click and waits for it. */
function openDialog(name: string, trigger: (page: Page) => Locator): State {
  return {
    name,
    tab: true,
    enter: async (page) => {
      await trigger(page).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    },
  };
}
const closeDialog: State = {
  name: "dialog closed",
  enter: async (page) => {
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  },
};
const speakerBiography = openDialog("speaker biography", (p) =>
  p.getByRole("button", { name: /, view biography$/ }).first(),
);
const sideMenu = openDialog("side menu", (p) => p.getByRole("button", { name: "Open menu" }));
const avatarMenu: State = {
  name: "avatar menu",
  enter: async (page) => {
    await page.getByRole("button", { name: /^Account menu for/ }).click();
    await expect(page.getByRole("menu")).toBeVisible();
  },
};
const tab = (name: string | RegExp): State => ({
  name: `${name} tab`,
  tab: true,
  enter: (page) => page.getByRole("tab", { name }).click(),
});
/** Submits an empty form to show its field errors. */
const submitEmpty = (form: string, button: string): State => ({
  name: `${form} errors`,
  enter: async (page) => {
    await page.getByRole("form", { name: form }).getByRole("button", { name: button }).click();
    await expect(page.getByRole("form", { name: form }).getByRole("alert").first()).toBeVisible();
  },
});

const PUBLIC_CHECKS: Check[] = [
  { path: "/" },
  { path: "/agenda" },
  { path: "/speakers", states: [speakerBiography] },
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
];

/**
 * The public pages as a signed-in person sees them, with the same states. /auth and /login send a
 * signed-in visitor on to /app (web/routes/auth.tsx), which SIGNED_IN_CHECKS audits itself.
 */
const SIGNED_IN_PUBLIC_CHECKS = PUBLIC_CHECKS.filter(({ path }) => path !== "/auth" && path !== "/login");

/** The /app screens that show their own state when signed out (spec 2 and 6). */
const OPEN_APP_CHECKS: Check[] = [
  { path: "/app/qna" },
  { path: "/app/submit-question" },
  { path: "/app/enquire" },
  { path: "/app/my-pass" },
];

const SIGNED_IN_CHECKS: Check[] = [
  { path: "/app", states: [sideMenu, closeDialog, avatarMenu] },
  // Where a login link that confirmed the address lands (web/routes/choose-password.tsx).
  { path: "/choose-password", states: [submitEmpty("Choose Your Password", "Save Password")] },
  {
    path: "/app/calendar",
    states: [
      {
        name: "Add to Calendar menu",
        enter: async (page) => {
          await page.getByRole("button", { name: "Add to Calendar" }).click();
          await expect(page.getByRole("menu")).toBeVisible();
        },
      },
    ],
  },
  { path: "/app/agenda" },
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
    ],
  },
  ...OPEN_APP_CHECKS.filter(({ path }) => path !== "/app/submit-question"),
  { path: "/app/submit-question", states: [submitEmpty("Submit a question", "Submit Question")] },
];

const ADMIN_CHECKS: Check[] = [
  {
    path: "/app/admin/calendar",
    states: [
      openDialog("edit agenda dialog", (p) => p.getByRole("button", { name: /^Edit / }).first()),
      closeDialog,
      openDialog("session speakers dialog", (p) => p.getByRole("button", { name: /^Speakers of / }).first()),
    ],
  },
  { path: "/app/admin/speakers", states: [tab("GC Powerlist")] },
  { path: "/app/admin/qna", states: [tab(/^All Questions/), tab(/^Archived/)] },
  { path: "/app/admin/delegates" },
  {
    path: "/app/admin/registrations",
    states: [openDialog("delete dialog", (p) => p.getByRole("button", { name: /^Delete registration of/ }).first())],
  },
  { path: "/app/admin/email-logs" },
  {
    path: "/app/admin/check-in",
    states: [
      {
        name: "search results",
        tab: true,
        enter: async (page) => {
          await page.getByLabel("Search by name, email or candidate number").fill(adminCredentials().email);
          await expect(page.getByRole("button", { name: /^Check in / })).toBeVisible();
        },
      },
    ],
  },
];

/** Visits `check.path`, scans it and tabs through it, then does the same for each state. */
async function audit(page: Page, check: Check, who: string): Promise<void> {
  await page.goto(check.path);
  await expectNoViolations(page, `${who} ${check.path}`);
  await expectFocusRingsOnTab(page, `${who} ${check.path}`);
  for (const state of check.states ?? []) {
    await state.enter(page);
    const where = `${who} ${check.path} (${state.name})`;
    await expectNoViolations(page, where);
    if (state.tab) await expectFocusRingsOnTab(page, where);
  }
}

test.describe("axe and focus rings", () => {
  for (const [viewport, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test.describe(`signed out, ${viewport}`, () => {
      test.use({ viewport: size });
      for (const check of [...PUBLIC_CHECKS, ...OPEN_APP_CHECKS]) {
        test(check.path, async ({ page }) => {
          await audit(page, check, `signed out (${viewport})`);
        });
      }
    });
  }

  test.describe("delegate, phone", () => {
    test.use({ viewport: PHONE });
    // The admin screens answer a delegate with "Access Denied".
    const adminScreens = ADMIN_CHECKS.map(({ path }) => ({ path }));
    for (const check of [...SIGNED_IN_CHECKS, ...adminScreens, ...SIGNED_IN_PUBLIC_CHECKS]) {
      test(check.path, async ({ page }) => {
        await signIn(page, "delegate");
        await audit(page, check, "delegate (phone)");
      });
    }
  });

  for (const [viewport, size] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test.describe(`admin, ${viewport}`, () => {
      test.use({ viewport: size });
      // Organisers use the admin screens on laptops and phones; the delegate and public screens
      // once, on a laptop.
      const checks =
        viewport === "desktop"
          ? [...SIGNED_IN_CHECKS, ...ADMIN_CHECKS, ...SIGNED_IN_PUBLIC_CHECKS]
          : [SIGNED_IN_CHECKS[0]!, ...ADMIN_CHECKS];
      for (const check of checks) {
        test(check.path, async ({ page }) => {
          await signIn(page, "admin");
          await audit(page, check, `admin (${viewport})`);
        });
      }
    });
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
    await signIn(page, "delegate");
    await page.goto("/app");
    const trigger = page.getByRole("button", { name: /^Account menu for Aisha Rahman/ });
    await tabTo(page, trigger);
    await expectFocusRing(page, trigger);

    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    const profile = menu.getByRole("menuitem", { name: "Profile" });
    const signOut = menu.getByRole("menuitem", { name: "Sign Out" });
    await expect(profile).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expectFocusRing(page, signOut);
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
    await signIn(page, "delegate");
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

  test("speaker biography: Enter and Space open it, Escape closes it and focus returns to the speaker", async ({
    page,
  }) => {
    await page.goto("/speakers");
    const speaker = page.getByRole("button", { name: /, view biography$/ }).nth(1);
    const name = (await speaker.getAttribute("aria-label"))!.replace(/, view biography$/, "");
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
    await signIn(page, "admin");
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
    await signIn(page, "delegate");
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
    await signIn(page, "admin");
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
        headers: { Authorization: `Bearer ${await tokens.get("admin")!}` },
      });
      expect(restored.ok()).toBe(true);
    }
  });
});
