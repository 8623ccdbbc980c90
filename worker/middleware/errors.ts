/**
 * The one error shape of the API: JSON `{ message }` with a 4xx or 5xx status
 * (docs/api.md, Status codes), and the one place where an error's HTTP status is written.
 * Services, routes and middleware throw domain errors (services/errors.ts); {@link handleError}
 * maps each kind to its status. Hono's own HTTPException (its validator's 400 "Malformed JSON in
 * request body") keeps Hono's 4xx status and text. Anything else is unexpected: 500 without
 * internals, with details in the log only, without query strings or bound SQL parameters
 * (lib/log.ts).
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DomainError, NotFoundError, type DomainErrorKind } from "../services/errors";
import { errorSummary } from "../lib/log";

/** The HTTP status of each kind of domain error (RFC 9110 section 15). */
const DOMAIN_STATUS: Record<DomainErrorKind, ContentfulStatusCode> = {
  "invalid-input": 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "unsupported-format": 415,
  "limit-reached": 429,
  unavailable: 503,
};

/** The answer to an unexpected failure: no internals (docs/api.md, Errors). */
const UNEXPECTED_MESSAGE = /*i18n*/ "Something went wrong. Please try again.";

/** The answer to invalid input without a text of its own (docs/messages.md, Server messages). */
export const INVALID_REQUEST_MESSAGE = /*i18n*/ "Invalid request";

/** The answer to an unknown API path, and to a media key that is not served (routes/media.ts). */
export const NOT_FOUND_MESSAGE = /*i18n*/ "Not found";

/**
 * The path of a request as it may be logged: a private calendar feed's path carries its token,
 * the feed's only credential (docs/decisions/0013-private-calendar-feed.md), so that part is
 * replaced with "{token}".
 */
function loggablePath(url: string): string {
  return new URL(url).pathname.replace(/^\/api\/calendar\/[^/]*$/, "/api/calendar/{token}.ics");
}

/** Hono's client error (status 400 to 499), as it answers: its status and text. */
function honoClientError(error: HTTPException, c: Context): Response {
  const status = error.status as ContentfulStatusCode;
  const message = error.message || (status === 400 ? INVALID_REQUEST_MESSAGE : /*i18n*/ "Request failed");
  return c.json({ message }, status);
}

/**
 * Hono `onError` handler: a {@link DomainError} answers its kind's status (DOMAIN_STATUS) with
 * its message; a 4xx HTTPException from Hono itself answers as Hono chose; anything else is logged
 * (method, path without query string or feed token, error name and summary) and answers 500
 * "Something went wrong. Please try again.".
 */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof DomainError) return c.json({ message: error.message }, DOMAIN_STATUS[error.kind]);
  if (error instanceof HTTPException && error.status >= 400 && error.status < 500) return honoClientError(error, c);
  // The path only, without a feed token: query strings can carry tokens (one-click unsubscribe links).
  console.error("Unhandled error", c.req.method, loggablePath(c.req.url), error.name, errorSummary(error));
  return c.json({ message: UNEXPECTED_MESSAGE }, 500);
}

/** Hono `notFound` handler for unknown API paths: 404 "Not found", as a not-found domain error. */
export function handleNotFound(c: Context): Response {
  return handleError(new NotFoundError(NOT_FOUND_MESSAGE), c);
}
