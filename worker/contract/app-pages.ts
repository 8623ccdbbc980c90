/**
 * The signed-in app's screens that the Worker renders with the delegate's own data
 * (docs/architecture.md#performance-budget: a delegate on a phone network sees the screen from the
 * first response, not after the app's code and its reads). The renderer is the web app's own
 * (web/entry-server.tsx, {@link RenderAppPage}), reached like the public pages' through the bundler
 * alias of worker/contract/public-pages.ts.
 */
import type { Locale } from "./i18n";
import { PUBLIC_READ_PATHS } from "./public-pages";

/**
 * The screens rendered on the Worker for a signed-in visitor (docs/api.md#html-documents-and-other-paths):
 * the dashboard and the event-day screens a delegate opens first. Any other /app path, and any
 * of these without a valid sign-in session, gets the empty app shell, rendered in the browser.
 */
export const SERVER_RENDERED_APP_PATHS = ["/app", "/app/calendar", "/app/agenda", "/app/my-agenda", "/app/my-pass"];

/** Whether `path` (no query string) is one of {@link SERVER_RENDERED_APP_PATHS}; a trailing slash is ignored. */
export function isServerRenderedAppPath(path: string): boolean {
  return SERVER_RENDERED_APP_PATHS.includes(path.replace(/(.)\/+$/, "$1"));
}

/** GET /api/qrcode/{userId}, the pass QR code (docs/api.md#pass). */
const QR_CODE_PATH = /^\/api\/qrcode\/[1-9]\d{0,14}$/;

/**
 * Whether a screen rendered on the Worker may be rendered with the answer of this read (path
 * without query): the public reads, the current user, their My Agenda and their pass QR code.
 * Other reads (announcements, Q&A) stay in their loading state in the markup and load in the
 * browser, as they do when the screen is rendered there.
 */
export function isSignedInRead(path: string): boolean {
  return (
    (PUBLIC_READ_PATHS as readonly string[]).includes(path) ||
    path === "/api/user" ||
    path === "/api/my-agenda" ||
    QR_CODE_PATH.test(path)
  );
}

/**
 * The query data of a pass QR code read (web/features/pass/api.ts): the SVG that GET
 * /api/qrcode/{userId} answers, as a `data:` URL for an `<img>` (RFC 2397).
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A screen rendered on the Worker: its markup and the query state to hydrate from. */
export interface RenderedAppPage {
  /** The markup of the document's #root element. */
  html: string;
  /** TanStack Query's dehydrated cache (JSON): the reads the markup was rendered with. */
  state: unknown;
}

/**
 * Renders the app at `url` (absolute, one of {@link SERVER_RENDERED_APP_PATHS}) in `locale`, with
 * the reads `read` supplies (by URL, path and query; undefined for a read it does not supply).
 * Resolves to null when `read` gives no current user (the sign-in session is not valid): the
 * browser then renders the screen, or sends the visitor to sign in.
 */
export type RenderAppPage = (
  url: string,
  locale: Locale,
  read: (url: string) => Promise<unknown>,
) => Promise<RenderedAppPage | null>;
