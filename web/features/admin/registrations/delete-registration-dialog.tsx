/** The confirmation before deleting a registration (docs/data-model.md#registration-deletion), on Radix Dialog. */
import type { User } from "../../../../worker/contract/user";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogActions, DialogContent } from "../../../components/ui/dialog";
import { useDeleteRegistration } from "./api";

export function DeleteRegistrationDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const remove = useDeleteRegistration();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      {user && (
        <DialogContent
          title="Delete registration?"
          description={`${user.firstName} ${user.lastName} (${user.email}) will be deleted with their profile, questions, login links and email logs. This cannot be undone.`}
        >
          <DialogActions pending={remove.isPending} className="mt-6">
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(user.id, { onSuccess: onClose })}
            >
              {remove.isPending ? "Deleting..." : "Delete"}
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
