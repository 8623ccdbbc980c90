/**
 * The one error handler (worker/middleware/errors.ts; docs/api.md, Status codes): every domain
 * error kind answers its status with `{ message }` as thrown, Hono's own 4xx keeps its status, and
 * anything else answers 500 without internals, logged without the query string.
 * worker/test/error-statuses.node.test.ts checks that no other module writes an error status.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError, handleNotFound } from "../middleware/errors";
import {
  ConflictError,
  type DomainError,
  type DomainErrorKind,
  ForbiddenError,
  InvalidInputError,
  LimitReachedError,
  NotFoundError,
  TooLargeError,
  UnauthenticatedError,
  UnavailableError,
  UnsupportedFormatError,
} from "../services/errors";

afterEach(() => vi.restoreAllMocks());

/** The answer of an app whose one route throws `error`, with the Worker's handlers. */
async function answerTo(error: unknown, path = "/failing"): Promise<{ status: number; type: string; body: unknown }> {
  const app = new Hono().get("/failing", () => {
    throw error;
  });
  app.onError(handleError);
  app.notFound(handleNotFound);
  const response = await app.request(path);
  return { status: response.status, type: response.headers.get("Content-Type") ?? "", body: await response.json() };
}

/** One error of every kind with the status docs/api.md gives it (a new kind fails to compile here). */
const KINDS = {
  "invalid-input": [new InvalidInputError("Choose AC2025 or GC_POWERLIST"), 400],
  unauthenticated: [new UnauthenticatedError("Not authenticated"), 401],
  forbidden: [new ForbiddenError("Admin access required"), 403],
  "not-found": [new NotFoundError("Speaker not found"), 404],
  conflict: [new ConflictError("An account with this email already exists"), 409],
  "too-large": [new TooLargeError("The file is larger than 5 MB. Please split it and try again."), 413],
  "unsupported-format": [new UnsupportedFormatError("Please send the request body as JSON"), 415],
  "limit-reached": [new LimitReachedError("Too many attempts. Please wait a minute and try again."), 429],
  unavailable: [new UnavailableError("Failed to send enquiry. Please try again."), 503],
} satisfies Record<DomainErrorKind, [DomainError, number]>;

describe("handleError", () => {
  it.each(Object.entries(KINDS))("answers a %s error with its status and message", async (kind, [error, status]) => {
    expect(error.kind).toBe(kind);
    const answer = await answerTo(error);
    expect(answer).toEqual({ status, type: "application/json", body: { message: error.message } });
  });

  it("keeps the status and text of Hono's own client errors", async () => {
    const malformed = new HTTPException(400, { message: "Malformed JSON in request body" });
    expect(await answerTo(malformed)).toMatchObject({
      status: 400,
      body: { message: "Malformed JSON in request body" },
    });
    expect(await answerTo(new HTTPException(400))).toMatchObject({ status: 400, body: { message: "Invalid request" } });
    expect(await answerTo(new HTTPException(405))).toMatchObject({ status: 405, body: { message: "Request failed" } });
  });

  it.each([
    ["an Error", new Error("D1_ERROR: no such table: users")],
    ["a TypeError", new TypeError("Cannot read properties of undefined (reading 'id')")],
    ["Hono's 500", new HTTPException(500, { message: "Cannot clone request: body was already consumed" })],
  ])("answers %s with 500 and no internals, logging the path without the query", async (_name, error) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await answerTo(error, "/failing?token=secret-query-token");
    expect(answer).toEqual({
      status: 500,
      type: "application/json",
      body: { message: "Something went wrong. Please try again." },
    });
    expect(logged).toHaveBeenCalledOnce();
    const line = logged.mock.calls[0]!.join(" ");
    expect(line).toContain("/failing");
    expect(line).toContain(error.message);
    expect(line).not.toContain("secret-query-token");
  });
});

describe("handleNotFound", () => {
  it("answers an unknown path with 404 Not found", async () => {
    expect(await answerTo(new Error("unused"), "/nowhere")).toEqual({
      status: 404,
      type: "application/json",
      body: { message: "Not found" },
    });
  });
});
