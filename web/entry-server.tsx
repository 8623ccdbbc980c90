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
 * It also renders the signed-in app's first screens for the Worker, with the delegate's own reads
 * ({@link renderAppPage}, worker/contract/app-pages.ts), which web/main.tsx hydrates.
 */
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import arabic from "../locales/ar.po?catalog";
import { createI18n } from "../worker/contract/i18n";
import { localePagePath, type PublicPagePath, type RenderPublicPage } from "../worker/contract/public-pages";
import type { EventSettings } from "../worker/contract/event";
import { DEFAULT_SETTINGS } from "../worker/contract/default-settings";
import type { RenderAppPage } from "../worker/contract/app-pages";
import { Providers } from "./app/providers";
import { routes } from "./app/router";
import { USER_KEY } from "./lib/current-user";
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
/** Rounds of reads at most: a part that renders only once its data is there may ask for more. */
const READ_ROUNDS = 3;

/**
 * Renders `tree` until its data is complete: a first pass loads its lazily loaded parts and
 * registers its queries (nothing fetches while rendering on a server); `read` then supplies the
 * data of each query still pending, by its URL, and the tree renders again, up to
 * {@link READ_ROUNDS} rounds while new queries appear (the My Agenda stars show only once the
 * sessions have loaded); the last pass renders to a string (a part still loading would be
 * streamed with an inline script, which the CSP forbids). A query `read` does not supply stays
 * in its loading state, as in the browser's first render.
 * @returns the markup of the last pass.
 * @throws Error when a part is still suspended after the first pass, or what `read` throws.
 */
async function renderWithReads(
  tree: () => ReactNode,
  queryClient: QueryClient,
  read: ((url: string) => Promise<unknown>) | undefined,
  name: string,
): Promise<string> {
  await prerender(tree());
  const asked = new Set<string>();
  for (let round = 0; read && round < READ_ROUNDS; round++) {
    const pending = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === "pending" && !asked.has(query.queryHash) });
    if (pending.length === 0) break;
    await Promise.all(
      pending.map(async ({ queryKey, queryHash }) => {
        asked.add(queryHash);
        const data = await read(urlOfKey(queryKey));
        if (data !== undefined) queryClient.setQueryData(queryKey, data);
      }),
    );
    await prerender(tree());
  }
  const html = renderToString(tree());
  if (/<!--\$[?!]-->/.test(html)) throw new Error(`Rendering ${name} left a section suspended`);
  return html;
}

/**
 * Renders one public page to the HTML of its #root element, with every lazily loaded section
 * (web/lib/hydration.ts) inline and the data of each public read among its queries
 * ({@link renderWithReads}).
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
  const html = await renderWithReads(tree, queryClient, read, path);
  const meta = publicPageMeta(path, settings, i18n);
  const messages =
    locale === "ar" ? Object.fromEntries([...used].flatMap((id) => (id in arabic ? [[id, arabic[id]!]] : []))) : {};
  return { html, state: dehydrate(queryClient), meta, messages };
};

/**
 * Renders a screen of the signed-in app (worker/contract/app-pages.ts) with the app's own routes,
 * as the browser's router would render it once its code and reads had arrived: the chrome and the
 * screen with the current user and their data, in `locale` with the whole catalogue (the browser
 * loads it before it hydrates: web/main.tsx). The browser hydrates the markup with the same routes.
 * @returns null when `read` gives no current user, or when the routes answer with a redirect.
 * @throws Error when a part is still suspended after the first pass, or what `read` throws.
 */
export const renderAppPage: RenderAppPage = async (url, locale, read) => {
  const queryClient = createQueryClient();
  const [settings, user] = await Promise.all([read(urlOfKey(eventSettingsKey())), read(urlOfKey(USER_KEY))]);
  if (!user) return null;
  queryClient.setQueryData(eventSettingsKey(), (settings as EventSettings | undefined) ?? DEFAULT_SETTINGS);
  queryClient.setQueryData(USER_KEY, user);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  // A redirect, or a path the server's routes do not render (web/app/router.tsx).
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createI18n(locale, locale === "ar" ? arabic : {});
  const tree = () => (
    <Providers queryClient={queryClient} i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>
  );
  const html = await renderWithReads(tree, queryClient, read, new URL(url).pathname);
  return { html, state: dehydrate(queryClient) };
};
