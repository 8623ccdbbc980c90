/**
 * The announcements of the signed-in app (docs/live-room.md#announcements; docs/api.md#announcements):
 * GET /api/announcements in the query cache, the channel's new ones put at its top, and the
 * dismissed ones remembered in this browser.
 */
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Announcement } from "../../../worker/contract/announcements";
import { api, json } from "../../lib/api";
import { getAuthToken } from "../../lib/auth-token";
import { urlKey } from "../../lib/query-client";

/**
 * The caller's announcements, newest first. Without a stored session token (signing out clears it
 * before the app's reads are reset: lib/logout.ts) there is nothing to ask, and asking would only
 * answer 401 into the console.
 */
export const announcementsQuery = queryOptions({
  queryKey: urlKey(api.announcements.$path()),
  queryFn: async (): Promise<Announcement[]> => (getAuthToken() ? json(api.announcements.$get()) : []),
});

/** Puts a new announcement from the channel at the top of the cached list (once). */
export function addAnnouncement(queryClient: QueryClient, announcement: Announcement): void {
  queryClient.setQueryData(announcementsQuery.queryKey, (previous) => [
    announcement,
    ...(previous ?? []).filter((a) => a.id !== announcement.id),
  ]);
}

/** localStorage key of the dismissed announcements' ids. */
const DISMISSED_KEY = "dismissedAnnouncements";
/** Ids remembered, most recent last: more than the list ever shows (services/announcements.ts lists 50). */
const DISMISSED_KEPT = 200;

/** The ids of the announcements dismissed in this browser (none when storage is unavailable). */
export function dismissedAnnouncements(): Set<number> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? "[]");
    return new Set(Array.isArray(stored) ? stored.filter((id): id is number => typeof id === "number") : []);
  } catch {
    return new Set();
  }
}

/** Remembers that announcement `id` was dismissed in this browser. */
export function rememberDismissed(id: number): void {
  const ids = [...dismissedAnnouncements(), id].slice(-DISMISSED_KEPT);
  try {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(ids));
  } catch {
    // Private browsing without storage: the banner goes away until the next visit.
  }
}
