/**
 * The public pages the Worker serves rendered with their data (docs/architecture.md#performance-budget,
 * Speed: "the first meaningful content must not wait for the JavaScript bundle"). The renderer
 * is the web app's own (web/entry-server.tsx, {@link RenderPublicPage}); the Worker reaches
 * it through the bundler alias {@link PUBLIC_PAGE_RENDERER} (vite.config.ts, vitest.config.ts),
 * so the Worker's type-check sees only this contract, not the DOM code behind it.
 */
import type { Catalog, Locale } from "./i18n";

/** Paths of the public pages (docs/product.md#route-map), in English. */
export const PUBLIC_PAGE_PATHS = ["/", "/agenda", "/speakers"] as const;
export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

/** The address of public page `page` in `locale`: "/agenda" in English, "/ar/agenda" in Arabic (docs/i18n.md). */
export function localePagePath(page: PublicPagePath, locale: Locale): string {
  if (locale === "en") return page;
  return page === "/" ? `/${locale}` : `/${locale}${page}`;
}

/** The public page and language of an address ("/ar/speakers"), or null when it is no public page. */
export function publicPageOf(path: string): { page: PublicPagePath; locale: Locale } | null {
  for (const page of PUBLIC_PAGE_PATHS) {
    for (const locale of ["en", "ar"] as const) if (localePagePath(page, locale) === path) return { page, locale };
  }
  return null;
}

/** Module id under which the bundler provides {@link RenderPublicPage} as `renderPage`. */
export const PUBLIC_PAGE_RENDERER = "virtual:public-page-renderer";

/**
 * The public reads (docs/api.md#content: GET /api/agenda, /api/speakers, /api/stats and
 * /api/sponsors, the first two also with ?event=, and GET /api/event-settings): they answer the same whoever asks, so a
 * page may be rendered with them and a sign-in need not refetch them.
 */
export const PUBLIC_READ_PATHS = [
  "/api/agenda",
  "/api/speakers",
  "/api/stats",
  "/api/sponsors",
  "/api/event-settings",
] as const;

/** Id of the `<script type="application/json">` element that carries {@link RenderedPage.state}. */
export const QUERY_STATE_ELEMENT_ID = "query-state";

/**
 * Id of the `<script type="application/json">` element of an Arabic page that carries the
 * compiled translations its server render used (a `Catalog` of worker/contract/i18n.ts), so the
 * page hydrates in Arabic before the whole catalogue has loaded (docs/i18n.md).
 */
export const I18N_MESSAGES_ELEMENT_ID = "i18n-messages";

/**
 * Id of the `<script type="application/json">` element that carries the current event settings
 * (GET /api/event-settings) in every HTML document the Worker serves: the public pages and the
 * app shell (docs/data-model.md#event-settings), so the first render needs no request.
 */
export const EVENT_SETTINGS_ELEMENT_ID = "event-settings";

/**
 * The data of a public API read, by its URL (e.g. "/api/speakers?event=AC2025"), or undefined
 * when the URL is not a public read (the page then renders that part in its loading state, as
 * the browser's first render does).
 */
type PublicRead = (url: string) => Promise<unknown>;

export interface RenderedPage {
  /** The markup of the page's #root element. */
  html: string;
  /** TanStack Query's dehydrated cache (JSON): the reads the markup was rendered with. */
  state: unknown;
  /** The head's description and site name (og:site_name) from the event settings rendered with. */
  meta: { description: string; siteName: string };
  /**
   * The compiled translations the markup used ({@link I18N_MESSAGES_ELEMENT_ID}); empty in
   * English.
   */
  messages: Catalog;
}

/** Renders public page `page` in `locale` with the data `read` supplies. */
export type RenderPublicPage = (page: PublicPagePath, locale: Locale, read?: PublicRead) => Promise<RenderedPage>;
