/**
 * Vite plugin: `import catalog from "…/locales/ar.po?catalog"` gives the compiled catalogue of a PO
 * file (worker/contract/i18n.ts `Catalog`): each translated message compiled by Lingui's own
 * compiler (`@lingui/message-utils`), keyed by its English source text. Untranslated messages are
 * left out, so they are written in English (web/build/i18n-catalog.test.ts requires none). Used by the
 * browser build, the Worker build and the tests (docs/i18n.md); code that tsx runs outside Vite
 * (the benchmarks) gets the same module from Node's module hooks in web/build/catalog-hooks.ts.
 */
import { readFileSync } from "node:fs";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";
import type { Catalog, CompiledMessage } from "../../worker/contract/i18n";

/** How a `?catalog` import's path ends. */
export const CATALOG_SUFFIX = ".po?catalog";

/**
 * Reads and compiles one PO catalogue (`file`, a path). Synchronous, as Node's in-thread module
 * hooks must be (web/build/catalog-hooks.ts).
 * @throws Error when the file cannot be read, or when @lingui/format-po parses asynchronously
 *   (its `CatalogFormatter` type allows it; the PO formatter of this version does not).
 */
export function compileCatalog(file: string): Catalog {
  const entries = formatter({ explicitIdAsDefault: true }).parse(readFileSync(file, "utf8"), {
    locale: null,
    sourceLocale: "en",
    filename: file,
  });
  if (entries instanceof Promise) throw new Error("@lingui/format-po parsed a catalogue asynchronously");
  const catalog: Record<string, CompiledMessage> = {};
  for (const [id, entry] of Object.entries(entries ?? {})) {
    if (entry.translation) catalog[id] = compact(compileMessage(entry.translation));
  }
  return catalog;
}

/** A message that is only text becomes that string (fewer bytes); JSON drops undefined offsets. */
function compact(message: ReturnType<typeof compileMessage>): CompiledMessage {
  const json = JSON.parse(JSON.stringify(message)) as CompiledMessage;
  return Array.isArray(json) && json.length === 1 && typeof json[0] === "string" ? json[0] : json;
}

/** The source of the module that a `?catalog` import of the PO file `file` (a path) is: the compiled catalogue as its default export. */
export function catalogModule(file: string): string {
  return `export default ${JSON.stringify(compileCatalog(file))};`;
}

/** The `?catalog` loader of PO files. */
export function i18nCatalog(): Plugin {
  return {
    name: "i18n-catalog",
    load(id) {
      if (!id.endsWith(CATALOG_SUFFIX)) return null;
      const file = id.slice(0, -"?catalog".length);
      this.addWatchFile(file);
      return catalogModule(file);
    },
  };
}
