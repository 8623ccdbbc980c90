/**
 * The one speaker card of the public and signed-in speaker screens (docs/product.md#public-speakers and
 * Speakers page): photo (initials fallback), name, company, position, expertise tags, bio,
 * "Speaking Sessions" and the "LinkedIn Profile" button. The photo and name form one button that
 * opens the biography; with `openFromCard` that button stretches over the whole card (the app's
 * "Clicking a card opens a Speaker Biography lightbox").
 */
import type { AgendaItem, Speaker } from "../../../worker/contract/content";
import { localized } from "../../../worker/contract/i18n";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";
import { truncateBio } from "./bio";
import { ExpertiseTags } from "./expertise-tags";
import { LinkedInLink } from "./linkedin-link";
import { SpeakerPhoto } from "../../components/domain/speaker-photo";
import { SpeakingSessionList } from "./speaker-sessions";

export interface SpeakerCardProps {
  speaker: Speaker;
  /** The speaker's sessions; undefined while the agenda loads (the panel is then left out). */
  sessions: readonly AgendaItem[] | undefined;
  /** "clamp": 4 lines (public page); "truncate": cut at 200 characters (app) (docs/data-model.md#constants-and-limits). */
  bioMode: "clamp" | "truncate";
  openFromCard?: boolean;
  /** Opens the biography (the dialog returns focus to the card's button when it closes). */
  onOpen: () => void;
}

export function SpeakerCard({ speaker, sessions, bioMode, openFromCard = false, onOpen }: SpeakerCardProps) {
  const i18n = useI18n();
  const fullName = `${speaker.name} ${speaker.surname}`;
  const bio = localized(i18n.locale, speaker.bio, speaker.bioAr);
  const role = speaker.position || speaker.role;
  // The button's name starts with what it shows, in order (WCAG 2.5.3 Label in Name).
  const buttonName = [fullName, role, speaker.company].filter(Boolean).join(", ");
  return (
    <article
      aria-label={fullName}
      className={cn(
        "relative flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm",
        openFromCard && "transition-shadow hover:shadow-md",
      )}
    >
      <h3>
        <button
          type="button"
          onClick={onOpen}
          aria-haspopup="dialog"
          aria-label={i18n._("{name}, view biography", { name: buttonName })}
          className={cn(
            "group flex w-full items-center gap-4 rounded-lg text-start",
            openFromCard && "after:absolute after:inset-0 after:rounded-xl after:content-['']",
          )}
        >
          <SpeakerPhoto name={speaker.name} surname={speaker.surname} photoUrl={speaker.photoUrl} size={80} />
          {/* Spaces between the lines, so their text reads as words, not "Al-SabahChief" (the
              name check of WCAG 2.5.3 tools joins text without regard to blocks). */}
          <span className="min-w-0">
            <span dir="auto" className="block text-lg font-bold leading-snug text-slate-900 group-hover:underline">
              {fullName}
            </span>{" "}
            <span dir="auto" className="mt-1 block text-sm font-medium text-brand-800">
              {role}
            </span>{" "}
            <span dir="auto" className="block text-sm text-slate-600">
              {speaker.company}
            </span>
          </span>
        </button>
      </h3>
      <ExpertiseTags expertise={speaker.expertise} />
      {bio && (
        <p dir="auto" className={cn("text-sm leading-relaxed text-slate-700", bioMode === "clamp" && "line-clamp-4")}>
          {bioMode === "truncate" ? truncateBio(bio) : bio}
        </p>
      )}
      {sessions && sessions.length > 0 && (
        <section
          className="mt-auto grid gap-2 rounded-lg bg-slate-50 p-3"
          aria-label={i18n._("Speaking Sessions of {name}", { name: fullName })}
        >
          <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {i18n._("Speaking Sessions")}
          </h4>
          <SpeakingSessionList sessions={sessions} />
        </section>
      )}
      <LinkedInLink url={speaker.linkedinUrl} />
    </article>
  );
}
