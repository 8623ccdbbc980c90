/**
 * Reissuing a pass (POST /api/admin/passes/{userId}/reissue, admins only): the person's QR code
 * shown so far stops admitting at the door, and their pass page, PDF and offline copy show the
 * new one. The registrations list learns the new pass version from the answer.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, json } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { updateRegistrationRows } from "../registrations/api";
import { passReissueFailedToast, passReissuedToast } from "../messages";

/** The person whose pass is reissued, as the check-in and registrations screens know them. */
export interface PassHolder {
  id: number;
  firstName: string;
  lastName: string;
  /** Shown in the confirmation when known (the check-in desk's kept list has no addresses). */
  email?: string;
}

export function useReissuePass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holder: PassHolder) =>
      json(api.admin.passes[":userId"].reissue.$post({ param: { userId: String(holder.id) } })),
    onSuccess: (result, holder) => {
      updateRegistrationRows(queryClient, (rows) =>
        rows.map((user) => (user.id === holder.id ? { ...user, passVersion: result.passVersion } : user)),
      );
      toast(passReissuedToast(holder, result.message));
    },
    onError: (error) => toast(passReissueFailedToast(error)),
  });
}
