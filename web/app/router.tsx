/**
 * Every route of spec section 2. Each screen is its own lazily loaded chunk, so the public
 * pages never carry the app's or admin's code; the app chrome loads with the first /app route.
 */
import { createBrowserRouter, type RouteObject } from "react-router";
import { PageSpinner } from "../components/ui/feedback";

type PageModule = { default: React.ComponentType };

/** A lazily loaded screen whose module default-exports its component. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const routes: RouteObject[] = [
  { path: "/", ...page(() => import("../routes/landing")) },
  { path: "/agenda", ...page(() => import("../routes/public-agenda")) },
  { path: "/speakers", ...page(() => import("../routes/public-speakers")) },
  { path: "/auth", ...page(() => import("../routes/auth")) },
  { path: "/login", ...page(() => import("../routes/auth")) },
  { path: "/reset-password", ...page(() => import("../routes/reset-password")) },
  { path: "/choose-password", ...page(() => import("../routes/choose-password")) },
  { path: "/unsubscribe", ...page(() => import("../routes/unsubscribe")) },
  {
    path: "/app",
    ...page(() => import("./app-layout")),
    HydrateFallback: PageSpinner,
    children: [
      // Screens with their own signed-out state (spec 2 and 6): the public Q&A list is open to
      // anonymous visitors (spec 6; decisions.md, Public Q&A).
      { path: "qna", ...page(() => import("../routes/app/qna")) },
      { path: "submit-question", ...page(() => import("../routes/app/submit-question")) },
      { path: "enquire", ...page(() => import("../routes/app/enquire")) },
      { path: "my-pass", ...page(() => import("../routes/app/my-pass")) },
      {
        lazy: async () => ({ Component: (await import("./app-layout")).RequireUser }),
        children: [
          { index: true, ...page(() => import("../routes/app/dashboard")) },
          { path: "calendar", ...page(() => import("../routes/app/agenda")) },
          { path: "agenda", ...page(() => import("../routes/app/agenda")) },
          { path: "speakers", ...page(() => import("../routes/app/speakers")) },
          { path: "faq", ...page(() => import("../routes/app/faq")) },
          { path: "profile", ...page(() => import("../routes/app/profile")) },
          { path: "admin/qna", ...page(() => import("../routes/app/admin/qna")) },
          { path: "admin/speakers", ...page(() => import("../routes/app/admin/speakers")) },
          { path: "admin/delegates", ...page(() => import("../routes/app/admin/delegates")) },
          { path: "admin/registrations", ...page(() => import("../routes/app/admin/registrations")) },
          { path: "admin/email-logs", ...page(() => import("../routes/app/admin/email-logs")) },
          { path: "admin/calendar", ...page(() => import("../routes/app/admin/calendar")) },
          { path: "admin/check-in", ...page(() => import("../routes/app/admin/check-in")) },
        ],
      },
    ],
  },
  { path: "*", ...page(() => import("../routes/not-found")) },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
