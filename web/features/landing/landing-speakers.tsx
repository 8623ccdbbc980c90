/** The landing page's speakers section (docs/product.md#route-map): the carousel and a link to /speakers. */
import type { Speaker } from "../../../worker/contract/content";
import { EmptyState, QueryError, Skeleton } from "../../components/ui/feedback";
import { useI18n } from "../../lib/i18n";
import { LandingSection } from "./landing-section";
import { SpeakersCarousel } from "./speakers-carousel";

interface LandingSpeakersProps {
  speakers: readonly Speaker[] | undefined;
  error: Error | null;
  onRetry: () => void;
}

function Body({ speakers, error, onRetry }: LandingSpeakersProps) {
  const i18n = useI18n();
  if (error) return <QueryError title={i18n._("Could not load the speakers")} error={error} onRetry={onRetry} />;
  if (!speakers) return <Skeleton className="h-72 w-full max-w-[360px] rounded-2xl" />;
  if (speakers.length === 0)
    return (
      <EmptyState title={i18n._("Speakers Coming Soon")}>{i18n._("Our speakers will be announced soon.")}</EmptyState>
    );
  return <SpeakersCarousel speakers={speakers} />;
}

export function LandingSpeakers(props: LandingSpeakersProps) {
  const i18n = useI18n();
  return (
    <LandingSection
      id="speakers"
      eyebrow={i18n._("Speakers")}
      title={i18n._("Meet the Speakers")}
      more={{ to: "/speakers", label: i18n._("All speakers") }}
      className="bg-slate-100"
    >
      <Body {...props} />
    </LandingSection>
  );
}
