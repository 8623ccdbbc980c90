/**
 * Crawler files and error answers the Worker serves (worker/routes/pages.ts). The public pages
 * are tested in ./public-pages.test.ts with a stand-in ASSETS (./documents.ts), and in the built
 * app by e2e/public.spec.ts.
 */
import { describe, expect, it } from "vitest";
import { getDocument } from "./documents";
import { call, client } from "./helpers";

describe("robots.txt and sitemap.xml", () => {
  it("lets crawlers index the public pages only and points at the sitemap", async () => {
    const response = await client()["robots.txt"].$get();
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    for (const path of ["/app/", "/api/", "/auth", "/reset-password", "/unsubscribe"])
      expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain("Sitemap: http://localhost:8787/sitemap.xml");
  });

  it("lists /, /agenda and /speakers and their Arabic versions with absolute URLs", async () => {
    const response = await client()["sitemap.xml"].$get();
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      ["/", "/ar", "/agenda", "/ar/agenda", "/speakers", "/ar/speakers"].map((path) => `http://localhost:8787${path}`),
    );
  });

  it("answers a missing file with 404 and an unknown API path with JSON", async () => {
    // Raw: paths no route declares.
    expect((await call("/missing.png")).status).toBe(404);
    const api = await call("/api/does-not-exist");
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: "Not found" });
  });
});

describe("the app shell", () => {
  it("answers the app's routes with 200 and any other path with 404, both with the shell", async () => {
    for (const path of ["/app", "/app/admin/check-in", "/APP/Profile", "/app/faq/"]) {
      expect((await getDocument(path)).status, path).toBe(200);
    }
    for (const path of ["/no-such-page", "/app/nope", "/agenda/2025", "/app/admin"]) {
      const response = await getDocument(path);
      expect(response.status, path).toBe(404);
      // The shell still comes, so the browser shows the "404 Page Not Found" page.
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      // With the current event settings in its head (web/lib/event-settings.ts reads them).
      expect(await response.text()).toMatch(
        /^<!doctype html><html lang="en" dir="ltr"><head><title>Conference 2025<\/title><script type="application\/json" id="event-settings">\{.*\}<\/script><\/head><body><div id=root><\/div><\/body><\/html>$/,
      );
    }
  });
});
