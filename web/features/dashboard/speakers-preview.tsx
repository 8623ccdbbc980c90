/**
 * Dashboard speakers preview (spec 2; spec 9, List sizes): the first 4 speakers in display order,
 * "Meet All Speakers" when there are more, "Expert Speakers Coming Soon" when none.
 */
import { Mic } from "lucide-react";
import { Link } from "react-router";
import { sortSpeakers } from "../../../worker/contract/content";
import { Card } from "../../components/ui/card";
import { EmptyState, Skeleton, QueryError } from "../../components/ui/feedback";
import { SpeakerPhoto } from "../../components/ui/speaker-photo";
import { useSpeakers } from "../../lib/content";
import { SectionHeader } from "../../components/ui/section-header";

/** Speakers shown on the dashboard (spec 9). */
const SPEAKERS_PREVIEW_SIZE = 4;

export function SpeakersPreview() {
  const { data, isPending, isError, error, refetch } = useSpeakers();
  const speakers = data ? sortSpeakers(data) : [];
  return (
    <section aria-labelledby="speakers-preview-title">
      <SectionHeader
        id="speakers-preview-title"
        title="Featured Speakers"
        more={speakers.length > SPEAKERS_PREVIEW_SIZE ? { to: "/app/speakers", label: "Meet All Speakers" } : undefined}
      />
      {isPending ? (
        <div
          role="status"
          className="grid grid-cols-2 gap-3 sm:grid-cols-4"
          aria-busy="true"
          aria-label="Loading speakers"
        >
          {Array.from({ length: SPEAKERS_PREVIEW_SIZE }, (_, i) => (
            <Skeleton key={i} className="h-44" />
          ))}
        </div>
      ) : isError ? (
        <QueryError title="Could not load the speakers" error={error} onRetry={() => void refetch()} />
      ) : speakers.length === 0 ? (
        <EmptyState title="Expert Speakers Coming Soon" icon={<Mic className="size-8 text-brand-600" aria-hidden />}>
          Our line-up of industry experts will be announced here soon.
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {speakers.slice(0, SPEAKERS_PREVIEW_SIZE).map((speaker) => (
            <li key={speaker.id}>
              <Card className="h-full">
                <Link to="/app/speakers" className="flex h-full flex-col items-center gap-2 rounded-xl p-4 text-center">
                  <SpeakerPhoto name={speaker.name} surname={speaker.surname} photoUrl={speaker.photoUrl} size={80} />
                  <span className="font-semibold text-slate-900">
                    {speaker.name} {speaker.surname}
                  </span>
                  <span className="text-xs text-slate-700">{speaker.position}</span>
                  <span className="text-xs font-medium text-brand-700">{speaker.company}</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
