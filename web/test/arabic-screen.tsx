/**
 * Rendering a screen in Arabic for component tests (docs/i18n.md#how-a-message-is-written): the
 * app's providers of {@link renderWithApp} inside an Arabic {@link I18nProvider} with the whole
 * compiled catalogue, and {@link latinWords} to find English left on the screen.
 */
import type { ReactElement } from "react";
import arabic from "../../locales/ar.po?catalog";
import { createI18n } from "../../worker/contract/i18n";
import { I18nProvider } from "../lib/i18n";
import { renderWithApp } from "./render";

/** The Arabic {@link I18n} with the whole catalogue. */
export const arabicI18n = createI18n("ar", arabic);

/** {@link renderWithApp} in Arabic. */
export function renderInArabic(ui: ReactElement, options?: Parameters<typeof renderWithApp>[1]) {
  return renderWithApp(<I18nProvider i18n={arabicI18n}>{ui}</I18nProvider>, options);
}

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
