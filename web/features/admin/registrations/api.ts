/**
 * Registrations (docs/api.md#registrations): GET /api/users (one page, searched and sorted by the
 * server, admins only) and DELETE /api/users/{id}. The CSV export URL is a download by navigation
 * (the session cookie authenticates it); the Excel export with QR codes is a background job
 * (./export-jobs-api.ts).
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { RegistrationPage, RegistrationQuery } from "../../../../worker/contract/registrations";
import type { User } from "../../../../worker/contract/user";
import { api, json } from "../../../lib/api";
import { qnaKeys } from "../../../lib/qna-keys";
import { urlKey } from "../../../lib/query-client";
import { toast } from "../../../lib/toast";
import { REGISTRATION_DELETED_TOAST, registrationDeleteFailedToast } from "../messages";

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
export const EXPORT_CSV_URL = api.registrations.export.$path();

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

/** Deletes a registration; toasts "Registration deleted successfully" or "Failed to delete registration" (docs/messages.md#toasts-and-the-error-catalogue). */
export function useDeleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => json(api.users[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: (_answer, id) => {
      updateRegistrationRows(queryClient, (rows) => rows.filter((u) => u.id !== id));
      toast(REGISTRATION_DELETED_TOAST);
    },
    onError: (error) => toast(registrationDeleteFailedToast(error)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationKeys.all() }),
        queryClient.invalidateQueries({ queryKey: qnaKeys.admin() }),
      ]),
  });
}
