/**
 * The public content version (docs/decisions/0007-edge-cache-and-content-version.md): a KV value
 * that every organiser edit replaces. The edge cache keys public reads by it
 * (middleware/cache.ts), and the Worker keeps the event settings per isolate by it
 * (./event-settings.ts), so an edit is visible on the next request.
 */

/** KV key of the content version. */
const CONTENT_VERSION_KEY = "public-content-version";

/** The current content version ("0" before the first edit). */
export async function contentVersion(env: Env): Promise<string> {
  return (await env.EDGE_CACHE.get(CONTENT_VERSION_KEY)) ?? "0";
}

/** Starts a new content version: every cached public read becomes unreachable. */
export async function purgePublicContent(env: Env): Promise<void> {
  await env.EDGE_CACHE.put(CONTENT_VERSION_KEY, `${Date.now().toString(36)}-${crypto.randomUUID()}`);
}
