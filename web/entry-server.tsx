/**
 * Server rendering of the public pages (docs/architecture.md#performance-budget: the first
 * meaningful content must not wait for the JavaScript bundle), used twice:
 * - at build time by web/build/prerender.ts (Vite's SSR loader), without data: the fallback
 *   documents in dist/client, whose data-driven parts show their loading state;
 * - at run time by the Worker (worker/routes/pages.ts, through the alias of
 *   worker/contract/public-pages.ts), with the public reads the page asks for, cached per
 *   content version: the sessions and speakers are in the HTML.
 * The page's entry in web/site/ then hydrates it with the same providers and, when the document
 * carries it, the same query state, so the client's first render matches the markup.
 */
import { dehydrate } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import arabic from "../locales/ar.po?catalog";
import { createI18n } from "../worker/contract/i18n";
import { localePagePath, type PublicPagePath, type RenderPublicPage } from "../worker/contract/public-pages";
import type { EventSettings } from "../worker/contract/event";
import { DEFAULT_SETTINGS } from "../worker/contract/default-settings";
import { Providers } from "./app/providers";
import { publicPageMeta } from "./app/seo";
import { eventSettingsKey } from "./lib/event-settings";
import { createQueryClient, urlOfKey } from "./lib/query-client";
import AgendaPage from "./routes/public-agenda";
import LandingPage from "./routes/landing";
import SpeakersPage from "./routes/public-speakers";

const PAGES: Record<PublicPagePath, ComponentType> = {
  "/": LandingPage,
  "/agenda": AgendaPage,
  "/speakers": SpeakersPage,
};

/**
 * Renders one public page to the HTML of its #root element, with every lazily loaded section
 * (web/lib/hydration.ts) inline. A first pass loads the sections and registers the page's
 * queries (nothing fetches while rendering on a server); `read` then supplies the data of each
 * public read among them; the second pass renders with it (a section still loading would be
 * streamed with an inline script, which the CSP forbids).
 * In Arabic, the render records the messages it writes, so the document can carry just their
 * translations (docs/i18n.md#where-the-language-comes-from).
 * @returns the markup, the dehydrated query state (empty without `read`), the head's texts
 *   from the event settings it was rendered with, and the translations used (Arabic only).
 * @throws Error when a section is still suspended after the first pass, or what `read` throws.
 */
export const renderPage: RenderPublicPage = async (path, locale, read) => {
  const Page = PAGES[path];
  const queryClient = createQueryClient();
  const used = new Set<string>();
  const i18n = createI18n(locale, locale === "ar" ? arabic : {}, (id) => used.add(id));
  // The event settings first: every page shows them (the build's documents show the defaults).
  const settings = ((await read?.(urlOfKey(eventSettingsKey()))) as EventSettings | undefined) ?? DEFAULT_SETTINGS;
  queryClient.setQueryData(eventSettingsKey(), settings);
  const alternate = localePagePath(path, locale === "ar" ? "en" : "ar");
  const tree = () => (
    <Providers queryClient={queryClient} i18n={i18n} alternate={alternate}>
      <Page />
    </Providers>
  );
  await prerender(tree());
  if (read) {
    const pending = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === "pending" });
    await Promise.all(
      pending.map(async ({ queryKey }) => {
        const data = await read(urlOfKey(queryKey));
        if (data !== undefined) queryClient.setQueryData(queryKey, data);
      }),
    );
  }
  const html = renderToString(tree());
  if (/<!--\$[?!]-->/.test(html)) throw new Error(`Rendering ${path} left a section suspended`);
  const meta = publicPageMeta(path, settings, i18n);
  const messages =
    locale === "ar" ? Object.fromEntries([...used].flatMap((id) => (id in arabic ? [[id, arabic[id]!]] : []))) : {};
  return { html, state: dehydrate(queryClient), meta, messages };
};
