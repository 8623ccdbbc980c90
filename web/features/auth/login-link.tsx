/**
 * One-time login links (docs/data-model.md#session): a `?token=` in the page URL on any path except
 * /reset-password is exchanged once for a session (POST /api/auth/login-token), removed from the
 * URL, the session starts (lib/current-user.ts startSignIn) and the current user is re-fetched.
 * Mounted once for the whole app in app/providers.tsx, around the router (main.tsx reads the
 * token from the start-up location): until the exchange settles the page shows "Signing you
 * in..." instead of the routes, so a protected route never redirects to /auth in between. Expired or used links get a
 * toast with the server's explanation. The token is never logged or kept in history.
 * A link that confirmed the address left the account without a password (the server withdraws
 * the one set before the first confirmation: docs/decisions/0010-confirmation-proves-the-mailbox.md);
 * the answer says `choosePassword`, and `afterSignIn` (main.tsx: the router's navigation to
 * {@link CHOOSE_PASSWORD_PATH}) runs before the routes show, so no other route renders first.
 * For an account with a second factor the link answers a challenge instead, and the code step
 * (./mfa-code-form.tsx) shows until it signs in.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { MfaChallenge } from "../../../worker/contract/mfa";
import type { LoginLinkResponse } from "../../../worker/contract/user";
import { api, json } from "../../lib/api";
import { startSignIn, userQuery } from "../../lib/current-user";
import { toast, type ToastOptions } from "../../lib/toast";
import { withoutLoginToken } from "./login-token";
import { MfaCodeForm } from "./mfa-code-form";
import { SigningIn } from "./signing-in";

/** Auth toasts last 10 s (docs/messages.md#timers-and-durations). */
const LOGIN_LINK_TOAST_MS = 10_000;

const LOGIN_LINK_SUCCESS_TOAST: ToastOptions = {
  title: /*i18n*/ "Login Successful",
  description: /*i18n*/ "Welcome to the conference 2025! Your email address is confirmed.",
  variant: "success",
  duration: LOGIN_LINK_TOAST_MS,
};

/** Where a link that left the account without a password leads: the choose-password screen. */
export const CHOOSE_PASSWORD_PATH = "/choose-password";

/** Toast for a refused link: the server says whether it was used, expired or invalid. */
function loginLinkErrorToast(error: unknown): ToastOptions {
  return {
    title: /*i18n*/ "Login link not accepted",
    description:
      error instanceof Error && error.message
        ? error.message
        : /*i18n*/ "This login link could not be used. Please sign in.",
    variant: "destructive",
    duration: LOGIN_LINK_TOAST_MS,
  };
}

/**
 * Replaces the address with the token-free one and tells the router (it listens to popstate),
 * so neither the address bar, the history entry nor the router's location keeps the token.
 */
function removeTokenFromAddress(): void {
  window.history.replaceState(window.history.state, "", withoutLoginToken(window.location));
  window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
}

export interface LoginLinkHandlerProps {
  /** The link's token read once at start-up with {@link loginTokenOf}, or null. */
  token: string | null;
  /**
   * Runs once the link signed in, before the routes show (awaited): main.tsx sends an account
   * without a password to {@link CHOOSE_PASSWORD_PATH} here.
   */
  afterSignIn?: (response: LoginLinkResponse) => Promise<void> | void;
  children: ReactNode;
}

export function LoginLinkHandler({ token, afterSignIn, children }: LoginLinkHandlerProps) {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(token === null);
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  // React's development double-invoked effects must not redeem the one-time token twice.
  const started = useRef(false);

  useEffect(() => {
    if (token === null || started.current) return;
    started.current = true;
    removeTokenFromAddress();
    json(api.auth["login-token"].$post({ json: { token } }))
      .then(async (response) => {
        if ("mfaRequired" in response) return setChallenge(response);
        await startSignIn(queryClient, response.authToken);
        await queryClient.fetchQuery({ ...userQuery, staleTime: 0 });
        toast(LOGIN_LINK_SUCCESS_TOAST);
        await afterSignIn?.(response);
      })
      .catch((error: unknown) => toast(loginLinkErrorToast(error)))
      .finally(() => setSettled(true));
  }, [token, queryClient, afterSignIn]);

  if (!settled) return <SigningIn />;
  if (challenge)
    return (
      <main className="mx-auto grid min-h-dvh max-w-sm content-center p-6">
        <MfaCodeForm challenge={challenge} onSuccess={() => setChallenge(null)} onRestart={() => setChallenge(null)} />
      </main>
    );
  return children;
}
