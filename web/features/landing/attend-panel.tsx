/**
 * The ATTEND panel (docs/product.md#landing-page): a Register tile, the date, time and venue of the main
 * conference, and the live countdown to 13 Oct 2025 08:00 +03:00 (all zeros once passed), plus
 * the "Join us" banner that scrolls to registration.
 */
import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import type { ReactNode } from "react";
import { useEventSettings } from "../../lib/event-settings";
import { rich, useI18n } from "../../lib/i18n";
import { formatLongDate, formatTimeRange12h } from "../../../worker/contract/time";
import { Countdown } from "../../components/domain/countdown";
import { SectionLink } from "./section-link";

function Tile({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 rtl:tracking-normal">{label}</p>
        <div className="font-semibold text-slate-900">{children}</div>
      </div>
    </div>
  );
}

export function JoinUsBanner() {
  const i18n = useI18n();
  const { events, venue } = useEventSettings();
  const main = events.AC2025;
  return (
    <SectionLink
      section="register"
      className="group block bg-accent-500 text-brand-950 hover:bg-accent-400 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-950"
    >
      <span className="mx-auto flex max-w-6xl items-center justify-center gap-3 px-4 py-4 text-center text-base font-bold sm:text-lg">
        <span>
          {rich(
            i18n._("Join us in <0>{city}</0> on {date}", {
              city: venue.city,
              date: formatLongDate(main.date, i18n.locale),
            }),
            [<bdi key="city" />],
          )}
        </span>
        <ArrowRight
          className="size-5 transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
          aria-hidden
        />
      </span>
    </SectionLink>
  );
}

export function AttendPanel() {
  const i18n = useI18n();
  const { events, venue } = useEventSettings();
  const main = events.AC2025;
  return (
    <section aria-labelledby="attend-title" className="mx-auto grid max-w-6xl gap-4 px-4 pt-10 lg:grid-cols-[1fr_2fr]">
      <SectionLink
        section="register"
        className="relative flex flex-col justify-between gap-6 rounded-xl bg-brand-800 p-6 text-white shadow-lg hover:bg-brand-700 surface-dark"
      >
        <span id="attend-title" className="text-4xl font-black tracking-widest text-accent-400 rtl:tracking-normal">
          {i18n._("ATTEND")}
        </span>
        <span className="inline-flex items-center gap-2 text-lg font-semibold">
          {i18n._("Register")}
          <ArrowRight className="size-5 rtl:-scale-x-100" aria-hidden />
        </span>
        <span className="text-sm text-white/85">{i18n._("Free to attend. Registration is required.")}</span>
      </SectionLink>
      <div className="grid gap-4 rounded-xl bg-slate-100 p-4 sm:p-5">
        <div className="grid gap-3 sm:grid-cols-3">
          <Tile icon={<CalendarDays className="size-5" aria-hidden />} label={i18n._("Date")}>
            {formatLongDate(main.date, i18n.locale)}
          </Tile>
          <Tile icon={<Clock className="size-5" aria-hidden />} label={i18n._("Time")}>
            {formatTimeRange12h(main.startTime, main.endTime, i18n.locale)}{" "}
            <span className="font-normal text-slate-600">{i18n._("(UTC+3)")}</span>
          </Tile>
          <Tile icon={<MapPin className="size-5" aria-hidden />} label={i18n._("Venue")}>
            <bdi>{venue.name}</bdi>
            <bdi className="block text-sm font-normal text-slate-600">{venue.city}</bdi>
          </Tile>
        </div>
        <div className="grid gap-2">
          <p className="text-sm font-semibold text-slate-700">{i18n._("The conference starts in")}</p>
          <Countdown tone="light" />
        </div>
      </div>
    </section>
  );
}
