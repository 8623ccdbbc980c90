/**
 * How an Arabic public page decides whether to use the Arabic typeface at its first paint
 * (docs/i18n.md#font). The faces are `font-display: optional` and not preloaded, so a browser uses
 * them only when they are already in its cache: on a visitor's first Arabic page they cannot be,
 * and fetching them there only raced the page for a phone network's bandwidth. So the built Arabic
 * documents start with `data-typeface="deferred"` on `<html>`, which keeps the system's Arabic font
 * (web/arabic.css); once the page has painted, web/site/boot.ts fetches the faces into the cache and
 * sets the cookie; from then on the Worker removes the attribute (worker/routes/pages.ts) and the
 * page uses the typeface from the cache.
 *
 * Kept free of imports: web/site/boot.ts, the public pages' only script before their first paint,
 * must stay a single file.
 */

/** The attribute of `<html>` that keeps the system's font until the typeface is cached. */
export const TYPEFACE_ATTRIBUTE = "data-typeface";

/** Its value in the built Arabic documents. */
export const TYPEFACE_DEFERRED = "deferred";

/**
 * The cookie that tells the Worker the typeface's files are in this browser's cache ("cached"),
 * for a year like the files themselves (hashed assets are cached for a year). Not a credential:
 * at worst, a browser that has lost the files fetches them while the page paints, as it would
 * without the cookie.
 */
export const TYPEFACE_COOKIE = "typeface";
