/**
 * The confirmation before deleting a speaker (docs/product.md#speaker-management): deleting takes
 * them out of every session and deletes their uploaded photo; it cannot be undone. The name takes
 * its own direction inside the sentence.
 */
import type { Speaker } from "../../../worker/contract/content";
import { Button } from "../../components/ui/button";
import { DialogActions, DialogContent } from "../../components/ui/dialog";
import { rich, useI18n } from "../../lib/i18n";
import { useDeleteSpeaker } from "./api";

export function DeleteSpeakerDialogContent({ speaker, onDone }: { speaker: Speaker; onDone: () => void }) {
  const i18n = useI18n();
  const remove = useDeleteSpeaker();
  return (
    <DialogContent
      title={i18n._("Delete speaker?")}
      description={rich(
        i18n._(
          "<0>{name}</0> will be removed from every session and deleted with their photo. This cannot be undone.",
          { name: `${speaker.name} ${speaker.surname}` },
        ),
        [<bdi key="name" />],
      )}
    >
      <DialogActions pending={remove.isPending} className="mt-6">
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(speaker.id, { onSuccess: onDone })}
        >
          {remove.isPending ? i18n._("Deleting...") : i18n._("Delete")}
        </Button>
      </DialogActions>
    </DialogContent>
  );
}
