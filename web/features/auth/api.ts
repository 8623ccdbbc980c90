/**
 * Login and registration mutations (docs/data-model.md#session; docs/api.md#auth-and-user). Both start the session
 * (lib/current-user.ts startSignIn: the token is stored and the previous visitor's per-user reads,
 * such as the Q&A list, are reset); then login refetches the user and registration sets the user
 * without the token. The current user lives in lib/current-user.ts and logout in lib/logout.ts.
 * Also: asking for an emailed sign-in link (POST /api/auth/login-link), and after a login link
 * confirmed the address, keeping the password given at registration (POST /api/auth/keep-password),
 * choosing a new one (POST /api/auth/choose-password) or neither for now (POST /api/auth/skip-password);
 * each refreshes the current user, whose `passwordSuspended` and pass version they change.
 *
 * The sign-in success toasts are fired here, in the mutations' own `onSuccess`: setting the user
 * sends the auth page on to /app and unmounts the form, and TanStack Query drops the per-call
 * callbacks (`mutate(vars, { onSuccess })`) of an unmounted observer, never the mutation's own.
 * The toast is shown before the per-call callbacks run, so a full page load after them (the
 * landing page's widget) can carry it along (lib/toast.ts carryToastToNextPage).
 */
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MfaSignInInput } from "../../../worker/contract/mfa";
import type {
  ChoosePasswordInput,
  KeepPasswordInput,
  LoginInput,
  LoginLinkRequest,
  RegisterData,
} from "../../../worker/contract/auth";
import type { AuthResponse, User } from "../../../worker/contract/user";
import { api, json } from "../../lib/api";
import { startSignIn, USER_KEY } from "../../lib/current-user";
import { signWithPasskey } from "../../lib/passkey";
import { toast } from "../../lib/toast";
import { LOGIN_SUCCESS_TOAST, REGISTER_SUCCESS_TOAST } from "./messages";

/** Strips the token from an auth response (docs/data-model.md#entities: "The token is removed from the cached user"). */
function withoutToken({ authToken: _token, ...user }: AuthResponse): User {
  return user;
}

/** Starts the session of a sign-in answer: token, user, the success toast, then a fresh user. */
async function finishSignIn(queryClient: QueryClient, response: AuthResponse): Promise<void> {
  await startSignIn(queryClient, response.authToken);
  queryClient.setQueryData(USER_KEY, withoutToken(response));
  toast(LOGIN_SUCCESS_TOAST);
  await queryClient.invalidateQueries({ queryKey: USER_KEY });
}

/**
 * Sign-in with a password. For an account with a second factor the answer is a challenge
 * (`mfaRequired`), which the form finishes with {@link useMfaSignIn}; no session starts yet.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => json(api.auth.login.$post({ json: input })),
    onSuccess: async (response) => {
      if ("mfaRequired" in response) return;
      await finishSignIn(queryClient, response);
    },
  });
}

/** The second step of a sign-in: POST /api/auth/mfa with the challenge's token and a code. */
export function useMfaSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MfaSignInInput) => json(api.auth.mfa.$post({ json: input })),
    onSuccess: (response) => finishSignIn(queryClient, response),
  });
}

/**
 * The second step with a passkey: options for the challenge's token (POST
 * /api/auth/mfa/passkey-options), the browser's prompt, then POST /api/auth/mfa with its answer.
 */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mfaToken: string) => {
      const options = await json(api.auth.mfa["passkey-options"].$post({ json: { mfaToken } }));
      const passkey = await signWithPasskey(options);
      return json(api.auth.mfa.$post({ json: { mfaToken, passkey } }));
    },
    onSuccess: (response) => finishSignIn(queryClient, response),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterData) => json(api.auth.register.$post({ json: input })),
    onSuccess: async (response) => {
      // No token when the payload asked not to sign in (autoLogin: false; this form never does).
      if (response.authToken === null) return;
      await startSignIn(queryClient, response.authToken);
      queryClient.setQueryData(USER_KEY, withoutToken(response));
      toast(REGISTER_SUCCESS_TOAST);
    },
  });
}

/** Emails a one-time sign-in link to an address (the way in while sign-in is rate-limited). */
export function useRequestLoginLink() {
  return useMutation({
    mutationFn: (input: LoginLinkRequest) => json(api.auth["login-link"].$post({ json: input })),
  });
}

/** Sets the password of the signed-in account after its address was confirmed. */
export function useChoosePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChoosePasswordInput) => json(api.auth["choose-password"].$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}

/** Restores the password given at registration, and the pass downloaded before the confirmation. */
export function useKeepPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KeepPasswordInput) => json(api.auth["keep-password"].$post({ json: input })),
    // A wrong try can be the last one, which discards the suspended password: refresh either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}

/** "Not now": discards a suspended registration password; the renewed pass stays. */
export function useSkipPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => json(api.auth["skip-password"].$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}
