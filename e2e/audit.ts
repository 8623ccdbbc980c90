/**
 * The page checks every browser audit shares (docs/testing.md#accessibility-tests): wait until the
 * page has settled, then axe-core finds no violation of the WCAG rule sets and the page does not
 * scroll sideways. Failures are soft, so one run reports every screen's problems.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
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

/**
 * Frames that run no script (`sandbox` without allow-scripts: the copy of an email in an email log
 * entry, web/features/admin-email-logs/email-log-dialog.tsx). axe cannot run inside them, and the
 * evaluation that tries never returns. What they show is the email as sent; the entry shows its
 * plain text beside it, which is audited.
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/** The attribute that marks the part of the page an audit is limited to (see {@link expectNoViolations}). */
const SCOPE_ATTRIBUTE = "data-audit-scope";

/**
 * Runs axe on the page once it has settled and expects no violation. axe collects the details of
 * violations only (`resultTypes`; the passes and incomplete checks are still run, and reported with
 * one node each): a third less time per run here, which the audit's hundreds of runs add up.
 *
 * With `scope`, axe audits only what it matches (every element it matches, and all they contain):
 * for a state of a page already audited as a whole, the part the state changed (an open dialog or
 * menu, a tab's panel, a form showing its errors). Each run over a whole screen takes seconds.
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
  // `options` replaces every option set before it (withTags' runOnly included): it goes first.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_TAGS)
    .exclude(SCRIPTLESS_FRAMES);
  if (scope) builder.include(`[${SCOPE_ATTRIBUTE}]`);
  const { violations } = await builder.analyze();
  await mark(false);
  expect.soft(describeViolations(violations), `axe violations on ${where}`).toEqual([]);
}

/** Expects the page not to scroll sideways at its viewport width. */
export async function expectFits(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(scrollWidth, `page width on ${where} (viewport ${width} px)`).toBeLessThanOrEqual(width);
}
