/**
 * The body of the confirmation an admin screen asks before deleting something for good (a speaker,
 * a sponsor, a session): its title and what will go, then Cancel and "Delete" ("Deleting..." while the
 * deletion runs; Cancel is disabled meanwhile). Goes inside a `Dialog` the screen controls.
 */
import type { ReactNode } from "react";
import { Button } from "../ui/button";
import { DialogActions, DialogContent } from "../ui/dialog";
import { useI18n } from "../../lib/i18n";

interface ConfirmDeleteProps {
  title: string;
  /** What will be deleted, and that it cannot be undone. */
  description: ReactNode;
  pending: boolean;
  onConfirm: () => void;
}

export function ConfirmDeleteContent({ title, description, pending, onConfirm }: ConfirmDeleteProps) {
  const i18n = useI18n();
  return (
    <DialogContent title={title} description={description}>
      <DialogActions pending={pending} className="mt-6">
        <Button variant="danger" disabled={pending} onClick={onConfirm}>
          {pending ? i18n._("Deleting...") : i18n._("Delete")}
        </Button>
      </DialogActions>
    </DialogContent>
  );
}
