/** The landing page's speakers section (docs/product.md#route-map): the carousel and a link to /speakers. */
import type { Speaker } from "../../../worker/contract/content";
import { EmptyState, QueryError, Skeleton } from "../../components/ui/feedback";
import { LandingSection } from "./landing-section";
import { SpeakersCarousel } from "./speakers-carousel";

interface LandingSpeakersProps {
  speakers: readonly Speaker[] | undefined;
  error: Error | null;
  onRetry: () => void;
}

function Body({ speakers, error, onRetry }: LandingSpeakersProps) {
  if (error) return <QueryError title="Could not load the speakers" error={error} onRetry={onRetry} />;
  if (!speakers) return <Skeleton className="h-72 w-full max-w-[360px] rounded-2xl" />;
  if (speakers.length === 0)
    return <EmptyState title="Speakers Coming Soon">Our speakers will be announced soon.</EmptyState>;
  return <SpeakersCarousel speakers={speakers} />;
}

export function LandingSpeakers(props: LandingSpeakersProps) {
  return (
    <LandingSection
      id="speakers"
      eyebrow="Speakers"
      title="Meet the Speakers"
      more={{ to: "/speakers", label: "All speakers" }}
      className="bg-slate-100"
    >
      <Body {...props} />
    </LandingSection>
  );
}
