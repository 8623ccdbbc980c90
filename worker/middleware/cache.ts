/**
 * Cache headers for public reads. Browsers revalidate every time (cheap 304s through the ETag),
 * so an organiser's edit shows on the next load; shared caches may keep a copy for 5 minutes.
 */
import { etag } from "hono/etag";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=300";

const withEtag = etag();

/** Adds {@link PUBLIC_CACHE_CONTROL} and a weak ETag with If-None-Match support. */
export const publicCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  await withEtag(c, next);
  if (c.res.status === 200 || c.res.status === 304) c.header("Cache-Control", PUBLIC_CACHE_CONTROL);
};
