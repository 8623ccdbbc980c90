/**
 * Installable app and offline use on the event day (issue "Production readiness", Offline):
 * vite-plugin-pwa (Workbox) writes the web app manifest and a service worker that
 * - precaches the app shell, the stylesheet, the icons and the manifest (not the route chunks:
 *   visitors of the public pages download nothing extra);
 * - keeps every content-hashed chunk it has seen (cache-first; they never change), so screens a
 *   delegate has opened work offline — web/lib/offline.ts opens the event-day screens once after
 *   sign-in for that reason;
 * - answers navigations from the network within 3 s, else from the last copy, else the shell;
 * - answers the public reads (agenda, speakers, stats, public Q&A) and the delegate's own data
 *   (current user, QR code) from the network within 3 s, else from the last copy, so the
 *   agenda, speakers, FAQ and the pass stay readable with no signal. The per-user cache is
 *   emptied on sign-out (web/lib/offline.ts).
 */
import type { VitePWAOptions } from "vite-plugin-pwa";
import { DEFAULT_SETTINGS } from "../../worker/contract/event.ts";

/** Cache of the signed-in delegate's own answers; cleared on sign-out. */
export const PRIVATE_CACHE = "api-private";
/** Cache of public reads. */
export const PUBLIC_CACHE = "api-public";

const NETWORK_TIMEOUT_S = 3;
const WEEK_S = 7 * 24 * 60 * 60;

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: "autoUpdate",
  injectRegister: false,
  manifest: {
    name: `${DEFAULT_SETTINGS.events.AC2025.name} – Kuwait`,
    short_name: DEFAULT_SETTINGS.events.AC2025.name,
    description: DEFAULT_SETTINGS.events.AC2025.description,
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
    // The Vite shell becomes /app-shell after the build prerenders index.html (web/build/prerender.ts).
    // The manifest's icons are added by the plugin.
    globPatterns: ["index.html", "assets/*.css", "favicon.svg"],
    manifestTransforms: [
      async (entries) => ({ manifest: entries.map((e) => (e.url === "index.html" ? { ...e, url: "app-shell" } : e)), warnings: [] }),
    ],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/"),
        handler: "NetworkFirst",
        options: {
          cacheName: "pages",
          networkTimeoutSeconds: NETWORK_TIMEOUT_S,
          precacheFallback: { fallbackURL: "/app-shell" },
          expiration: { maxEntries: 30, maxAgeSeconds: WEEK_S },
        },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith("/assets/"),
        handler: "CacheFirst",
        options: { cacheName: "assets", expiration: { maxEntries: 200, maxAgeSeconds: 4 * WEEK_S } },
      },
      {
        urlPattern: ({ url }) => /^\/api\/(agenda|speakers|stats|qna)(\?|$)/.test(url.pathname + url.search) && url.pathname !== "/api/qna/",
        handler: "NetworkFirst",
        options: { cacheName: PUBLIC_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_S, expiration: { maxEntries: 20, maxAgeSeconds: WEEK_S } },
      },
      {
        urlPattern: ({ url }) => url.pathname === "/api/user" || url.pathname.startsWith("/api/qrcode/"),
        handler: "NetworkFirst",
        options: { cacheName: PRIVATE_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_S, expiration: { maxEntries: 10, maxAgeSeconds: WEEK_S } },
      },
    ],
  },
};
