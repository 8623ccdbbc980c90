/**
 * Reads of the public content, shared by the public pages, the app and the admin screens (spec 7,
 * Content: GET /api/agenda, /api/speakers and /api/stats, each also with ?event=). Keyed by URL,
 * so the default query function of lib/query-client.ts GETs them; a non-OK answer throws
 * "HTTP {status}"-style errors through the shared client.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AgendaItem, Speaker, Stats } from "../../worker/contract/content";
import type { EventCode } from "../../worker/contract/event";

/** All sessions, or one event's. */
export function agendaQuery(event?: EventCode) {
  return queryOptions<AgendaItem[]>({ queryKey: event ? ["/api/agenda", { event }] : ["/api/agenda"] });
}

export function useAgenda(event?: EventCode) {
  return useQuery(agendaQuery(event));
}

/** All speakers, or one event's, in display order. */
export function speakersQuery(event?: EventCode) {
  return queryOptions<Speaker[]>({ queryKey: event ? ["/api/speakers", { event }] : ["/api/speakers"] });
}

export function useSpeakers(event?: EventCode) {
  return useQuery(speakersQuery(event));
}

/** Public counts (spec 7: requested on the dashboard and landing page). */
export const statsQuery = queryOptions<Stats>({ queryKey: ["/api/stats"] });

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
