/**
 * One log line per request, `<METHOD> <path> <status> <ms>ms`, written by the Worker itself in
 * place of Cloudflare's invocation logs (turned off in wrangler.toml, `[observability.logs]
 * invocation_logs = false`), because those record the full URL: the private calendar feed's path
 * carries its token (docs/decisions/0013-private-calendar-feed.md: feed URLs are never logged), and
 * query strings carry one-time tokens (unsubscribe links). The line therefore has the path without
 * its query, with every credential segment replaced ({@link loggedPath}).
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

/** Path segments that are credentials, and what replaces them in a log line. */
const SECRET_SEGMENTS: readonly [RegExp, string][] = [[/^\/api\/calendar\/[^/]+\.ics$/, "/api/calendar/[token].ics"]];

/** `path` as it may be logged: a calendar feed's token is replaced by `[token]`. Pure. */
function loggedPath(path: string): string {
  for (const [pattern, replacement] of SECRET_SEGMENTS) if (pattern.test(path)) return replacement;
  return path;
}

/** Logs each request after its answer: method, {@link loggedPath} of the path, status, duration in ms. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = Date.now();
  await next();
  console.log(`${c.req.method} ${loggedPath(c.req.path)} ${c.res.status} ${Date.now() - started}ms`);
};
