/**
 * Every route of docs/product.md#route-map. Each screen is its own lazily loaded chunk, so the public
 * pages never carry the app's or admin's code; the app chrome loads with the first /app route.
 * The Worker answers paths not listed here with HTTP 404 (worker/contract/app-routes.ts, kept
 * equal by ./router.test.ts), and renders some signed-in screens with these same routes (below).
 */
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { PageSpinner } from "../components/ui/feedback";

type PageModule = { default: React.ComponentType };

/** A lazily loaded screen whose module default-exports its component. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/**
 * A top-level screen: {@link page} with the centred spinner while its code loads on the first
 * visit (React Router's `HydrateFallback`; without one it warns in the console).
 */
function topPage(load: () => Promise<PageModule>): Pick<RouteObject, "lazy" | "HydrateFallback"> {
  return { ...page(load), HydrateFallback: PageSpinner };
}

// The Worker renders a few signed-in screens with the app's own routes (web/entry-server.tsx,
// worker/contract/app-pages.ts). The other screens come from the functions below, each called under
// `import.meta.env.SSR ? [] :`: the bundler makes that a constant, true in the Worker's build, so
// the functions and their screens' code stay out of the Worker's bundle (its size counts against
// the Workers plan's limit).
export const routes: RouteObject[] = [
  ...(import.meta.env.SSR ? [] : browserPages()),
  {
    path: "/app",
    ...topPage(() => import("./app-layout")),
    children: [
      ...(import.meta.env.SSR ? [] : signedOutScreens()),
      { path: "my-pass", ...page(() => import("../routes/app/my-pass")) },
      {
        lazy: async () => ({ Component: (await import("./app-layout")).RequireUser }),
        children: [
          { index: true, ...page(() => import("../routes/app/dashboard")) },
          { path: "calendar", ...page(() => import("../routes/app/agenda")) },
          { path: "agenda", ...page(() => import("../routes/app/agenda")) },
          { path: "my-agenda", ...page(() => import("../routes/app/my-agenda")) },
          ...(import.meta.env.SSR ? [] : browserScreens()),
        ],
      },
    ],
  },
];

/** The pages outside /app, and the not-found page, which the Worker does not render this way. */
function browserPages(): RouteObject[] {
  return [
    { path: "/", ...topPage(() => import("../routes/landing")) },
    { path: "/agenda", ...topPage(() => import("../routes/public-agenda")) },
    { path: "/speakers", ...topPage(() => import("../routes/public-speakers")) },
    { path: "/auth", ...topPage(() => import("../routes/auth")) },
    { path: "/login", ...topPage(() => import("../routes/auth")) },
    { path: "/reset-password", ...topPage(() => import("../routes/reset-password")) },
    { path: "/choose-password", ...topPage(() => import("../routes/choose-password")) },
    { path: "/unsubscribe", ...topPage(() => import("../routes/unsubscribe")) },
    { path: "/live/:id", ...topPage(() => import("../routes/live")) },
    { path: "*", ...topPage(() => import("../routes/not-found")) },
  ];
}

/**
 * The /app screens with their own signed-out state (docs/product.md#protected-routes), besides the
 * pass: the public Q&A list is open to anonymous visitors (docs/product.md#roles-and-permissions;
 * docs/decisions/0011-readings-of-the-spec.md#public-qa-visibility).
 */
function signedOutScreens(): RouteObject[] {
  return [
    { path: "qna", ...page(() => import("../routes/app/qna")) },
    { path: "submit-question", ...page(() => import("../routes/app/submit-question")) },
    { path: "enquire", ...page(() => import("../routes/app/enquire")) },
  ];
}

/** The signed-in screens the Worker does not render. */
function browserScreens(): RouteObject[] {
  return [
    { path: "speakers", ...page(() => import("../routes/app/speakers")) },
    { path: "faq", ...page(() => import("../routes/app/faq")) },
    { path: "profile", ...page(() => import("../routes/app/profile")) },
    { path: "sessions/:id", ...page(() => import("../routes/app/session-live")) },
    { path: "admin/qna", ...page(() => import("../routes/app/admin/qna")) },
    { path: "admin/speakers", ...page(() => import("../routes/app/admin/speakers")) },
    { path: "admin/delegates", ...page(() => import("../routes/app/admin/delegates")) },
    { path: "admin/registrations", ...page(() => import("../routes/app/admin/registrations")) },
    { path: "admin/email-logs", ...page(() => import("../routes/app/admin/email-logs")) },
    { path: "admin/calendar", ...page(() => import("../routes/app/admin/calendar")) },
    { path: "admin/check-in", ...page(() => import("../routes/app/admin/check-in")) },
    { path: "admin/settings", ...page(() => import("../routes/app/admin/settings")) },
    { path: "admin/sponsors", ...page(() => import("../routes/app/admin/sponsors")) },
    { path: "admin/audit-log", ...page(() => import("../routes/app/admin/audit-log")) },
    { path: "admin/feedback", ...page(() => import("../routes/app/admin/feedback")) },
    { path: "admin/announcements", ...page(() => import("../routes/app/admin/announcements")) },
  ];
}

/** The browser's router over {@link routes}. */
export function createRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the code of the routes in `list` that match the browser's address, and puts it into their
 * route objects in place of `lazy`, so that a router created afterwards renders the screen at once
 * rather than its loading state: what hydrating a screen rendered on the server needs (React
 * Router's documented way to hydrate lazy routes). Resolves once every matching route's module has
 * loaded; rejects when one cannot load (offline, or a deploy replaced it).
 */
export async function loadRouteModules(list: RouteObject[]): Promise<void> {
  const lazyMatches = (matchRoutes(list, window.location) ?? []).filter(
    (match) => typeof match.route.lazy === "function",
  );
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
