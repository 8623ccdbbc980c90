/**
 * The public reads (spec 7, Content: GET /api/agenda, /api/speakers, /api/stats, the first two
 * also with ?event=) by URL, for the Worker's rendering of the public pages
 * (worker/routes/pages.ts): a page asks for the URLs its queries are keyed by
 * (web/lib/query-client.ts, urlOfKey) and gets the same data the API would answer.
 */
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { eventQuerySchema } from "../contract/event-query";
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
  const compute: (() => Promise<unknown>) | undefined = {
    "/api/agenda": () => listAgenda(db, event),
    "/api/speakers": () => listSpeakers(db, event),
    "/api/stats": () => getStats(db),
  }[pathname];
  return compute ? cachedPublicJson(c, `${pathname}?event=${event ?? ""}`, compute) : undefined;
}
