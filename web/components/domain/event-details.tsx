/**
 * The event's practical details from the event settings (worker/contract/event.ts), shared by the
 * dashboard's Event Information, the enquiry page's side card, the landing page's venue card and
 * the pass page's Access Information (docs/product.md#route-map): each detail is an icon row of a description list.
 * - {@link DetailList} / {@link DetailItem}: the list and one row (icon, term, description);
 * - {@link VenueDetail}, {@link EventDateDetail} (the main conference, Kuwait time),
 *   {@link WifiDetail}, {@link HelplineDetail} (tap-to-call `tel:`) and
 *   {@link SupportEmailDetail} (`mailto:`): the rows themselves;
 * - {@link EventFacts}: the date and venue as one line on the dark banners (landing hero, agenda).
 */
import type { LucideIcon } from "lucide-react";
import CalendarDays from "lucide-react/icons/calendar-days";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import Wifi from "lucide-react/icons/wifi";
import type { ReactNode } from "react";
import { formatPhone, venueLine, venueMapUrl } from "../../../worker/contract/event";
import { useEventSettings } from "../../lib/event-settings";
import { rich, useI18n } from "../../lib/i18n";
import { formatLongDate, formatTimeRange12h } from "../../../worker/contract/time";

/** A 44 px tap target (the house minimum is 24 px) with a visible focus ring. */
const contactLink =
  "inline-flex min-h-11 items-center break-all font-semibold text-brand-700 underline-offset-2 hover:underline";

/** The main conference's long date (with its time range when `withTime`) and the venue's name, on a dark background. */
export function EventFacts({ withTime }: { withTime?: boolean }) {
  const i18n = useI18n();
  const { events, venue } = useEventSettings();
  const main = events.AC2025;
  const date = formatLongDate(main.date, i18n.locale);
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-white/90">
      <li className="inline-flex items-center gap-2">
        <CalendarDays className="size-4 text-accent-300" aria-hidden />
        {withTime
          ? i18n._("{date}, {time}", { date, time: formatTimeRange12h(main.startTime, main.endTime, i18n.locale) })
          : date}
      </li>
      <li className="inline-flex items-center gap-2">
        <MapPin className="size-4 text-accent-300" aria-hidden />
        <bdi>{venue.name}</bdi>
      </li>
    </ul>
  );
}

export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-4 text-sm">{children}</dl>;
}

interface DetailItemProps {
  icon: LucideIcon;
  term: ReactNode;
  children: ReactNode;
}

export function DetailItem({ icon: Icon, term, children }: DetailItemProps) {
  return (
    // A <dl> may hold only <div>s of <dt>/<dd> (HTML; axe definition-list, dlitem), so the icon
    // sits inside the term and the description is indented to line up with the term's text.
    <div className="min-w-0">
      <dt className="flex gap-3 font-semibold text-slate-900">
        <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        {term}
      </dt>
      <dd className="ps-8 text-slate-700">{children}</dd>
    </div>
  );
}

/**
 * The venue's name, then its address, city and country, and a link to the venue on a map. `term`
 * is the row's translated label ("Venue" by default).
 */
export function VenueDetail({ term }: { term?: string }) {
  const i18n = useI18n();
  const { venue } = useEventSettings();
  return (
    <DetailItem icon={MapPin} term={term ?? i18n._("Venue")}>
      <bdi className="block">{venue.name}</bdi>
      <bdi className="block">{venueLine(venue, { withName: false })}</bdi>
      <a href={venueMapUrl(venue)} className={contactLink} target="_blank" rel="noreferrer">
        {i18n._("Open in Maps")}
      </a>
    </DetailItem>
  );
}

/**
 * The main conference's long date, then its 12-hour time range; `children` adds a line. `term` is
 * the row's translated label ("Event Date" by default).
 */
export function EventDateDetail({ term, children }: { term?: string; children?: ReactNode }) {
  const i18n = useI18n();
  const main = useEventSettings().events.AC2025;
  return (
    <DetailItem icon={CalendarDays} term={term ?? i18n._("Event Date")}>
      <span className="block">{formatLongDate(main.date, i18n.locale)}</span>
      <span className="block">
        {i18n._("{time} (Kuwait time)", { time: formatTimeRange12h(main.startTime, main.endTime, i18n.locale) })}
      </span>
      {children && <span className="block">{children}</span>}
    </DetailItem>
  );
}

export function WifiDetail() {
  const i18n = useI18n();
  const { wifi } = useEventSettings();
  return (
    <DetailItem icon={Wifi} term={i18n._("WiFi")}>
      <span className="block">
        {rich(i18n._("Network: <0>{network}</0>", { network: wifi.network }), [
          <bdi key="network" className="font-mono" />,
        ])}
      </span>
      {rich(i18n._("Password: <0>{password}</0>", { password: wifi.password }), [
        <span key="password" dir="ltr" className="font-mono" />,
      ])}
    </DetailItem>
  );
}

/** The support helpline, dialled as stored (E.164) and shown grouped (docs/product.md#dashboard). */
export function HelplineDetail() {
  const i18n = useI18n();
  const { helpline } = useEventSettings();
  return (
    <DetailItem icon={Phone} term={i18n._("Support Helpline")}>
      <a href={`tel:${helpline}`} dir="ltr" className={contactLink}>
        {formatPhone(helpline)}
      </a>
    </DetailItem>
  );
}

/** The support address as a `mailto:` link; `term` is the row's translated label ("Support Email" by default). */
export function SupportEmailDetail({ term }: { term?: string }) {
  const i18n = useI18n();
  const { supportEmail } = useEventSettings();
  return (
    <DetailItem icon={Mail} term={term ?? i18n._("Support Email")}>
      <a href={`mailto:${supportEmail}`} dir="ltr" className={contactLink}>
        {supportEmail}
      </a>
    </DetailItem>
  );
}
