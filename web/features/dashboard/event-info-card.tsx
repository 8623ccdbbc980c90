/**
 * Event Information card (docs/product.md#dashboard): venue, WiFi network and password, and the support
 * helpline as a tap-to-call `tel:` link (fixed texts from the event settings).
 */
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { DetailList, HelplineDetail, VenueDetail, WifiDetail } from "../../components/domain/event-details";
import { useI18n } from "../../lib/i18n";

export function EventInfoCard() {
  const i18n = useI18n();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._("Event Information")}</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList>
          <VenueDetail />
          <WifiDetail />
          <HelplineDetail />
        </DetailList>
      </CardContent>
    </Card>
  );
}
