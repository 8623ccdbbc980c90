/**
 * Screens in both languages in component tests (docs/i18n.md#how-a-message-is-written):
 * {@link LOCALES} and {@link I18NS} run a test once per language
 * (`describe.each(LOCALES)("Screen (%s)", (locale) => …)`, `renderWithApp(ui, { i18n: I18NS[locale] })`,
 * web/test/render.tsx), with the expected texts of each language in a table beside the test;
 * {@link foreignWords} finds words of the other language left on the screen. {@link arabicI18n} and
 * {@link latinWords} serve the tests that are about Arabic alone.
 */
import arabic from "../../locales/ar.po?catalog";
import { createI18n, type I18n, type Locale } from "../../worker/contract/i18n";

/** The Arabic {@link I18n} with the whole compiled catalogue. */
export const arabicI18n = createI18n("ar", arabic);

/** The app's languages, English first: `describe.each(LOCALES)` runs a test once in each. */
export const LOCALES: readonly Locale[] = ["en", "ar"];

/** The {@link I18n} a screen is rendered with in each language. */
export const I18NS: Record<Locale, I18n> = { en: createI18n("en"), ar: arabicI18n };

const NAMED_BY = ["aria-label", "title", "placeholder", "alt"];

/** `root`'s text and its elements' accessible names, titles, placeholders and alternative texts, with each string of `data` taken out. */
function screenText(root: Element, data: readonly string[]): string {
  const labelled = [...root.querySelectorAll(NAMED_BY.map((name) => `[${name}]`).join(","))];
  let text = [root.textContent, ...labelled.flatMap((el) => NAMED_BY.map((name) => el.getAttribute(name)))]
    .filter(Boolean)
    .join(" ");
  for (const value of data) text = text.replaceAll(value, " ");
  return text;
}

/**
 * The Latin words (two letters or more) of `root`'s text and of its elements' accessible names,
 * titles, placeholders and alternative texts, once each string of `data` (names, event names,
 * content entered only in English) is taken out. Empty when the screen is all Arabic.
 */
export function latinWords(root: Element, data: readonly string[]): string[] {
  return screenText(root, data).match(/[A-Za-z]{2,}/g) ?? [];
}

/** Arabic words (two letters or more, Unicode block U+0600–U+06FF) of `root`, as {@link latinWords} reads it. */
function arabicWords(root: Element, data: readonly string[]): string[] {
  return screenText(root, data).match(/[\u0600-\u06FF]{2,}/g) ?? [];
}

/**
 * The words of the other language left on `root` when it is written in `locale`: Latin words on
 * an Arabic screen, Arabic words on an English one; `data` (names, codes, content kept as entered)
 * is taken out first. Empty when the whole screen is in `locale`.
 */
export function foreignWords(locale: Locale, root: Element, data: readonly string[]): string[] {
  return locale === "ar" ? latinWords(root, data) : arabicWords(root, data);
}
