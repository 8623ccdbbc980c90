/**
 * My Agenda at /app/my-agenda (docs/product.md#my-agenda): the sessions the signed-in person
 * starred, by time, with clashes and the live session marked, and the private calendar feed to
 * subscribe to. Readable offline like the pass: the service worker keeps the last starred set
 * and agenda (web/build/pwa.ts) and web/lib/offline.ts loads this screen's code after sign-in.
 */
import CalendarDays from "lucide-react/icons/calendar-days";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { CalendarFeedCard } from "../../features/agenda/calendar-feed-card";
import { MyAgendaList } from "../../features/agenda/my-agenda-list";
import { useI18n } from "../../lib/i18n";
import { usePageTitle } from "../../lib/use-page-title";

export default function MyAgendaPage() {
  const i18n = useI18n();
  usePageTitle(i18n._("My Agenda"));
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold text-slate-900">{i18n._("My Agenda")}</h1>
          <p className="text-sm text-slate-600">
            {i18n._("The sessions you starred, by time. All times are Kuwait time (UTC+3).")}
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/app/agenda">
            <CalendarDays className="size-4" aria-hidden />
            {i18n._("Full agenda")}
          </Link>
        </Button>
      </div>
      <MyAgendaList />
      <CalendarFeedCard />
    </div>
  );
}
