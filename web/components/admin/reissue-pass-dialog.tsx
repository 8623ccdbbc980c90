/**
 * "Reissue pass" on the check-in and registrations screens: a button per person, and the
 * confirmation dialog (Radix Dialog) shared by a list. Confirming calls POST
 * /api/admin/passes/{userId}/reissue (admins only): the QR code the person has shown so far (a
 * lost phone, a shared screenshot) stops admitting at the door, and their pass page, PDF and
 * offline copy show the new one. The kept registrations lists learn the new pass version from the
 * answer (web/lib/registrations.ts). Texts are written in the page's language (docs/i18n.md); the
 * name takes its own direction and the email reads left to right inside the sentence.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { messageOf } from "../../lib/admin-messages";
import { api, json } from "../../lib/api";
import { rich, useI18n } from "../../lib/i18n";
import { updateRegistrationRows } from "../../lib/registrations";
import { toast, type ToastOptions } from "../../lib/toast";
import { Button } from "../ui/button";
import { Dialog, DialogActions, DialogContent } from "../ui/dialog";

/** The person whose pass is reissued, as the check-in and registrations screens know them. */
export interface PassHolder {
  id: number;
  firstName: string;
  lastName: string;
  /** Shown in the confirmation when known (the check-in desk's kept list has no addresses). */
  email?: string;
}

/** After a pass reissue: who, and what it means at the door (the server's message). */
function passReissuedToast(holder: PassHolder, message: string): ToastOptions {
  return {
    title: /*i18n*/ "Pass reissued for {name}",
    description: message,
    values: { name: `${holder.firstName} ${holder.lastName}` },
    variant: "success",
  };
}

function passReissueFailedToast(error: unknown): ToastOptions {
  return {
    title: /*i18n*/ "Reissue failed",
    description: messageOf(error, /*i18n*/ "The pass could not be reissued. Please try again."),
    variant: "destructive",
  };
}

function useReissuePass() {
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

/** Opens the reissue dialog for `holder`. */
export function ReissuePassButton({ holder, onClick }: { holder: PassHolder; onClick: () => void }) {
  const i18n = useI18n();
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={onClick}
      aria-label={i18n._("Reissue pass of {name}", { name: `${holder.firstName} ${holder.lastName}` })}
    >
      <RefreshCw className="size-4" aria-hidden />
      {i18n._("Reissue pass")}
    </Button>
  );
}

/** The confirmation; open while `holder` is set. */
export function ReissuePassDialog({
  holder,
  onClose,
  onReissued,
}: {
  holder: PassHolder | null;
  onClose: () => void;
  /** Called with the person's new pass version (the check-in desk updates its kept list). */
  onReissued?: (holder: PassHolder, passVersion: number) => void;
}) {
  const reissue = useReissuePass();
  const i18n = useI18n();
  return (
    <Dialog open={holder !== null} onOpenChange={(open) => !open && !reissue.isPending && onClose()}>
      {holder && (
        <DialogContent
          title={i18n._("Reissue pass?")}
          description={rich(
            holder.email
              ? i18n._(
                  "<0>{name}</0> (<1>{email}</1>) gets a new QR code. The one shown so far, on a lost phone, a printout or a screenshot, will be refused at the door. Their pass page and PDF show the new one.",
                  { name: `${holder.firstName} ${holder.lastName}`, email: holder.email },
                )
              : i18n._(
                  "<0>{name}</0> gets a new QR code. The one shown so far, on a lost phone, a printout or a screenshot, will be refused at the door. Their pass page and PDF show the new one.",
                  { name: `${holder.firstName} ${holder.lastName}` },
                ),
            [<bdi key="name" />, <bdi key="email" dir="ltr" />],
          )}
        >
          <DialogActions pending={reissue.isPending} className="mt-6">
            <Button
              disabled={reissue.isPending}
              onClick={() =>
                reissue.mutate(holder, {
                  onSuccess: (result) => {
                    onReissued?.(holder, result.passVersion);
                    onClose();
                  },
                })
              }
            >
              {reissue.isPending ? i18n._("Reissuing...") : i18n._("Reissue pass")}
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
