/**
 * The signed-in session, shared by every screen (spec 4, Session; spec 7, Auth and user; spec 8,
 * Logout). Lives in lib/ because features, layouts and routes all read it (design.md: features
 * never import each other).
 * The current user is `["/api/user"]`; 401 means signed out (null), not an error. Sign-out is
 * in ./logout.ts (it needs the router; this module is also used by the router-free public pages).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "../../worker/contract/user";
import { getQueryFn } from "./query-client";

export const USER_KEY = ["/api/user"] as const;

export const userQuery = queryOptions({
  queryKey: USER_KEY,
  queryFn: getQueryFn<User>({ on401: "returnNull" }),
});

/** The signed-in user (null when signed out, undefined while loading). */
export function useUser() {
  return useQuery(userQuery);
}
