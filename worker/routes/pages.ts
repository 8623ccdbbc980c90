/**
 * HTML documents the Worker serves (everything else is a static asset served at the edge):
 * - GET /, /agenda and /speakers, and their Arabic versions /ar, /ar/agenda and /ar/speakers: the
 *   public pages rendered with their data by the web app's own renderer
 *   (worker/contract/public-pages.ts), so sessions and speakers are in the first response
 *   (docs/architecture.md#performance-budget), with the query state the page hydrates from, on an
 *   Arabic page the translations it used (docs/i18n.md), and on / and /agenda the events' JSON-LD.
 *   The rendering is kept in the location's cache per language and content version, like the
 *   public API reads; should it fail, the build-time document (web/build/prerender.ts, loading
 *   states) is served and the browser fetches the data. An English page sends a visitor who chose
 *   Arabic, or whose browser asks for it and who has not chosen, to the Arabic page;
 * - GET /robots.txt and GET /sitemap.xml, with the configured public origin;
 * - GET /app, /app/calendar, /app/agenda, /app/my-agenda and /app/my-pass with the session cookie of
 *   a valid sign-in session: the screen rendered with that person's data, privately
 *   (worker/contract/app-pages.ts, {@link renderedAppPage});
 * - any other navigation (the signed-in app, /auth, unknown paths): the app shell in the request's
 *   language (`lang` and `dir`), which renders the route or the 404 page on the client; a path the app has no screen for answers with HTTP
 *   404 (worker/contract/app-routes.ts), not a soft 404. Paths that look like files answer 404.
 * Every document carries the current event settings ({@link EVENT_SETTINGS_ELEMENT_ID}), which the
 * web app reads as data (web/lib/event-settings.ts).
 * HTML revalidates on every load (hashed assets are the ones cached for a year).
 */
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../app-env";
import { isServerRenderedAppPath, type RenderedAppPage } from "../contract/app-pages";
import { isAppRoute } from "../contract/app-routes";
import { TYPEFACE_ATTRIBUTE, TYPEFACE_COOKIE } from "../contract/arabic-typeface";
import type { Speaker } from "../contract/content";
import { directionOf, type Locale } from "../contract/i18n";
import {
  EVENT_SETTINGS_ELEMENT_ID,
  I18N_MESSAGES_ELEMENT_ID,
  localePagePath,
  PUBLIC_PAGE_PATHS,
  QUERY_STATE_ELEMENT_ID,
  type PublicPagePath,
  type RenderedPage,
} from "../contract/public-pages";
import { cachedPublicJson } from "../middleware/cache";
import { errorSummary } from "../lib/log";
import { SESSION_COOKIE } from "../middleware/auth";
import { acceptedLocale, chosenLocale, requestLocale } from "../lib/locale";
import { readPublic } from "./public-reads";
import { readAsVisitor } from "./app-reads";
import { eventsJsonLd, jsonScript } from "../services/structured-data";

const HTML_CACHE_CONTROL = "public, max-age=0, must-revalidate";

async function asset(c: Context<AppEnv>, path: string): Promise<Response> {
  return c.env.ASSETS.fetch(new URL(path, c.req.url));
}

function html(body: BodyInit | null, status = 200): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": HTML_CACHE_CONTROL },
  });
}

/**
 * The page rendered with its data for the current content version and this build's `document`
 * (its ETag: a deploy must not hydrate new code with markup rendered by the old one), or null
 * when rendering failed (logged; the caller serves the build-time document as it is).
 */
async function renderedPage(
  c: Context<AppEnv>,
  path: PublicPagePath,
  locale: Locale,
  document: Response,
): Promise<RenderedPage | null> {
  try {
    return await cachedPublicJson(c, `page:${locale}:${path}:${document.headers.get("ETag") ?? ""}`, async () => {
      // Loaded on the first page request only: API requests never pay for React's server renderer.
      const { renderPage } = await import("virtual:public-page-renderer");
      return renderPage(path, locale, (url) => readPublic(c.env, new URL(c.req.url).origin, url));
    });
  } catch (error) {
    console.error("public page not rendered", locale, path, errorSummary(error));
    return null;
  }
}

/**
 * The JSON-LD of both events for the pages that describe them (/ and /agenda), or "" when the
 * speakers cannot be read (logged: the page is served without it).
 */
