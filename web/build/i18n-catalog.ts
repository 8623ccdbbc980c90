/**
 * Vite plugin: `import catalog from "…/locales/ar.po?catalog"` gives the compiled catalogue of a PO
 * file (worker/contract/i18n.ts `Catalog`): each translated message compiled by Lingui's own
 * compiler (`@lingui/message-utils`), keyed by its English source text. Untranslated messages are
 * left out, so they are written in English (web/build/i18n-catalog.test.ts requires none). Used by the
 * browser build, the Worker build and the tests (docs/i18n.md).
 */
import { readFile } from "node:fs/promises";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";
import type { Catalog, CompiledMessage } from "../../worker/contract/i18n";

const SUFFIX = ".po?catalog";

/** Reads and compiles one PO catalogue. */
export async function compileCatalog(file: string): Promise<Catalog> {
  const entries = await formatter({ explicitIdAsDefault: true }).parse(await readFile(file, "utf8"), {
    locale: null,
    sourceLocale: "en",
    filename: file,
  });
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

/** The `?catalog` loader of PO files. */
export function i18nCatalog(): Plugin {
  return {
    name: "i18n-catalog",
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -"?catalog".length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(await compileCatalog(file))};`;
    },
  };
}
