/**
 * The landing page below its first screens (docs/product.md#landing-page): the agenda, "Secure Your Place", "Who Should Attend?", the speakers carousel, the
 * registration widget with the venue card, the gallery and the sponsors. ./landing.tsx loads this module
 * with deferred hydration (web/lib/hydration.ts). It takes no props: updates to a section that
 * is still waiting to hydrate would make React discard its server HTML, so it reads what it
 * needs (the speakers, the sponsors, the URL hash) itself. Its first render shows what the server HTML shows:
 * the data when the page was rendered with it, else the loading state whatever the cache holds
 * by then ({@link startsWithServerData}), and the data from the next render on.
 */
import { lazy, useEffect, useState } from "react";
import { WhenVisible } from "../components/ui/when-visible";
import { AgendaOverview } from "../features/agenda/agenda-overview";
import { Audiences } from "../features/landing/audiences";
import { Gallery } from "../features/landing/gallery";
import { LandingSection } from "../features/landing/landing-section";
import { LandingSpeakers } from "../features/landing/landing-speakers";
import { RegistrationSection } from "../features/landing/registration-section";
import { SecurePlace } from "../features/landing/secure-place";
import { sectionOfHash } from "../features/landing/section-link";
import { LandingSponsors } from "../features/landing/sponsors";
import { useSpeakers } from "../lib/content";
import { useSponsors } from "../lib/sponsors";
import { documentLocale, useI18n } from "../lib/i18n";
import { signInPath } from "../../worker/contract/next-path";
import { startsWithServerData } from "../lib/hydration";
import { carryToastToNextPage } from "../lib/toast";

const AuthTabs = lazy(async () => ({ default: (await import("../features/auth/auth-tabs")).AuthTabs }));

/**
 * Leaves the landing page with a full page load: the page runs without the app's router, and the
 * app at /app (or /auth, in the page's language) starts afresh; a toast on screen (the welcome)
 * goes along.
 */
function leave(to: "/app" | "/auth"): void {
  carryToastToNextPage();
  window.location.assign(to === "/auth" ? signInPath({ locale: documentLocale() }) : to);
}

export default function BelowFold() {
  const i18n = useI18n();
  const speakers = useSpeakers();
  const sponsors = useSponsors();
  // The data at once when the server rendered with it, else after the first commit; the hash
  // (absent from the server HTML) after the first commit.
  const [showData, setShowData] = useState(startsWithServerData);
  const [arrivalSection, setArrivalSection] = useState<string | null>(null);
  useEffect(() => {
    setShowData(true);
    setArrivalSection(sectionOfHash(window.location.hash));
  }, []);

  return (
    <>
      <LandingSection
        id="agenda"
        eyebrow={i18n._("Programme")}
        title={i18n._("Conference Agenda")}
        more={{ to: "/agenda", label: i18n._("Full agenda") }}
      >
        <AgendaOverview ready={showData} />
      </LandingSection>
      <SecurePlace />
      <Audiences />
      <LandingSpeakers
        speakers={showData ? speakers.data : undefined}
        error={showData ? speakers.error : null}
        onRetry={() => void speakers.refetch()}
      />
      <RegistrationSection
        widget={(fallback) => (
          <WhenVisible fallback={fallback} eager={arrivalSection === "register"}>
            <AuthTabs hashSync leave={leave} />
          </WhenVisible>
        )}
      />
      <Gallery />
      <LandingSponsors sponsors={showData ? sponsors.data : undefined} />
    </>
  );
}
