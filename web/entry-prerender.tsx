/**
 * Build-time rendering of the public pages (issue "Production readiness", Speed: the first
 * meaningful content must not wait for the JavaScript bundle). web/build/prerender.ts loads this
 * module through Vite's SSR loader and writes the HTML into each page's document; the page's
 * entry in web/site/ then hydrates it with the same providers. Data-driven parts render their
 * loading state (the query cache starts empty on both sides), so the markup matches the
 * client's first render.
 */
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { Providers } from "./app/providers";
import type { PublicPage } from "./app/seo";
import { createQueryClient } from "./lib/query-client";
import AgendaPage from "./routes/public-agenda";
import LandingPage from "./routes/landing";
import SpeakersPage from "./routes/public-speakers";

const PAGES: Record<PublicPage["path"], ComponentType> = {
  "/": LandingPage,
  "/agenda": AgendaPage,
  "/speakers": SpeakersPage,
};

/**
 * Renders one public page to the HTML of its #root element, with every lazily loaded section
 * (web/lib/hydration.ts) inline: a first pass loads them, the second renders them in place (a
 * section still loading would be streamed with an inline script, which the CSP forbids).
 * @throws Error when a section is still suspended after the first pass.
 */
export async function renderPage(path: PublicPage["path"]): Promise<string> {
  const Page = PAGES[path];
  const tree = () => (
    <Providers queryClient={createQueryClient()}>
      <Page />
    </Providers>
  );
  await prerender(tree());
  const html = renderToString(tree());
  if (/<!--\$[?!]-->/.test(html)) throw new Error(`Prerendering ${path} left a section suspended`);
  return html;
}
