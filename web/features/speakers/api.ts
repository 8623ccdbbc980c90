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
