/**
 * Component-test rendering: a fresh query client with the app's defaults and the default event
 * settings (as the Worker embeds the current ones in every document), the toaster, an in-memory
 * router, an optional fixed clock and an optional language (English by default).
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "../components/ui/toaster";
import { DEFAULT_SETTINGS } from "../../worker/contract/default-settings";
import { eventSettingsKey } from "../lib/event-settings";
import type { I18n } from "../../worker/contract/i18n";
import { I18nProvider } from "../lib/i18n";
import { createQueryClient } from "../lib/query-client";
import { NowProvider } from "../lib/use-now";

interface RenderOptions {
  /** Initial URL (default "/"). */
  path?: string;
  /** Fixed "now" for time-dependent screens. */
  now?: Date;
  /**
   * The page's language, e.g. `createI18n("ar", arabic)` with
   * `import arabic from "…/locales/ar.po?catalog"`; it wraps the toaster too.
   */
  i18n?: I18n;
}

/** Renders `ui` at `path` inside the app's providers; returns Testing Library queries and the query client. */
export function renderWithApp(ui: ReactElement, { path = "/", now, i18n }: RenderOptions = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(eventSettingsKey(), DEFAULT_SETTINGS);
  const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [path] });
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
  const tree = i18n ? <I18nProvider i18n={i18n}>{app}</I18nProvider> : app;
  const result = render(now ? <NowProvider now={() => now}>{tree}</NowProvider> : tree);
  return { ...result, queryClient, router };
}

/** Replaces global fetch with a handler; returns the recorded calls. */
export function mockFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    return handler(url, init);
  }) as typeof fetch;
  return calls;
}

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}
