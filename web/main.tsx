/**
 * Entry of the signed-in app and every page that is not a prerendered public page (those have
 * their own light entries in web/site/). Hydrates a screen the Worker rendered with the signed-in
 * person's data (docs/decisions/0021-signed-in-screens-rendered-by-the-worker.md), else renders
 * the router into the empty shell.
 */
import { StrictMode } from "react";
import { hydrate } from "@tanstack/react-query";
import { createRoot, hydrateRoot } from "react-dom/client";
// The DOM build of RouterProvider: navigations asked with `flushSync` (sign-out, web/lib/logout.ts)
// commit at once; the plain one ignores the option and warns in the console.
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { createRouter, loadRouteModules, routes } from "./app/router";
import { QUERY_STATE_ELEMENT_ID } from "../worker/contract/public-pages";
import { getAuthToken } from "./lib/auth-token";
import type { LoginLinkResponse } from "../worker/contract/user";
import { CHOOSE_PASSWORD_PATH } from "./features/auth/login-link";
import { loginTokenOf } from "./features/auth/login-token";
import { startupI18n, startupLocale } from "./lib/i18n";
import { refetchWhenOnline } from "./lib/offline";
import { registerServiceWorker } from "./lib/service-worker";
import { createQueryClient } from "./lib/query-client";
import { seedEventSettings } from "./lib/event-settings";
import { DEFAULT_SETTINGS } from "../worker/contract/default-settings";
import { showCarriedToast } from "./lib/toast";
import { followAccountLocale } from "./lib/account-locale";
import { userQuery } from "./lib/current-user";
import "./styles.css";

const queryClient = createQueryClient();
/** The language the Worker rendered the document in (before the app may change `<html lang>`). */
const renderedLocale = document.documentElement.lang;
const state = renderedState();
if (state) hydrate(queryClient, state);
else seedEventSettings(queryClient, DEFAULT_SETTINGS);
// Who is signed in is asked at once, alongside the screens' code, rather than once the app chrome
// has loaded and rendered (no request without a stored session token: web/lib/current-user.ts).
void queryClient.prefetchQuery(userQuery);
refetchWhenOnline(queryClient);
registerServiceWorker();
showCarriedToast();

// Before the router reads the address: a sign-in link's `?lang=` is taken out of it.
const locale = startupLocale();
// After the start-up language is known: a rendered screen's embedded user may already differ.
followAccountLocale(queryClient);

/**
 * The query state of a screen the Worker rendered with this person's data (worker/routes/pages.ts,
 * worker/contract/app-pages.ts), or null: none was embedded, or no session token is stored here
 * (the session cookie alone signed the render in, but this app's requests carry the token), so
 * the app renders from scratch as for the empty shell.
 */
function renderedState(): unknown {
  const text = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  return text && getAuthToken() !== null ? JSON.parse(text) : null;
}

// A rendered screen hydrates with its routes' code already loaded, as the Worker rendered it;
// otherwise the router starts at once, loading the screen's code alongside the catalogue.
const routerReady = state ? loadRouteModules(routes).then(createRouter) : Promise.resolve(createRouter());

/**
 * A login link that confirmed the address left the account without a password: keep or choose one
 * first. The link's other parameters (its `next`) go along, so that screen returns there.
 */
async function afterLoginLink(response: LoginLinkResponse): Promise<void> {
  if (response.choosePassword) {
    await (await routerReady).navigate(`${CHOOSE_PASSWORD_PATH}${window.location.search}`, { replace: true });
  }
}

/**
 * Renders the app in the document's language, with its whole catalogue (docs/i18n.md): hydrates
 * the screen the Worker rendered with this person's data ({@link renderedState}), else renders
 * into the empty shell.
 */
async function start(): Promise<void> {
  // The Arabic typeface loads alongside the catalogue (docs/i18n.md#font).
  if (locale === "ar") void import("./arabic.css");
  const [i18n, router] = await Promise.all([startupI18n(locale), routerReady]);
  const loginToken = loginTokenOf(window.location);
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} loginToken={loginToken} afterLoginLink={afterLoginLink} i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  const root = document.getElementById("root")!;
  // The markup is the screen as the Worker rendered it: with a login link to follow first, or in
  // another language than the one the app starts in, the app renders afresh instead.
  if (state && loginToken === null && i18n.locale === renderedLocale) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
