/**
 * Access Information (docs/product.md#pass-page): WiFi details, conference areas and the support email
 * address, from the event settings (worker/contract/event.ts).
 */
import DoorOpen from "lucide-react/icons/door-open";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { DetailItem, DetailList, SupportEmailDetail, WifiDetail } from "../../components/domain/event-details";
import { useI18n } from "../../lib/i18n";

/** Areas the pass opens, in the order a delegate meets them on the day (messages, docs/i18n.md). */
const CONFERENCE_AREAS: readonly { name: string; description: string }[] = [
  {
    name: /*i18n*/ "Registration desk",
    description: /*i18n*/ "Hotel lobby: show your pass or registration number.",
  },
  {
    name: /*i18n*/ "Main conference hall",
    description: /*i18n*/ "Keynotes, panels and Q&A of the conference.",
  },
  {
    name: /*i18n*/ "Networking lounge",
    description: /*i18n*/ "Coffee breaks, lunch and sponsor meetings.",
  },
  {
    name: /*i18n*/ "GC Powerlist evening",
    description: /*i18n*/ "General Counsel sessions and the recognition dinner.",
  },
];

export function AccessInfo() {
  const i18n = useI18n();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._("Access Information")}</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList>
          <WifiDetail />
          <DetailItem icon={DoorOpen} term={i18n._("Conference areas")}>
            <ul className="mt-1 grid gap-2">
              {CONFERENCE_AREAS.map((area) => (
                <li key={area.name}>
                  <span className="font-medium text-slate-900">{i18n._(area.name)}</span>
                  <span className="block text-slate-600">{i18n._(area.description)}</span>
                </li>
              ))}
            </ul>
          </DetailItem>
          <SupportEmailDetail term={i18n._("Support")} />
        </DetailList>
      </CardContent>
    </Card>
  );
}
