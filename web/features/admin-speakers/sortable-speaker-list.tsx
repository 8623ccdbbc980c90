/**
 * The speaker table's drag-to-reorder (docs/product.md#speaker-management; docs/data-model.md#speaker-reorder) on
 * @dnd-kit: pointer and keyboard sensors, screen-reader announcements by name. A drop moves the
 * row to the target position and saves the event's order numbered from 1. The list is vertical, so
 * the keyboard moves a row with the up and down arrows in either writing direction.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import type { Speaker } from "../../../worker/contract/content";
import type { EventCode } from "../../../worker/contract/event";
import { useI18n } from "../../lib/i18n";
import { useSpeakerOrder } from "./api";
import { SortableSpeakerRow } from "./speaker-row";

export function SortableSpeakerList({ event, speakers }: { event: EventCode; speakers: Speaker[] }) {
  const i18n = useI18n();
  const order = useSpeakerOrder(event);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier | undefined) => {
    const speaker = speakers.find((s) => s.id === id);
    return speaker ? `${speaker.name} ${speaker.surname}` : i18n._("the speaker");
  };
  const positionOf = (id: UniqueIdentifier | undefined) => speakers.findIndex((s) => s.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      i18n._("Picked up {name} at position {position} of {count}.", {
        name: nameOf(active.id),
        position: positionOf(active.id),
        count: speakers.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? i18n._("{name} is over position {position}.", { name: nameOf(active.id), position: positionOf(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? i18n._("{name} dropped at position {position}.", { name: nameOf(active.id), position: positionOf(over.id) })
        : i18n._("{name} dropped.", { name: nameOf(active.id) }),
    onDragCancel: ({ active }) =>
      i18n._("Reordering cancelled. {name} stays at position {position}.", {
        name: nameOf(active.id),
        position: positionOf(active.id),
      }),
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: i18n._(
            "To reorder, press Space to pick up the speaker, use the arrow keys to move, Space to drop, or Escape to cancel.",
          ),
        },
      }}
      onDragEnd={({ active, over }) => {
        if (!over || active.id === over.id) return;
        const from = speakers.findIndex((s) => s.id === active.id);
        const to = speakers.findIndex((s) => s.id === over.id);
        order.mutate(arrayMove(speakers, from, to));
      }}
    >
      <SortableContext items={speakers.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <ol className="grid gap-3" aria-label={i18n._("Speakers in display order")}>
          {speakers.map((speaker) => (
            <SortableSpeakerRow key={speaker.id} speaker={speaker} disabled={order.isPending} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
