/**
 * Dashboard agenda preview (docs/product.md#route-map; docs/data-model.md#list-sizes): the first 3 sessions by date and start
 * time, "Explore Full Conference Agenda" when there are more, "Your Adventure Awaits" when none.
 * `action` renders each session's control beside its link (the My Agenda star, passed by the
 * dashboard route: features do not import each other).
 */
import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { orderSessionSpeakers, sortAgendaItems, type AgendaItem } from "../../../worker/contract/content";
import { localized } from "../../../worker/contract/i18n";
import { formatLongDate, formatTimeRange12h } from "../../../worker/contract/time";
import { Card } from "../../components/ui/card";
import { useAgenda } from "../../lib/content";
import { useI18n } from "../../lib/i18n";
import { PreviewSection } from "./preview-section";

/** Sessions shown on the dashboard (docs/data-model.md#constants-and-limits). */
const AGENDA_PREVIEW_SIZE = 3;

export function AgendaPreview({ action }: { action?: (item: AgendaItem) => ReactNode }) {
  const query = useAgenda();
  const i18n = useI18n();
  return (
    <PreviewSection
      id="agenda-preview-title"
      title={i18n._("Conference Agenda")}
      query={query}
      items={query.data ? sortAgendaItems(query.data) : []}
      size={AGENDA_PREVIEW_SIZE}
      more={{ to: "/app/calendar", label: i18n._("Explore Full Conference Agenda") }}
      loading={{ label: i18n._("Loading agenda"), gridClassName: "grid gap-3", skeletonClassName: "h-24" }}
      errorTitle={i18n._("Could not load the agenda")}
      empty={{
        title: i18n._("Your Adventure Awaits"),
        icon: <CalendarDays className="size-8 text-brand-600" aria-hidden />,
        text: i18n._("The conference sessions will appear here as soon as the agenda is published."),
      }}
    >
      {(shown) => (
        <ol className="grid gap-3">
          {shown.map((item) => (
            <li key={item.id}>
              <SessionSummary item={item} action={action?.(item)} />
            </li>
          ))}
        </ol>
      )}
    </PreviewSection>
  );
}

function SessionSummary({ item, action }: { item: AgendaItem; action?: ReactNode }) {
  const speakers = orderSessionSpeakers(item);
  const { locale } = useI18n();
  const location = localized(locale, item.location, item.locationAr);
  return (
    <Card className="flex items-start gap-3 p-4">
      <Link to="/app/calendar" className="grid min-w-0 flex-1 gap-1 rounded-md">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-brand-700">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden />
            {formatTimeRange12h(item.startTime, item.endTime, locale)}
          </span>
          <span className="font-normal text-slate-600">{formatLongDate(item.date, locale)}</span>
        </span>
        <span className="text-base font-semibold text-slate-900">{localized(locale, item.title, item.titleAr)}</span>
        {speakers.length > 0 && (
          <span dir="auto" className="text-sm text-slate-700">
            {speakers.map((s) => `${s.name} ${s.surname}`).join(", ")}
          </span>
        )}
        {location && (
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="size-4" aria-hidden />
            {location}
          </span>
        )}
      </Link>
      {action}
    </Card>
  );
}
