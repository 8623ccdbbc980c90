/** The landing page's speakers section (spec 2): the carousel and a link to /speakers. */
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Speaker } from "../../../worker/contract/content";
import { Button } from "../../components/ui/button";
import { EmptyState, Skeleton } from "../../components/ui/feedback";
import { SpeakersCarousel } from "./speakers-carousel";

export interface LandingSpeakersProps {
  speakers: readonly Speaker[] | undefined;
  error: Error | null;
  onRetry: () => void;
}

function Body({ speakers, error, onRetry }: LandingSpeakersProps) {
  if (error) {
    return (
      <EmptyState title="Could not load the speakers">
        <p>{error.message}</p>
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      </EmptyState>
    );
  }
  if (!speakers) return <Skeleton className="h-72 w-full max-w-[360px] rounded-2xl" />;
  if (speakers.length === 0) return <EmptyState title="Speakers Coming Soon">Our speakers will be announced soon.</EmptyState>;
  return <SpeakersCarousel speakers={speakers} />;
}

export function LandingSpeakers(props: LandingSpeakersProps) {
  return (
    <section id="speakers" tabIndex={-1} aria-labelledby="speakers-title" className="scroll-mt-16 bg-slate-100 focus:outline-none">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-accent-700">Speakers</p>
            <h2 id="speakers-title" className="text-3xl font-bold text-slate-900">
              Meet the Speakers
            </h2>
          </div>
          <Button asChild variant="outline">
            <Link to="/speakers">
              All speakers
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </Button>
        </div>
        <Body {...props} />
      </div>
    </section>
  );
}
