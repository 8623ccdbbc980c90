/**
 * Sign Out (docs/product.md#app-chrome; docs/messages.md#logout) for the signed-in app: POSTs
 * /api/auth/logout, clears the token, goes to the home page, sets the user to null and drops
 * every cached read that depends on the user (resetUserQueries: all but the public content) and
 * the service worker's copy of the user's own data; a failure toasts "Logout failed".
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api, json } from "./api";
import { clearAuthToken } from "./auth-token";
import { clearPrivateCache } from "./offline";
import { resetUserQueries, USER_KEY } from "./current-user";
import { toast, type ToastOptions } from "./toast";

/**
 * The browser's half of signing out, once the server has ended the session (a sign-out, or the
 * deletion of the account: docs/product.md#profile-page): forgets the token, goes home, sets the
 * user to null and drops what was cached for them.
 */
export function useForgetSignedInUser(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    clearAuthToken();
    // Home first, committed at once (flushSync, not a transition React may still be holding):
    // clearing the user while the protected screen is mounted would redirect to /auth.
    await navigate("/", { flushSync: true });
    queryClient.setQueryData(USER_KEY, null);
    // Everything cached for the previous user goes with them.
    await Promise.all([resetUserQueries(queryClient), clearPrivateCache()]);
  };
}

/** `signOut()` signs out and goes home; `isPending` drives the "Signing out..." label. */
export function useLogout() {
  const forget = useForgetSignedInUser();
  const logout = useMutation({
    mutationFn: () => json(api.auth.logout.$post()),
    // Hook-level callbacks run even though the screen that asked unmounts on the way.
    onSuccess: forget,
    onError: (error) => toast(logoutErrorToast(error)),
  });
  return { isPending: logout.isPending, signOut: () => logout.mutate() };
}

/** Logout failure toast (docs/messages.md#logout): "Logout failed" with the error's message. */
function logoutErrorToast(error: unknown): ToastOptions {
  return {
    title: /*i18n*/ "Logout failed",
    description: error instanceof Error ? error.message : undefined,
    variant: "destructive",
  };
}
