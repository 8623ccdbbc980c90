/**
 * What a server-rendered public page does once it has painted (./boot.ts, which the build keeps a
 * single file with this module and the constants it imports).
 */
import { TYPEFACE_ATTRIBUTE, TYPEFACE_COOKIE, TYPEFACE_DEFERRED } from "../../worker/contract/arabic-typeface";

/** The attribute of the boot script's element that holds the address of the page's entry. */
export const ENTRY_ATTRIBUTE = "data-entry";

/** The Arabic typeface's family and weights (web/arabic.css), and a letter that selects its faces. */
const TYPEFACE = { family: "IBM Plex Sans Arabic", weights: [400, 700], sample: "ع" };

/**
 * Calls `then` once the page's first contentful paint has been presented (Paint Timing, buffered, so
 * a paint before this script ran counts). Where Paint Timing is missing: after the next frame (a
 * task queued by a requestAnimationFrame callback runs after that frame's paint; HTML Living
 * Standard, "update the rendering"). In a background tab, both wait until the tab is shown.
 */
function afterFirstPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: "paint", buffered: true });
}

/**
 * Fetches the typeface's faces into the cache, then tells the Worker they are there. Should they not
 * load (offline), nothing changes: pages keep the system's font.
 */
async function cacheTypeface(): Promise<void> {
  const loads = TYPEFACE.weights.map((w) => document.fonts.load(`${w} 1em "${TYPEFACE.family}"`, TYPEFACE.sample));
  const faces = await Promise.all(loads).catch(() => []);
  if (faces.flat().length < TYPEFACE.weights.length) return;
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, read by the Worker; the Cookie Store API is not in every browser the product supports.
  document.cookie = `${TYPEFACE_COOKIE}=cached; Path=/; Max-Age=31536000; SameSite=Lax; Secure`;
}

/**
 * Once the first contentful paint has happened: imports the page's entry with `importEntry` (its
 * address from the script element's `data-entry`) and, on an Arabic page that waits for the
 * typeface, fetches it into the cache. Should the code not load (offline, or a deploy replaced it),
 * the page stays as the server rendered it: its links still work.
 */
export function startAfterFirstPaint(importEntry: (address: string) => Promise<unknown>): void {
  const entry = document.querySelector(`script[${ENTRY_ATTRIBUTE}]`)?.getAttribute(ENTRY_ATTRIBUTE);
  afterFirstPaint(() => {
    if (entry) void importEntry(entry);
    if (document.documentElement.getAttribute(TYPEFACE_ATTRIBUTE) === TYPEFACE_DEFERRED) void cacheTypeface();
  });
}
