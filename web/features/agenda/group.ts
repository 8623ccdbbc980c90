/**
 * Agenda list rules shared by the public and signed-in agenda screens (docs/product.md#public-agenda and
 * Agenda page; docs/api.md#get-apiagenda; docs/data-model.md#ordering-rules).
 */
import { sortAgendaItems, type AgendaItem } from "../../../worker/contract/content";
import type { EventCode } from "../../../worker/contract/event";

/** One date's sessions, sorted by start (then end) time. */
interface AgendaDay {
  /** "YYYY-MM-DD". */
  date: string;
  items: AgendaItem[];
}

/**
 * Drops items whose eventType is set and differs from the selected event (docs/api.md#get-apiagenda
 * agenda page does this on top of `?event=`). Items without an eventType are kept.
 */
export function itemsForEvent(items: readonly AgendaItem[], event: EventCode): AgendaItem[] {
  return items.filter((item) => !item.eventType || item.eventType === event);
}

/** Groups sessions by date, dates ascending, each day sorted by start time (docs/data-model.md#constants-and-limits). */
export function groupByDate(items: readonly AgendaItem[]): AgendaDay[] {
  const days: AgendaDay[] = [];
  for (const item of sortAgendaItems(items)) {
    const last = days.at(-1);
    if (last?.date === item.date) last.items.push(item);
    else days.push({ date: item.date, items: [item] });
  }
  return days;
}
