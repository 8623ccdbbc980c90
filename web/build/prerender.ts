/**
 * Post-build step of `npm run build`: writes the public pages' documents, which the Worker fills
 * with the pages rendered with their data at run time (worker/routes/pages.ts) and serves as they
 * are, with loading states, should that fail; and writes the static assets' `_headers`
 * (web/build/headers.ts).
 *
 * Reads dist/client/index.html (the Vite shell with hashed asset links) and the build manifest,
 * and writes:
 * - index.html, agenda.html, speakers.html: each page's document with its markup in #root, its
 *   own title, description, canonical link, language alternates and Open Graph tags
 *   (web/app/seo.ts) and its own light entry (web/site/) instead of the app's;
 * - ar.html, ar/agenda.html, ar/speakers.html: the same pages in Arabic (docs/i18n.md), with
 *   `<html lang="ar" dir="rtl">` and the Arabic typeface's stylesheet (web/arabic.css);
 * - app-shell.html: the empty shell, which the Worker serves for every other navigation
 *   (Workers Static Assets always falls back to /index.html, which is now the landing page);
 * - app-document.html: the document of the signed-in screens the Worker renders with the visitor's
 *   data ({@link appDocument});
 * - auth.html, login.html, reset-password.html, unsubscribe.html: copies of the shell, so the
 *   pages that emailed links open (with one-time tokens in the query) are served by the asset
 *   layer and the token never reaches the Worker or its logs (worker/email/links.ts). The copies
 *   carry no `lang`: the app starts in the visitor's language ({@link shellCopy}).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import react from "@vitejs/plugin-react";
import { createServer } from "vite";
import type * as Seo from "../app/seo";
import { ENTRY_ATTRIBUTE } from "../site/after-first-paint";
import type { PublicPage } from "../app/seo";
import { TYPEFACE_ATTRIBUTE, TYPEFACE_DEFERRED } from "../../worker/contract/arabic-typeface";
import type { Locale } from "../../worker/contract/i18n";
import type * as I18nModule from "../../worker/contract/i18n";
import { buildEventSettings } from "./event-settings";
import { staticHeadersFile } from "./headers";
import { i18nCatalog } from "./i18n-catalog";

const root = new URL("..", import.meta.url).pathname;
/** Absolute origin for canonical and Open Graph URLs (the production site unless overridden). */
const origin = (process.env.PUBLIC_ORIGIN ?? "https://conference2025.com").replace(/\/$/, "");
const client = join(root, "..", "dist", "client");

/** The public pages' only script (web/site/boot.ts), which imports the page's entry after the first contentful paint. */
const BOOT = "site/boot.ts";

