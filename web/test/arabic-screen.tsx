/**
 * Arabic screens in component tests (docs/i18n.md#how-a-message-is-written): {@link arabicI18n}
 * for `renderWithApp(ui, { i18n: arabicI18n })` (web/test/render.tsx) or an `I18nProvider`, and
 * {@link latinWords} to find English left on the screen.
 */
import arabic from "../../locales/ar.po?catalog";
import { createI18n } from "../../worker/contract/i18n";

/** The Arabic {@link I18n} with the whole compiled catalogue. */
export const arabicI18n = createI18n("ar", arabic);

const NAMED_BY = ["aria-label", "title", "placeholder", "alt"];

/**
 * The Latin words (two letters or more) of `root`'s text and of its elements' accessible names,
 * titles, placeholders and alternative texts, once each string of `data` (names, event names,
 * content entered only in English) is taken out. Empty when the screen is all Arabic.
 */
export function latinWords(root: Element, data: readonly string[]): string[] {
  const labelled = [...root.querySelectorAll(NAMED_BY.map((name) => `[${name}]`).join(","))];
  let text = [root.textContent, ...labelled.flatMap((el) => NAMED_BY.map((name) => el.getAttribute(name)))]
    .filter(Boolean)
    .join(" ");
  for (const value of data) text = text.replaceAll(value, " ");
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}
