/**
 * The landing page's registration section (spec 2, Landing page): the hash-synced auth widget
 * (#register, #login, #forgot; Register by default; Login goes to /auth) and the Venue
 * Information card with the tap-to-call support helpline. The widget's form code loads on its
 * own, so it never delays the first paint of the page above it.
 */
import { Mail, MapPin, Phone } from "lucide-react";
import { lazy, Suspense } from "react";
import { DEFAULT_SETTINGS, formatPhone } from "../../../worker/contract/event";
import { formatLongDate, formatTime12h, formatTimeRange12h } from "../../../worker/contract/time";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/feedback";

const AuthTabs = lazy(async () => ({ default: (await import("../auth/auth-tabs")).AuthTabs }));

const settings = DEFAULT_SETTINGS;
const main = settings.events.AC2025;

function VenueCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Venue Information</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm text-slate-700">
        <p className="flex gap-3">
          <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          <span>
            <span className="block font-semibold text-slate-900">{settings.venue.name}</span>
            {settings.venue.address}, {settings.venue.city}, {settings.venue.country}
          </span>
        </p>
        <p>
          <span className="block font-semibold text-slate-900">{formatLongDate(main.date)}</span>
          {formatTimeRange12h(main.startTime, main.endTime)} (Kuwait time). Registration desks open at {formatTime12h(main.startTime)}.
        </p>
        <div className="grid gap-2">
          <p className="font-semibold text-slate-900">Support helpline</p>
          <Button asChild size="lg" className="w-full sm:w-fit">
            <a href={`tel:${settings.helpline}`}>
              <Phone className="size-5" aria-hidden />
              Call {formatPhone(settings.helpline)}
            </a>
          </Button>
          <a href={`mailto:${settings.supportEmail}`} className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline-offset-2 hover:underline">
            <Mail className="size-4" aria-hidden />
            {settings.supportEmail}
          </a>
        </div>
      </CardContent>
    </Card>
  );
}

function WidgetFallback() {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label="Loading registration form">
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-80 w-full" />
    </div>
  );
}

export function RegistrationSection() {
  return (
    <section id="register" tabIndex={-1} aria-labelledby="register-title" className="scroll-mt-16 focus:outline-none">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardHeader>
            <h2 id="register-title" className="text-2xl font-bold text-slate-900">
              Register for {main.name}
            </h2>
            <p className="text-sm text-slate-600">Free to attend. Create your account to get your digital pass.</p>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<WidgetFallback />}>
              <AuthTabs hashSync />
            </Suspense>
          </CardContent>
        </Card>
        <div className="grid content-start gap-6">
          <VenueCard />
        </div>
      </div>
    </section>
  );
}
