/**
 * The one session card of every agenda list (docs/product.md#public-agenda):
 * 12-hour time range, title, location, speakers in display order (the two named panels' fixed
 * order, worker/contract/content.ts) and the description clamped to 3 lines (docs/data-model.md#line-clamps
 * clamps). With `timing` the live session is highlighted red and upcoming ones green; `action`
 * (the My Agenda star) sits at the end of the time row.
 */
import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import type { ReactNode } from "react";
import { orderSessionSpeakers, type AgendaItem } from "../../../worker/contract/content";
import { localized } from "../../../worker/contract/i18n";
import { formatTimeRange12h, type SessionTiming } from "../../../worker/contract/time";
import { Badge, Skeleton } from "../../components/ui/feedback";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";
import { SessionSpeakerList, SessionSpeakerSummary } from "./session-speakers";

interface SessionCardProps {
  item: AgendaItem;
  /** Kuwait-time timing (sessionTiming); omitted means no highlight. */
  timing?: SessionTiming;
  /** "list": every speaker with role and company; "summary": the landing page's compact form. */
  speakerLayout?: "list" | "summary";
  className?: string;
  /** A control for the session at the end of its time row (the star of docs/product.md#my-agenda). */
  action?: ReactNode;
}

const timingStyles: Record<SessionTiming, string> = {
  live: "border-red-500 bg-red-50 ring-2 ring-red-500/30",
  upcoming: "border-emerald-500 bg-emerald-50/60",
  past: "border-slate-200 bg-white",
};

export function SessionCard({ item, timing, speakerLayout = "list", className, action }: SessionCardProps) {
  const speakers = orderSessionSpeakers(item);
  const i18n = useI18n();
  const { locale } = i18n;
  const title = localized(locale, item.title, item.titleAr);
  const location = localized(locale, item.location, item.locationAr);
  const description = localized(locale, item.description, item.descriptionAr);
  return (
    <article
      aria-label={title}
      data-timing={timing}
      className={cn(
        "grid gap-3 rounded-xl border p-4 shadow-sm sm:p-5",
        timing ? timingStyles[timing] : "border-slate-200 bg-white",
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800">
          <Clock className="size-4" aria-hidden />
          {formatTimeRange12h(item.startTime, item.endTime, locale)}
        </p>
        {timing === "live" && (
          <Badge variant="danger" className="gap-1.5">
            <span className="size-2 animate-pulse rounded-full bg-red-600" aria-hidden />
            {i18n._("Live Now")}
          </Badge>
        )}
        {timing === "upcoming" && <Badge variant="success">{i18n._("Upcoming")}</Badge>}
        {action && <span className="ms-auto">{action}</span>}
      </div>
      <div className="grid gap-1">
        <h3 className="text-base font-bold text-slate-900 sm:text-lg">{title}</h3>
        {location && (
          <p className="inline-flex items-center gap-1.5 text-sm text-slate-600">
            <MapPin className="size-4" aria-hidden />
            {location}
          </p>
        )}
      </div>
      {speakers.length > 0 ? (
        speakerLayout === "summary" ? (
          <SessionSpeakerSummary speakers={speakers} />
        ) : (
          <SessionSpeakerList speakers={speakers} />
        )
      ) : (
        item.speaker && <p className="text-sm font-semibold text-slate-900">{item.speaker}</p>
      )}
      {description && <p className="line-clamp-3 text-sm text-slate-700">{description}</p>}
    </article>
  );
}

/** Placeholder of a session card while the agenda loads. */
export function SessionCardSkeleton() {
  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5" data-testid="session-skeleton">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-9 w-32 rounded-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
