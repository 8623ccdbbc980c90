/**
 * The confirmation before deleting a speaker (docs/product.md#speaker-management): deleting takes
 * them out of every session and deletes their uploaded photo; it cannot be undone. The name takes
 * its own direction inside the sentence.
 */
import type { Speaker } from "../../../worker/contract/content";
import { ConfirmDeleteContent } from "../../components/admin/confirm-delete";
import { rich, useI18n } from "../../lib/i18n";
import { useDeleteSpeaker } from "./api";

export function DeleteSpeakerDialogContent({ speaker, onDone }: { speaker: Speaker; onDone: () => void }) {
  const i18n = useI18n();
  const remove = useDeleteSpeaker();
  return (
    <ConfirmDeleteContent
      title={i18n._("Delete speaker?")}
      description={rich(
        i18n._(
          "<0>{name}</0> will be removed from every session and deleted with their photo. This cannot be undone.",
          { name: `${speaker.name} ${speaker.surname}` },
        ),
        [<bdi key="name" />],
      )}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(speaker.id, { onSuccess: onDone })}
    />
  );
}
