/**
 * The one script a server-rendered public page (/, /agenda, /speakers and their Arabic versions)
 * names in its document. Once the page's first contentful paint has happened, it imports the page's
 * own entry (./landing.tsx, ./agenda.tsx, ./speakers.tsx, whose address the document gives in this
 * script element's `data-entry`; web/build/prerender.ts) and, on an Arabic page that paints in the
 * system's font, fetches the Arabic typeface into the cache for the next page
 * (worker/contract/arabic-typeface.ts).
 *
 * Why: the page paints from its HTML and stylesheet alone. Requested at once, the page's code (React,
 * its providers, the route) and the typeface raced the first paint for a phone network's
 * bandwidth and the main thread; Lighthouse's simulation of such a network counts whatever arrived
 * before the paint as holding it up (docs/architecture.md#performance-budget;
 * `npm run bench:lighthouse`). It imports nothing but ./after-first-paint.ts, which only it
 * imports, so the build keeps it a single file.
 */
import { startAfterFirstPaint } from "./after-first-paint";

startAfterFirstPaint((address) => import(/* @vite-ignore */ address));
