/**
 * Dashboard speakers preview (docs/product.md#route-map; docs/data-model.md#list-sizes): the first 4 speakers in display order,
 * "Meet All Speakers" when there are more, "Expert Speakers Coming Soon" when none.
 */
import Mic from "lucide-react/icons/mic";
import { Link } from "react-router";
import { sortSpeakers } from "../../../worker/contract/content";
import { Card } from "../../components/ui/card";
import { SpeakerPhoto } from "../../components/domain/speaker-photo";
import { useSpeakers } from "../../lib/content";
import { useI18n } from "../../lib/i18n";
import { PreviewSection } from "./preview-section";

/** Speakers shown on the dashboard (docs/data-model.md#constants-and-limits). */
const SPEAKERS_PREVIEW_SIZE = 4;

export function SpeakersPreview() {
  const query = useSpeakers();
  const i18n = useI18n();
  return (
    <PreviewSection
      id="speakers-preview-title"
      title={i18n._("Featured Speakers")}
      query={query}
      items={query.data ? sortSpeakers(query.data) : []}
      size={SPEAKERS_PREVIEW_SIZE}
      more={{ to: "/app/speakers", label: i18n._("Meet All Speakers") }}
      loading={{
        label: i18n._("Loading speakers"),
        gridClassName: "grid grid-cols-2 gap-3 sm:grid-cols-4",
        skeletonClassName: "h-44",
      }}
      errorTitle={i18n._("Could not load the speakers")}
      empty={{
        title: i18n._("Expert Speakers Coming Soon"),
        icon: <Mic className="size-8 text-brand-600" aria-hidden />,
        text: i18n._("Our line-up of industry experts will be announced here soon."),
      }}
    >
      {(shown) => (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {shown.map((speaker) => (
            <li key={speaker.id}>
              <Card className="h-full">
                <Link to="/app/speakers" className="flex h-full flex-col items-center gap-2 rounded-xl p-4 text-center">
                  <SpeakerPhoto name={speaker.name} surname={speaker.surname} photoUrl={speaker.photoUrl} size={80} />
                  <span dir="auto" className="font-semibold text-slate-900">
                    {speaker.name} {speaker.surname}
                  </span>
                  <span dir="auto" className="text-xs text-slate-700">
                    {speaker.position}
                  </span>
                  <span dir="auto" className="text-xs font-medium text-brand-700">
                    {speaker.company}
                  </span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PreviewSection>
  );
}
