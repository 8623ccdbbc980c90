/**
 * The registrations lists (docs/api.md#registrations: GET /api/users, one page searched and sorted
 * by the server, admins only): their keys, the query and a way to change the rows kept in the
 * cache. They live in lib/ because several screens read or refresh them: Registration Management,
 * Delegate Management (its user list is the same call) and the reissue-pass dialog (the new pass
 * version), as `qnaKeys` (./qna-keys.ts) does for the Q&A lists.
 */
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { RegistrationPage, RegistrationQuery } from "../../worker/contract/registrations";
import type { User } from "../../worker/contract/user";
import { api, json } from "./api";
import { urlKey } from "./query-client";

/** What a screen asks for: the query of GET /api/users with every field optional. */
export type RegistrationListQuery = Partial<RegistrationQuery>;

/** Query string of `query`, every value as text ("" and undefined left out). */
function queryString(query: RegistrationListQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== "")
      .map(([key, value]) => [key, String(value)]),
  );
}

/** Keys of the registrations lists (GET /api/users): `all()` is the prefix of every page's key. */
export const registrationKeys = {
  all: () => urlKey(api.users.$path()),
  list: (query: RegistrationListQuery) => urlKey(api.users.$path(), queryString(query)),
};

const registrationsQuery = (query: RegistrationListQuery) =>
  queryOptions({
    queryKey: registrationKeys.list(query),
    queryFn: () => json(api.users.$get({ query: queryString(query) })),
  });

/** One page of registrations; the previous page stays on screen while the next loads. */
export function useRegistrations(query: RegistrationListQuery) {
  return useQuery({ ...registrationsQuery(query), placeholderData: keepPreviousData });
}

/** Applies `change` to the rows of every kept page of the registrations lists. */
export function updateRegistrationRows(queryClient: QueryClient, change: (rows: User[]) => User[]): void {
  queryClient.setQueriesData<RegistrationPage>({ queryKey: registrationKeys.all() }, (page) =>
    page ? { ...page, rows: change(page.rows) } : page,
  );
}
