/**
 * Sign Out (spec 2, avatar menu and Profile page; spec 8, Logout) for the signed-in app: POSTs
 * /api/auth/logout, clears the token, sets the user to null, drops every cached read except the
 * public content (agenda, speakers, stats) and the service worker's copy of the user's own data,
 * then goes to the home page; a failure toasts "Logout failed".
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { sendJson } from "./api";
import { clearAuthToken } from "./auth-token";
import { clearPrivateCache } from "./offline";
import { USER_KEY } from "./session";
import { toast, type ToastOptions } from "./toast";

/** Keys of public data that survive a sign-out. */
const PUBLIC_KEYS = new Set<unknown>(["/api/agenda", "/api/speakers", "/api/stats"]);

/** `signOut()` signs out and goes home; `isPending` drives the "Signing out..." label. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation({
    mutationFn: () => sendJson<{ message: string }>("POST", "/api/auth/logout"),
    // Hook-level callbacks run even though the screen that asked unmounts on the way.
    onSuccess: async () => {
      clearAuthToken();
      // Home first: clearing the user on a protected screen would redirect to /auth.
      await navigate("/");
      queryClient.setQueryData(USER_KEY, null);
      // Everything cached for the previous user goes with them.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] && !PUBLIC_KEYS.has(q.queryKey[0]) });
      await clearPrivateCache();
    },
    onError: (error) => toast(logoutErrorToast(error)),
  });
  return { isPending: logout.isPending, signOut: () => logout.mutate() };
}

/** Logout failure toast (spec 8, Logout): "Logout failed" with the error's message. */
function logoutErrorToast(error: unknown): ToastOptions {
  return { title: "Logout failed", description: error instanceof Error ? error.message : undefined, variant: "destructive" };
}
