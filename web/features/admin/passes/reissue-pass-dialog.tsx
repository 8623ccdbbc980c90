/**
 * "Reissue pass" on the check-in and registrations screens: a button per person, and the
 * confirmation dialog (Radix Dialog) shared by a list. Confirming withdraws the QR code the person
 * has shown so far (a lost phone, a shared screenshot) and issues a new one.
 */
import { RefreshCw } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogActions, DialogContent } from "../../../components/ui/dialog";
import { type PassHolder, useReissuePass } from "./api";

/** Opens the reissue dialog for `holder`. */
export function ReissuePassButton({ holder, onClick }: { holder: PassHolder; onClick: () => void }) {
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={onClick}
      aria-label={`Reissue pass of ${holder.firstName} ${holder.lastName}`}
    >
      <RefreshCw className="size-4" aria-hidden />
      Reissue pass
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
  return (
    <Dialog open={holder !== null} onOpenChange={(open) => !open && !reissue.isPending && onClose()}>
      {holder && (
        <DialogContent
          title="Reissue pass?"
          description={`${holder.firstName} ${holder.lastName}${holder.email ? ` (${holder.email})` : ""} gets a new QR code. The one shown so far, on a lost phone, a printout or a screenshot, will be refused at the door. Their pass page and PDF show the new one.`}
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
              {reissue.isPending ? "Reissuing..." : "Reissue pass"}
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
