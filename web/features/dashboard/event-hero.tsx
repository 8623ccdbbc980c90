/**
 * Top of the dashboard (docs/product.md#dashboard): before (and after) the event day a hero "Welcome to
 * the conference 2025" with the live countdown and VIEW AGENDA; on the event day, when the date in
 * Kuwait equals the main conference's date, a green banner with "View Today's Agenda".
 */
import CalendarCheck from "lucide-react/icons/calendar-check";
import { Link } from "react-router";
import { useEventSettings } from "../../lib/event-settings";
import { useI18n } from "../../lib/i18n";
import { formatLongDate, formatTimeRange12h, kuwaitDate } from "../../../worker/contract/time";
import { Button } from "../../components/ui/button";
import { useNow } from "../../lib/use-now";
import { Countdown } from "../../components/domain/countdown";

/**
 * The welcome hero until the time is known (useNow is null only while hydrating); the banner when
 * `now` falls on the main conference's date in Kuwait time (docs/product.md#dashboard).
 */
export function EventHero() {
  const now = useNow();
  const main = useEventSettings().events.AC2025;
  return now && kuwaitDate(now) === main.date ? <EventDayBanner /> : <WelcomeHero />;
}

function WelcomeHero() {
  const { events, venue, hero } = useEventSettings();
  const i18n = useI18n();
  const main = events.AC2025;
  return (
    <section
      aria-labelledby="welcome-title"
      className="surface-dark rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white shadow-md sm:p-8"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-accent-300">
        {formatLongDate(main.date, i18n.locale)}
      </p>
      <h1 id="welcome-title" dir="auto" className="mt-1 text-2xl font-bold sm:text-3xl">
        {hero.welcomeTitle}
      </h1>
      <p className="mt-2 text-brand-100">
        {formatTimeRange12h(main.startTime, main.endTime, i18n.locale)} ·{" "}
        <bdi>
          {venue.name}, {venue.city}
        </bdi>
      </p>
      <Countdown className="mt-6 max-w-md" />
      <Button asChild variant="accent" size="lg" className="mt-6">
        <Link to="/app/calendar">{i18n._("VIEW AGENDA")}</Link>
      </Button>
    </section>
  );
}

function EventDayBanner() {
  const { events, venue, hero } = useEventSettings();
  const i18n = useI18n();
  const main = events.AC2025;
  return (
    <section
      aria-labelledby="today-title"
      className="surface-dark rounded-2xl bg-emerald-700 p-6 text-white shadow-md sm:p-8"
      data-testid="event-day-banner"
    >
      <div className="flex items-start gap-3">
        <CalendarCheck className="mt-1 size-7 shrink-0" aria-hidden />
        <div>
          <h1 id="today-title" dir="auto" className="text-2xl font-bold sm:text-3xl">
            {hero.eventDayTitle}
          </h1>
          <p className="mt-2 text-emerald-50">
            {formatTimeRange12h(main.startTime, main.endTime, i18n.locale)} ·{" "}
            <bdi>
              {venue.name}, {venue.city}
            </bdi>
          </p>
        </div>
      </div>
      <Button asChild variant="light" size="lg" className="mt-6">
        <Link to="/app/calendar">{i18n._("View Today's Agenda")}</Link>
      </Button>
    </section>
  );
}
