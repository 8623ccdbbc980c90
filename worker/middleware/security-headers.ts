/**
 * Security headers (docs/architecture.md#security) for everything the Worker answers:
 * the API and the HTML documents it serves. Static assets get the same policy from
 * dist/client/_headers, which web/build/headers.ts writes from {@link documentHeaders} at build
 * time (Workers Static Assets applies it at the edge), so the two cannot drift
 * (worker/test/security-headers.test.ts checks both).
 *
 * - Content-Security-Policy: no inline or third-party scripts; third-party frames allowed by
 *   name ({@link frameSources}: the social feed embed's origin); `frame-ancestors 'none'`.
 * - Strict-Transport-Security: two years, subdomains (RFC 6797).
 * - X-Content-Type-Options: nosniff; Referrer-Policy: strict-origin-when-cross-origin.
 * - Cache-Control: API answers `private, no-store` unless the route chose its caching.
 * - Permissions-Policy: the camera only on the door check-in page, which the app opens as a
 *   full document load for that reason (a policy is fixed per document).
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import type { EventSettings } from "../contract/event";
import { DEFAULT_SETTINGS } from "../contract/default-settings";
import type { ServerSettings } from "../settings";

/**
 * Third-party origins that may be framed (docs/decisions/0011-readings-of-the-spec.md#social-feed: "Third-party frames load
 * lazily and are allowed by name in the CSP"): the organiser's network (LinkedIn) and the origin
 * of the configured feed embed (`socialEmbedUrl`), when it is an https URL.
 */
export function frameSources(settings: Pick<EventSettings, "socialEmbedUrl">): string[] {
  const sources = new Set(["https://www.linkedin.com"]);
  if (URL.canParse(settings.socialEmbedUrl)) {
    const embed = new URL(settings.socialEmbedUrl);
    if (embed.protocol === "https:") sources.add(embed.origin);
  }
  return [...sources];
}

/** The only page allowed to use the camera (docs/decisions/0005-pass-token-and-check-in.md, check-in scanning). */
export const CAMERA_PATH = "/app/admin/check-in";

const cspDocument = (settings: Pick<EventSettings, "socialEmbedUrl">) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // React and Radix set style attributes; no script is allowed inline.
    "style-src 'self' 'unsafe-inline'",
    // Speaker photos may be imported as any https URL (docs/messages.md#speaker-input).
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameSources(settings).join(" ")}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

const COMMON = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
} as const;

const NO_POWERFUL_FEATURES = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/** Headers of an HTML document (or static asset) at `path`, framing what `settings` embed. */
export function documentHeaders(path: string, settings: Pick<EventSettings, "socialEmbedUrl">): Record<string, string> {
  return {
    ...COMMON,
    "Content-Security-Policy": cspDocument(settings),
    "Permissions-Policy":
      path === CAMERA_PATH ? NO_POWERFUL_FEATURES.replace("camera=()", "camera=(self)") : NO_POWERFUL_FEATURES,
  };
}

/**
 * CSP of an API answer and of a file served on its own (a speaker photo, a QR SVG): nothing may
 * run, load or be framed. A route whose file needs more (inline SVG styles) extends it.
 */
export const FILE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Headers of API answers: nothing may be rendered or framed from them, and, unless the route
 * set its own caching (public reads, media, the pass key), nothing is stored by a browser or a
 * shared cache: an answer may hold personal data or a credential (/api/user, the calendar feed
 * URL, event settings; OWASP ASVS 5.0 V14.3).
 */
const API_HEADERS: Record<string, string> = {
  ...COMMON,
  "Content-Security-Policy": FILE_CSP,
  "Permissions-Policy": NO_POWERFUL_FEATURES,
  "Cache-Control": "private, no-store",
};

/**
 * Adds the headers to every Worker response that does not set its own value (a route may set a
 * stricter CSP, e.g. the QR SVG).
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const path = new URL(c.req.url).pathname;
  // Settings are missing when resolving them failed (a malformed EVENT_SETTINGS_JSON): the error
  // answer still gets its headers, with the default frame sources.
  const settings = (c.get("settings") as ServerSettings | undefined)?.event ?? DEFAULT_SETTINGS;
  const headers = path.startsWith("/api/") ? API_HEADERS : documentHeaders(path, settings);
  // Responses from bindings (ASSETS, R2) have immutable headers: copy before adding.
  const response = new Response(c.res.body, c.res);
  for (const [name, value] of Object.entries(headers)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  c.res = response;
};