async function structuredData(c: Context<AppEnv>, locale: Locale): Promise<string> {
  const { event, publicOrigin } = c.get("settings");
  try {
    const speakers = (await readPublic(c.env, new URL(c.req.url).origin, "/api/speakers")) as Speaker[];
    return jsonScript("application/ld+json", eventsJsonLd(event, speakers, publicOrigin, locale));
  } catch (error) {
    console.error("structured data not rendered", errorSummary(error));
    return "";
  }
}

/** The `<script>` element with the request's event settings, for the document's head. */
function eventSettingsScript(c: Context<AppEnv>): string {
  return jsonScript("application/json", c.get("settings").event, EVENT_SETTINGS_ELEMENT_ID);
}

/** A rewriter that appends `head` (HTML) to a document's <head>. */
function withHead(head: string): HTMLRewriter {
  return new HTMLRewriter().on("head", { element: (element) => void element.append(head, { html: true }) });
}

/**
 * The Arabic address an English public page sends this visitor to, or null: when they chose
 * Arabic, or have not chosen and their browser asks for Arabic first. Arabic addresses never send
 * anyone away, so a link to one always opens it, and crawlers, which send no Accept-Language, get
 * English with its alternates.
 */
function arabicRedirect(c: Context<AppEnv>, page: PublicPagePath): string | null {
  const locale = chosenLocale(c) ?? acceptedLocale(c.req.header("Accept-Language"));
  if (locale !== "ar") return null;
  const { search } = new URL(c.req.url);
  return `${localePagePath(page, locale)}${search}`;
}

/**
 * GET of a public page in `locale`: the built document with the rendered markup, its state, the
 * translations it used, the event settings and the JSON-LD.
 */
function publicPage(path: PublicPagePath, locale: Locale, withStructuredData: boolean) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    if (locale === "en") {
      const arabic = arabicRedirect(c, path);
      // Private: the answer depends on the visitor's cookie and browser, not on the address alone.
      if (arabic) {
        return new Response(null, {
          status: 302,
          headers: { Location: arabic, "Cache-Control": "private, no-store", Vary: "Cookie, Accept-Language" },
        });
      }
    }
    const document = await asset(c, localePagePath(path, locale));
    if (!document.ok) return document;
    const [rendered, jsonLd] = await Promise.all([
      renderedPage(c, path, locale, document),
      withStructuredData ? structuredData(c, locale) : Promise.resolve(""),
    ]);
    const head =
      jsonLd +
      eventSettingsScript(c) +
      (rendered ? jsonScript("application/json", rendered.state, QUERY_STATE_ELEMENT_ID) : "") +
      (rendered && locale !== "en" ? jsonScript("application/json", rendered.messages, I18N_MESSAGES_ELEMENT_ID) : "");
    let rewriter = withHead(head);
    if (rendered) {
      const { description, siteName } = rendered.meta;
      rewriter = rewriter
        .on("#root", { element: (element) => void element.setInnerContent(rendered.html, { html: true }) })
        .on('meta[name="description"], meta[property="og:description"]', {
          element: (element) => void element.setAttribute("content", description),
        })
        .on('meta[property="og:site_name"]', { element: (element) => void element.setAttribute("content", siteName) });
    }
    // A visitor whose cache holds the Arabic typeface gets it at the first paint
    // (worker/contract/arabic-typeface.ts).
    const typefaceCached = locale === "ar" && getCookie(c, TYPEFACE_COOKIE) === "cached";
    if (typefaceCached) rewriter = rewriter.on("html", { element: (e) => void e.removeAttribute(TYPEFACE_ATTRIBUTE) });
    const response = html(rewriter.transform(document).body);
    // An English page's answer depends on the locale cookie and Accept-Language (it may redirect),
    // an Arabic page's on the typeface cookie.
    response.headers.set("Vary", locale === "en" ? "Cookie, Accept-Language" : "Cookie");
    return response;
  };
}

/** Sets `<html>`'s `lang` and `dir` to `locale`'s. */
function documentLocale(locale: Locale): HTMLRewriterElementContentHandlers {
  return {
    element: (element) => {
      element.setAttribute("lang", locale);
      element.setAttribute("dir", directionOf(locale));
    },
  };
}

