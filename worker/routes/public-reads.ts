/**
 * The public reads (contract PUBLIC_READ_PATHS) by URL, for the Worker's rendering of the public
 * pages (routes/pages.ts): a page asks for the URLs its queries are keyed by and gets the answer
 * of the content routes themselves (routes/content.ts), through the same edge cache, so what a
 * page embeds is exactly what GET /api/agenda, /api/speakers or /api/stats answers.
 */
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { PUBLIC_READ_PATHS } from "../contract/public-pages";
import { requestContext } from "../middleware/context";
import { handleError } from "../middleware/errors";
import { contentRoutes } from "./content";

const reads = new Hono<AppEnv>().use(requestContext).route("/api", contentRoutes);
reads.onError(handleError);

/**
 * The data of the public read at `url` (path and query, e.g. "/api/speakers?event=AC2025").
 * @param origin the page request's origin: the read is cached under the API's own key.
 * @returns the JSON body, or undefined when `url` is not a public read or is refused (an invalid
 *   query answers 400 in the API).
 * @throws Error when the read fails (5xx, e.g. D1 unavailable): a page must not be rendered, and
 *   kept, without its data.
 */
export async function readPublic(env: Env, origin: string, url: string): Promise<unknown> {
  const target = new URL(url, origin);
  if (!(PUBLIC_READ_PATHS as readonly string[]).includes(target.pathname)) return undefined;
  const response = await reads.request(target, {}, env);
  if (response.status >= 500) throw new Error(`${target.pathname} answered ${response.status}`);
  return response.ok ? response.json() : undefined;
}
