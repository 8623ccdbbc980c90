/** Side card of the enquiry page (docs/product.md#route-map): the support email address and the event location and date. */
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { DetailList, EventDateDetail, SupportEmailDetail, VenueDetail } from "../../components/domain/event-details";
import { useI18n } from "../../lib/i18n";

export function ContactCard() {
  const i18n = useI18n();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._("Get in Touch")}</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList>
          <SupportEmailDetail />
          <VenueDetail term={i18n._("Event Location")} />
          <EventDateDetail />
        </DetailList>
      </CardContent>
    </Card>
  );
}
