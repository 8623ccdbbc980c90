/**
 * What the public pages say about themselves to browsers, search engines and link previews
 * (docs/architecture.md#search-engines-and-link-previews): title, description, canonical URL and
 * Open Graph tags, written into the prerendered HTML by web/build/prerender.ts with the build's
 * event settings; the Worker's rendering replaces the description and site name with the current
 * settings' ({@link publicPageMeta}, worker/routes/pages.ts). The pages set the same title at run
 * time through usePageTitle.
 */
import type { PublicPagePath } from "../../worker/contract/public-pages";
import { formatTime12h } from "../../worker/contract/time";
import type { EventSettings } from "../../worker/contract/event";
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

/** The page's description for search engines and link previews, from the event `settings`. */
function description(path: PublicPagePath, { events, venue }: EventSettings): string {
  /** The main conference's date in British form, e.g. "13 October 2025" (the pages' locale, en_GB). */
  const when = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${events.AC2025.date}T00:00:00Z`));
  /** Its hours, e.g. "8:00 AM–12:30 PM". */
  const hours = `${formatTime12h(events.AC2025.startTime)}–${formatTime12h(events.AC2025.endTime)}`;
  switch (path) {
    case "/":
      return `${events.AC2025.name}: energy and infrastructure public-private partnerships in Kuwait, ${when}, ${venue.name}, ${venue.city}. Free to attend; registration required. With the ${events.GC_POWERLIST.name} evening.`;
    case "/agenda":
      return `Sessions, panels and speakers of ${events.AC2025.name} (${when}, ${hours}) and the ${events.GC_POWERLIST.name} evening in ${venue.city}.`;
    case "/speakers":
      return `Policymakers, developers, financiers and General Counsel speaking at ${events.AC2025.name} and the ${events.GC_POWERLIST.name}, ${when}, ${venue.city}.`;
  }
}

/**
 * The parts of a page's head tags that come from the event `settings`: its description and the
 * site name (the main conference's name).
 */
export function publicPageMeta(
  path: PublicPagePath,
  settings: EventSettings,
): { description: string; siteName: string } {
  return { description: description(path, settings), siteName: settings.events.AC2025.name };
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

/**
 * The head tags of a page: <title>, description, canonical and Open Graph / Twitter card tags.
 * @param origin absolute site origin for canonical and og:url, e.g. "https://conference2025.com".
 * @param settings the build's event settings (web/build/event-settings.ts).
 */
export function headTags(page: PublicPage, origin: string, settings: EventSettings): string {
  const url = `${origin}${page.path}`;
  const title = escapeAttribute(pageTitle(page.title));
  const meta = publicPageMeta(page.path, settings);
  const description = escapeAttribute(meta.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeAttribute(meta.siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${origin}/images/og-card.jpg" />`,
    `<meta property="og:locale" content="en_GB" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join("\n    ");
}
