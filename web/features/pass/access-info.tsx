/**
 * Access Information (spec 2, Pass page): WiFi details, conference areas and the support email
 * address, from the event settings (worker/contract/event.ts).
 */
import { Mail, MapPin, Wifi } from "lucide-react";
import { DEFAULT_SETTINGS } from "../../../worker/contract/event";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

/** Areas the pass opens, in the order a delegate meets them on the day. */
const CONFERENCE_AREAS: readonly { name: string; description: string }[] = [
  { name: "Registration desk", description: "Hotel lobby: show your pass or registration number." },
  { name: "Main conference hall", description: "Keynotes, panels and Q&A of the conference." },
  { name: "Networking lounge", description: "Coffee breaks, lunch and sponsor meetings." },
  { name: "GC Powerlist evening", description: "General Counsel sessions and the recognition dinner." },
];

export function AccessInfo() {
  const { wifi, supportEmail } = DEFAULT_SETTINGS;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Access Information</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <section aria-labelledby="wifi-heading" className="grid gap-1">
          <h3 id="wifi-heading" className="flex items-center gap-2 font-semibold text-slate-900">
            <Wifi className="size-4 text-brand-700" aria-hidden />
            WiFi
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Network</dt>
            <dd className="font-mono text-slate-900">{wifi.network}</dd>
            <dt className="text-slate-600">Password</dt>
            <dd className="font-mono text-slate-900">{wifi.password}</dd>
          </dl>
        </section>
        <section aria-labelledby="areas-heading" className="grid gap-2">
          <h3 id="areas-heading" className="flex items-center gap-2 font-semibold text-slate-900">
            <MapPin className="size-4 text-brand-700" aria-hidden />
            Conference areas
          </h3>
          <ul className="grid gap-2 text-sm">
            {CONFERENCE_AREAS.map((area) => (
              <li key={area.name}>
                <span className="font-medium text-slate-900">{area.name}</span>
                <span className="block text-slate-600">{area.description}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="support-heading" className="grid gap-1">
          <h3 id="support-heading" className="flex items-center gap-2 font-semibold text-slate-900">
            <Mail className="size-4 text-brand-700" aria-hidden />
            Support
          </h3>
          <a href={`mailto:${supportEmail}`} className="inline-flex min-h-6 items-center text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {supportEmail}
          </a>
        </section>
      </CardContent>
    </Card>
  );
}
