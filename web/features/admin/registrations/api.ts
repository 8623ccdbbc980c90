/**
 * Registrations (docs/api.md): GET /api/users (every user, admins only) and DELETE /api/users/{id}.
 * The CSV export URL is a download by navigation (the session cookie authenticates it); the Excel
 * export with QR codes is a background job (./export-jobs-api.ts).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { User } from "../../../../worker/contract/user";
import { api, json } from "../../../lib/api";
import { qnaKeys } from "../../../lib/qna-keys";
import { urlKey } from "../../../lib/query-client";
import { toast } from "../../../lib/toast";
import { REGISTRATION_DELETED_TOAST, registrationDeleteFailedToast } from "../messages";

/** Key of the registrations list (GET /api/users). */
export const registrationKeys = { list: () => urlKey(api.users.$path()) };
export const EXPORT_CSV_URL = api.registrations.export.$path();

const registrationsQuery = queryOptions({ queryKey: registrationKeys.list(), queryFn: () => json(api.users.$get()) });

export function useRegistrations() {
  return useQuery(registrationsQuery);
}

/** Deletes a registration; toasts "Registration deleted successfully" or "Failed to delete registration" (docs/messages.md#toasts-and-the-error-catalogue). */
export function useDeleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => json(api.users[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<User[]>(registrationKeys.list(), (list) => list?.filter((u) => u.id !== id));
      toast(REGISTRATION_DELETED_TOAST);
    },
    onError: (error) => toast(registrationDeleteFailedToast(error)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationKeys.list() }),
        queryClient.invalidateQueries({ queryKey: qnaKeys.admin() }),
      ]),
  });
}
