/**
 * Vite: the React app in web/ plus the Worker through @cloudflare/vite-plugin, so `vite dev` and
 * `vite preview` run the Worker in workerd with local D1, KV, R2 and Queues under .wrangler/
 * (docs/decisions/0001-one-worker-with-static-assets.md). `vite build` writes the client to dist/client and the Worker to
 * dist/ac2025 (deployed with `wrangler deploy`), with the PWA manifest and service worker
 * (web/build/pwa.ts).
 */
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import compression from "compression";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Connect } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { chunkGroups } from "./web/build/chunks.ts";
import { i18nCatalog } from "./web/build/i18n-catalog.ts";
import { pwaOptions } from "./web/build/pwa.ts";
import { PUBLIC_PAGE_RENDERER } from "./worker/contract/public-pages.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

/** The prerendered public pages' own light entries (web/site/), by chunk name. */
const PUBLIC_ENTRIES = {
  "site-landing": `${root}web/site/landing.tsx`,
  "site-agenda": `${root}web/site/agenda.tsx`,
  "site-speakers": `${root}web/site/speakers.tsx`,
};

export default defineConfig({
  root: `${root}web`,
  publicDir: `${root}web/public`,
  envDir: root,
  resolve: {
    // The Worker renders the public pages with the web app's renderer (worker/contract/public-pages.ts).
    alias: { [PUBLIC_PAGE_RENDERER]: `${root}web/entry-server.tsx` },
  },
  // EVENT_SETTINGS_JSON (environment, else wrangler.toml [vars]) compiled into the web app
  // (web/lib/settings.ts), the override the Worker applies at run time.
  plugins: [
    // `vite preview` (and so `npm start` and the benchmarks) compresses responses as the edge
    // does, so local pages weigh what a phone downloads.
    {
      name: "preview-compression",
      configurePreviewServer: (server) =>
        void server.middlewares.use(compression() as unknown as Connect.NextHandleFunction),
    },
    react(),
    tailwindcss(),
    i18nCatalog(),
    // The manifest and service worker belong to the browser build only.
    ...VitePWA(pwaOptions).map((plugin) => ({
      ...plugin,
      applyToEnvironment: (env: { name: string }) => env.name === "client",
    })),
    cloudflare({
      configPath: `${root}wrangler.toml`,
      // Same local state as `wrangler d1 migrations apply --local`; the e2e run uses its own.
      persistState: { path: process.env.APP_STATE_DIR ?? `${root}.wrangler/state` },
    }),
  ],
  build: {
    outDir: `${root}dist`,
    emptyOutDir: true,
  },
  environments: {
    client: {
      build: {
        // The app shell, plus one light entry per prerendered public page (web/site/); the
        // manifest tells web/build/prerender.ts which files each page needs.
        manifest: true,
        rollupOptions: {
          input: {
            app: `${root}web/index.html`,
            // The public pages' only script tag, which imports the page's entry after the first paint.
            "site-boot": `${root}web/site/boot.ts`,
            ...PUBLIC_ENTRIES,
          },
          output: {
            codeSplitting: { groups: chunkGroups(Object.values(PUBLIC_ENTRIES), `${root}web/app/app-layout.tsx`) },
          },
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 8787 },
});
