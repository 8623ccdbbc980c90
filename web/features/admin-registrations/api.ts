/**
 * Registration Management's own calls (docs/api.md#registrations): DELETE /api/users/{id} and the
 * CSV export URL, a download by navigation (the session cookie authenticates it). The list itself
 * (GET /api/users) is read through web/lib/registrations.ts, which Delegate Management shares; the
 * Excel export with QR codes is a background job (./export-jobs-api.ts).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, json } from "../../lib/api";
import { qnaKeys } from "../../lib/qna-keys";
import { registrationKeys, updateRegistrationRows } from "../../lib/registrations";
import { toast } from "../../lib/toast";
import { REGISTRATION_DELETED_TOAST, registrationDeleteFailedToast } from "./messages";

export const EXPORT_CSV_URL = api.registrations.export.$path();

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
