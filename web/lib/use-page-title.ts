/** Sets document.title to "{title} | Conference 2025" (in the page's language) while the screen is shown. */
import { useEffect } from "react";
import { createI18n, type I18n } from "../../worker/contract/i18n";
import { useI18n } from "./i18n";

/** The full document title of a screen title, already written in `i18n`'s language. */
export function pageTitle(title: string, i18n: I18n = createI18n("en")): string {
  return title ? i18n._("{title} | Conference 2025", { title }) : i18n._("Conference 2025");
}

/**
 * Sets the document's title while the screen is shown. `title` is translated here when it is a
 * marked message (e.g. a page title of web/app/seo.ts); a title already translated is kept.
 */
export function usePageTitle(title: string): void {
  const i18n = useI18n();
  useEffect(() => {
    document.title = pageTitle(i18n._(title), i18n);
  }, [title, i18n]);
}
