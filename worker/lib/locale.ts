/**
 * The language a request asks for (docs/i18n.md#where-the-language-comes-from): the language the
 * person chose (the `locale` cookie), else the first language of `Accept-Language` that the
 * product has (RFC 9110, section 12.5.4), else none.
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { isLocale, LOCALE_COOKIE, preferredLocale, type Locale } from "../contract/i18n";

/** The chosen language, from the `locale` cookie, or null. */
export function chosenLocale(c: Context): Locale | null {
  const value = getCookie(c, LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

/**
 * The product's language that `Accept-Language` prefers, by quality then order ("ar-KW" and
 * "ar" are Arabic), or null when it names neither.
 */
export function acceptedLocale(header: string | undefined): Locale | null {
  const ranges = (header ?? "")
    .split(",")
    .map((range, index) => {
      const [tag = "", ...params] = range.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return preferredLocale(ranges.map(({ tag }) => tag));
}

/** The language of a document for this request: chosen, else accepted, else English. */
export function requestLocale(c: Context): Locale {
  return chosenLocale(c) ?? acceptedLocale(c.req.header("Accept-Language")) ?? "en";
}
