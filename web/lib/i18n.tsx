/**
 * The web app's language (docs/i18n.md): the document's `lang` says it, the provider holds the
 * {@link I18n} that writes the messages, and Radix's direction provider turns arrow keys and
 * placement around in Arabic. Components write a message with
 * `const i18n = useI18n(); i18n._("Days")`; the extractor (`npm run i18n:extract`) finds those
 * calls by the name `i18n`, so keep it.
 *
 * An Arabic page starts with the translations its server render used, embedded in the document
 * (#i18n-messages, worker/routes/pages.ts), and loads the whole catalogue after hydration, so no
 * catalogue JavaScript is needed before the page is interactive (docs/architecture.md#performance-budget).
 */
import { Direction } from "radix-ui";
import { cloneElement, createContext, use, useEffect, useState, type ReactElement, type ReactNode } from "react";
import {
  createI18n,
  directionOf,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_PARAM,
  preferredLocale,
  type Catalog,
  type I18n,
  type Locale,
} from "../../worker/contract/i18n";

const I18nContext = createContext<I18n>(createI18n("en"));
const AlternateContext = createContext<string | null>(null);

/** The {@link I18n} of the nearest provider (English outside one, as in most component tests). */
export function useI18n(): I18n {
  return use(I18nContext);
}

/**
 * The address of this page in the other language ("/ar/agenda" on /agenda), or null where there
 * is none (the signed-in app keeps its addresses; the language switch then reloads it).
 */
export function useAlternate(): string | null {
  return use(AlternateContext);
}

/** Keeps `locale` as the chosen language for a year (docs/api.md#cookies). */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, read by the Worker; the Cookie Store API is not in every browser the product supports.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`;
}

/** The language of this document: its `lang`, which the Worker and the build set (English otherwise). */
export function documentLocale(): Locale {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return isLocale(lang) ? lang : "en";
}

/**
 * The language of a sign-in link's page (`?lang=`, from an Arabic page's sign-in links), or null.
 * A valid one is kept as the chosen language ({@link rememberLocale}: the person goes on in it, and
 * registers in it) and taken out of the address, so the language switch's reload is not overruled.
 */
function linkedLocale(): Locale | null {
  const url = new URL(window.location.href);
  const linked = url.searchParams.get(LOCALE_PARAM);
  if (!isLocale(linked)) return null;
  rememberLocale(linked);
  url.searchParams.delete(LOCALE_PARAM);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return linked;
}

/**
 * The language of the app's pages at start-up (docs/i18n.md#where-the-language-comes-from), first
 * found of: the language of the page a sign-in link was on ({@link linkedLocale}); the chosen one
 * (the `locale` cookie, {@link rememberLocale}); the document's `lang`, which the Worker writes from
 * the cookie or Accept-Language when it serves the shell; the browser's languages
 * (`navigator.languages`), where the shell is a static copy without `lang` (/auth, /login,
 * /reset-password, /unsubscribe and the service worker's offline copy: web/build/prerender.ts);
 * English. The account's language is followed once the user is known (web/lib/account-locale.ts).
 * Writes it into `<html>`. Call it before the router reads the address.
 */
export function startupLocale(): Locale {
  const chosen = new RegExp(`(?:^|; )${LOCALE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1];
  const served = document.documentElement.lang;
  const locale =
    linkedLocale() ??
    (isLocale(chosen) ? chosen : null) ??
    (isLocale(served) ? served : null) ??
    preferredLocale(navigator.languages ?? []) ??
    "en";
  setDocumentLocale(locale);
  return locale;
}

function setDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/**
 * The signed-in app's messages in `locale` ({@link startupLocale}), with its whole catalogue. When
 * the Arabic catalogue cannot load (offline, on a device that never fetched it, so the service
 * worker holds no copy), the app starts in English, and says so in `<html>`, rather than not at all.
 */
export async function startupI18n(locale: Locale, load = loadArabicCatalog): Promise<I18n> {
  if (locale === "en") return createI18n("en");
  try {
    return createI18n(locale, await load());
  } catch {
    setDocumentLocale("en");
    return createI18n("en");
  }
}

/** Events that show a visitor has started to use the page. */
const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "focusin", "scroll", "wheel"] as const;

/**
 * Resolves at the visitor's first interaction with the page (pointer, key, touch, focus, scroll).
 * An Arabic public page loads the rest of its catalogue then: what the server rendered is already
 * translated, and only what an interaction opens needs more, so the catalogue is not part of what
 * the page needs before it is interactive (docs/architecture.md#performance-budget).
 */
export function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) addEventListener(type, done, { capture: true, passive: true });
  });
}

/** The whole compiled Arabic catalogue, as its own lazily loaded file. */
export async function loadArabicCatalog(): Promise<Catalog> {
  return (await import("../../locales/ar.po?catalog")).default;
}

export interface I18nProviderProps {
  /** The language and the translations to start with (what the server render used). */
  i18n: I18n;
  /** Loads the whole catalogue after the first render, for messages the server did not write. */
  load?: () => Promise<Catalog>;
  /** This page's address in the other language ({@link useAlternate}). */
  alternate?: string | null;
  children: ReactNode;
}

/** Provides `i18n`, and the writing direction of its language to Radix primitives. */
export function I18nProvider({ i18n: initial, load, alternate = null, children }: I18nProviderProps) {
  const [i18n, setI18n] = useState(initial);
  useEffect(() => {
    let current = true;
    void load?.().then((catalog) => {
      if (current) setI18n(createI18n(initial.locale, catalog));
    });
    return () => {
      current = false;
    };
  }, [initial, load]);
  return (
    <I18nContext value={i18n}>
      <AlternateContext value={alternate}>
        <Direction.Provider dir={directionOf(i18n.locale)}>{children}</Direction.Provider>
      </AlternateContext>
    </I18nContext>
  );
}

/**
 * A translated message whose parts are elements, as Lingui writes them: `<0>…</0>` is wrapped in
 * `elements[0]`, so a translator may move the link within the sentence.
 * @example rich(i18n._("Read the <0>privacy notice</0>."), [<a href="/privacy" />])
 */
export function rich(message: string, elements: readonly ReactElement[]): ReactNode[] {
  const pieces = message.split(/<(\d+)>(.*?)<\/\1>/);
  const out: ReactNode[] = [];
  for (let at = 0; at < pieces.length; at += 3) {
    if (pieces[at]) out.push(pieces[at]);
    if (at + 2 >= pieces.length) continue;
    const element = elements[Number(pieces[at + 1])];
    const inner = pieces[at + 2];
    out.push(element ? cloneElement(element, { key: at }, inner) : inner);
  }
  return out;
}
