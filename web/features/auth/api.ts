/**
 * Session queries and mutations (spec 4, Session; spec 7, Auth and user).
 * - The current user is `["/api/user"]`; 401 means signed out (null), not an error.
 * - Login stores the token and refetches the user; registration stores the token and sets the
 *   user without it; logout clears the token and sets the user to null.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, RegisterData } from "../../../worker/contract/auth";
import type { AuthResponse, User } from "../../../worker/contract/user";
import { sendJson } from "../../lib/api";
import { clearAuthToken, setAuthToken } from "../../lib/auth-token";
import { getQueryFn } from "../../lib/query-client";

export const USER_KEY = ["/api/user"] as const;

export const userQuery = queryOptions({
  queryKey: USER_KEY,
  queryFn: getQueryFn<User>({ on401: "returnNull" }),
});

/** The signed-in user (null when signed out, undefined while loading). */
export function useUser() {
  return useQuery(userQuery);
}

/** Strips the token from an auth response (spec 3: "The token is removed from the cached user"). */
function withoutToken({ authToken: _token, ...user }: AuthResponse): User {
  return user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => sendJson<AuthResponse>("POST", "/api/auth/login", input),
    onSuccess: async (response) => {
      setAuthToken(response.authToken);
      queryClient.setQueryData(USER_KEY, withoutToken(response));
      await queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterData) => sendJson<AuthResponse>("POST", "/api/auth/register", input),
    onSuccess: (response) => {
      setAuthToken(response.authToken);
      queryClient.setQueryData(USER_KEY, withoutToken(response));
    },
  });
}

/** Keys of public data that survive a sign-out. */
const PUBLIC_KEYS = new Set<unknown>(["/api/agenda", "/api/speakers", "/api/stats"]);

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<{ message: string }>("POST", "/api/auth/logout"),
    onSuccess: () => {
      clearAuthToken();
      queryClient.setQueryData(USER_KEY, null);
      // Everything cached for the previous user goes with them.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] && !PUBLIC_KEYS.has(q.queryKey[0]) });
    },
  });
}
