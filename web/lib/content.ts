/**
 * Reads of the public content, shared by the public pages, the app and the admin screens
 * (docs/api.md, Content: GET /api/agenda, /api/speakers and /api/stats, the first two also with
 * ?event=). The sponsors are read through ./sponsors.ts. A non-OK answer throws "HTTP {status}"-style errors through the shared client.
 * {@link contentKeys} is their key factory: the admin screens invalidate with it.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EventCode } from "../../worker/contract/event";
import { api, json } from "./api";
import { urlKey } from "./query-client";

/** Keys of the content reads; without an event, the prefix of every event's key. */
export const contentKeys = {
  agenda: (event?: EventCode) => urlKey(api.agenda.$path(), { event }),
  speakers: (event?: EventCode) => urlKey(api.speakers.$path(), { event }),
  stats: () => urlKey(api.stats.$path()),
};

/** All sessions, or one event's. */
export function agendaQuery(event?: EventCode) {
  return queryOptions({
    queryKey: contentKeys.agenda(event),
    queryFn: () => json(api.agenda.$get({ query: { event } })),
  });
}

export function useAgenda(event?: EventCode) {
  return useQuery(agendaQuery(event));
}

/** All speakers, or one event's, in display order. */
export function speakersQuery(event?: EventCode) {
  return queryOptions({
    queryKey: contentKeys.speakers(event),
    queryFn: () => json(api.speakers.$get({ query: { event } })),
  });
}

export function useSpeakers(event?: EventCode) {
  return useQuery(speakersQuery(event));
}

/** Public counts (docs/api.md#get-apistats). */
export const statsQuery = queryOptions({ queryKey: contentKeys.stats(), queryFn: () => json(api.stats.$get()) });

/**
 * The public speakers page's main list (docs/api.md#get-apispeakers): refetched every 10 s,
 * stale after 30 s — the exception to the app's "never stale, no polling" defaults.
 */
export const MAIN_LIST_REFRESH = { refetchInterval: 10_000, staleTime: 30_000 } as const;

/**
 * The public speakers page's other reads (docs/api.md): refetched on mount and on window focus, so
 * they count as stale at once.
 */
export const REFRESH_ON_VISIT = { staleTime: 0, refetchOnMount: true, refetchOnWindowFocus: true } as const;
