/**
 * Door check-in queries and mutations (API under /api/admin/check-in, admins only). Counts are
 * live: polled every 5 s while the page is visible and replaced by the counts each check-in
 * answers with.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EventCode } from "../../../worker/contract/event";
import type { CheckInCounts, CheckInPerson, CheckInResult } from "../../../worker/contract/pass";
import { sendJson } from "../../lib/api";

/** How often the counts refresh, in ms. */
const COUNTS_REFRESH_MS = 5_000;

const COUNTS_KEY = ["/api/admin/check-in/counts"] as const;
const SEARCH_PATH = "/api/admin/check-in/search";

const checkInCountsQuery = queryOptions<CheckInCounts>({
  queryKey: COUNTS_KEY,
  refetchInterval: COUNTS_REFRESH_MS,
});

export function useCheckInCounts() {
  return useQuery(checkInCountsQuery);
}

/** People matching `q` with their check-in for `event`; disabled for an empty query. */
function checkInSearchQuery(event: EventCode, q: string) {
  return queryOptions<CheckInPerson[]>({
    queryKey: [SEARCH_PATH, { event, q: q.trim() }],
    enabled: q.trim() !== "",
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useCheckInSearch(event: EventCode, q: string) {
  return useQuery(checkInSearchQuery(event, q));
}

/** A check-in by scanned pass token or by a person picked from the search. */
export type CheckInRequest = { event: EventCode; token: string } | { event: EventCode; userId: number };

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CheckInRequest) =>
      sendJson<CheckInResult>("POST", "token" in request ? "/api/admin/check-in/scan" : "/api/admin/check-in", request),
    onSuccess: (result) => {
      queryClient.setQueryData(COUNTS_KEY, result.counts);
      void queryClient.invalidateQueries({ queryKey: [SEARCH_PATH] });
    },
  });
}
