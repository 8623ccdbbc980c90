/**
 * Registrations (spec 7): GET /api/users (every user, admins only) and DELETE /api/users/{id}.
 * The export URLs are downloads by navigation (the session cookie authenticates them).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { User } from "../../../../worker/contract/user";
import { sendJson } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { REGISTRATION_DELETED_TOAST, registrationDeleteFailedToast } from "../messages";

export const REGISTRATIONS_KEY = ["/api/users"] as const;
export const EXPORT_CSV_URL = "/api/registrations/export";
export const EXPORT_EXCEL_QR_URL = "/api/registrations/export/excel-qr";

const registrationsQuery = queryOptions<User[]>({ queryKey: REGISTRATIONS_KEY });

export function useRegistrations() {
  return useQuery(registrationsQuery);
}

/** Deletes a registration; toasts "Registration deleted successfully" or "Failed to delete registration" (spec 8). */
export function useDeleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson("DELETE", `/api/users/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<User[]>(REGISTRATIONS_KEY, (list) => list?.filter((u) => u.id !== id));
      toast(REGISTRATION_DELETED_TOAST);
    },
    onError: (error) => toast(registrationDeleteFailedToast(error)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REGISTRATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ["/api/admin/qna"] }),
      ]),
  });
}
