/**
 * Event Information card (spec 2, Dashboard): venue, WiFi network and password, and the support
 * helpline as a tap-to-call `tel:` link (fixed texts from the event settings).
 */
import { MapPin, Phone, Wifi } from "lucide-react";
import { DEFAULT_SETTINGS, formatPhone } from "../../../worker/contract/event";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

const { venue, wifi, helpline } = DEFAULT_SETTINGS;

export function EventInfoCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Event Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm">
          <div className="flex gap-3">
            <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <dt className="font-semibold text-slate-900">Venue</dt>
              <dd className="text-slate-700">
                {venue.name}
                <br />
                {venue.address}, {venue.city}
              </dd>
            </div>
          </div>
          <div className="flex gap-3">
            <Wifi className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <dt className="font-semibold text-slate-900">WiFi</dt>
              <dd className="text-slate-700">
                Network: <span className="font-mono">{wifi.network}</span>
                <br />
                Password: <span className="font-mono">{wifi.password}</span>
              </dd>
            </div>
          </div>
          <div className="flex gap-3">
            <Phone className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <dt className="font-semibold text-slate-900">Support Helpline</dt>
              <dd>
                <a
                  href={`tel:${helpline}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {formatPhone(helpline)}
                </a>
              </dd>
            </div>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
