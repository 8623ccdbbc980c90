/**
 * Lingui's extractor (`npm run i18n:extract`): collects every message the code writes with
 * `i18n._("…")` (or marks with a leading `/*i18n*\/` comment) into one PO catalogue per language,
 * keyed by the English source text (docs/i18n.md). Sorted by message and without source lines,
 * so catalogues change only when messages do.
 */
import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ar"],
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}",
      include: ["<rootDir>/web", "<rootDir>/worker"],
      exclude: ["**/*.d.ts", "**/*.test.ts", "**/*.test.tsx", "**/test/**", "**/build/**", "**/node_modules/**"],
    },
  ],
  orderBy: "messageId",
  format: formatter({ lineNumbers: false, origins: false, explicitIdAsDefault: true }),
});
