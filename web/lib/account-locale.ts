/**
 * The signed-in app follows the language kept with the account (docs/data-model.md#users): when
 * the current user (GET /api/user, or the user a sign-in answers) has a language other than the
 * document's, the app keeps it as the chosen language (the `locale` cookie, docs/api.md#cookies)
 * and reloads once, so a person who chose Arabic on one device gets Arabic on the next.
 * The public pages keep the language of their address and never do this.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Locale } from "../../worker/contract/i18n";
import type { User } from "../../worker/contract/user";
import { USER_KEY } from "./current-user";
import { documentLocale, rememberLocale } from "./i18n";

/** Session storage key of the language this tab already reloaded into, so it reloads at most once per language. */
const FOLLOWED_KEY = "ac2025.followedLocale";

/** Reloads into `locale` unless this tab already did (a browser that refuses the cookie would loop). */
function follow(locale: Locale, reload: () => void): void {
  try {
    if (sessionStorage.getItem(FOLLOWED_KEY) === locale) return;
    sessionStorage.setItem(FOLLOWED_KEY, locale);
  } catch {
    return; // Storage unavailable: stay in the document's language rather than risk a loop.
  }
  rememberLocale(locale);
  reload();
}

/**
 * Follows the current user in `queryClient`, the one it holds already (a screen the Worker rendered
 * embeds it: docs/decisions/0021-signed-in-screens-rendered-by-the-worker.md) and every later
 * answer for the rest of the page's life, into their language whenever it differs from the
 * document's.
 * @param reload reloads the page (tests pass their own: jsdom cannot navigate).
 */
export function followAccountLocale(queryClient: QueryClient, reload = () => window.location.reload()): void {
  const followUser = (user: User | null | undefined) => {
    if (user?.locale && user.locale !== documentLocale()) follow(user.locale, reload);
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.query.queryKey[0] === USER_KEY[0]) {
      followUser(event.query.state.data as User | null | undefined);
    }
  });
  followUser(queryClient.getQueryData<User | null>(USER_KEY));
}
