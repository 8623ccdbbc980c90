/**
 * The one error shape of the API: JSON `{ message }` with a 4xx or 5xx status
 * (spec 8, Transport errors: "If it is JSON with a message field, that message is the error
 * text"). Unexpected failures answer 500 without internals; details go to the log only, without
 * query strings or bound SQL parameters (services/log.ts).
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorSummary } from "../services/log";

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

/** Hono `onError` handler. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof HttpError) return c.json({ message: error.message }, error.status);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message = error.message || (status === 400 ? "Invalid request" : "Request failed");
    return c.json({ message }, status);
  }
  // The path only: query strings can carry tokens (one-click unsubscribe links).
  console.error("Unhandled error", c.req.method, new URL(c.req.url).pathname, error.name, errorSummary(error));
  return c.json({ message: "Something went wrong. Please try again." }, 500);
}

/** Hono `notFound` handler for unknown API paths. */
export function handleNotFound(c: Context): Response {
  return c.json({ message: "Not found" }, 404);
}
