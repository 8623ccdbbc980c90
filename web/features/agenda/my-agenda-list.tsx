/**
 * The My Agenda list (docs/product.md#my-agenda): the starred sessions of both events by date and
 * time, each with its star, "Live Now" on the one running (Kuwait time, the clock of
 * {@link useNow}) and a "Clashes with ..." note on sessions whose times overlap another starred
 * one ({@link clashesOf}). Each card carries the id `session-{id}`, the anchor of the session's
 * URL in the calendar feed.
 */
import CalendarDays from "lucide-react/icons/calendar-days";
import Star from "lucide-react/icons/star";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { Link } from "react-router";
import { sortAgendaItems, type AgendaItem } from "../../../worker/contract/content";
import { createI18n, FORMAT_LOCALE, localized, type I18n } from "../../../worker/contract/i18n";
import { formatLongDate, sessionTiming } from "../../../worker/contract/time";
import { Button } from "../../components/ui/button";
import { EmptyState, QueryError } from "../../components/ui/feedback";
import { useAgenda } from "../../lib/content";
import { useI18n } from "../../lib/i18n";
import { useNow } from "../../lib/use-now";
import { AgendaSkeletons } from "./agenda-days";
import { clashesOf } from "./clashes";
import { groupByDate } from "./group";
import { useMyAgenda } from "./my-agenda-api";
import { SessionCard } from "./session-card";
import { SessionActions } from "./star-toggle";

/** Live marks refresh this often (ms), as on the agenda. */
const TIMING_REFRESH_MS = 15_000;

/**
 * "Clashes with A" / "Clashes with A and B" / "Clashes with A, B and C" (no serial comma, as
 * en-GB's list format writes it); in Arabic the titles in Arabic where entered, joined by
 * {@link FORMAT_LOCALE}'s list format.
 */
export function clashText(
  others: readonly Pick<AgendaItem, "title" | "titleAr">[],
  i18n: I18n = createI18n("en"),
): string {
  const list = new Intl.ListFormat(i18n.locale === "en" ? "en-GB" : FORMAT_LOCALE[i18n.locale], {
    type: "conjunction",
  });
  const titles = list.format(others.map((o) => localized(i18n.locale, o.title, o.titleAr)));
  return i18n._("Clashes with {titles}", { titles });
}

function StarredDays({ items }: { items: readonly AgendaItem[] }) {
  const now = useNow(TIMING_REFRESH_MS);
  const clashes = clashesOf(sortAgendaItems(items));
  const i18n = useI18n();
  return (
    <div className="grid gap-8">
      {groupByDate(items).map((day) => (
        <section key={day.date} aria-labelledby={`my-day-${day.date}`} className="grid gap-4">
          <h2
            id={`my-day-${day.date}`}
            className="inline-flex items-center gap-2 border-b border-slate-200 pb-2 text-lg font-bold text-slate-900"
          >
            <CalendarDays className="size-5 text-brand-700" aria-hidden />
            {formatLongDate(day.date, i18n.locale)}
          </h2>
          <ol className="grid gap-3">
            {day.items.map((item) => {
              const clash = clashes.get(item.id);
              return (
                <li key={item.id} id={`session-${item.id}`} className="grid scroll-mt-20 gap-1">
                  <SessionCard
                    item={item}
                    timing={now ? sessionTiming(item, now) : undefined}
                    action={<SessionActions item={item} />}
                    className={clash ? "border-amber-500" : undefined}
                  />
                  {clash && (
                    <p className="inline-flex items-start gap-1.5 rounded-md bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
                      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                      {clashText(clash, i18n)}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}

export function MyAgendaList() {
  const agenda = useAgenda();
  const starred = useMyAgenda();
  const i18n = useI18n();
  if (agenda.isPending || starred.isPending) return <AgendaSkeletons />;
  const failed = agenda.isError ? agenda : starred.isError ? starred : null;
  if (failed) {
    return (
      <QueryError
        title={i18n._("Could not load My Agenda")}
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  }
  const ids = new Set(starred.data?.sessionIds);
  const items = (agenda.data ?? []).filter((item) => ids.has(item.id));
  if (items.length === 0) {
    return (
      <EmptyState
        title={i18n._("No sessions starred yet")}
        icon={<Star className="size-10 text-slate-400" aria-hidden />}
      >
        <span className="grid justify-items-center gap-3">
          {i18n._("Star the sessions you want to attend on the agenda; they will be listed here by time.")}
          <Button asChild variant="outline">
            <Link to="/app/agenda">{i18n._("Browse the agenda")}</Link>
          </Button>
        </span>
      </EmptyState>
    );
  }
  return <StarredDays items={items} />;
}
