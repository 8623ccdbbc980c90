/**
 * Dashboard agenda preview (spec 2; spec 9, List sizes): the first 3 sessions by date and start
 * time, "Explore Full Conference Agenda" when there are more, "Your Adventure Awaits" when none.
 */
import { CalendarDays, Clock, MapPin } from "lucide-react";
import { Link } from "react-router";
import { orderSessionSpeakers, sortAgendaItems, type AgendaItem } from "../../../worker/contract/content";
import { formatLongDate, formatTimeRange12h } from "../../../worker/contract/time";
import { Card } from "../../components/ui/card";
import { EmptyState, Skeleton, QueryError } from "../../components/ui/feedback";
import { useAgenda } from "../../lib/content";
import { SectionHeader } from "../../components/ui/section-header";

/** Sessions shown on the dashboard (spec 9). */
const AGENDA_PREVIEW_SIZE = 3;

export function AgendaPreview() {
  const { data, isPending, isError, error, refetch } = useAgenda();
  const items = data ? sortAgendaItems(data) : [];
  return (
    <section aria-labelledby="agenda-preview-title">
      <SectionHeader
        id="agenda-preview-title"
        title="Conference Agenda"
        more={
          items.length > AGENDA_PREVIEW_SIZE
            ? { to: "/app/calendar", label: "Explore Full Conference Agenda" }
            : undefined
        }
      />
      {isPending ? (
        <div role="status" className="grid gap-3" aria-busy="true" aria-label="Loading agenda">
          {Array.from({ length: AGENDA_PREVIEW_SIZE }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : isError ? (
        <QueryError title="Could not load the agenda" error={error} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="Your Adventure Awaits" icon={<CalendarDays className="size-8 text-brand-600" aria-hidden />}>
          The conference sessions will appear here as soon as the agenda is published.
        </EmptyState>
      ) : (
        <ol className="grid gap-3">
          {items.slice(0, AGENDA_PREVIEW_SIZE).map((item) => (
            <li key={item.id}>
              <SessionSummary item={item} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function SessionSummary({ item }: { item: AgendaItem }) {
  const speakers = orderSessionSpeakers(item);
  return (
    <Card className="p-4">
      <Link to="/app/calendar" className="grid gap-1 rounded-md">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-brand-700">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden />
            {formatTimeRange12h(item.startTime, item.endTime)}
          </span>
          <span className="font-normal text-slate-600">{formatLongDate(item.date)}</span>
        </span>
        <span className="text-base font-semibold text-slate-900">{item.title}</span>
        {speakers.length > 0 && (
          <span className="text-sm text-slate-700">{speakers.map((s) => `${s.name} ${s.surname}`).join(", ")}</span>
        )}
        {item.location && (
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="size-4" aria-hidden />
            {item.location}
          </span>
        )}
      </Link>
    </Card>
  );
}
