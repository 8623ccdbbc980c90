import { QUERY_STATE_ELEMENT_ID } from "../../worker/contract/public-pages";

/**
 * Deferred hydration of prerendered sections (docs/architecture.md#performance-budget: the
 * JavaScript a public page requests before it is interactive). A section loaded with
 * {@link lazyWhenNear} keeps its server HTML — visible, with working links — while its code
 * waits: React leaves a suspended boundary's server HTML in place during hydration. When the
 * section's own element is not in the document yet (the page was not prerendered, e.g. the app's
 * client-side navigation), there is nothing to show, so the code loads at once.
 */

/**
 * Resolves when `element` comes within `below` of the bottom of the viewport, or is anywhere
 * above it: a visitor who jumps past the element (an in-page link, a fast fling, the End key)
 * never sees it cross the viewport, and the content after it must still come to life.
 */
function whenReached(element: Element, below: string): Promise<void> {
  if (typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      // The root grows upwards without bound (a million px), and by `below` downwards.
      { rootMargin: `1000000px 0px ${below} 0px` },
    );
    observer.observe(element);
  });
}

/**
 * A `lazy()` loader: when the element `anchorId` (rendered by the section itself) is already in
 * the document as prerendered HTML, it waits until that element nears the viewport or has been
 * scrolled past, then imports; otherwise it imports at once.
 * @param below how far below the viewport counts as near (a CSS length), default 200px.
 */
export function lazyWhenNear<T>(load: () => Promise<T>, anchorId: string, below = "200px"): () => Promise<T> {
  return () => {
    const prerendered = typeof document === "undefined" ? null : document.getElementById(anchorId);
    return prerendered ? whenReached(prerendered, below).then(load) : load();
  };
}

/**
 * True when a page's first render may show the data its query cache holds: on the server (the
 * markup is rendered from that cache), and in a browser whose document carries the query state
 * the server rendered with (worker/routes/pages.ts). False for the build-time documents, whose
 * markup shows loading states: a deferred section must then render its loading state first,
 * whatever the cache holds by the time it hydrates, or React discards its server HTML.
 */
export function startsWithServerData(): boolean {
  return typeof document === "undefined" || document.getElementById(QUERY_STATE_ELEMENT_ID) !== null;
}
