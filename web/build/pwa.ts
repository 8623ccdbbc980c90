/**
 * Installable app and offline use on the event day (docs/architecture.md#offline):
 * vite-plugin-pwa (Workbox) writes the web app manifest and a service worker that
 * - precaches the app shell, the stylesheet, the icons and the manifest (not the route chunks:
 *   visitors of the public pages download nothing extra);
 * - keeps every content-hashed chunk it has seen (cache-first; they never change), so screens a
 *   delegate has opened work offline — web/lib/offline.ts opens the event-day screens once after
 *   sign-in for that reason;
 * - answers navigations from the network within 3 s, else from the last copy, else the shell; the
 *   screens rendered with a person's data are kept in the private cache, which sign-out empties,
 *   never with the other pages;
 * - answers the public reads (agenda, speakers, stats, public Q&A) and the delegate's own data
 *   (current user, QR code, My Agenda's starred set) from the network within 3 s, else from the
 *   last copy, so the agenda, speakers, FAQ, the pass and My Agenda stay readable with no signal.
 *   The calendar feed link (/api/my-agenda/feed) is not kept: it is a credential. The per-user cache is
 *   emptied on sign-out (web/lib/offline.ts). A QR code is kept under its path without the
 *   `?v=` version ({@link withoutSearchCacheKey}): one copy per pass, always the latest.
 * - imports web/public/push-sw.js, which shows pushed announcements as notifications.
 * The manifest's name and description come from the build's event settings (./event-settings.ts).
 */
import type { VitePWAOptions } from "vite-plugin-pwa";
import type { RuntimeCaching } from "workbox-build";
import { SERVER_RENDERED_APP_PATHS } from "../../worker/contract/app-pages.ts";
import { buildEventSettings } from "./event-settings.ts";

/** Cache of the signed-in delegate's own answers; cleared on sign-out. */
export const PRIVATE_CACHE = "api-private";
/** Cache of public reads. */
const PUBLIC_CACHE = "api-public";

const NETWORK_TIMEOUT_S = 3;
const WEEK_S = 7 * 24 * 60 * 60;

const main = buildEventSettings().events.AC2025;

type WorkboxPlugin = NonNullable<NonNullable<RuntimeCaching["options"]>["plugins"]>[number];

/**
 * Workbox plugin: responses are stored and looked up under their URL without the query string.
 * The pass screen asks for `/api/qrcode/{userId}?v={version}` (docs/api.md) and the version changes
 * after a pass edit; under one key the last QR code answers offline whatever the version, and an
 * edit replaces the old copy instead of leaving it to match first (a lookup with `ignoreSearch`
 * returns the oldest of several matches). Serialised into the service worker by workbox-build,
 * so it must not refer to anything outside itself.
 */
export const withoutSearchCacheKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = "";
    return url.href;
  },
};

/**
 * The addresses of the screens the Worker renders with the signed-in person's data
 * (worker/contract/app-pages.ts), with or without a trailing slash and a query: a RegExp, which
 * workbox-build writes into the service worker by its source.
 */
export const renderedScreens = new RegExp(
  `^https?://[^/]+(?:${SERVER_RENDERED_APP_PATHS.map((path) => path.replaceAll("/", "\\/")).join("|")})\\/?(?:\\?.*)?$`,
);

/**
 * The private cache's entries at most: the current user, My Agenda, the QR code and the
 * {@link renderedScreens}, with room to spare.
 */
const PRIVATE_ENTRIES = 20;

/**
 * Workbox plugin: keeps a page in the shared "pages" cache only when it answered 200 (Workbox's
 * own rule) and its Cache-Control does not forbid storing it. A screen the Worker rendered with a
 * person's data answers `private, no-store` (worker/routes/pages.ts): those go to the private cache
 * ({@link renderedScreens}), which sign-out empties, and never here, so no person's page outlives
 * their sign-out on the device. Serialised like {@link withoutSearchCacheKey}.
 */
export const storableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && !/\bno-store\b/i.test(response.headers.get("Cache-Control") ?? "") ? response : null,
};

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: "autoUpdate",
  injectRegister: false,
  manifest: {
    name: `${main.name} – Kuwait`,
    short_name: main.name,
    description: main.description,
    start_url: "/app",
    scope: "/",
    display: "standalone",
    background_color: "#0c1a2e",
    theme_color: "#21467b",
    lang: "en",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    // Web Push: shows the organisers' announcements as notifications (docs/live-room.md#web-push).
    importScripts: ["/push-sw.js"],
    // The Vite shell becomes /app-shell after the build prerenders index.html (web/build/prerender.ts).
    // The manifest's icons are added by the plugin.
    globPatterns: ["index.html", "assets/*.css", "favicon.svg"],
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((e) => (e.url === "index.html" ? { ...e, url: "app-shell" } : e)),
        warnings: [],
      }),
    ],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // The screens the Worker renders with the person's data: their last copy, in the private
        // cache that sign-out empties, is what shows offline (it embeds the reads it shows).
        urlPattern: renderedScreens,
        handler: "NetworkFirst",
        options: {
          cacheName: PRIVATE_CACHE,
          networkTimeoutSeconds: NETWORK_TIMEOUT_S,
          precacheFallback: { fallbackURL: "/app-shell" },
          expiration: { maxEntries: PRIVATE_ENTRIES, maxAgeSeconds: WEEK_S },
        },
      },
      {
        urlPattern: ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/"),
        handler: "NetworkFirst",
        options: {
          cacheName: "pages",
          networkTimeoutSeconds: NETWORK_TIMEOUT_S,
          precacheFallback: { fallbackURL: "/app-shell" },
          expiration: { maxEntries: 30, maxAgeSeconds: WEEK_S },
          plugins: [storableOnly],
        },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith("/assets/"),
        handler: "CacheFirst",
        options: { cacheName: "assets", expiration: { maxEntries: 200, maxAgeSeconds: 4 * WEEK_S } },
      },
      {
        urlPattern: ({ url }) =>
          /^\/api\/(agenda|speakers|stats|qna)(\?|$)/.test(url.pathname + url.search) && url.pathname !== "/api/qna/",
        handler: "NetworkFirst",
        options: {
          cacheName: PUBLIC_CACHE,
          networkTimeoutSeconds: NETWORK_TIMEOUT_S,
          expiration: { maxEntries: 20, maxAgeSeconds: WEEK_S },
        },
      },
      {
        urlPattern: ({ url }) =>
          url.pathname === "/api/user" || url.pathname === "/api/my-agenda" || url.pathname.startsWith("/api/qrcode/"),
        handler: "NetworkFirst",
        options: {
          cacheName: PRIVATE_CACHE,
          networkTimeoutSeconds: NETWORK_TIMEOUT_S,
          expiration: { maxEntries: PRIVATE_ENTRIES, maxAgeSeconds: WEEK_S },
          plugins: [withoutSearchCacheKey],
        },
      },
    ],
  },
};
