/**
 * "Reissue pass" on the check-in and registrations screens: a button per person, and the
 * confirmation dialog (Radix Dialog) shared by a list. Confirming withdraws the QR code the person
 * has shown so far (a lost phone, a shared screenshot) and issues a new one. Texts are written in
 * the page's language (docs/i18n.md); the name takes its own direction and the email reads left to
 * right inside the sentence.
 */
import { RefreshCw } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogActions, DialogContent } from "../../../components/ui/dialog";
import { rich, useI18n } from "../../../lib/i18n";
import { type PassHolder, useReissuePass } from "./api";

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
