/**
 * The one client module for the API (spec 7, Shared request behaviour; spec 8, Transport errors):
 * - every request sends the stored token as `Authorization: Bearer` and includes credentials;
 * - a non-OK answer throws {@link ApiError} whose message is the JSON `message`, else the raw
 *   body, else the status text (or "HTTP {status}");
 * - a network failure throws "Network error: ..." and a cross-origin failure "CORS error: ...".
 * `getJson` serves the default query function ("GET requests to the URL held in the query key");
 * `sendJson` the mutations. Response shapes come from worker/contract.
 */
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
 * Error text of a failed answer (spec 8): the JSON body's `message`, else the raw body, else the
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
    const prefix = /cors|cross-origin|access control/i.test(detail) ? "CORS error" : "Network error";
    throw new ApiError(`${prefix}: ${detail}`, 0);
  }
  if (!response.ok)
    throw new ApiError(
      errorMessage(await response.text().catch(() => ""), response.statusText, response.status),
      response.status,
    );
  return response;
}

/** GET a JSON URL with the shared behaviour (default query function). */
export async function getJson<T>(url: string): Promise<T> {
  const response = await apiFetch(url);
  return (await response.json()) as T;
}

/** Sends JSON with the shared behaviour and parses a JSON answer (or null for an empty one). */
export async function sendJson<T>(
  method: "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await apiFetch(url, {
    method,
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
