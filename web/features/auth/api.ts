/**
 * Login and registration mutations (spec 4, Session; spec 7, Auth). Login stores the token and
 * refetches the user; registration stores the token and sets the user without it. The current
 * user and logout live in lib/session.ts.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, RegisterData } from "../../../worker/contract/auth";
import type { AuthResponse, User } from "../../../worker/contract/user";
import { sendJson } from "../../lib/api";
import { setAuthToken } from "../../lib/auth-token";
import { USER_KEY } from "../../lib/session";

/** Still imported from here by routes/reset-password.tsx; new code imports lib/session. */

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
