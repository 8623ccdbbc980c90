/**
 * The public sponsors (GET /api/sponsors, docs/api.md#sponsors): the landing page's lower half reads
 * them and the Sponsors screen refreshes them after a write. Apart from ./content.ts on purpose:
 * only those two load this module, so it stays out of the script every public page loads first
 * (docs/architecture.md#performance-budget).
 */
import { useQuery } from "@tanstack/react-query";
import { api, json } from "./api";
import { urlKey } from "./query-client";

/** The key of the public sponsors' query: its URL. */
export const sponsorsKey = () => urlKey(api.sponsors.$path());

/** The active sponsors by tier, then display order. */
export function useSponsors() {
  return useQuery({ queryKey: sponsorsKey(), queryFn: () => json(api.sponsors.$get()) });
}
