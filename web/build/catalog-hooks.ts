/**
 * Node's module hooks for the `?catalog` imports of PO files (web/build/i18n-catalog.ts), for code
 * that tsx runs outside Vite: the benchmarks import the Worker's services, which import the Arabic
 * catalogue (worker/lib/i18n.ts). Loaded before the entry with `tsx --import
 * ./web/build/catalog-hooks.ts <entry>` (package.json, the `bench:*` scripts); the module is the
 * one the Vite plugin makes, from the same code. Without the hooks Node refuses the import
 * (`ERR_UNKNOWN_FILE_EXTENSION ".po"`).
 */
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";
import { CATALOG_SUFFIX, catalogModule } from "./i18n-catalog";

registerHooks({
  load(url, context, nextLoad) {
    if (!url.endsWith(CATALOG_SUFFIX)) return nextLoad(url, context);
    return { format: "module", source: catalogModule(fileURLToPath(url)), shortCircuit: true };
  },
});
