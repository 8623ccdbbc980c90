/**
 * Entry of the signed-in app and every page that is not a prerendered public page (those have
 * their own light entries in web/site/). Renders the router into the empty shell.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// The DOM build of RouterProvider: navigations asked with `flushSync` (sign-out, web/lib/logout.ts)
// commit at once; the plain one ignores the option and warns in the console.
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { createRouter } from "./app/router";
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
// Who is signed in is asked at once, alongside the screens' code, rather than once the app chrome
// has loaded and rendered (no request without a stored session token: web/lib/current-user.ts).
void queryClient.prefetchQuery(userQuery);
seedEventSettings(queryClient, DEFAULT_SETTINGS);
refetchWhenOnline(queryClient);
followAccountLocale(queryClient);
registerServiceWorker();
showCarriedToast();

// Before the router reads the address: a sign-in link's `?lang=` is taken out of it.
const locale = startupLocale();
const router = createRouter();

/**
 * A login link that confirmed the address left the account without a password: keep or choose one
 * first. The link's other parameters (its `next`) go along, so that screen returns there.
 */
async function afterLoginLink(response: LoginLinkResponse): Promise<void> {
  if (response.choosePassword) {
    await router.navigate(`${CHOOSE_PASSWORD_PATH}${window.location.search}`, { replace: true });
  }
}

/** Renders the app in the document's language, with its whole catalogue (docs/i18n.md). */
async function start(): Promise<void> {
  // The Arabic typeface loads alongside the catalogue (docs/i18n.md#font).
  if (locale === "ar") void import("./arabic.css");
  const i18n = await startupI18n(locale);
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Providers
        queryClient={queryClient}
        loginToken={loginTokenOf(window.location)}
        afterLoginLink={afterLoginLink}
        i18n={i18n}
      >
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
