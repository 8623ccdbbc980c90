/**
 * Every request body is consumed before the answer leaves, also when the Worker answered without
 * needing it (a 401 or 413 on an upload, a 404 with a body, a refused form).
 *
 * Why: an HTTP/1.1 connection carries the next request only after the whole body of the current
 * one has been read (RFC 9112 section 9.3). When the Worker answers first and leaves the body
 * unread, the runtime closes the connection while the client may still be sending; a client that
 * keeps connections alive then sees that request, or the next one sent on the same connection,
 * fail. Locally the client is `vite preview`'s dispatcher (undici in miniflare), which reported
 * "TypeError: fetch failed" as an HTML 500 for up to a sixth of the reads that followed rejected
 * multipart uploads. Reading the rest of the body keeps the connection healthy; cancelling it
 * does not (the dispatcher still fails to send the remainder: tried with 8 MB uploads), so bodies
 * are read to the end whatever their size. That costs the time to receive them and almost no
 * CPU (nothing is kept); Cloudflare caps request bodies by plan (100 MB on Free and Pro:
 * https://developers.cloudflare.com/workers/platform/limits/#request-limits).
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

/**
 * Reads an unconsumed request body to its end, keeping nothing. A body that was read, is being
 * read, or is absent is left alone; a client that goes away mid-body is ignored.
 */
async function discardUnreadBody(request: Request): Promise<void> {
  const body = request.body;
  if (!body || request.bodyUsed || body.locked) return;
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done) {
      // Discard the chunk.
    }
  } catch {
    // The client stopped sending: nothing left to consume.
  }
}

/** Middleware: after the answer is ready, {@link discardUnreadBody} of the request. */
export const consumeRequestBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  await discardUnreadBody(c.req.raw);
};
