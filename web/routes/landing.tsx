/**
 * Landing page (spec 2, Landing page): navigation, hero with the header video, "Join us"
 * banner, ATTEND panel with the countdown, agenda, "Secure Your Place", "Who Should Attend?",
 * speakers carousel, registration widget with venue information, gallery and footer. Public and
 * light: no app or admin code; the registration form (the auth tabs, synced with #register,
 * #login and #forgot) loads only when its section nears the viewport.
 */
import { lazy, useEffect } from "react";
import { useLocation } from "react-router";
import { useSpeakers } from "../lib/content";
import { AttendPanel, JoinUsBanner } from "../features/landing/attend-panel";
import { Audiences } from "../features/landing/audiences";
import { AgendaOverview } from "../features/agenda/agenda-overview";
import { Gallery } from "../features/landing/gallery";
import { Hero } from "../features/landing/hero";
import { LandingSection } from "../features/landing/landing-section";
import { LandingSpeakers } from "../features/landing/landing-speakers";
import { RegistrationSection } from "../features/landing/registration-section";
import { SecurePlace } from "../features/landing/secure-place";
import { scrollToSection } from "../features/landing/section-link";
import { SiteFooter } from "../features/landing/site-footer";
import { SiteHeader } from "../features/landing/site-header";
import { WhenVisible } from "../components/ui/when-visible";
import { usePageTitle } from "../lib/use-page-title";
import { publicPageTitle } from "../app/seo";

const AuthTabs = lazy(async () => ({ default: (await import("../features/auth/auth-tabs")).AuthTabs }));

/** The section a URL hash points at on arrival ("#forgot" is a tab of the registration widget). */
function sectionOfHash(hash: string): string | null {
  const name = hash.replace(/^#/, "");
  if (name === "forgot") return "register";
  return ["home", "agenda", "speakers", "register"].includes(name) ? name : null;
}

export default function LandingPage() {
  usePageTitle(publicPageTitle("/"));
  const { hash } = useLocation();
  const speakers = useSpeakers();

  // Arriving with a hash (e.g. /#register from an email): the sections render after the route
  // loads, so the browser's own jump found nothing; scroll once they exist.
  useEffect(() => {
    const section = sectionOfHash(hash);
    if (section) requestAnimationFrame(() => scrollToSection(section));
    // Only on arrival: later hash changes come from the page's own links, which scroll themselves.
  }, []);

  return (
    <div className="min-h-dvh bg-slate-50">
      <SiteHeader />
      <main id="main">
        <Hero speakers={speakers.data} />
        <JoinUsBanner />
        <AttendPanel />
        <LandingSection id="agenda" eyebrow="Programme" title="Conference Agenda" more={{ to: "/agenda", label: "Full agenda" }}>
          <AgendaOverview />
        </LandingSection>
        <SecurePlace />
        <Audiences />
        <LandingSpeakers speakers={speakers.data} error={speakers.error} onRetry={() => void speakers.refetch()} />
        <RegistrationSection
          widget={(fallback) => (
            <WhenVisible fallback={fallback} eager={sectionOfHash(hash) === "register"}>
              <AuthTabs hashSync />
            </WhenVisible>
          )}
        />
        <Gallery />
      </main>
      <SiteFooter />
    </div>
  );
}
