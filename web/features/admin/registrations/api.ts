/**
 * Registrations (docs/api.md): GET /api/users (every user, admins only) and DELETE /api/users/{id}.
 * The export URLs are downloads by navigation (the session cookie authenticates them).
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
export const EXPORT_EXCEL_QR_URL = api.registrations.export["excel-qr"].$path();

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
