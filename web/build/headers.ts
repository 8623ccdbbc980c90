/**
 * The `_headers` file of the static assets (Workers Static Assets applies it at the edge): the
 * same security headers the Worker sets on its own documents (worker/middleware/
 * security-headers.ts), and a year of immutable caching for the content-hashed files under
 * /assets/ (docs/architecture.md#performance-budget). HTML keeps the platform default: revalidate.
 */
import type { EventSettings } from "../../worker/contract/event";
import { documentHeaders } from "../../worker/middleware/security-headers";

/** Immutable caching for hashed build output (RFC 8246). */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The text of dist/client/_headers for the build's event `settings` (web/build/event-settings.ts). */
export function staticHeadersFile(settings: Pick<EventSettings, "socialEmbedUrl">): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return `${[block("/*", documentHeaders("/", settings)), block("/assets/*", { "Cache-Control": IMMUTABLE })].join("\n\n")}\n`;
}
