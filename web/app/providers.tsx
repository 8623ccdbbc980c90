/**
 * App-wide providers: TanStack Query, Radix tooltip timing (700/300 ms, spec 9), toasts, and the
 * one-time login link handler (spec 4: `?token=` signs in).
 */
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Tooltip } from "radix-ui";
import type { ReactNode } from "react";
import { Toaster } from "../components/ui/toaster";
import { LoginLinkHandler } from "../features/auth/login-link";

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        <LoginLinkHandler>{children}</LoginLinkHandler>
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
