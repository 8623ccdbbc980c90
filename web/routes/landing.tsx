/**
 * Landing page (docs/product.md#landing-page): navigation, hero with the header video, "Join us"
 * banner, ATTEND panel with the countdown, agenda, "Secure Your Place", "Who Should Attend?",
 * speakers carousel, registration widget with venue information, gallery and footer. Public and
 * light: no app or admin code; the registration form (the auth tabs, synced with #register,
 * #login and #forgot) loads only when its section nears the viewport.
 */
import { lazy, Suspense, useEffect } from "react";
import { Hero } from "../features/landing/hero";
import { AttendPanel, JoinUsBanner } from "../features/landing/attend-panel";
import { scrollToSection, sectionOfHash } from "../features/landing/section-link";
import { SiteFooter } from "../features/landing/site-footer";
import { SiteHeader } from "../features/landing/site-header";
import { useAgenda, useSpeakers } from "../lib/content";
import { lazyWhenNear } from "../lib/hydration";
import { usePageTitle } from "../lib/use-page-title";
import { publicPageTitle } from "../app/seo";

/**
 * Everything from the agenda section down: on a prerendered visit its HTML shows at once and its
 * code loads and hydrates when it comes within 200 px of the viewport (web/lib/hydration.ts).
 */
const BelowFold = lazy(lazyWhenNear(() => import("./landing.below-fold"), "agenda"));
/**
 * One element for every render: when the page re-renders (its data arrives) before the section
 * has hydrated, React sees the same element and leaves the section alone — a changed element
 * would make it drop the section's server HTML and render it afresh.
 */
const belowFold = (
  <Suspense fallback={null}>
    <BelowFold />
  </Suspense>
);

export default function LandingPage() {
  usePageTitle(publicPageTitle("/"));
  const speakers = useSpeakers();
  // Fetched now, so the agenda section has it when its code arrives.
  useAgenda();

  // Arriving with a hash (e.g. /#register from an email): scroll once the sections exist.
  useEffect(() => {
    const section = sectionOfHash(window.location.hash);
    if (section) requestAnimationFrame(() => scrollToSection(section));
  }, []);

  return (
    <div className="min-h-dvh bg-slate-50">
      <SiteHeader />
      <main id="main">
        <Hero speakers={speakers.data} />
        <JoinUsBanner />
        <AttendPanel />
        {belowFold}
      </main>
      <SiteFooter />
    </div>
  );
}
