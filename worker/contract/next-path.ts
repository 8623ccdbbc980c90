/**
 * Back to where the visitor was going (docs/product.md#protected-routes): a screen that needs a
 * signed-in user sends a visitor to `/auth?next=<the page>`, and signing in, registering or
 * following an emailed sign-in link returns there. `next` comes from the address bar, which anyone
 * can write, so it is only ever followed as a path of this origin ({@link safeNextPath}): a full
 * URL, a protocol-relative `//host` or a `/\host` (which browsers read as `//host`) would send the
 * visitor to another site that looks like a sign-in follow-up (an open redirect, CWE-601).
 */
import { LOCALE_PARAM, type Locale } from "./i18n";

/** The query parameter that carries where the visitor was going. */
export const NEXT_PARAM = "next";

/** Longest `next` followed, in UTF-16 code units (an address bar allows more; no screen needs it). */
const NEXT_MAX_LENGTH = 1000;

/** A base that no real page has, to resolve `next` against and see whether it stays on it. */
const BASE = "https://same-origin.invalid";

/**
 * `value` as a path of this origin to go to after signing in, or null when it is not one: empty,
 * longer than {@link NEXT_MAX_LENGTH}, not starting with a single "/", holding a backslash or a
 * control character, or resolving to another origin. A one-time link's `token` parameter is
 * dropped, so a crafted `next` cannot sign the visitor into another account on the way.
 * @example safeNextPath("/app/my-agenda?day=2#s4") === "/app/my-agenda?day=2#s4"
 * @example safeNextPath("//evil.example") === null; safeNextPath("/\\evil.example") === null
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > NEXT_MAX_LENGTH || !value.startsWith("/") || value.startsWith("//")) return null;
  // The WHATWG URL parser strips tabs and newlines and reads "\" as "/" in http(s) URLs.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.searchParams.has("token")) url.searchParams.delete("token");
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What {@link signInPath} puts in the sign-in page's address. */
export interface SignInPathOptions {
  /** Where to return afterwards: kept when it is a safe path ({@link safeNextPath}) other than /app, where signing in goes anyway. */
  next?: string | null;
  /**
   * The language of the page the link is on. Arabic is carried (`?lang=ar`): a visitor may read an
   * Arabic page whatever their browser and cookie say, and the sign-in page keeps its language.
   * English is not: an English page sends visitors who prefer Arabic to the Arabic one, so whoever
   * reads it gets English at the sign-in page too.
   */
  locale?: Locale;
  /** "/auth" (default) or "/login", the same page (docs/product.md#route-map). */
  page?: "/auth" | "/login";
}

/**
 * The sign-in page's address that returns to `next` afterwards and opens in the language of the
 * page the link is on.
 * @example signInPath({ next: "/app/my-agenda" }) === "/auth?next=%2Fapp%2Fmy-agenda"
 * @example signInPath({ locale: "ar", page: "/login" }) === "/login?lang=ar"
 */
export function signInPath({ next, locale, page = "/auth" }: SignInPathOptions = {}): string {
  const params = new URLSearchParams();
  const path = safeNextPath(next);
  if (path && path !== "/app") params.set(NEXT_PARAM, path);
  if (locale && locale !== "en") params.set(LOCALE_PARAM, locale);
  const query = params.toString();
  return query ? `${page}?${query}` : page;
}
