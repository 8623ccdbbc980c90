/**
 * How the browser build splits code into files (Rolldown `output.codeSplitting`, used by
 * vite.config.ts), for the JavaScript budget of the public pages (docs/architecture.md#performance-budget,
 * Speed: at most 110 KB gzip before a public page is interactive; `npm run bench:lighthouse`):
 * - `runtime`: React and TanStack Query, which start every page, public or signed in;
 * - `site`: our own modules that at least two of the public pages' entries load statically (the
 *   shared UI, the API client, settings, time helpers) and the small libraries they all use
 *   ({@link SITE_LIBRARIES}). Left to automatic splitting, these came as ~20 small files that
 *   gzip separately; one file compresses better (3 KB less on /agenda) and costs fewer
 *   requests, for a few hundred bytes a page may not use. What one public page alone uses
 *   stays in automatic splitting;
 * - `app-shell`: what the signed-in app's chrome (web/app/app-layout.tsx: header, menus, bottom
 *   bar, the protected-route guard) loads statically and no public page does, with nothing a
 *   public page loads among its own imports, our modules and libraries alike, for the signed-in app's budget (docs/architecture.md#performance-budget,
 *   `npm run bench:app`: at most 20 script files). Left to automatic splitting, the chrome came as
 *   ~30 files (each Radix part and each icon its own), each a round trip on a phone's network.
 *   The screens stay split by route.
 * Icons are imported one module each (`lucide-react/icons/<name>`), never through the package's
 * barrel, so the module graph says which code draws which icon. Libraries are still named for
 * `site` rather than found through the graph because the `radix-ui` barrel statically imports every
 * primitive: the graph would put all of them in `site`, though tree-shaking keeps only what each
 * chunk uses.
 */
import type { Rolldown } from "vite";

type Groups = NonNullable<Exclude<Rolldown.OutputOptions["codeSplitting"], boolean | undefined>["groups"]>;
type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/**
 * Libraries the public pages share that may join the `site` chunk: the class-name helpers and
 * lucide, its base and the icons at least {@link SITE_MIN_PAGES} pages draw (each imported one
 * module each, so the graph is exact).
 */
const SITE_LIBRARIES = /node_modules[\\/](clsx|tailwind-merge|lucide-react[\\/]dist[\\/]esm[\\/])/;

/** How many public pages must load a module statically for it to join the `site` chunk. */
const SITE_MIN_PAGES = 2;

/** Module ids statically reachable from `entry`, the entry included. */
function staticClosure(entry: string, infoOf: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(infoOf(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The code-splitting groups of the browser build.
 * @param publicEntries absolute ids of the public pages' entry modules (web/site/*.tsx).
 * @param appChrome absolute id of the signed-in app's chrome module (web/app/app-layout.tsx).
 */
export function chunkGroups(publicEntries: readonly string[], appChrome: string): Groups {
  const RUNTIME = /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/;
  // Pages per module and the chrome's modules, computed once per build on the first module seen.
  let graph: { pagesOf: Map<string, number>; chrome: Set<string> } | null = null;
  const inSite = (id: string, pagesOf: Map<string, number>) =>
    (!id.includes("node_modules") || SITE_LIBRARIES.test(id)) &&
    (pagesOf.get(id) ?? 0) >= SITE_MIN_PAGES &&
    !publicEntries.includes(id);
  const graphOf = (infoOf: ModuleInfoOf) => {
    if (!graph) {
      const pagesOf = new Map<string, number>();
      for (const entry of publicEntries) {
        for (const id of staticClosure(entry, infoOf)) pagesOf.set(id, (pagesOf.get(id) ?? 0) + 1);
      }
      // Public pages never need `app-shell`: it takes none of their modules, nor (below) the
      // modules they load that its own modules import.
      const chrome = new Set([...staticClosure(appChrome, infoOf)].filter((id) => !pagesOf.has(id)));
      graph = { pagesOf, chrome };
    }
    return graph;
  };
  return [
    { name: "runtime", priority: 3, test: RUNTIME },
    {
      priority: 2,
      name: (moduleId, ctx) => (inSite(moduleId, graphOf((m) => ctx.getModuleInfo(m)).pagesOf) ? "site" : null),
    },
    {
      priority: 1,
      includeDependenciesRecursively: false,
      name: (moduleId, ctx) => (graphOf((m) => ctx.getModuleInfo(m)).chrome.has(moduleId) ? "app-shell" : null),
    },
  ];
}
