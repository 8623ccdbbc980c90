/**
 * The Worker's routes as the Hono app itself lists them (`app.routes`), for the security tests:
 * a test that walks "every API path" reads the list from here, so a route added to worker/app.ts
 * cannot be forgotten (the tests fail for a route without expectations).
 */
import { app } from "../app";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A route as registered: method and Hono path pattern ("/api/admin/qna/:id"). */
export interface Route {
  method: Method;
  path: string;
}

/** "PATCH /api/admin/qna/:id": how the tests name a route. */
export type RouteKey = `${Method} ${string}`;

export const keyOf = (route: Route): RouteKey => `${route.method} ${route.path}`;

/**
 * Every route of the app once (middleware registrations such as `use("*")` are left out), in
 * registration order. Hono lists a route once per handler, hence the de-duplication.
 */
export function appRoutes(): Route[] {
  const seen = new Map<RouteKey, Route>();
  for (const { method, path } of app.routes) {
    if (method === "ALL") continue;
    const route = { method: method as Method, path };
    if (!seen.has(keyOf(route))) seen.set(keyOf(route), route);
  }
  return [...seen.values()];
}

/** The routes under /api. */
export function apiRoutes(): Route[] {
  return appRoutes().filter((route) => route.path.startsWith("/api/"));
}

/** The API routes that change state: POST, PUT, PATCH and DELETE. */
export function writeRoutes(): Route[] {
  return apiRoutes().filter((route) => route.method !== "GET");
}

/** True when a concrete request path (query ignored) matches a route pattern. */
function matches(pattern: string, path: string): boolean {
  const source = pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`).test(path.split("?")[0]!);
}

/** The route key a concrete request lands on, or null. */
export function routeKeyOf(method: string, path: string): RouteKey | null {
  const route = apiRoutes().find((r) => r.method === method && matches(r.path, path));
  return route ? keyOf(route) : null;
}
