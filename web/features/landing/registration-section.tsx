/**
 * The landing page's registration section (docs/product.md#landing-page): the registration widget and
 * the Venue Information card with the tap-to-call support helpline. The page passes the widget
 * (the hash-synced auth tabs), whose code loads only when the section nears the viewport, so it
 * never delays the page above it; this section shows skeletons until it arrives.
 */
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { formatPhone } from "../../../worker/contract/event";
import { useEventSettings } from "../../lib/event-settings";
import { rich, useI18n } from "../../lib/i18n";
import { formatTime12h } from "../../../worker/contract/time";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { DetailList, EventDateDetail, SupportEmailDetail, VenueDetail } from "../../components/domain/event-details";
import { Skeleton } from "../../components/ui/feedback";

function VenueCard() {
  const i18n = useI18n();
  const settings = useEventSettings();
  const main = settings.events.AC2025;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._("Venue Information")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DetailList>
          <VenueDetail />
          <EventDateDetail term={i18n._("Date")}>
            {i18n._("Registration desks open at {time}.", { time: formatTime12h(main.startTime, i18n.locale) })}
          </EventDateDetail>
          <SupportEmailDetail />
        </DetailList>
        {/* The support helpline as the card's call to action (docs/product.md#landing-page). */}
        <Button asChild size="lg" className="w-full sm:w-fit">
          <a href={`tel:${settings.helpline}`}>
            <Phone className="size-5" aria-hidden />
            {/* One piece of text (the button's flex gap would split it); the number reads left to right. */}
            <span>
              {rich(i18n._("Call <0>{phone}</0>", { phone: formatPhone(settings.helpline) }), [
                <span key="phone" dir="ltr" />,
              ])}
            </span>
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}

function WidgetFallback() {
  const i18n = useI18n();
  return (
    <div role="status" className="grid gap-3" aria-busy="true" aria-label={i18n._("Loading registration form")}>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-80 w-full" />
    </div>
  );
}

/**
 * `widget` renders the registration form given the placeholder to show while it loads (the page
 * defers the form's code until the section nears the viewport).
 */
export function RegistrationSection({ widget }: { widget: (fallback: ReactNode) => ReactNode }) {
  const i18n = useI18n();
  const main = useEventSettings().events.AC2025;
  return (
    <section id="register" tabIndex={-1} aria-labelledby="register-title" className="scroll-mt-16 focus:outline-none">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardHeader>
            <h2 id="register-title" className="text-2xl font-bold text-slate-900">
              {rich(i18n._("Register for <0>{event}</0>", { event: main.name }), [<bdi key="event" />])}
            </h2>
            <p className="text-sm text-slate-600">
              {i18n._("Free to attend. Create your account to get your digital pass.")}
            </p>
          </CardHeader>
          <CardContent>{widget(<WidgetFallback />)}</CardContent>
        </Card>
        <div className="grid content-start gap-6">
          <VenueCard />
        </div>
      </div>
    </section>
  );
}
