/**
 * The confirmation before deleting a registration (docs/data-model.md#registration-deletion), on
 * Radix Dialog, in the page's language (docs/i18n.md): the name takes its own direction and the
 * email reads left to right inside the sentence.
 */
import type { User } from "../../../worker/contract/user";
import { Button } from "../../components/ui/button";
import { Dialog, DialogActions, DialogContent } from "../../components/ui/dialog";
import { rich, useI18n } from "../../lib/i18n";
import { useDeleteRegistration } from "./api";

export function DeleteRegistrationDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const remove = useDeleteRegistration();
  const i18n = useI18n();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      {user && (
        <DialogContent
          title={i18n._("Delete registration?")}
          description={rich(
            i18n._(
              "<0>{name}</0> (<1>{email}</1>) will be deleted with their profile, questions, login links and email logs. This cannot be undone.",
              { name: `${user.firstName} ${user.lastName}`, email: user.email },
            ),
            [<bdi key="name" />, <bdi key="email" dir="ltr" />],
          )}
        >
          <DialogActions pending={remove.isPending} className="mt-6">
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(user.id, { onSuccess: onClose })}
            >
              {remove.isPending ? i18n._("Deleting...") : i18n._("Delete")}
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
