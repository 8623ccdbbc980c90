/**
 * What the public pages say about themselves to browsers, search engines and link previews
 * (docs/architecture.md#search-engines-and-link-previews): title, description, canonical URL and
 * Open Graph tags, written into the prerendered HTML by web/build/prerender.ts with the build's
 * event settings; the Worker's rendering replaces the description and site name with the current
 * settings' ({@link publicPageMeta}, worker/routes/pages.ts). The pages set the same title at run
 * time through usePageTitle.
 */
import { createI18n, FORMAT_LOCALE, type I18n, type Locale } from "../../worker/contract/i18n";
import { localePagePath, type PublicPagePath } from "../../worker/contract/public-pages";
import { formatTime12h } from "../../worker/contract/time";
import { type EventSettings, localizeSettings } from "../../worker/contract/event";
import { pageTitle } from "../lib/use-page-title";

export interface PublicPage {
  /** URL path. */
  path: PublicPagePath;
  /** Output file in dist/client (Workers Static Assets serves /agenda from agenda.html). */
  file: string;
  /** The page's own entry module (web/site/), relative to web/. */
  entry: string;
  /** The English title, marked for translation (docs/i18n.md); pages show `i18n._(title)`. */
  title: string;
}

/** The page's description for search engines and link previews, from the event `settings`, in `i18n`'s language. */
function description(path: PublicPagePath, { events, venue }: EventSettings, i18n: I18n): string {
  const english = i18n.locale === "en";
  /** The main conference's date, e.g. "13 October 2025" (British form in English, the pages' locale en_GB). */
  const when = new Intl.DateTimeFormat(english ? "en-GB" : FORMAT_LOCALE[i18n.locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${events.AC2025.date}T00:00:00Z`));
  /** Its hours, e.g. "8:00 AM–12:30 PM". */
  const hours = `${formatTime12h(events.AC2025.startTime, i18n.locale)}–${formatTime12h(events.AC2025.endTime, i18n.locale)}`;
  const values = {
    conference: events.AC2025.name,
    evening: events.GC_POWERLIST.name,
    when,
    hours,
    venue: venue.name,
    city: venue.city,
  };
  switch (path) {
    case "/":
      return i18n._(
        "{conference}: energy and infrastructure public-private partnerships in Kuwait, {when}, {venue}, {city}. Free to attend; registration required. With the {evening} evening.",
        values,
      );
    case "/agenda":
      return i18n._(
        "Sessions, panels and speakers of {conference} ({when}, {hours}) and the {evening} evening in {city}.",
        values,
      );
    case "/speakers":
      return i18n._(
        "Policymakers, developers, financiers and General Counsel speaking at {conference} and the {evening}, {when}, {city}.",
        values,
      );
  }
}

/**
 * The parts of a page's head tags that come from the event `settings`, as `i18n`'s language shows
 * them (their Arabic versions on an Arabic page): its description and the site name (the main
 * conference's name).
 */
export function publicPageMeta(
  path: PublicPagePath,
  settings: EventSettings,
  i18n: I18n = createI18n("en"),
): { description: string; siteName: string } {
  const shown = localizeSettings(settings, i18n.locale);
  return { description: description(path, shown, i18n), siteName: shown.events.AC2025.name };
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: "/",
    file: "index.html",
    entry: "site/landing.tsx",
    title: /*i18n*/ "Energy & Infrastructure PPP Conference",
  },
  {
    path: "/agenda",
    file: "agenda.html",
    entry: "site/agenda.tsx",
    title: /*i18n*/ "Conference Agenda",
  },
  {
    path: "/speakers",
    file: "speakers.html",
    entry: "site/speakers.tsx",
    title: /*i18n*/ "Conference Speakers",
  },
];

/** The page's title by path (used by the page components too). */
export function publicPageTitle(path: PublicPage["path"]): string {
  return PUBLIC_PAGES.find((p) => p.path === path)!.title;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Open Graph's locale of each language (https://ogp.me/#optional). */
const OG_LOCALE: Record<Locale, string> = { en: "en_GB", ar: "ar_KW" };

/**
 * The head tags of a page in `i18n`'s language: <title>, description, canonical, the alternates in
 * both languages (`hreflang`, English as `x-default`), and Open Graph / Twitter card tags.
 * @param origin absolute site origin for canonical and og:url, e.g. "https://conference2025.com".
 * @param settings the build's event settings (web/build/event-settings.ts).
 */
export function headTags(page: PublicPage, i18n: I18n, origin: string, settings: EventSettings): string {
  const { locale } = i18n;
  const urlIn = (language: Locale) => `${origin}${localePagePath(page.path, language)}`;
  const url = urlIn(locale);
  const title = escapeAttribute(pageTitle(i18n._(page.title), i18n));
  const meta = publicPageMeta(page.path, settings, i18n);
  const description = escapeAttribute(meta.description);
  const other: Locale = locale === "ar" ? "en" : "ar";
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<link rel="alternate" hreflang="en" href="${urlIn("en")}" />`,
    `<link rel="alternate" hreflang="ar" href="${urlIn("ar")}" />`,
    `<link rel="alternate" hreflang="x-default" href="${urlIn("en")}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeAttribute(meta.siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${origin}/images/og-card.jpg" />`,
    `<meta property="og:locale" content="${OG_LOCALE[locale]}" />`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join("\n    ");
}
