/**
 * Offline on the event day (docs/architecture.md#offline), client side; the service
 * worker is configured in web/build/pwa.ts and registered by ./service-worker.ts.
 * - {@link refetchWhenOnline}: queries never go stale by themselves (docs/api.md), so when the
 *   connection returns every active query is refetched;
 * - once a delegate is signed in, the event-day screens' code is loaded in idle time so the
 *   service worker keeps it (web/app/prepare-offline.ts: a module of its own, so the public
 *   pages, which load this one, do not carry the list of those screens' files);
 * - {@link clearPrivateCache}: on sign-out, the cached copies of the delegate's own data go.
 */
import { onlineManager, type QueryClient } from "@tanstack/react-query";

/** Must match PRIVATE_CACHE in web/build/pwa.ts (a Node-side module the browser cannot import). */
const PRIVATE_CACHE = "api-private";

/** Refetches the active queries whenever the browser comes back online. */
export function refetchWhenOnline(queryClient: QueryClient): () => void {
  let wasOnline = onlineManager.isOnline();
  return onlineManager.subscribe((online) => {
    if (online && !wasOnline) void queryClient.invalidateQueries();
    wasOnline = online;
  });
}

/** Deletes the service worker's copies of the signed-in user's data. */
export async function clearPrivateCache(): Promise<void> {
  if ("caches" in window) await caches.delete(PRIVATE_CACHE);
}
