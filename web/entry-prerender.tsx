/**
 * Build-time rendering of the public pages (issue "Production readiness", Speed: the first
 * meaningful content must not wait for the JavaScript bundle). web/build/prerender.ts loads this
 * module through Vite's SSR loader and writes the HTML into the built shell; main.tsx then
 * hydrates it. Data-driven parts render their loading state (the query cache starts empty on
 * both sides), so the markup matches the client's first render.
 */
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { routes } from "./app/router";
import { createQueryClient } from "./lib/query-client";

/**
 * Renders one public path to HTML for the #root element.
 * @throws Error when the route redirects or fails (a build must not ship a broken page).
 */
export async function renderPage(path: string): Promise<string> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered ${context.status}`);
  if (context.errors) throw new Error(`Prerendering ${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(dataRoutes, context);
  return renderToString(
    <Providers queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}
