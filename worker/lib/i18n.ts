/**
 * The Worker's writer of messages in a language (docs/i18n.md): emails, the pass PDF. A new
 * {@link I18n} each time, never one shared by the isolate, whose requests may be in different
 * languages. The Arabic catalogue is compiled into the Worker at build time.
 */
import arabic from "../../locales/ar.po?catalog";
import { createI18n, type I18n, type Locale } from "../contract/i18n";

/** The {@link I18n} of `locale`. */
export function serverI18n(locale: Locale): I18n {
  return createI18n(locale, locale === "ar" ? arabic : {});
}
