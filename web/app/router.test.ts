/**
 * The Worker answers paths without a screen with HTTP 404 (worker/contract/app-routes.ts): its
 * list of routed paths must be exactly the router's.
 */
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { APP_ROUTE_PATHS, isAppRoute } from "../../worker/contract/app-routes";
import { routes } from "./router";

/** Full paths of the routes that render a screen (layout-only and catch-all routes excluded). */
function screenPaths(list: RouteObject[], parent = ""): string[] {
  return list.flatMap((route) => {
    if (route.path === "*") return [];
    const path = route.index
      ? parent
      : route.path
        ? `${parent.replace(/\/$/, "")}/${route.path.replace(/^\//, "")}`
        : parent;
    const own = route.index || (route.path && route.lazy) ? [path || "/"] : [];
    return [...own, ...screenPaths(route.children ?? [], path)];
  });
}

describe("routed paths", () => {
  it("are the ones the Worker answers with 200", () => {
    expect(new Set(screenPaths(routes))).toEqual(new Set(APP_ROUTE_PATHS));
    expect(isAppRoute("/no-such-page")).toBe(false);
  });

  it("match a path with an id only when the id is a plain decimal row id", () => {
    expect(isAppRoute("/app/sessions/12")).toBe(true);
    expect(isAppRoute("/live/7/")).toBe(true);
    for (const path of ["/app/sessions/", "/app/sessions/0", "/app/sessions/abc", "/app/sessions/12/x", "/live/1e3"])
      expect(isAppRoute(path), path).toBe(false);
  });
});
