/**
 * The speaker table's drag-to-reorder (docs/product.md#speaker-management; docs/data-model.md#speaker-reorder):
 * a drop moves the row to the target position and saves the event's order numbered from 1
 * (web/components/admin/sortable-list.tsx does the dragging and the announcements).
 */
import type { Speaker } from "../../../worker/contract/content";
import type { EventCode } from "../../../worker/contract/event";
import { SortableList } from "../../components/admin/sortable-list";
import { useI18n } from "../../lib/i18n";
import { useSpeakerOrder } from "./api";
import { SortableSpeakerRow, type SpeakerActions } from "./speaker-row";

export function SortableSpeakerList({
  event,
  speakers,
  ...actions
}: { event: EventCode; speakers: Speaker[] } & SpeakerActions) {
  const i18n = useI18n();
  const order = useSpeakerOrder(event);
  return (
    <SortableList
      items={speakers}
      nameOf={(s) => `${s.name} ${s.surname}`}
      label={i18n._("Speakers in display order")}
      instructions={i18n._(
        "To reorder, press Space to pick up the speaker, use the arrow keys to move, Space to drop, or Escape to cancel.",
      )}
      onReorder={(list) => order.mutate(list)}
    >
      {speakers.map((speaker) => (
        <SortableSpeakerRow key={speaker.id} speaker={speaker} disabled={order.isPending} {...actions} />
      ))}
    </SortableList>
  );
}
