/**
 * The paths the web app has a screen for (docs/product.md, Routes), so the Worker can answer any
 * other navigation with HTTP 404 while still serving the app shell, whose router shows the
 * "404 Page Not Found" page (worker/routes/pages.ts). A soft 404 (status 200 for a missing page)
 * misleads search engines and uptime monitors.
 *
 * web/app/router.tsx declares the same routes; web/app/router.test.ts keeps the two equal.
 */

/** Every routed path, without a trailing slash; none has parameters. */
export const APP_ROUTE_PATHS = [
  "/",
  "/agenda",
  "/speakers",
  "/auth",
  "/login",
  "/reset-password",
  "/choose-password",
  "/unsubscribe",
  "/app",
  "/app/qna",
  "/app/submit-question",
  "/app/enquire",
  "/app/my-pass",
  "/app/calendar",
  "/app/agenda",
  "/app/my-agenda",
  "/app/speakers",
  "/app/faq",
  "/app/profile",
  "/app/admin/qna",
  "/app/admin/speakers",
  "/app/admin/delegates",
  "/app/admin/registrations",
  "/app/admin/email-logs",
  "/app/admin/calendar",
  "/app/admin/check-in",
  "/app/admin/settings",
  "/app/admin/sponsors",
  "/app/admin/audit-log",
] as const;

const KNOWN = new Set<string>(APP_ROUTE_PATHS);

/**
 * True when the app's router has a screen for `pathname`, matched as React Router matches it:
 * case-insensitively, percent-decoded, with or without trailing slashes.
 */
export function isAppRoute(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape: React Router would match it as it is.
  }
  path = path.toLowerCase().replace(/\/+$/, "");
  return KNOWN.has(path === "" ? "/" : path);
}