/**
 * A screen of the signed-in app rendered with the visitor's data (worker/contract/app-pages.ts)
 * in the build's app document (/app-document: the shell whose only script imports the app after
 * the first paint, web/build/prerender.ts), or null when there is none to serve: not such a
 * screen, no session cookie, no valid sign-in session, no app document (`vite dev`), or the
 * rendering failed (logged). The caller then serves the empty shell, as before.
 * The answer carries the person's data: `private, no-store`, and the service worker keeps no copy
 * (web/build/pwa.ts).
 */
async function renderedAppPage(c: Context<AppEnv>, locale: Locale): Promise<Response | null> {
  if (!isServerRenderedAppPath(c.req.path) || !getCookie(c, SESSION_COOKIE)) return null;
  const cookie = c.req.header("Cookie")!;
  const origin = new URL(c.req.url).origin;
  const render = async (): Promise<RenderedAppPage | null> => {
    try {
      // Loaded on the first such request only: API requests never pay for React's server renderer.
      const { renderAppPage } = await import("virtual:public-page-renderer");
      return await renderAppPage(c.req.url, locale, (url) => readAsVisitor(c.env, origin, url, cookie));
    } catch (error) {
      console.error("app page not rendered", locale, c.req.path, errorSummary(error));
      return null;
    }
  };
  const [document, rendered] = await Promise.all([asset(c, "/app-document"), render()]);
  if (!document.ok || !rendered) return null;
  const { html: markup, state } = rendered;
  const body = withHead(eventSettingsScript(c) + jsonScript("application/json", state, QUERY_STATE_ELEMENT_ID))
    .on("html", documentLocale(locale))
    .on("#root", { element: (element) => void element.setInnerContent(markup, { html: true }) })
    .transform(document).body;
  return new Response(body, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
      Vary: "Cookie, Accept-Language",
    },
  });
}

/** The sitemap's entry of a public page in `locale`, with its alternates in both languages. */
function sitemapUrl(origin: string, page: PublicPagePath, locale: Locale): string {
  const alternate = (hreflang: string, language: Locale) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin}${localePagePath(page, language)}"/>`;
  return `  <url><loc>${origin}${localePagePath(page, locale)}</loc>${alternate("en", "en")}${alternate("ar", "ar")}${alternate("x-default", "en")}</url>`;
}

export const pageRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const { publicOrigin } = c.get("settings");
    const body = [
      "User-agent: *",
      "Allow: /",
      "Disallow: /app/",
      "Disallow: /api/",
      "Disallow: /auth",
      "Disallow: /login",
      "Disallow: /reset-password",
      "Disallow: /unsubscribe",
      `Sitemap: ${publicOrigin}/sitemap.xml`,
      "",
    ].join("\n");
    return c.text(body, 200, { "Cache-Control": "public, max-age=3600" });
  })
  .get("/sitemap.xml", (c) => {
    const { publicOrigin } = c.get("settings");
    // The public pages are the ones search engines may index, in both languages, each with its
    // alternates (docs/architecture.md#search-engines-and-link-previews; Google's sitemap hreflang form).
    const urls = PUBLIC_PAGE_PATHS.flatMap((page) =>
      (["en", "ar"] as const).map((locale) => sitemapUrl(publicOrigin, page, locale)),
    ).join("\n");
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
    return c.body(body, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  })
  .get("/", publicPage("/", "en", true))
  .get("/agenda", publicPage("/agenda", "en", true))
  .get("/speakers", publicPage("/speakers", "en", false))
  .get("/ar", publicPage("/", "ar", true))
  .get("/ar/agenda", publicPage("/agenda", "ar", true))
  .get("/ar/speakers", publicPage("/speakers", "ar", false))
  .get("*", async (c) => {
    if (c.req.path.startsWith("/api/")) return c.notFound();
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text("Not found", 404);
    const locale = requestLocale(c);
    const rendered = await renderedAppPage(c, locale);
    if (rendered) return rendered;
    // The build writes /app-shell (web/build/prerender.ts); `vite dev` serves the source shell.
    let shell = await asset(c, "/app-shell");
    if (shell.status === 404) shell = await asset(c, "/index.html");
    if (!shell.ok) return html(shell.body, 500);
    const body = withHead(eventSettingsScript(c)).on("html", documentLocale(locale)).transform(shell).body;
    const response = html(body, isAppRoute(c.req.path) ? 200 : 404);
    response.headers.set("Vary", "Cookie, Accept-Language");
    return response;
  });
