/**
 * The confirmation before deleting a session (docs/data-model.md#session-deletion), on Radix
 * Dialog with the admin screens' {@link ConfirmDeleteContent}, in the page's language (docs/i18n.md): the title takes its own direction inside the
 * sentence. Cancel, and Delete ("Deleting..." while pending); the dialog cannot be closed while
 * the delete runs.
 */
import type { AgendaItem } from "../../../worker/contract/content";
import { localized } from "../../../worker/contract/i18n";
import { ConfirmDeleteContent } from "../../components/admin/confirm-delete";
import { Dialog } from "../../components/ui/dialog";
import { rich, useI18n } from "../../lib/i18n";
import { useDeleteAgendaItem } from "./api";

export function DeleteSessionDialog({ item, onClose }: { item: AgendaItem | null; onClose: () => void }) {
  const remove = useDeleteAgendaItem();
  const i18n = useI18n();
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      {item && (
        <ConfirmDeleteContent
          title={i18n._("Delete session?")}
          description={rich(
            i18n._(
              "<0>{title}</0> will be deleted with its speaker list and the delegates' stars in My Agenda. Questions about it are kept. This cannot be undone.",
              { title: localized(i18n.locale, item.title, item.titleAr) },
            ),
            [<bdi key="title" />],
          )}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(item.id, { onSuccess: onClose })}
        />
      )}
    </Dialog>
  );
}
