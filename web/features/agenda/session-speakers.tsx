/**
 * How a session's speakers are shown (spec 2, Agenda page and Landing page):
 * - {@link SpeakerAvatarStack}: up to 5 overlapping photos and a "+N" counter (spec 9, List sizes);
 * - {@link SessionSpeakerList}: every speaker with name, optional role badge and company;
 * - {@link SessionSpeakerSummary}: the landing page's form: one speaker with photo and company,
 *   several as names beside stacked avatars, initials when there is no photo.
 */
import type { SessionSpeaker } from "../../../worker/contract/content";
import { Badge } from "../../components/ui/feedback";
import { SpeakerPhoto } from "../speakers/speaker-photo";

/** Agenda cards show at most this many speaker photos (spec 9). */
export const MAX_SPEAKER_PHOTOS = 5;

const fullName = (s: SessionSpeaker) => `${s.name} ${s.surname}`;

export function SpeakerAvatarStack({
  speakers,
  max = MAX_SPEAKER_PHOTOS,
  size = 36,
  fallback = "icon",
}: {
  speakers: readonly SessionSpeaker[];
  max?: number;
  /** Photo size in CSS pixels. */
  size?: number;
  fallback?: "icon" | "initials";
}) {
  const shown = speakers.slice(0, max);
  const hidden = speakers.length - shown.length;
  return (
    <div className="flex items-center" data-testid="speaker-avatars">
      <ul className="flex -space-x-2" aria-label="Speakers">
        {shown.map((s) => (
          <li key={s.id}>
            <SpeakerPhoto
              name={s.name}
              surname={s.surname}
              photoUrl={s.photoUrl}
              size={size}
              fallback={fallback}
              className="ring-2 ring-white"
            />
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <span
          className="-ml-2 inline-flex items-center justify-center rounded-full bg-slate-700 text-xs font-semibold text-white ring-2 ring-white"
          style={{ width: size, height: size }}
          aria-label={`${hidden} more speaker${hidden === 1 ? "" : "s"}`}
        >
          +{hidden}
        </span>
      )}
    </div>
  );
}

export function SessionSpeakerList({ speakers }: { speakers: readonly SessionSpeaker[] }) {
  return (
    <div className="grid gap-2">
      <SpeakerAvatarStack speakers={speakers} />
      <ul className="grid gap-1 text-sm">
        {speakers.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="font-semibold text-slate-900">{fullName(s)}</span>
            {s.role && <Badge variant="brand">{s.role}</Badge>}
            {s.company && <span className="text-slate-600">{s.company}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SessionSpeakerSummary({ speakers }: { speakers: readonly SessionSpeaker[] }) {
  const [only] = speakers;
  if (speakers.length === 1 && only) {
    return (
      <div className="flex items-center gap-3">
        <SpeakerPhoto name={only.name} surname={only.surname} photoUrl={only.photoUrl} size={44} fallback="initials" />
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-slate-900">{fullName(only)}</p>
          {only.company && <p className="text-slate-600">{only.company}</p>}
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SpeakerAvatarStack speakers={speakers} size={32} fallback="initials" />
      <p className="min-w-0 flex-1 text-sm font-medium text-slate-800">{speakers.map(fullName).join(", ")}</p>
    </div>
  );
}
