/**
 * The paths the web app has a screen for (docs/product.md, Routes), so the Worker can answer any
 * other navigation with HTTP 404 while still serving the app shell, whose router shows the
 * "404 Page Not Found" page (worker/routes/pages.ts). A soft 404 (status 200 for a missing page)
 * misleads search engines and uptime monitors.
 *
 * web/app/router.tsx declares the same routes; web/app/router.test.ts keeps the two equal.
 */

/**
 * Every routed path, without a trailing slash. A `:id` segment stands for a row id in plain
 * decimal (contract/fields.ts, idText): `/app/sessions/:id` matches `/app/sessions/12`.
 */
export const APP_ROUTE_PATHS = [
  "/",
  "/agenda",
  "/speakers",
  "/auth",
  "/login",
  "/reset-password",
  "/choose-password",
  "/unsubscribe",
  "/live/:id",
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
  "/app/sessions/:id",
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
  "/app/admin/feedback",
  "/app/admin/announcements",
] as const;

const KNOWN = new Set<string>(APP_ROUTE_PATHS.filter((path) => !path.includes(":")));

/** The paths with an `:id`, as patterns of the whole (lower-cased) path. */
const WITH_ID = APP_ROUTE_PATHS.filter((path) => path.includes(":")).map(
  (path) => new RegExp(`^${path.replace(":id", "[1-9]\\d{0,14}")}$`),
);

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
  const routed = path === "" ? "/" : path;
  return KNOWN.has(routed) || WITH_ID.some((pattern) => pattern.test(routed));
}
