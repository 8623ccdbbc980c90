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
 *   stays in automatic splitting, and so does the signed-in app, split by route.
 * Libraries are named rather than found through the module graph because barrels such as
 * `radix-ui` and `lucide-react` statically import every primitive or icon: the graph would put
 * all of them in `site`, though tree-shaking keeps only what each chunk uses.
 */
import type { Rolldown } from "vite";

type Groups = NonNullable<Exclude<Rolldown.OutputOptions["codeSplitting"], boolean | undefined>["groups"]>;
type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/**
 * Libraries the public pages share that may join the `site` chunk: the class-name helpers and
 * lucide's icon base (each icon stays with the code that draws it).
 */
const SITE_LIBRARIES = /node_modules[\\/](clsx|tailwind-merge|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))/;

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
 */
export function chunkGroups(publicEntries: readonly string[]): Groups {
  // Pages per module, computed once per build on the first module the `site` group sees.
  let pagesOf: Map<string, number> | null = null;
  return [
    { name: "runtime", priority: 2, test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ },
    {
      priority: 1,
      name(moduleId, ctx) {
        if (!pagesOf) {
          pagesOf = new Map();
          for (const entry of publicEntries) {
            for (const id of staticClosure(entry, (m) => ctx.getModuleInfo(m)))
              pagesOf.set(id, (pagesOf.get(id) ?? 0) + 1);
          }
        }
        const eligible = !moduleId.includes("node_modules") || SITE_LIBRARIES.test(moduleId);
        const shared = (pagesOf.get(moduleId) ?? 0) >= SITE_MIN_PAGES;
        return eligible && shared && !publicEntries.includes(moduleId) ? "site" : null;
      },
    },
  ];
}
