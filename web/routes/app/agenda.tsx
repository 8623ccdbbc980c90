/**
 * The signed-in agenda, served at /app/calendar and /app/agenda (docs/product.md#agenda-page;
 * docs/decisions/0011-readings-of-the-spec.md#appagenda): banner with "Add to Calendar" (Google Calendar link and .ics per
 * event) and "My Agenda" (docs/product.md#my-agenda), then the single "Conference 2025" tab with
 * its stat tiles and sessions by date, each with its My Agenda star.
 */
import Star from "lucide-react/icons/star";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { EventFacts } from "../../components/domain/event-details";
import { AddToCalendar } from "../../features/agenda/add-to-calendar";
import { AgendaBoard } from "../../features/agenda/agenda-board";
import { SessionActions } from "../../features/agenda/star-toggle";
import { useI18n } from "../../lib/i18n";
import { usePageTitle } from "../../lib/use-page-title";

export default function AgendaPage() {
  const i18n = useI18n();
  usePageTitle(i18n._("Agenda"));
  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="agenda-title"
        className="surface-dark grid gap-4 rounded-2xl bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 p-6 text-white shadow-md sm:p-8"
      >
        <div className="grid gap-2">
          <h1 id="agenda-title" className="text-3xl font-extrabold">
            {i18n._("Conference Agenda")}
          </h1>
          <EventFacts withTime />
        </div>
        <div className="flex flex-wrap gap-3">
          <AddToCalendar />
          <Button asChild variant="light">
            <Link to="/app/my-agenda">
              <Star className="size-5" aria-hidden />
              {i18n._("My Agenda")}
            </Link>
          </Button>
        </div>
      </section>
      <AgendaBoard events={["AC2025"]} actions={SessionActions} />
    </div>
  );
}
