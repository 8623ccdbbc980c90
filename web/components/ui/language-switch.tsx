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

/** The other language of the page, and how to switch to it. */
interface LanguageChoice {
  /** The language offered: Arabic on an English page, English on an Arabic one. */
  other: Locale;
  /** Its name in its own language, the switch's text. */
  name: string;
  /** This page's address in the other language, or null in the signed-in app (same address). */
  alternate: string | null;
  /** Keeps the choice (cookie, and the account when signed in), then opens the page in it. */
  choose: () => void;
}

/** The switch's behaviour, for a link ({@link LanguageSwitch}) or a menu item (the app's avatar menu). */
export function useLanguageChoice(): LanguageChoice {
  const { locale } = useI18n();
  const alternate = useAlternate();
  const other: Locale = locale === "ar" ? "en" : "ar";
  const choose = () => {
    rememberLocale(other);
    void import("../../lib/save-locale")
      .then(({ saveAccountLocale }) => saveAccountLocale(other))
      .catch(() => undefined)
      .finally(() => {
        if (alternate) window.location.assign(alternate);
        else window.location.reload();
      });
  };
  return { other, name: LANGUAGE_NAMES[other], alternate, choose };
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { other, name, alternate, choose } = useLanguageChoice();
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
        choose();
      }}
    >
      {name}
    </a>
  );
}
