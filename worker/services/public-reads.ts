/**
 * The public reads ({@link PUBLIC_READ_PATHS}) by URL, for the Worker's rendering of the public pages
 * (worker/routes/pages.ts): a page asks for the URLs its queries are keyed by
 * (web/lib/query-client.ts, urlOfKey) and gets the same data the API would answer.
 */
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { eventQuerySchema } from "../contract/event-query";
import { PUBLIC_READ_PATHS, type PublicReadPath } from "../contract/public-pages";
import { cachedPublicJson } from "../middleware/cache";
import { getStats, listAgenda, listSpeakers } from "./content";

/**
 * The data of the public read at `url` (path and query, e.g. "/api/speakers?event=AC2025"),
 * kept in the location's cache for the current content version; undefined when `url` is not
 * a public read or its query is invalid (the API would answer 400 or need a session).
 */
export async function readPublic(c: Context<AppEnv>, url: string): Promise<unknown> {
  const { pathname, searchParams } = new URL(url, "http://local");
  const query = eventQuerySchema.safeParse(Object.fromEntries(searchParams));
  if (!query.success) return undefined;
  const { event } = query.data;
  const db = c.get("db");
  const reads: Record<PublicReadPath, () => Promise<unknown>> = {
    "/api/agenda": () => listAgenda(db, event),
    "/api/speakers": () => listSpeakers(db, event),
    "/api/stats": () => getStats(db),
  };
  const compute = (PUBLIC_READ_PATHS as readonly string[]).includes(pathname)
    ? reads[pathname as PublicReadPath]
    : undefined;
  return compute ? cachedPublicJson(c, `${pathname}?event=${event ?? ""}`, compute) : undefined;
}