/** Vite's build manifest (build.manifest in vite.config.ts): chunk key → file, imports, css. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; dynamicImports?: string[] }>;

/** The stylesheets an entry needs, through its static imports. */
function stylesOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No ${key} in the build manifest`);
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => stylesOf(manifest, k, seen))];
}

/**
 * A public page's document: the app shell's head (icons, manifest) with the page's own title,
 * description and Open Graph tags (`tags`, from headTags in web/app/seo.ts), its stylesheet, its
 * own entry (web/site/) instead of the app's, and its prerendered markup in #root. The page
 * paints from its HTML and stylesheet alone, so the JavaScript does not compete with them: the only
 * script is web/site/boot.ts, fetched at low priority, which imports the page's entry (named in its
 * `data-entry`) once the first contentful paint has happened; no module preloads.
 */
export function pageDocument(
  shell: string,
  manifest: Manifest,
  page: PublicPage,
  markup: string,
  tags: string,
  locale: Locale = "en",
): string {
  const styles = [...new Set(stylesOf(manifest, page.entry))].map(
    (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
  );
  if (locale === "ar") styles.push(...arabicTypeface(manifest));
  const script = `<script type="module" fetchpriority="low" crossorigin src="/${manifest[BOOT]!.file}" ${ENTRY_ATTRIBUTE}="/${manifest[page.entry]!.file}"></script>`;
  const head = shell
    .replace(/\s*<script type="module"[^>]*><\/script>/g, "")
    .replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]*>/g, "")
    .replace(/<title>[^<]*<\/title>/, `${tags}\n    ${styles.join("\n    ")}\n    ${script}`);
  const html = head.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  if (html === head) throw new Error("The shell has no empty #root element");
  // The typeface waits until the visitor's cache has it (worker/contract/arabic-typeface.ts).
  const arabic = `<html lang="ar" dir="rtl" ${TYPEFACE_ATTRIBUTE}="${TYPEFACE_DEFERRED}">`;
  return locale === "ar" ? html.replace('<html lang="en">', arabic) : html;
}

/**
 * The Arabic typeface's stylesheet (web/arabic.css, which the app imports lazily). Its faces are not
 * preloaded: they are optional (the page never waits for them), so they must not compete with
 * what the page paints first.
 */
function arabicTypeface(manifest: Manifest): string[] {
  const css = Object.values(manifest).find((chunk) => /(^|\/)arabic-[\w-]+\.css$/.test(chunk.file))?.file;
  if (!css) throw new Error("No Arabic stylesheet in the build manifest");
  return [`<link rel="stylesheet" crossorigin href="/${css}">`];
}

/** The document file of `page` in `locale`: "agenda.html", "ar/agenda.html", "ar.html" for the Arabic "/". */
function documentFile(page: PublicPage, locale: Locale): string {
  if (locale === "en") return page.file;
  return page.path === "/" ? `${locale}.html` : `${locale}${page.path}.html`;
}

/** Vite's manifest key of the signed-in app's entry (web/index.html, which imports web/main.tsx). */
const APP_ENTRY = "index.html";

/**
 * The document of a signed-in screen the Worker renders (worker/contract/app-pages.ts): the shell
 * ({@link shellCopy}) whose only script is web/site/boot.ts, which imports the app's entry once the
 * rendered screen has painted, as a public page's does ({@link pageDocument}); no module preloads.
 * The Worker fills #root and the query state (worker/routes/pages.ts).
 * @throws Error when the shell has no module script to replace.
 */
export function appDocument(shell: string, manifest: Manifest): string {
  const script = `<script type="module" fetchpriority="low" crossorigin src="/${manifest[BOOT]!.file}" ${ENTRY_ATTRIBUTE}="/${manifest[APP_ENTRY]!.file}"></script>`;
  const withoutScripts = shell
    .replace(/\s*<script type="module"[^>]*><\/script>/g, "")
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
  if (withoutScripts === shell) throw new Error("The shell has no module script");
  return shellCopy(withoutScripts.replace("</head>", `  ${script}\n  </head>`));
}

/** The shell under the names of the pages that emailed links open (plus the generic fallback). */
const SHELL_COPIES = ["app-shell.html", "auth.html", "login.html", "reset-password.html", "unsubscribe.html"];

/**
 * The shell as its copies are written: without a `lang`, because nothing at build time knows the
 * visitor's language. The Worker writes it into /app-shell when it serves it; where the asset layer
 * serves a copy as it is (the emailed links' pages, the service worker's offline copy), the app
 * takes the browser's languages instead (web/lib/i18n.tsx, startupLocale).
 * @throws Error when the shell's `<html>` is not the one web/index.html writes.
 */
function shellCopy(shell: string): string {
  const copy = shell.replace('<html lang="en">', "<html>");
  if (copy === shell) throw new Error('The shell has no <html lang="en">');
  return copy;
}

const server = await createServer({
  configFile: false,
  root,
  logLevel: "error",
  plugins: [react(), i18nCatalog()],
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  // The fallback documents show the default event settings (no data); the Worker renders the
  // pages with the stored ones (worker/routes/pages.ts). The head tags use the build's settings.
  const { PUBLIC_PAGES, headTags } = (await server.ssrLoadModule("/app/seo.ts")) as typeof Seo;
  const { renderPage } = (await server.ssrLoadModule("/entry-server.tsx")) as typeof import("../entry-server");
  const { createI18n } = (await server.ssrLoadModule("../worker/contract/i18n.ts")) as typeof I18nModule;
  const arabic = (await server.ssrLoadModule("../locales/ar.po?catalog")).default as I18nModule.Catalog;
  const settings = buildEventSettings();
  writeFileSync(join(client, "_headers"), staticHeadersFile(settings));
  const manifestFile = join(client, ".vite", "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  // Build metadata, not an asset to publish.
  rmSync(join(client, ".vite"), { recursive: true, force: true });
  const shell = readFileSync(join(client, "index.html"), "utf8");
  for (const file of SHELL_COPIES) writeFileSync(join(client, file), shellCopy(shell));
  writeFileSync(join(client, "app-document.html"), appDocument(shell, manifest));
  for (const page of PUBLIC_PAGES) {
    for (const locale of ["en", "ar"] as const) {
      const file = documentFile(page, locale);
      const i18n = createI18n(locale, locale === "ar" ? arabic : {});
      const { html } = await renderPage(page.path, locale);
      mkdirSync(dirname(join(client, file)), { recursive: true });
      writeFileSync(
        join(client, file),
        pageDocument(shell, manifest, page, html, headTags(page, i18n, origin, settings), locale),
      );
      console.log(`prerendered ${page.path} (${locale}) -> dist/client/${file}`);
    }
  }
} finally {
  await server.close();
}
