/**
 * Post-build step of `npm run build`: prerenders the public pages into the built HTML so their
 * first meaningful paint does not wait for JavaScript (issue "Production readiness", Speed), and
 * writes the static assets' `_headers` (web/build/headers.ts).
 *
 * Reads dist/client/index.html (the Vite shell with hashed asset links) and writes:
 * - index.html, agenda.html, speakers.html: the shell with each page's markup in #root and its
 *   own title, description, canonical link and Open Graph tags (web/app/seo.ts);
 * - app-shell.html: the empty shell, which the Worker serves for every other navigation
 *   (Workers Static Assets always falls back to /index.html, which is now the landing page);
 * - auth.html, login.html, reset-password.html, unsubscribe.html: copies of the shell, so the
 *   pages that emailed links open (with one-time tokens in the query) are served by the asset
 *   layer and the token never reaches the Worker or its logs (worker/email/links.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { createServer } from "vite";
import { PUBLIC_PAGES, headTags, type PublicPage } from "../app/seo";
import { staticHeadersFile } from "./headers";

const root = new URL("..", import.meta.url).pathname;
/** Absolute origin for canonical and Open Graph URLs (the production site unless overridden). */
const origin = (process.env.PUBLIC_ORIGIN ?? "https://conference2025.com").replace(/\/$/, "");
const client = join(root, "..", "dist", "client");

/**
 * The shell with `markup` in #root and the page's head tags in place of the generic title. The
 * prerendered page paints from its HTML and stylesheet alone, so the JavaScript must not compete
 * with them for the network: the module preloads go, and the entry script is fetched at low
 * priority (it still runs as soon as it arrives).
 */
function injectPage(shell: string, page: PublicPage, markup: string, origin: string): string {
  const withoutPreloads = shell
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<script type="module" crossorigin/, '<script type="module" fetchpriority="low" crossorigin');
  const withHead = withoutPreloads.replace(/<title>[^<]*<\/title>/, headTags(page, origin));
  const withRoot = withHead.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  if (withRoot === withHead) throw new Error("The shell has no empty #root element");
  return withRoot;
}

/** The shell under the names of the pages that emailed links open (plus the generic fallback). */
const SHELL_COPIES = ["app-shell.html", "auth.html", "login.html", "reset-password.html", "unsubscribe.html"];

const server = await createServer({
  configFile: false,
  root,
  logLevel: "error",
  plugins: [react()],
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { renderPage } = (await server.ssrLoadModule("/entry-prerender.tsx")) as typeof import("../entry-prerender");
  writeFileSync(join(client, "_headers"), staticHeadersFile());
  const shell = readFileSync(join(client, "index.html"), "utf8");
  for (const file of SHELL_COPIES) writeFileSync(join(client, file), shell);
  for (const page of PUBLIC_PAGES) {
    writeFileSync(join(client, page.file), injectPage(shell, page, await renderPage(page.path), origin));
    console.log(`prerendered ${page.path} -> dist/client/${page.file}`);
  }
} finally {
  await server.close();
}
