/**
 * Start-up of the server-rendered public pages (/, /agenda, /speakers): each has its own small entry
 * (./landing.tsx, ./agenda.tsx, ./speakers.tsx) that hydrates its page with the app's providers
 * but without the app's router, so a visitor on a mobile network downloads only React, TanStack
 * Query and that page's code before it is interactive (docs/architecture.md#performance-budget).
 * Links between pages are ordinary page loads. A one-time login link (`?token=`) is handed to
 * /auth, a static copy of the app shell, which signs in.
 */
import { hydrate } from "@tanstack/react-query";
import { StrictMode, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { QUERY_STATE_ELEMENT_ID } from "../../worker/contract/public-pages";
import { Providers } from "../app/providers";
import { loginTokenOf } from "../features/auth/login-token";
import { refetchWhenOnline } from "../lib/offline";
import { registerServiceWorker } from "../lib/service-worker";
import { createQueryClient } from "../lib/query-client";
import { seedEventSettings } from "../lib/event-settings";
import "../styles.css";

/** Hydrates the server-rendered `Page` (the component web/entry-server.tsx rendered for this path). */
export function hydratePublicPage(Page: ComponentType): void {
  if (loginTokenOf(window.location) !== null) {
    window.location.replace(`/auth${window.location.search}`);
    return;
  }
  const queryClient = createQueryClient();
  // The data the Worker rendered the page with (worker/routes/pages.ts): the first render then
  // matches the markup. Reads that are stale by their own settings still refetch on mount.
  const state = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state));
  else seedEventSettings(queryClient);
  refetchWhenOnline(queryClient);
  registerServiceWorker();
  hydrateRoot(
    document.getElementById("root")!,
    <StrictMode>
      <Providers queryClient={queryClient}>
        <Page />
      </Providers>
    </StrictMode>,
  );
}
