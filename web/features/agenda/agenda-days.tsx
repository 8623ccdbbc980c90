/**
 * Sessions grouped by date (docs/product.md#route-map: "a long-date heading with session count and venue", sorted
 * by start time), each card highlighted live (red) or upcoming (green) in Kuwait time. The
 * highlight follows the clock of {@link useNow} (tests inject it with NowProvider); there is none
 * until the time is known.
 */
import CalendarDays from "lucide-react/icons/calendar-days";
import MapPin from "lucide-react/icons/map-pin";
import type { ReactNode } from "react";
import type { AgendaItem } from "../../../worker/contract/content";
import { useEventSettings } from "../../lib/event-settings";
import { formatLongDate, sessionTiming } from "../../../worker/contract/time";
import { useI18n } from "../../lib/i18n";
import { useNow } from "../../lib/use-now";
import { groupByDate } from "./group";
import { SessionCard, SessionCardSkeleton } from "./session-card";

/** Live/upcoming highlights refresh this often (ms); a session boundary is a whole minute. */
const TIMING_REFRESH_MS = 15_000;

/** Skeleton cards while the agenda loads (docs/data-model.md#list-sizes: 4 on the public agenda). */
const AGENDA_SKELETON_COUNT = 4;

/** Renders a session's control (the My Agenda star), or nothing. */
export type SessionAction = (item: AgendaItem) => ReactNode;

export function AgendaDays({ items, action }: { items: readonly AgendaItem[]; action?: SessionAction }) {
  const now = useNow(TIMING_REFRESH_MS);
  const { venue } = useEventSettings();
  const i18n = useI18n();
  return (
    <div className="grid gap-8">
      {groupByDate(items).map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} className="grid gap-4">
          <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 border-b border-slate-200 pb-2">
            <h2
              id={`day-${day.date}`}
              className="inline-flex items-center gap-2 text-lg font-bold text-slate-900 sm:text-xl"
            >
              <CalendarDays className="size-5 text-brand-700" aria-hidden />
              {formatLongDate(day.date, i18n.locale)}
            </h2>
            <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
              <span>{i18n._("{count, plural, one {# session} other {# sessions}}", { count: day.items.length })}</span>
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden />
                {venue.name}
              </span>
            </p>
          </header>
          <ol className="grid gap-3">
            {day.items.map((item) => (
              <li key={item.id}>
                <SessionCard item={item} timing={now ? sessionTiming(item, now) : undefined} action={action?.(item)} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

export function AgendaSkeletons() {
  const i18n = useI18n();
  return (
    <div role="status" className="grid gap-3" aria-busy="true" aria-label={i18n._("Loading sessions")}>
      {Array.from({ length: AGENDA_SKELETON_COUNT }, (_, i) => (
        <SessionCardSkeleton key={i} />
      ))}
    </div>
  );
}
