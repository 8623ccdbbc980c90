/**
 * Login and registration mutations (spec 4, Session; spec 7, Auth). Both start the session
 * (lib/session.ts startSession: the token is stored and the previous visitor's per-user reads,
 * such as the Q&A list, are reset); then login refetches the user and registration sets the user
 * without the token. The current user lives in lib/session.ts and logout in lib/logout.ts.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, RegisterData } from "../../../worker/contract/auth";
import type { AuthResponse, User } from "../../../worker/contract/user";
import { sendJson } from "../../lib/api";
import { startSession, USER_KEY } from "../../lib/session";

/** Strips the token from an auth response (spec 3: "The token is removed from the cached user"). */
function withoutToken({ authToken: _token, ...user }: AuthResponse): User {
  return user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => sendJson<AuthResponse>("POST", "/api/auth/login", input),
    onSuccess: async (response) => {
      await startSession(queryClient, response.authToken);
      queryClient.setQueryData(USER_KEY, withoutToken(response));
      await queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterData) => sendJson<AuthResponse>("POST", "/api/auth/register", input),
    onSuccess: async (response) => {
      await startSession(queryClient, response.authToken);
      queryClient.setQueryData(USER_KEY, withoutToken(response));
    },
  });
}
