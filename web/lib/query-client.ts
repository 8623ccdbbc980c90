/**
 * TanStack Query defaults (docs/api.md, Shared request behaviour): no automatic retries, no
 * refetch on window focus, no polling, data never stale (web/lib/offline.ts refetches when the
 * connection returns). Queries are keyed by the URL they GET (`["/api/agenda", { event }]`,
 * built by {@link urlKey} in each feature's key factory from the typed client's paths), so an
 * invalidation names the key of the query it refreshes, and the Worker's rendering of the public
 * pages can read a query's data by its URL ({@link urlOfKey}, web/entry-server.tsx).
 */
import { QueryClient } from "@tanstack/react-query";

/** Query parameters of a key; undefined and "" are left out of the URL. */
type KeyParams = Record<string, string | number | undefined>;

/**
 * The key of a GET of `path` with `params`: `[path]`, or `[path, params]` when a parameter is
 * set. A key without params is the prefix of every key of that path (for invalidation).
 */
export function urlKey(path: string, params: KeyParams = {}): readonly [string] | readonly [string, KeyParams] {
  const set = Object.entries(params).filter(([, value]) => value !== undefined && value !== "");
  return set.length > 0 ? [path, Object.fromEntries(set)] : [path];
}

/** Builds the URL of a key `[path, params?]`; params become the query string. */
export function urlOfKey(queryKey: readonly unknown[]): string {
  const [path, params] = queryKey as [string, KeyParams | undefined];
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
