/**
 * How a session's speakers are shown (docs/product.md#agenda-page):
 * - the avatar stack (components/domain/speaker-photo.tsx): up to 5 photos and "+N";
 * - {@link SessionSpeakerList}: every speaker with name, optional role badge and company;
 * - {@link SessionSpeakerSummary}: the landing page's form: one speaker with photo and company,
 *   several as names beside stacked avatars, initials when there is no photo.
 */
import type { SessionSpeaker } from "../../../worker/contract/content";
import { Badge } from "../../components/ui/feedback";
import { SpeakerAvatarStack, SpeakerPhoto } from "../../components/domain/speaker-photo";
import { useI18n } from "../../lib/i18n";

const fullName = (s: SessionSpeaker) => `${s.name} ${s.surname}`;

/**
 * The usual roles of a speaker in a session, which the page writes in its own language. A role is
 * the organiser's free text (docs/data-model.md#agenda_item_speakers): any other is shown as typed.
 */
const USUAL_ROLES = new Set<string>([
  /*i18n*/ "Chair",
  /*i18n*/ "Host",
  /*i18n*/ "Keynote",
  /*i18n*/ "Moderator",
  /*i18n*/ "Panelist",
  /*i18n*/ "Panellist",
  /*i18n*/ "Speaker",
]);

export function SessionSpeakerList({ speakers }: { speakers: readonly SessionSpeaker[] }) {
  const i18n = useI18n();
  return (
    <div className="grid gap-2">
      <SpeakerAvatarStack speakers={speakers} />
      <ul className="grid gap-1 text-sm">
        {speakers.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <bdi className="font-semibold text-slate-900">{fullName(s)}</bdi>
            {s.role && <Badge variant="brand">{USUAL_ROLES.has(s.role) ? i18n._(s.role) : <bdi>{s.role}</bdi>}</Badge>}
            {s.company && <bdi className="text-slate-600">{s.company}</bdi>}
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
        <SpeakerPhoto name={only.name} surname={only.surname} photoUrl={only.photoUrl} size={44} />
        <div className="min-w-0 text-sm">
          <p dir="auto" className="font-semibold text-slate-900">
            {fullName(only)}
          </p>
          {only.company && (
            <p dir="auto" className="text-slate-600">
              {only.company}
            </p>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SpeakerAvatarStack speakers={speakers} size={32} />
      <p dir="auto" className="min-w-0 flex-1 text-sm font-medium text-slate-800">
        {speakers.map(fullName).join(", ")}
      </p>
    </div>
  );
}
