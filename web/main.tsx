/**
 * Browser entry: providers around the router. A prerendered public page (web/build/prerender.ts)
 * is hydrated after its lazily loaded route modules are resolved, so the first client render
 * matches the HTML; every other path renders into the empty shell.
 */
import { StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes, RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { createRouter, routes } from "./app/router";
import { loginTokenOf } from "./features/auth/login-link";
import { refetchWhenOnline, registerServiceWorker } from "./lib/offline";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

/** Resolves the lazy route modules matching the current URL (needed before hydration). */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Marks the document interactive once React has committed (end-to-end tests wait for it). */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.ready = "";
  }, []);
  return null;
}

const container = document.getElementById("root")!;
const loginToken = loginTokenOf(window.location);
// A one-time login link shows "Signing you in..." first, so its page is rendered afresh.
const prerendered = container.hasChildNodes() && loginToken === null;
if (prerendered) await loadMatchedRoutes();

const queryClient = createQueryClient();
refetchWhenOnline(queryClient);
registerServiceWorker();

const app = (
  <StrictMode>
    <Providers queryClient={queryClient} loginToken={loginToken}>
      <RouterProvider router={createRouter()} />
      <ReadyMarker />
    </Providers>
  </StrictMode>
);

if (prerendered) hydrateRoot(container, app);
else createRoot(container).render(app);
