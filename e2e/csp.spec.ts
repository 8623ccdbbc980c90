/**
 * The Content-Security-Policy (no 'unsafe-eval': worker/middleware/security-headers.ts) is never
 * violated: a refused attempt to evaluate code is reported as a `securitypolicyviolation` event
 * (and a console error) even when the script catches it, as zod's `Function("")` probe did on
 * every page that built a schema until zod was configured jitless (worker/contract/zod.ts).
 */
import { expect, newDelegate, registerViaUi, test } from "./support";

test("no page reports a CSP violation, signed out or signed in, forms included", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  const problems: string[] = [];

  for (const path of ["/", "/auth", "/agenda", "/speakers"]) {
    await page.goto(path);
    problems.push(...(await violations()).map((v) => `${path}: ${v}`));
  }
  // The register form validates with the shared schemas before it sends anything.
  await registerViaUi(page, newDelegate({ firstName: "Csp", lastName: "Check" }));
  problems.push(...(await violations()).map((v) => `register: ${v}`));
  for (const path of ["/app", "/app/profile", "/app/my-pass", "/app/enquire", "/app/submit-question"]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    problems.push(...(await violations()).map((v) => `${path}: ${v}`));
  }
  expect(problems).toEqual([]);
});
