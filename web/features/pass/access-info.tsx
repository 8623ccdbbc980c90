/**
 * Access Information (docs/product.md#pass-page): WiFi details, conference areas and the support email
 * address, from the event settings (worker/contract/event.ts).
 */
import { DoorOpen } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { DetailItem, DetailList, SupportEmailDetail, WifiDetail } from "../../components/ui/event-details";

/** Areas the pass opens, in the order a delegate meets them on the day. */
const CONFERENCE_AREAS: readonly { name: string; description: string }[] = [
  { name: "Registration desk", description: "Hotel lobby: show your pass or registration number." },
  { name: "Main conference hall", description: "Keynotes, panels and Q&A of the conference." },
  { name: "Networking lounge", description: "Coffee breaks, lunch and sponsor meetings." },
  { name: "GC Powerlist evening", description: "General Counsel sessions and the recognition dinner." },
];

export function AccessInfo() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Access Information</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList>
          <WifiDetail />
          <DetailItem icon={DoorOpen} term="Conference areas">
            <ul className="mt-1 grid gap-2">
              {CONFERENCE_AREAS.map((area) => (
                <li key={area.name}>
                  <span className="font-medium text-slate-900">{area.name}</span>
                  <span className="block text-slate-600">{area.description}</span>
                </li>
              ))}
            </ul>
          </DetailItem>
          <SupportEmailDetail term="Support" />
        </DetailList>
      </CardContent>
    </Card>
  );
}
