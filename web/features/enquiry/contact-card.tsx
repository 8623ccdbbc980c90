/** Side card of the enquiry page (docs/product.md#route-map): the support email address and the event location and date. */
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { DetailList, EventDateDetail, SupportEmailDetail, VenueDetail } from "../../components/ui/event-details";

export function ContactCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Get in Touch</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList>
          <SupportEmailDetail />
          <VenueDetail term="Event Location" />
          <EventDateDetail />
        </DetailList>
      </CardContent>
    </Card>
  );
}
