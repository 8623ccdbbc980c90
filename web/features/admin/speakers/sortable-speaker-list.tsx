/**
 * The speaker table's drag-to-reorder (docs/product.md#speaker-management; docs/data-model.md#speaker-reorder) on
 * @dnd-kit: pointer and keyboard sensors, screen-reader announcements by name. A drop moves the
 * row to the target position and saves the event's order numbered from 1.
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
import type { Speaker } from "../../../../worker/contract/content";
import type { EventCode } from "../../../../worker/contract/event";
import { useSpeakerOrder } from "./api";
import { SortableSpeakerRow } from "./speaker-row";

export function SortableSpeakerList({ event, speakers }: { event: EventCode; speakers: Speaker[] }) {
  const order = useSpeakerOrder(event);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier | undefined) => {
    const speaker = speakers.find((s) => s.id === id);
    return speaker ? `${speaker.name} ${speaker.surname}` : "the speaker";
  };
  const positionOf = (id: UniqueIdentifier | undefined) => speakers.findIndex((s) => s.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)} at position ${positionOf(active.id)} of ${speakers.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over position ${positionOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)}.` : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Reordering cancelled. ${nameOf(active.id)} stays at position ${positionOf(active.id)}.`,
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "To reorder, press Space to pick up the speaker, use the arrow keys to move, Space to drop, or Escape to cancel.",
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
        <ol className="grid gap-3" aria-label="Speakers in display order">
          {speakers.map((speaker) => (
            <SortableSpeakerRow key={speaker.id} speaker={speaker} disabled={order.isPending} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
