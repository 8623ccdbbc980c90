/**
 * The page checks every browser audit shares (docs/testing.md#accessibility-tests): wait until the
 * page has settled, then axe-core finds no violation of the WCAG rule sets and the page does not
 * scroll sideways. Failures are soft, so one run reports every screen's problems.
 */
import type { Locator, Page } from "@playwright/test";
import axe from "axe-core";
import { expect } from "./support";

/** The rule sets audited: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** The narrowest phone every screen must fit. */
export const NARROW = { width: 360, height: 740 };
/** A common phone. */
export const PHONE = { width: 390, height: 844 };

/**
 * Waits until the page has stopped changing: no request in flight, no "Loading" status (in English
 * or Arabic), and every finite animation (fades, slide-ins) at its end, so axe measures the colours a
 * person sees. The animations are finished at once (`Animation.finish()`: the same end state,
 * events included) rather than waited for.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("status").filter({ hasText: /^(Loading|جارٍ التحميل)/ })).toHaveCount(0);
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    }
  });
}

type AxeViolations = axe.AxeResults["violations"];

/** One line per failing node: rule, help text, the element and axe's summary of the fix. */
function describeViolations(violations: AxeViolations): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}): ${v.help}\n  at ${n.target.join(" ")}\n  ${n.html.slice(0, 240)}\n  ${n.failureSummary?.replace(/\n\s*/g, " ")}`,
    ),
  );
}

/**
 * How axe runs: the WCAG rule sets, violations only, and no frame entered. The app has two
 * frames: the copy of an email in an email log entry, which
 * runs no script (`sandbox` without allow-scripts, web/features/admin-email-logs/email-log-dialog.tsx;
 * the entry shows its plain text beside it, which is audited), and the organiser's social feed
 * on the dashboard, a third party's page (web/features/dashboard/social-feed-card.tsx). The
 * `<iframe>` elements themselves are audited (a title, a name).
 */
const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: "tag", values: WCAG_TAGS },
  // Details of violations only; the passes and incomplete checks are still run, and reported with
  // one node each: a third less time per run, which the audit's hundreds of runs add up.
  resultTypes: ["violations"],
  // axe would wait for an answer from each frame, where it is not injected.
  iframes: false,
};

/** The attribute that marks the part of the page an audit is limited to (see {@link expectNoViolations}). */
const SCOPE_ATTRIBUTE = "data-audit-scope";

/**
 * Runs axe-core's `axe.run` in the page on the whole document, or on what the `include` selector
 * matches; axe is injected once per document and run through its own `axe.run`
 * (docs/testing.md#accessibility-tests). The wrapper
 * @axe-core/playwright injects axe's 550 KB twice per run and finishes each run in a new blank
 * page: 3.0 to 3.6 s per run on `/speakers` here, against 0.5 s this way (and 1.2 against 0.05 s
 * on `/auth`), docs/testing.md#accessibility-tests.
 */
async function runAxe(page: Page, include?: string): Promise<axe.AxeResults> {
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(
    ([include, options]) =>
      (window as unknown as { axe: typeof axe }).axe.run(include ? { include: [include] } : document, options),
    [include ?? null, AXE_OPTIONS] as const,
  );
}

/**
 * Runs axe on the page once it has settled and expects no violation.
 *
 * With `scope`, axe audits only what it matches (every element it matches, and all they contain):
 * for a state of a page already audited as a whole, the part the state changed (an open dialog or
 * menu, a tab's panel, a form showing its errors).
 */
export async function expectNoViolations(page: Page, where: string, scope?: Locator): Promise<void> {
  await settle(page);
  /** Marks (or unmarks) the scope's elements for axe's `include`. */
  const mark = (on: boolean) =>
    scope?.evaluateAll(
      (elements, [name, add]) => {
        for (const el of elements) el.toggleAttribute(name, add);
      },
      [SCOPE_ATTRIBUTE, on] as const,
    );
  await mark(true);
  const { violations } = await runAxe(page, scope ? `[${SCOPE_ATTRIBUTE}]` : undefined);
  await mark(false);
  expect.soft(describeViolations(violations), `axe violations on ${where}`).toEqual([]);
}

/** Expects the page not to scroll sideways at its viewport width. */
export async function expectFits(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(scrollWidth, `page width on ${where} (viewport ${width} px)`).toBeLessThanOrEqual(width);
}
