/**
 * App-wide providers: TanStack Query, toasts, and the one-time login link handler (spec 4:
 * `?token=` signs in). Also used by the build-time prerender (no token, no window).
 * The toaster (Radix Toast) loads with the first toast, or when the browser is idle, so its code
 * is not part of what a page needs before it is interactive.
 */
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { LoginLinkHandler } from "../features/auth/login-link";
import { useCurrentToast } from "../lib/toast";

const loadToaster = () => import("../components/ui/toaster");
const Toaster = lazy(async () => ({ default: (await loadToaster()).Toaster }));

/** Mounts the toaster once a toast exists (it then shows it); preloads its code when idle. */
function ToasterWhenNeeded() {
  const current = useCurrentToast();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (current) setNeeded(true);
  }, [current]);
  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(() => void loadToaster(), { timeout: 5_000 });
      return () => window.cancelIdleCallback(handle);
    }
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

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
      <ToasterWhenNeeded />
    </QueryClientProvider>
  );
}
