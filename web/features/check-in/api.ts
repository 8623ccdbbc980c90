/**
 * The check-in desk's calls (docs/api.md#check-in, admins only), all through the typed client:
 * the pass public key and the roster a desk keeps, the sync of its queue, the live counts (polled
 * every {@link COUNTS_REFRESH_MS} while the screen is open) and the no-shows download address.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { JSONWebKeySet } from "jose";
import type { CheckInSyncRequest, DeskCheckIn, RosterPage, RosterPerson } from "../../../worker/contract/check-in";
import type { EventCode } from "../../../worker/contract/event";
import { api, json } from "../../lib/api";
import { urlKey } from "../../lib/query-client";

/** How often the counts refresh, in ms (within 10 s of a check-in anywhere). */
const COUNTS_REFRESH_MS = 5_000;

/** Keys of the check-in reads. */
const checkInKeys = {
  counts: () => urlKey(api.admin["check-in"].counts.$path()),
};

const checkInCountsQuery = queryOptions({
  queryKey: checkInKeys.counts(),
  queryFn: () => json(api.admin["check-in"].counts.$get()),
  refetchInterval: COUNTS_REFRESH_MS,
});

export function useCheckInCounts() {
  return useQuery(checkInCountsQuery);
}

/** The pass public key (GET /api/pass/public-key), a JWK Set. */
export async function fetchPassKeys(): Promise<JSONWebKeySet> {
  return (await json(api.pass["public-key"].$get())) as JSONWebKeySet;
}

/** Every roster page (GET /api/admin/check-in/roster?after=): all people and their check-ins. */
export async function fetchRoster(): Promise<{ people: RosterPerson[]; checkIns: DeskCheckIn[]; cursor: number }> {
  const people: RosterPerson[] = [];
  const checkIns: DeskCheckIn[] = [];
  let after: number | null = 0;
  let cursor = 0;
  while (after !== null) {
    const page: RosterPage = await json(api.admin["check-in"].roster.$get({ query: { after: String(after) } }));
    if (after === 0) cursor = page.cursor;
    people.push(...page.people);
    checkIns.push(...page.checkIns);
    after = page.next;
  }
  return { people, checkIns, cursor };
}

/** POST /api/admin/check-in/sync. */
export function postSync(body: CheckInSyncRequest) {
  return json(api.admin["check-in"].sync.$post({ json: body }));
}

/** Address of the no-shows CSV of `event` (a download by navigation; the session cookie authenticates it). */
export function noShowsUrl(event: EventCode): string {
  return `${api.admin["check-in"]["no-shows"].$path()}?${new URLSearchParams({ event })}`;
}
