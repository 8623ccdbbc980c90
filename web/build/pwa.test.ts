/**
 * @vitest-environment node
 * (pwa.ts reads the build's event settings through wrangler, which needs Node's own TextEncoder.)
 */
import { describe, expect, it } from "vitest";
import { SERVER_RENDERED_APP_PATHS } from "../../worker/contract/app-pages";
import { PRIVATE_CACHE, pwaOptions, renderedScreens, storableOnly, withoutSearchCacheKey } from "./pwa";

type KeyCallback = (param: { request: Request; mode: string }) => Promise<Request | string>;

/** The plugin's callback rebuilt from its source alone, as workbox-build writes it into the service worker. */
function serialisedCacheKey(): KeyCallback {
  return new Function(`return (${String(withoutSearchCacheKey.cacheKeyWillBeUsed)});`)() as KeyCallback;
}

describe("service worker: the pass offline", () => {
  it("keeps every version of a QR code under one key, for writes and reads", async () => {
    const key = serialisedCacheKey();
    const saved = await key({ request: new Request("https://conference2025.com/api/qrcode/12?v=1234"), mode: "write" });
    const later = await key({ request: new Request("https://conference2025.com/api/qrcode/12?v=98765"), mode: "read" });
    expect(saved).toBe("https://conference2025.com/api/qrcode/12");
    expect(later).toBe(saved);
    expect(await key({ request: new Request("https://conference2025.com/api/user"), mode: "read" })).toBe(
      "https://conference2025.com/api/user",
    );
  });

  it("answers the current user, the QR code and the starred sessions from the private cache, network first", () => {
    const route = pwaOptions.workbox!.runtimeCaching!.find(
      (r) => r.options?.cacheName === PRIVATE_CACHE && typeof r.urlPattern === "function",
    )!;
    type MatchOptions = Parameters<Extract<typeof route.urlPattern, (...args: never[]) => unknown>>[0];
    const matches = (href: string) =>
      typeof route.urlPattern === "function" &&
      Boolean(route.urlPattern({ url: new URL(href), request: new Request(href), sameOrigin: true } as MatchOptions));
    expect(route.handler).toBe("NetworkFirst");
    expect(matches("https://conference2025.com/api/user")).toBe(true);
    expect(matches("https://conference2025.com/api/qrcode/12?v=1234")).toBe(true);
    expect(matches("https://conference2025.com/api/my-agenda")).toBe(true);
    // The feed link is a credential: never kept.
    expect(matches("https://conference2025.com/api/my-agenda/feed")).toBe(false);
    expect(matches("https://conference2025.com/api/pass-pdf/12")).toBe(false);
    expect(route.options?.plugins).toContain(withoutSearchCacheKey);
  });
});

describe("service worker: pages", () => {
  type UpdateCallback = (param: { response: Response }) => Promise<Response | null>;
  /** The plugin's callback rebuilt from its source alone, as workbox-build writes it. */
  const storable = new Function(`return (${String(storableOnly.cacheWillUpdate)});`)() as UpdateCallback;
  const page = (status: number, cacheControl: string) =>
    new Response("<!doctype html>", { status, headers: { "Cache-Control": cacheControl } });

  it("keeps the shell and public pages, but no page rendered with a person's data", async () => {
    expect(await storable({ response: page(200, "public, max-age=0, must-revalidate") })).not.toBeNull();
    expect(await storable({ response: page(200, "private, no-store") })).toBeNull();
    expect(await storable({ response: page(404, "public, max-age=0, must-revalidate") })).toBeNull();
    const route = pwaOptions.workbox!.runtimeCaching!.find((r) => r.options?.cacheName === "pages")!;
    expect(route.options?.plugins).toContain(storableOnly);
  });

  it("keeps the screens rendered with a person's data in the private cache, which sign-out empties", () => {
    const routes = pwaOptions.workbox!.runtimeCaching!;
    const route = routes.find((r) => r.urlPattern === renderedScreens)!;
    // Before the route of the other pages: Workbox answers with the first route that matches.
    expect(routes.indexOf(route)).toBe(0);
    expect(route.options?.cacheName).toBe(PRIVATE_CACHE);
    // As workbox-build writes it: by its source.
    const written = new RegExp(renderedScreens.source);
    for (const path of SERVER_RENDERED_APP_PATHS) {
      expect(written.test(`https://conference2025.com${path}`), path).toBe(true);
      expect(written.test(`https://conference2025.com${path}/?from=menu`), path).toBe(true);
    }
    for (const path of ["/app/faq", "/app/my-pass/x", "/apps", "/api/user", "/"])
      expect(written.test(`https://conference2025.com${path}`), path).toBe(false);
  });
});
