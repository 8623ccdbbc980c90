/**
 * A list the organiser reorders by hand (docs/product.md#speaker-management, #sponsors;
 * docs/data-model.md#speaker-reorder) on @dnd-kit: pointer and keyboard sensors, screen-reader
 * announcements by name (WCAG 2.1.1 and 4.1.3, docs/architecture.md#accessibility). A drop moves
 * the row to the target position and hands the new order to `onReorder`. The list is vertical,
 * so the keyboard moves a row with the up and down arrows in either writing direction.
 * {@link SortableRow} is one row with its drag handle.
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
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import GripVertical from "lucide-react/icons/grip-vertical";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";

interface SortableListProps<T extends { id: number }> {
  items: readonly T[];
  /** The name a screen reader hears for an item ("Fatima Al-Sabah"). */
  nameOf: (item: T) => string;
  /** The list's accessible name ("Speakers in display order"). */
  label: string;
  /** How to reorder with the keyboard, read when a handle gets focus. */
  instructions: string;
  /** Called with the items in their new order after a drop that moved one. */
  onReorder: (items: T[]) => void;
  /** The rows, each a {@link SortableRow} with the item's id. */
  children: ReactNode;
}

export function SortableList<T extends { id: number }>({
  items,
  nameOf,
  label,
  instructions,
  onReorder,
  children,
}: SortableListProps<T>) {
  const i18n = useI18n();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier | undefined) => {
    const item = items.find((i) => i.id === id);
    return item ? nameOf(item) : "";
  };
  const positionOf = (id: UniqueIdentifier | undefined) => items.findIndex((i) => i.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      i18n._("Picked up {name} at position {position} of {count}.", {
        name: name(active.id),
        position: positionOf(active.id),
        count: items.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? i18n._("{name} is over position {position}.", { name: name(active.id), position: positionOf(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? i18n._("{name} dropped at position {position}.", { name: name(active.id), position: positionOf(over.id) })
        : i18n._("{name} dropped.", { name: name(active.id) }),
    onDragCancel: ({ active }) =>
      i18n._("Reordering cancelled. {name} stays at position {position}.", {
        name: name(active.id),
        position: positionOf(active.id),
      }),
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
      onDragEnd={({ active, over }) => {
        if (!over || active.id === over.id) return;
        onReorder(arrayMove([...items], positionOf(active.id) - 1, positionOf(over.id) - 1));
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol className="grid gap-3" aria-label={label}>
          {children}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  id: number;
  /** True while an order saves: drags stop. */
  disabled: boolean;
  /** The handle's accessible name ("Reorder Fatima Al-Sabah"). */
  handleLabel: string;
  /** What shows under the handle (the stored display order). */
  underHandle?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** One row of a {@link SortableList}: a card with the drag handle at its start and `children` beside it. */
export function SortableRow({ id, disabled, handleLabel, underHandle, testId, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        "rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4",
        isDragging && "relative z-10 shadow-lg ring-2 ring-brand-500",
      )}
      data-testid={testId}
    >
      <div className="flex gap-3">
        <div className="flex flex-col items-center gap-1">
          <button
            ref={setActivatorNodeRef}
            type="button"
            className="inline-flex size-11 cursor-grab touch-none items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 active:cursor-grabbing aria-disabled:cursor-not-allowed"
            aria-label={handleLabel}
            // While the order saves, useSortable's `disabled` stops drags and sets aria-disabled;
            // the native attribute is left off so the handle keeps focus after a keyboard drop.
            {...attributes}
            {...listeners}
          >
            <GripVertical className="size-5" aria-hidden />
          </button>
          {underHandle}
        </div>
        {children}
      </div>
    </li>
  );
}
