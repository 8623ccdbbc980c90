/**
 * The product's two languages and the runtime that writes its messages (docs/i18n.md).
 *
 * Messages are ICU MessageFormat (https://unicode-org.github.io/icu/userguide/format_parse/messages/)
 * and the English source text is the key: code calls `i18n._("Days")` or
 * `i18n._("{count, plural, one {# session} other {# sessions}}", { count })`, Lingui's extractor
 * (`npm run i18n:extract`) collects those calls into one PO catalogue per language
 * (locales/en.po, locales/ar.po), and the build compiles the Arabic catalogue with Lingui's own
 * compiler into {@link CompiledMessage}s (web/build/i18n-catalog.ts). English is never loaded as a
 * catalogue: an English message is its key, and the few that carry ICU syntax are parsed here by
 * {@link parseMessage}, which web/build/i18n-catalog.test.ts proves equal to Lingui's compiler for
 * every message of the catalogue. Stock runtimes cost 2.2-7.5 KB of gzip JavaScript; this one
 * costs about 0.5 KB, which the public agenda page's budget allows (docs/decisions/0016-arabic.md).
 *
 * Pure and dependency-free, so both the Worker (emails, PDF, errors, server rendering) and the web
 * app import it. It keeps no global state: each request or render gets its own {@link I18n}.
 */

/** The languages of the product: English (the source) and Arabic (Modern Standard, right to left). */
const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The cookie that keeps the language a person chose with the language switch (docs/api.md#cookies):
 * "en" or "ar", for a year. Read by the Worker to send a visitor to their language's pages and to
 * write the app shell's `lang`.
 */
export const LOCALE_COOKIE = "locale";

/** True when `value` is one of {@link LOCALES}. */
export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "ar";
}

/**
 * The query parameter that carries the language of the page a sign-in link was on (an Arabic
 * page's links to /auth and /login, which are static copies of the app shell): the page it opens
 * starts in that language and keeps it as the person's choice (docs/i18n.md#where-the-language-comes-from).
 */
export const LOCALE_PARAM = "lang";

/**
 * The first of `tags` whose language the product has ("ar-KW" and "ar" are Arabic), or null:
 * `tags` are BCP 47 language tags, most preferred first, as `navigator.languages` lists them
 * (HTML Living Standard) or `Accept-Language` ranks them (RFC 9110, section 12.5.4).
 */
export function preferredLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const language = tag.trim().toLowerCase().split("-")[0];
    if (isLocale(language)) return language;
  }
  return null;
}

/**
 * The `Intl` locale of each language's dates, times and numbers. Arabic is written for Kuwait
 * with Latin digits (`-u-nu-latn`, BCP 47 Unicode extension, RFC 6067): V8's default for `ar-KW`
 * is Arabic-Indic digits, but times, pass codes and phone numbers in Kuwait are written with
 * Latin ones (docs/decisions/0016-arabic.md).
 */
export const FORMAT_LOCALE: Record<Locale, string> = { en: "en-US", ar: "ar-KW-u-nu-latn" };

/** The writing direction of a language, for `dir` attributes (HTML Living Standard, the dir attribute). */
export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/**
 * A message compiled by Lingui (`@lingui/message-utils/compileMessage`): a string, or a list of
 * text pieces, `#` (the plural's number) and placeholders `[name]` or
 * `[name, "plural" | "select" | "selectordinal", { form: message }]`, where a form `=2` is the key
 * "2".
 */
export type CompiledMessage = string | CompiledPart[];
type CompiledPart = string | [string] | [string, string, Record<string, CompiledMessage>];

/** A compiled catalogue: the translation of each message, keyed by its English source text. */
export type Catalog = Readonly<Record<string, CompiledMessage>>;

/** Values of a message's placeholders. */
type MessageValues = Readonly<Record<string, unknown>>;

/** Writes messages in one language. */
export interface I18n {
  readonly locale: Locale;
  /**
   * The message `id` (its English source text) in this language, with `values` in its
   * placeholders. A message missing from the catalogue is written in English.
   */
  _(id: string, values?: MessageValues): string;
}

