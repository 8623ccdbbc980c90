/**
 * The one error shape of the API: JSON `{ message }` with a 4xx or 5xx status
 * (docs/api.md, Status codes). This is the one place that maps the services' domain errors
 * (services/errors.ts) to HTTP. Unexpected failures answer 500 without internals; details go to
 * the log only, without query strings or bound SQL parameters (lib/log.ts).
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DomainError, type DomainErrorKind } from "../services/errors";
import { errorSummary } from "../lib/log";

/** A failure with a status and a user-facing message. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** The HTTP status of each kind of domain error (RFC 9110 section 15). */
const DOMAIN_STATUS: Record<DomainErrorKind, ContentfulStatusCode> = {
  "invalid-input": 400,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "limit-reached": 429,
  unavailable: 503,
};

/**
 * The path of a request as it may be logged: a private calendar feed's path carries its token,
 * the feed's only credential (docs/decisions/0013-private-calendar-feed.md), so that part is
 * replaced with "{token}".
 */
function loggablePath(url: string): string {
  return new URL(url).pathname.replace(/^\/api\/calendar\/[^/]*$/, "/api/calendar/{token}.ics");
}

/** Hono `onError` handler. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof DomainError) return c.json({ message: error.message }, DOMAIN_STATUS[error.kind]);
  if (error instanceof HttpError) return c.json({ message: error.message }, error.status);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message = error.message || (status === 400 ? /*i18n*/ "Invalid request" : /*i18n*/ "Request failed");
    return c.json({ message }, status);
  }
  // The path only, without a feed token: query strings can carry tokens (one-click unsubscribe links).
  console.error("Unhandled error", c.req.method, loggablePath(c.req.url), error.name, errorSummary(error));
  return c.json({ message: /*i18n*/ "Something went wrong. Please try again." }, 500);
}

/** Hono `notFound` handler for unknown API paths. */
export function handleNotFound(c: Context): Response {
  return c.json({ message: /*i18n*/ "Not found" }, 404);
}
