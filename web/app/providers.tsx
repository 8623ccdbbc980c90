/**
 * App-wide providers: TanStack Query, toasts, and the one-time login link handler (spec 4:
 * `?token=` signs in). Also used by the build-time prerender (no token, no window).
 */
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "../components/ui/toaster";
import { LoginLinkHandler } from "../features/auth/login-link";

interface ProvidersProps {
  queryClient: QueryClient;
  /** A one-time login token found in the start-up URL, or null. */
  loginToken?: string | null;
  children: ReactNode;
}

export function Providers({ queryClient, loginToken = null, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <LoginLinkHandler token={loginToken}>{children}</LoginLinkHandler>
      <Toaster />
    </QueryClientProvider>
  );
}
