/**
 * HTML documents the Worker serves (everything else is a static asset served at the edge):
 * - GET / and GET /agenda: the prerendered pages (web/build/prerender.ts) with the events'
 *   JSON-LD added to <head> from the live speaker list, cached per content version like the
 *   public API reads (issue "Production readiness");
 * - GET /robots.txt and GET /sitemap.xml, with the configured public origin;
 * - any other navigation (the signed-in app, /auth, unknown paths): the app shell, which renders
 *   the route or the 404 page on the client. Paths that look like files answer 404.
 * HTML revalidates on every load (hashed assets are the ones cached for a year).
 */
import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env";
import { cachedPublicJson } from "../middleware/cache";
import { listSpeakers } from "../services/content";
import { eventsJsonLd, jsonLdScript } from "../services/structured-data";

export const HTML_CACHE_CONTROL = "public, max-age=0, must-revalidate";

async function asset(c: Context<AppEnv>, path: string): Promise<Response> {
  return c.env.ASSETS.fetch(new URL(path, c.req.url));
}

function html(body: BodyInit | null, status = 200): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": HTML_CACHE_CONTROL },
  });
}

async function pageWithStructuredData(c: Context<AppEnv>): Promise<Response> {
  const [page, speakers] = await Promise.all([
    asset(c, c.req.path),
    cachedPublicJson(c, "speakers", () => listSpeakers(c.get("db"))),
  ]);
  if (!page.ok) return page;
  const { event, publicOrigin } = c.get("settings");
  const script = jsonLdScript(eventsJsonLd(event, speakers, publicOrigin));
  const rewritten = new HTMLRewriter().on("head", { element: (head) => void head.append(script, { html: true }) }).transform(page);
  return html(rewritten.body);
}

/** The public pages search engines may index (issue "Production readiness", Findable). */
export const INDEXABLE_PATHS = ["/", "/agenda", "/speakers"] as const;

export const pageRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const { publicOrigin } = c.get("settings");
    const body = ["User-agent: *", "Allow: /", "Disallow: /app/", "Disallow: /api/", "Disallow: /auth", "Disallow: /login", "Disallow: /reset-password", "Disallow: /unsubscribe", `Sitemap: ${publicOrigin}/sitemap.xml`, ""].join("\n");
    return c.text(body, 200, { "Cache-Control": "public, max-age=3600" });
  })
  .get("/sitemap.xml", (c) => {
    const { publicOrigin } = c.get("settings");
    const urls = INDEXABLE_PATHS.map((path) => `  <url><loc>${publicOrigin}${path}</loc></url>`).join("\n");
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  })
  .get("/", pageWithStructuredData)
  .get("/agenda", pageWithStructuredData)
  .get("*", async (c) => {
    if (c.req.path.startsWith("/api/")) return c.notFound();
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text("Not found", 404);
    const shell = await asset(c, "/app-shell");
    return html(shell.body, shell.ok ? 200 : 500);
  });
