/**
 * Public reads cached at the edge (docs/architecture.md#performance-budget): GET /api/agenda,
 * /api/speakers, /api/stats, /api/agenda.ics and the anonymous /api/qna, and the public pages'
 * renderings and the data they embed ({@link cachedPublicJson}), are kept in the Cache API of
 * each Cloudflare location under a key that includes the current *content version* (a KV
 * value). An organiser's edit replaces the version
 * ({@link purgesPublicContent}), so every location misses on its next request and the edit is
 * visible at once where it was made and within KV's propagation (about 60 s) everywhere else.
 *
 * Browsers always revalidate (`max-age=0, must-revalidate`) against a weak ETag, so a repeat
 * visit costs a 304 and never shows stale content after an edit.
 */
import { etag } from "hono/etag";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../app-env";
import { SESSION_COOKIE } from "./auth";
import { contentVersion, purgePublicContent } from "../services/content-version";

/** What browsers are told about public reads. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** How long a location keeps one version of a read, seconds (a new version makes it unreachable). */
const EDGE_TTL_SECONDS = 86_400;
const withEtag = etag();

export { purgePublicContent };

/** The cache key of `pathAndQuery` at the current version: same origin, under /__edge/<version>. */
async function versionedKey(c: Context<AppEnv>, pathAndQuery: string): Promise<Request> {
  const { origin } = new URL(c.req.url);
  return new Request(`${origin}/__edge/${encodeURIComponent(await contentVersion(c.env))}${pathAndQuery}`);
}

/**
 * The only query parameter a public read varies by (docs/api.md: `?event=AC2025|GC_POWERLIST`).
 * Others are left out of the cache key, so `?x=1`, `?x=2`, ... cannot bypass the cache and
 * send every request to D1.
 */
const KEYED_PARAMS = ["event"];

/** The cache key of the request itself: its path and keyed parameters, sorted. */
function requestKey(c: Context<AppEnv>): Promise<Request> {
  const url = new URL(c.req.url);
  const keyed = new URLSearchParams([...url.searchParams].filter(([name]) => KEYED_PARAMS.includes(name)));
  keyed.sort();
  const query = keyed.size > 0 ? `?${keyed}` : "";
  return versionedKey(c, `${url.pathname}${query}`);
}

/** A copy of `response` for the location's cache, kept {@link EDGE_TTL_SECONDS}. */
function cacheCopy(response: Response): Response {
  const copy = new Response(response.body, response);
  copy.headers.set("Cache-Control", `public, max-age=${EDGE_TTL_SECONDS}`);
  return copy;
}

/**
 * Public data computed once per content version and location, for the pages the Worker renders
 * (worker/routes/pages.ts: their markup and query state, the reads they embed, the JSON-LD).
 * `id` names the data, e.g. "/api/speakers?event=".
 */
export async function cachedPublicJson<T>(c: Context<AppEnv>, id: string, compute: () => Promise<T>): Promise<T> {
  const key = await versionedKey(c, `/__data/${encodeURIComponent(id)}`);
  const hit = await caches.default.match(key);
  if (hit) return (await hit.json()) as T;
  const value = await compute();
  await caches.default.put(key, cacheCopy(Response.json(value)));
  return value;
}

/**
 * Serves a public read from the location's cache, or computes it and stores a copy; adds the
 * ETag and {@link PUBLIC_CACHE_CONTROL}.
 */
export const publicCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  await withEtag(c, async () => {
    const key = await requestKey(c);
    const hit = await caches.default.match(key);
    if (hit) {
      c.res = new Response(hit.body, hit);
      return;
    }
    await next();
    // Stored before answering (a local write), so the next request is a hit.
    if (c.res.status === 200) await caches.default.put(key, cacheCopy(c.res.clone()));
  });
  if (c.res.status === 200 || c.res.status === 304) c.header("Cache-Control", PUBLIC_CACHE_CONTROL);
};

/** True when the request presents a session (Bearer header or session cookie). */
function presentsSession(c: Context<AppEnv>): boolean {
  return Boolean(c.req.header("Authorization") || getCookie(c, SESSION_COOKIE));
}

/**
 * {@link publicCache} for anonymous requests only; a request with a session may see more (its
 * own questions, admin fields) and is answered `private, no-store`.
 */
export const anonymousPublicCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!presentsSession(c)) return publicCache(c, next);
  await next();
  c.header("Cache-Control", "private, no-store");
};

/** Route middleware for organiser edits of public content: a successful answer purges. */
export const purgesPublicContent: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.ok) await purgePublicContent(c.env);
};
