/**
 * Who is signed in, shared by every screen (docs/data-model.md, States and transitions; docs/api.md,
 * GET /api/user). Lives in lib/ because features, layouts and routes all read it (features never
 * import each other: docs/architecture.md).
 * The current user is `["/api/user"]`; 401 means signed out (null), not an error. Sign-in
 * (login, registration, one-time login links) starts with {@link startSignIn}; sign-out is in
 * ./logout.ts (it needs the router; this module is also used by the router-free public pages).
 * Both reset the cached reads that depend on who asks ({@link resetUserQueries}).
 */
import { queryOptions, useQuery, type Query, type QueryClient } from "@tanstack/react-query";
import { PUBLIC_READ_PATHS } from "../../worker/contract/public-pages";
import type { User } from "../../worker/contract/user";
import { ApiError, api, json } from "./api";
import { getAuthToken, setAuthToken } from "./auth-token";
import { urlKey } from "./query-client";

/** Key of the current user (GET /api/user). */
export const USER_KEY = urlKey(api.user.$path());

/** Keys of the public content, which answers the same whoever asks. */
const PUBLIC_KEYS = new Set<unknown>(PUBLIC_READ_PATHS);

/**
 * True for a cached read whose answer depends on who is signed in: every key except the current
 * user (each sign-in and sign-out sets it) and the public content. The Q&A list is one
 * (docs/decisions/0011-readings-of-the-spec.md#public-qa-visibility: a signed-in delegate also sees their own pending questions).
 */
function dependsOnUser(query: Query): boolean {
  return query.queryKey[0] !== USER_KEY[0] && !PUBLIC_KEYS.has(query.queryKey[0]);
}

/**
 * Forgets every cached read that depends on who is signed in, when that changes: the screens on
 * show fetch theirs again, the others when they next open (queries never go stale by themselves,
 * docs/api.md). Resolves once the refetches settle.
 */
export function resetUserQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ predicate: dependsOnUser });
}

/**
 * The part every sign-in shares (docs/data-model.md#session: login, registration and one-time login links):
 * stores the session token, then resets the previous visitor's reads ({@link resetUserQueries}).
 * Each flow then sets or refetches the current user as docs/data-model.md says.
 */
export async function startSignIn(queryClient: QueryClient, authToken: string): Promise<void> {
  setAuthToken(authToken);
  await resetUserQueries(queryClient);
}

/** GET /api/user; a 401 (no valid session) is the signed-out state, null. */
async function fetchUser(): Promise<User | null> {
  try {
    return await json(api.user.$get());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The current user: null at once when no session token is stored (no request: a signed-out
 * visit would only earn a 401, which the browser logs as a console error), else GET /api/user.
 */
export const userQuery = queryOptions({
  queryKey: USER_KEY,
  queryFn: () => (getAuthToken() ? fetchUser() : null),
});

/** The signed-in user (null when signed out, undefined while loading). */
export function useUser() {
  return useQuery(userQuery);
}
