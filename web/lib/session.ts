/**
 * The signed-in session, shared by every screen (spec 4, Session; spec 7, Auth and user; spec 8,
 * Logout). Lives in lib/ because features, layouts and routes all read it (design.md: features
 * never import each other).
 * - The current user is `["/api/user"]`; 401 means signed out (null), not an error.
 * - Logout clears the token, sets the user to null, drops every cached read except the public
 *   content (agenda, speakers, stats) and goes to the home page; a failure toasts "Logout failed".
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { User } from "../../worker/contract/user";
import { sendJson } from "./api";
import { clearAuthToken } from "./auth-token";
import { getQueryFn } from "./query-client";
import { toast, type ToastOptions } from "./toast";

export const USER_KEY = ["/api/user"] as const;

export const userQuery = queryOptions({
  queryKey: USER_KEY,
  queryFn: getQueryFn<User>({ on401: "returnNull" }),
});

/** The signed-in user (null when signed out, undefined while loading). */
export function useUser() {
  return useQuery(userQuery);
}

/** Keys of public data that survive a sign-out. */
const PUBLIC_KEYS = new Set<unknown>(["/api/agenda", "/api/speakers", "/api/stats"]);

/**
 * Sign Out (spec 2, avatar menu and Profile page): `signOut()` POSTs /api/auth/logout, forgets
 * the session in this browser, then goes home; `isPending` drives the "Signing out..." label.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation({
    mutationFn: () => sendJson<{ message: string }>("POST", "/api/auth/logout"),
    onSuccess: () => {
      clearAuthToken();
      queryClient.setQueryData(USER_KEY, null);
      // Everything cached for the previous user goes with them.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] && !PUBLIC_KEYS.has(q.queryKey[0]) });
    },
  });
  return {
    isPending: logout.isPending,
    // Per-call callbacks: home and the failure toast come after the session is cleared above.
    signOut: () => logout.mutate(undefined, { onSuccess: () => navigate("/"), onError: (error) => toast(logoutErrorToast(error)) }),
  };
}

/** Logout failure toast (spec 8, Logout): "Logout failed" with the error's message. */
function logoutErrorToast(error: unknown): ToastOptions {
  return { title: "Logout failed", description: error instanceof Error ? error.message : undefined, variant: "destructive" };
}
