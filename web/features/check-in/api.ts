/**
 * Door check-in queries and mutations (API under /api/admin/check-in, admins only). Counts are
 * live: polled every 5 s while the page is visible and replaced by the counts each check-in
 * answers with.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EventCode } from "../../../worker/contract/event";
import { api, json } from "../../lib/api";
import { urlKey } from "../../lib/query-client";

/** How often the counts refresh, in ms. */
const COUNTS_REFRESH_MS = 5_000;

/** Keys of the check-in reads; `search()` without arguments is the prefix of every search. */
const checkInKeys = {
  counts: () => urlKey(api.admin["check-in"].counts.$path()),
  search: (event?: EventCode, q?: string) => urlKey(api.admin["check-in"].search.$path(), { event, q }),
};

const checkInCountsQuery = queryOptions({
  queryKey: checkInKeys.counts(),
  queryFn: () => json(api.admin["check-in"].counts.$get()),
  refetchInterval: COUNTS_REFRESH_MS,
});

export function useCheckInCounts() {
  return useQuery(checkInCountsQuery);
}

/** People matching `q` with their check-in for `event`; disabled for an empty query. */
function checkInSearchQuery(event: EventCode, q: string) {
  return queryOptions({
    queryKey: checkInKeys.search(event, q.trim()),
    queryFn: () => json(api.admin["check-in"].search.$get({ query: { event, q: q.trim() } })),
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
      json(
        "token" in request
          ? api.admin["check-in"].scan.$post({ json: request })
          : api.admin["check-in"].$post({ json: request }),
      ),
    onSuccess: (result) => {
      queryClient.setQueryData(checkInKeys.counts(), result.counts);
      void queryClient.invalidateQueries({ queryKey: checkInKeys.search() });
    },
  });
}