/**
 * Parses an English ICU message into Lingui's compiled form: plain text, `{name}`,
 * `{name, plural|select|selectordinal, form {message} ...}` (forms nest) and `#`. ICU's apostrophe
 * quoting is not supported: web/build/i18n-catalog.test.ts fails on any message where this parser and
 * Lingui's compiler disagree.
 */
export function parseMessage(source: string): CompiledMessage {
  let at = 0;
  const part = (inPlural: boolean): CompiledPart[] => {
    const parts: CompiledPart[] = [];
    let text = "";
    const flush = () => {
      if (text) parts.push(text);
      text = "";
    };
    while (at < source.length && source[at] !== "}") {
      const char = source[at++]!;
      if (char === "#" && inPlural) {
        flush();
        parts.push("#");
      } else if (char === "{") {
        flush();
        const close = source.slice(at).search(/[,}]/) + at;
        const name = source.slice(at, close).trim();
        at = close + 1;
        if (source[close] === "}") {
          parts.push([name]);
          continue;
        }
        const typeEnd = source.indexOf(",", at);
        const type = source.slice(at, typeEnd).trim();
        at = typeEnd + 1;
        const forms: Record<string, CompiledMessage> = {};
        for (;;) {
          while (source[at] === " ") at++;
          if (at >= source.length || source[at] === "}") break;
          const open = source.indexOf("{", at);
          const key = source.slice(at, open).trim();
          at = open + 1;
          forms[key.replace(/^=/, "")] = part(inPlural || type !== "select");
          at++;
        }
        at++;
        parts.push([name, type, forms]);
      } else text += char;
    }
    flush();
    return parts;
  };
  return part(false);
}

const parsed = new Map<string, CompiledMessage>();

const rules = new Map<string, Intl.PluralRules>();

/** The plural rules of `locale` (Unicode CLDR), built once per locale and type: an agenda writes a plural per day. */
function pluralRules(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale} ${type}`;
  let rule = rules.get(key);
  if (!rule) {
    rule = new Intl.PluralRules(locale, { type });
    rules.set(key, rule);
  }
  return rule;
}

/** Writes `message` with `values`; `#` is the nearest plural's number in `locale`'s digits. */
function write(message: CompiledMessage, values: MessageValues, locale: string, count?: number): string {
  if (typeof message === "string") return message;
  let out = "";
  for (const part of message) {
    if (typeof part === "string") out += part === "#" && count !== undefined ? count.toLocaleString(locale) : part;
    else if (part.length === 1) out += String(values[part[0]] ?? "");
    else {
      const [name, type, forms] = part;
      const value = values[name];
      if (type === "select") out += write(forms[String(value)] ?? forms.other ?? "", values, locale, count);
      else {
        const n = Number(value);
        const category = pluralRules(locale, type === "selectordinal" ? "ordinal" : "cardinal").select(n);
        out += write(forms[String(n)] ?? forms[category] ?? forms.other ?? "", values, locale, n);
      }
    }
  }
  return out;
}

/**
 * The {@link I18n} of `locale`, reading translations from `catalog` (the compiled Arabic
 * catalogue; English needs none). Optionally reports each id it writes, so a server render can
 * send the browser only the translations the page used (worker/routes/pages.ts).
 */
export function createI18n(locale: Locale, catalog: Catalog = {}, onUse?: (id: string) => void): I18n {
  const formatLocale = FORMAT_LOCALE[locale];
  return {
    locale,
    _(id, values = {}) {
      onUse?.(id);
      let message = catalog[id];
      if (message === undefined) {
        if (!id.includes("{")) return id;
        message = parsed.get(id) ?? parseMessage(id);
        parsed.set(id, message);
      }
      return write(message, values, formatLocale);
    },
  };
}

/**
 * An organiser's text in `locale`: the Arabic version when the page is Arabic and one was entered,
 * else the English (docs/product.md#arabic-versions-of-content).
 */
export function localized<T extends string | null>(
  locale: Locale,
  english: T,
  arabic: string | null | undefined,
): T | string {
  return locale === "ar" && arabic ? arabic : english;
}
