/** Speaker queries (spec 7, Content: GET /api/speakers, also ?event=). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Speaker } from "../../../worker/contract/content";
import type { EventCode } from "../../../worker/contract/event";

/** All speakers, or one event's, in display order. */
export function speakersQuery(event?: EventCode) {
  return queryOptions<Speaker[]>({ queryKey: event ? ["/api/speakers", { event }] : ["/api/speakers"] });
}

export function useSpeakers(event?: EventCode) {
  return useQuery(speakersQuery(event));
}

/**
 * The public speakers page's main list (spec 7, GET /api/speakers): refetched every 10 s,
 * stale after 30 s — the exception to the app's "never stale, no polling" defaults.
 */
export const MAIN_LIST_REFRESH = { refetchInterval: 10_000, staleTime: 30_000 } as const;

/**
 * The public speakers page's other reads (spec 7): refetched on mount and on window focus, so
 * they count as stale at once.
 */
export const REFRESH_ON_VISIT = { staleTime: 0, refetchOnMount: true, refetchOnWindowFocus: true } as const;
