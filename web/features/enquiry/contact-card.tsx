/** Side card of the enquiry page (spec 2): the support email address and the event location and date. */
import { CalendarDays, Mail, MapPin } from "lucide-react";
import { DEFAULT_SETTINGS } from "../../../worker/contract/event";
import { formatLongDate, formatTimeRange12h } from "../../../worker/contract/time";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

const { supportEmail, venue } = DEFAULT_SETTINGS;
const main = DEFAULT_SETTINGS.events.AC2025;

export function ContactCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Get in Touch</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm">
          <div className="flex gap-3">
            <Mail className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <dt className="font-semibold text-slate-900">Support Email</dt>
              <dd>
                <a
                  href={`mailto:${supportEmail}`}
                  className="inline-flex min-h-11 items-center break-all font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {supportEmail}
                </a>
              </dd>
            </div>
          </div>
          <div className="flex gap-3">
            <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <dt className="font-semibold text-slate-900">Event Location</dt>
              <dd className="text-slate-700">
                {venue.name}
                <br />
                {venue.address}, {venue.city}, {venue.country}
              </dd>
            </div>
          </div>
          <div className="flex gap-3">
            <CalendarDays className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <dt className="font-semibold text-slate-900">Event Date</dt>
              <dd className="text-slate-700">
                {formatLongDate(main.date)}
                <br />
                {formatTimeRange12h(main.startTime, main.endTime)} (Kuwait time)
              </dd>
            </div>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
