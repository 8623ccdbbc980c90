/**
 * The one client module for the API (docs/api.md#shared-request-behaviour; docs/messages.md#transport-errors):
 * - every request sends the stored token as `Authorization: Bearer` and includes credentials;
 * - a non-OK answer throws {@link ApiError} whose message is the JSON `message`, else the raw
 *   body, else the status text (or "HTTP {status}");
 * - a network failure throws "Network error: ..." and a cross-origin failure "CORS error: ...".
 * Features call the Worker through {@link api} (the typed client of hono/client over
 * {@link apiFetch}) and read answers with {@link json}; response types are inferred from the
 * Worker's routes, never asserted.
 */
import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "../../worker/app";
import { fillTemplate } from "../../worker/contract/message-templates";
import { getAuthToken } from "./auth-token";

/** A failed API call: `status` is 0 for network failures. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * Error text of a failed answer (docs/messages.md#toasts-and-the-error-catalogue): the JSON body's `message`, else the raw body, else the
 * status text, else "HTTP {status}". Shared with the XMLHttpRequest uploads of the admin screens.
 */
export function errorMessage(body: string, statusText: string, status: number): string {
  if (body) {
    try {
      const parsed = JSON.parse(body) as { message?: unknown };
      if (typeof parsed.message === "string" && parsed.message) return parsed.message;
    } catch {
      // Not JSON: use the raw body.
    }
    return body;
  }
  return statusText || `HTTP ${status}`;
}

/**
 * fetch with the shared behaviour: Bearer header, credentials, error normalisation.
 * @throws ApiError on network failure (status 0) or a non-OK answer (its status).
 */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = getAuthToken();
  if (token && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(input, { ...init, headers, credentials: "include" });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const cors = /cors|cross-origin|access control/i.test(detail);
    throw new ApiError(fillTemplate(cors ? "CORS error: {detail}" : "Network error: {detail}", { detail }), 0);
  }
  if (!response.ok)
    throw new ApiError(
      errorMessage(await response.text().catch(() => ""), response.statusText, response.status),
      response.status,
    );
  return response;
}

/**
 * The Worker's API, typed by the Worker's own routes (`AppType`, worker/app.ts): paths, inputs
 * and answers are checked at build time, so a renamed route or a changed payload fails the
 * type-check. Every request goes through {@link apiFetch}, so a non-OK answer throws ApiError.
 * `api.agenda.$get({ query })` requests; `api.agenda.$path()` is the path, for query keys and
 * links (downloads by navigation, images).
 */
export const api = hc<AppType>("/", { fetch: apiFetch }).api;

/** The body of a successful (2xx) JSON answer, as the route declares it. */
export type Answer<R> =
  R extends ClientResponse<infer Body, infer Status, infer _Format>
    ? [Extract<Status, SuccessStatusCode>] extends [never]
      ? never
      : Body
    : never;

/**
 * The parsed body of a request made with {@link api}, typed by the route: `json(api.qna.$get())`.
 * Only successful answers reach here (apiFetch throws on the others); an empty body is null.
 */
export async function json<R extends ClientResponse<unknown, number, "json">>(request: Promise<R>): Promise<Answer<R>> {
  const text = await (await request).text();
  return (text ? JSON.parse(text) : null) as Answer<R>;
}
