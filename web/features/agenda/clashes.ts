/**
 * Clashes between starred sessions (docs/product.md#my-agenda): two sessions on the same date
 * whose times overlap. A session without an end time (or with an end not after its start) takes
 * its start minute, as it counts as live during that minute (worker/contract/time.ts,
 * sessionTiming). Sessions that meet end to start (10:10 and 10:10) do not clash.
 */
import type { AgendaItem } from "../../../worker/contract/content";
import { minutesOfDay } from "../../../worker/contract/time";

type Timed = Pick<AgendaItem, "id" | "date" | "startTime" | "endTime">;

/** Start and end, minutes of the Kuwait day; null when the start time is not a time. */
function span(item: Timed): { start: number; end: number } | null {
  const start = minutesOfDay(item.startTime);
  if (start === null) return null;
  const end = minutesOfDay(item.endTime);
  return { start, end: end !== null && end > start ? end : start + 1 };
}

/**
 * For each session that overlaps another of `items`, the sessions it overlaps, in the order of
 * `items`. Sessions that clash with none are not in the map.
 */
export function clashesOf<T extends Timed>(items: readonly T[]): Map<number, T[]> {
  const clashes = new Map<number, T[]>();
  items.forEach((a, i) => {
    const spanA = span(a);
    if (!spanA) return;
    for (const b of items.slice(i + 1)) {
      const spanB = span(b);
      if (!spanB || a.date !== b.date || !(spanA.start < spanB.end && spanB.start < spanA.end)) continue;
      clashes.set(a.id, [...(clashes.get(a.id) ?? []), b]);
      clashes.set(b.id, [...(clashes.get(b.id) ?? []), a]);
    }
  });
  return clashes;
}
