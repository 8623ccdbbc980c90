/**
 * Agenda queries (spec 7, Content: GET /api/agenda, also ?event=). Keyed by URL; a non-OK answer
 * throws "HTTP {status}"-style errors through the shared client.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AgendaItem, Stats } from "../../../worker/contract/content";
import type { EventCode } from "../../../worker/contract/event";

/** All sessions, or one event's. */
export function agendaQuery(event?: EventCode) {
  return queryOptions<AgendaItem[]>({ queryKey: event ? ["/api/agenda", { event }] : ["/api/agenda"] });
}

export function useAgenda(event?: EventCode) {
  return useQuery(agendaQuery(event));
}

/** Public counts (spec 7: requested on the dashboard and landing page). */
export const statsQuery = queryOptions<Stats>({ queryKey: ["/api/stats"] });
