/**
 * The language switch (docs/i18n.md#where-the-language-comes-from): "العربية" on an English page,
 * "English" on an Arabic one, each written in its own language (WCAG 3.1.2, `lang`). It keeps the
 * choice in the `locale` cookie and, for a signed-in person, with their account (PUT
 * /api/user/locale: their emails follow it, docs/data-model.md#users), then opens this page in the
 * other language: its other address on a public page, the same address reloaded in the signed-in
 * app. The save is loaded only when the switch is clicked (the public pages' JavaScript budget,
 * docs/architecture.md#performance-budget); a failed save still switches the page.
 */
import type { Locale } from "../../../worker/contract/i18n";
import { cn } from "../../lib/cn";
import { rememberLocale, useAlternate, useI18n } from "../../lib/i18n";

/** Each language's name in its own language. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ar: "العربية" };

export function LanguageSwitch({ className }: { className?: string }) {
  const { locale } = useI18n();
  const alternate = useAlternate();
  const other: Locale = locale === "ar" ? "en" : "ar";
  return (
    <a
      href={alternate ?? ""}
      lang={other}
      hrefLang={other}
      className={cn(
        "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2",
        className,
      )}
      onClick={(event) => {
        // A new tab or window (modifier keys) opens the address as it is.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        rememberLocale(other);
        void import("../../lib/save-locale")
          .then(({ saveAccountLocale }) => saveAccountLocale(other))
          .catch(() => undefined)
          .finally(() => {
            if (alternate) window.location.assign(alternate);
            else window.location.reload();
          });
      }}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
