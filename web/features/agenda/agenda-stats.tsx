/**
 * The three stat tiles of the agenda screens (docs/product.md#route-map; docs/data-model.md#fixed-client-texts): the number of
 * sessions loaded, and the fixed texts "2" events and "12+" hours (docs/decisions/0011-readings-of-the-spec.md#apistats:
 * the tiles keep the documented fixed texts).
 */
import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import Mic from "lucide-react/icons/mic";
import { Skeleton } from "../../components/ui/feedback";
import { useI18n } from "../../lib/i18n";

export function AgendaStats({ sessions }: { sessions: number | undefined }) {
  const i18n = useI18n();
  const tiles = [
    { label: /*i18n*/ "Sessions", value: sessions, icon: Mic },
    { label: /*i18n*/ "Events", value: "2", icon: CalendarDays },
    { label: /*i18n*/ "Hours", value: "12+", icon: Clock },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {tiles.map(({ label, value, icon: Icon }) => (
        <div
          key={label}
          className="flex flex-col items-center gap-1 rounded-xl border border-slate-200 bg-white p-3 text-center shadow-sm sm:p-4"
        >
          <Icon className="size-5 text-brand-700" aria-hidden />
          <dd
            className="order-2 text-2xl font-bold text-slate-900 sm:text-3xl"
            data-testid={`stat-${label.toLowerCase()}`}
          >
            {value === undefined ? <Skeleton className="mx-auto h-8 w-10" /> : value}
          </dd>
          <dt className="order-3 text-xs font-medium uppercase tracking-wide text-slate-600">{i18n._(label)}</dt>
        </div>
      ))}
    </dl>
  );
}
