/**
 * The "Speaker Biography" lightbox (docs/product.md#speakers-page; also the public page's detail
 * dialog, which adds the speaker's id: docs/product.md#public-speakers: "id, name, surname, company,
 * position (or role), bio and photo"): photo, name, position (or role), company, the full bio in
 * paragraphs split at blank lines or "Biography not available.", and "Speaking Sessions" with
 * "Loading sessions..." while the agenda loads and "No speaking sessions scheduled." when there
 * are none. Radix Dialog closes it on Escape, a backdrop click and the close button, and returns
 * focus.
 */
import type { AgendaItem, Speaker } from "../../../worker/contract/content";
import { localized } from "../../../worker/contract/i18n";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { bioParagraphs } from "./bio";
import { ExpertiseTags } from "./expertise-tags";
import { LinkedInLink } from "./linkedin-link";
import { SpeakerPhoto } from "../../components/domain/speaker-photo";
import { SpeakingSessionList } from "./speaker-sessions";
import { useI18n } from "../../lib/i18n";

interface SpeakerBiographyDialogProps {
  /** The speaker shown; null closes the dialog. */
  speaker: Speaker | null;
  /** The speaker's sessions; undefined while loading. */
  sessions: readonly AgendaItem[] | undefined;
  onClose: () => void;
  /** Shows "Speaker ID: {id}" under the company (the public page's detail dialog). */
  showId?: boolean;
}

export function SpeakerBiographyDialog({ speaker, sessions, onClose, showId = false }: SpeakerBiographyDialogProps) {
  const i18n = useI18n();
  const paragraphs = bioParagraphs(speaker && localized(i18n.locale, speaker.bio, speaker.bioAr));
  return (
    <Dialog open={speaker !== null} onOpenChange={(open) => !open && onClose()}>
      {speaker && (
        <DialogContent title={i18n._("Speaker Biography")} className="max-w-2xl">
          <div className="mt-4 grid gap-5">
            <div className="flex items-center gap-4">
              <SpeakerPhoto name={speaker.name} surname={speaker.surname} photoUrl={speaker.photoUrl} size={96} eager />
              <div className="min-w-0">
                <p dir="auto" className="text-xl font-bold text-slate-900">
                  {speaker.name} {speaker.surname}
                </p>
                {(speaker.position || speaker.role) && (
                  <p dir="auto" className="text-sm font-medium text-brand-800">
                    {speaker.position || speaker.role}
                  </p>
                )}
                <p dir="auto" className="text-sm text-slate-600">
                  {speaker.company}
                </p>
                {showId && <p className="text-xs text-slate-600">{i18n._("Speaker ID: {id}", { id: speaker.id })}</p>}
              </div>
            </div>
            <ExpertiseTags expertise={speaker.expertise} />
            <div className="grid gap-3 text-sm leading-relaxed text-slate-800">
              {paragraphs.length > 0 ? (
                paragraphs.map((paragraph, index) => (
                  <p key={index} dir="auto">
                    {paragraph}
                  </p>
                ))
              ) : (
                <p className="text-slate-600">{i18n._("Biography not available.")}</p>
              )}
            </div>
            <section className="grid gap-2" aria-labelledby="speaker-sessions-heading">
              <h3 id="speaker-sessions-heading" className="text-base font-semibold text-slate-900">
                {i18n._("Speaking Sessions")}
              </h3>
              {sessions === undefined ? (
                <p className="text-sm text-slate-600" role="status">
                  {i18n._("Loading sessions...")}
                </p>
              ) : sessions.length === 0 ? (
                <p className="text-sm text-slate-600">{i18n._("No speaking sessions scheduled.")}</p>
              ) : (
                <SpeakingSessionList sessions={sessions} />
              )}
            </section>
            <LinkedInLink url={speaker.linkedinUrl} />
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
