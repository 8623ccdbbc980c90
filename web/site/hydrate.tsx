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
import { createI18n, type Catalog } from "../../worker/contract/i18n";
import {
  I18N_MESSAGES_ELEMENT_ID,
  localePagePath,
  publicPageOf,
  QUERY_STATE_ELEMENT_ID,
} from "../../worker/contract/public-pages";
import { Providers } from "../app/providers";
import { loginTokenOf } from "../features/auth/login-token";
import { getAuthToken } from "../lib/auth-token";
import { documentLocale, firstInteraction, loadArabicCatalog } from "../lib/i18n";
import { refetchWhenOnline } from "../lib/offline";
import { registerServiceWorker } from "../lib/service-worker";
import { createQueryClient } from "../lib/query-client";
import { seedEventSettings } from "../lib/event-settings";
import "../styles.css";

/**
 * The rest of an Arabic page's catalogue: at once for a signed-in visitor (their controls, such as
 * the My Agenda star, render after hydration), else at the first interaction (web/lib/i18n.tsx).
 */
async function loadCatalogWhenNeeded(): Promise<Catalog> {
  if (!getAuthToken()) await firstInteraction();
  return loadArabicCatalog();
}

/** The text of the JSON `<script>` element with this id, parsed, or null. */
function embeddedJson(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  return text ? JSON.parse(text) : null;
}

/**
 * Hydrates the server-rendered `Page` (the component web/entry-server.tsx rendered for this path)
 * in the document's language: an Arabic page starts with the translations the Worker embedded and
 * loads the rest of the catalogue afterwards (web/lib/i18n.tsx).
 */
export function hydratePublicPage(Page: ComponentType): void {
  if (loginTokenOf(window.location) !== null) {
    window.location.replace(`/auth${window.location.search}`);
    return;
  }
  const queryClient = createQueryClient();
  // The data the Worker rendered the page with (worker/routes/pages.ts): the first render then
  // matches the markup. Reads that are stale by their own settings still refetch on mount.
  const state = embeddedJson(QUERY_STATE_ELEMENT_ID);
  if (state) hydrate(queryClient, state);
  else seedEventSettings(queryClient);
  const locale = documentLocale();
  const arabic = locale === "ar";
  const page = publicPageOf(window.location.pathname)?.page;
  const i18n = createI18n(locale, arabic ? ((embeddedJson(I18N_MESSAGES_ELEMENT_ID) as Catalog | null) ?? {}) : {});
  refetchWhenOnline(queryClient);
  registerServiceWorker();
  hydrateRoot(
    document.getElementById("root")!,
    <StrictMode>
      <Providers
        queryClient={queryClient}
        i18n={i18n}
        loadCatalog={arabic ? loadCatalogWhenNeeded : undefined}
        alternate={page ? localePagePath(page, arabic ? "en" : "ar") : null}
      >
        <Page />
      </Providers>
    </StrictMode>,
  );
}
