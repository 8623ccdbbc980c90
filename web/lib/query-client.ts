/**
 * TanStack Query defaults (spec 7): no automatic retries, no refetch on window focus, no
 * polling, data never stale (web/lib/offline.ts refetches when the connection returns). Queries are keyed by their URL (`["/api/agenda", params]`) and the
 * default query function GETs that URL; 401 throws unless a query opts into `returnNull`.
 */
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { ApiError, getJson } from "./api";

/** Builds the URL of a key `[path, params?]`; params become the query string. */
export function urlOfKey(queryKey: readonly unknown[]): string {
  const [path, params] = queryKey as [string, Record<string, string | number | undefined> | undefined];
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Default query function; with `on401: "returnNull"` an unauthenticated answer yields null. */
export function getQueryFn<T>({ on401 }: { on401: "throw" | "returnNull" }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await getJson<T>(urlOfKey(queryKey));
    } catch (error) {
      if (on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        // Try the network even when the browser reports offline: the service worker may answer
        // from its copy (web/build/pwa.ts).
        networkMode: "offlineFirst",
      },
      mutations: { retry: false, networkMode: "offlineFirst" },
    },
  });
}
