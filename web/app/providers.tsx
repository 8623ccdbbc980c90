/**
 * App-wide providers: the language (web/lib/i18n.tsx), TanStack Query, toasts, and the one-time login link handler (docs/data-model.md#states-and-transitions:
 * `?token=` signs in), loaded only when there is a token. Also used by the build-time prerender
 * (no token, no window).
 * The toaster (Radix Toast) loads with the first toast, so its code is not part of what a page
 * needs before it is interactive. Once React has committed, <html>
 * gets `data-ready` (the end-to-end tests wait for it before interacting).
 */
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import type { Catalog, I18n } from "../../worker/contract/i18n";
import type { LoginLinkHandlerProps } from "../features/auth/login-link";
import { SigningIn } from "../features/auth/signing-in";
import { I18nProvider, useI18n } from "../lib/i18n";
import { useCurrentToast } from "../lib/toast";

const Toaster = lazy(async () => ({ default: (await import("../components/ui/toaster")).Toaster }));
// Loaded only when the start-up address carries a login link, so no page pays for it otherwise.
const LoginLinkHandler = lazy(async () => ({
  default: (await import("../features/auth/login-link")).LoginLinkHandler,
}));

/** Mounts the toaster once a toast exists (it then shows it). */
function ToasterWhenNeeded() {
  const current = useCurrentToast();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (current) setNeeded(true);
  }, [current]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export interface ProvidersProps {
  queryClient: QueryClient;
  /** A one-time login token found in the start-up URL, or null. */
  loginToken?: string | null;
  /** What follows a sign-in by that link, before the routes show (see LoginLinkHandler). */
  afterLoginLink?: LoginLinkHandlerProps["afterSignIn"];
  /** The page's language and its first translations (English when absent; web/lib/i18n.tsx). */
  i18n?: I18n;
  /** Loads the page's whole catalogue after the first render (Arabic pages). */
  loadCatalog?: () => Promise<Catalog>;
  /** This page's address in the other language (public pages). */
  alternate?: string | null;
  children: ReactNode;
}

/** Marks the document interactive once React has committed. */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.ready = "";
  }, []);
  return null;
}

export function Providers({
  queryClient,
  loginToken = null,
  afterLoginLink,
  i18n,
  loadCatalog,
  alternate,
  children,
}: ProvidersProps) {
  const english = useI18n();
  return (
    <I18nProvider i18n={i18n ?? english} load={loadCatalog} alternate={alternate}>
      <QueryClientProvider client={queryClient}>
        {loginToken === null ? (
          <>
            {children}
            <ReadyMarker />
          </>
        ) : (
          <Suspense fallback={<SigningIn />}>
            <LoginLinkHandler token={loginToken} afterSignIn={afterLoginLink}>
              {children}
              <ReadyMarker />
            </LoginLinkHandler>
          </Suspense>
        )}
        <ToasterWhenNeeded />
      </QueryClientProvider>
    </I18nProvider>
  );
}
