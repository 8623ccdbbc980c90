/**
 * A grid of {@link SpeakerCard}s with their biography dialog. `agenda` is the full agenda used to
 * match each speaker's sessions (sessionsForSpeaker: speakerId or the item's speakers list);
 * undefined while it loads. The dialog's code (Radix Dialog, focus and scroll locks) loads when
 * a card is first pointed at, focused or opened, so it is not part of the page's start-up code.
 */
import { lazy, Suspense, useState } from "react";
import { sessionsForSpeaker, type AgendaItem, type Speaker } from "../../../worker/contract/content";
import { SpeakerCard, type SpeakerCardProps } from "./speaker-card";

const loadDialog = () => import("./speaker-biography-dialog");
const SpeakerBiographyDialog = lazy(async () => ({ default: (await loadDialog()).SpeakerBiographyDialog }));

interface SpeakerGridProps {
  speakers: readonly Speaker[];
  agenda: readonly AgendaItem[] | undefined;
  bioMode: SpeakerCardProps["bioMode"];
  openFromCard?: boolean;
  /** The dialog shows the speaker's id (the public page; docs/product.md#public-speakers). */
  showId?: boolean;
}

export function SpeakerGrid({ speakers, agenda, bioMode, openFromCard, showId }: SpeakerGridProps) {
  const [selected, setSelected] = useState<Speaker | null>(null);
  const [opened, setOpened] = useState(false);
  const sessionsOf = (speaker: Speaker) => (agenda ? sessionsForSpeaker(speaker.id, agenda) : undefined);
  return (
    <>
      <ul
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        {speakers.map((speaker) => (
          <li key={speaker.id}>
            <SpeakerCard
              speaker={speaker}
              sessions={sessionsOf(speaker)}
              bioMode={bioMode}
              openFromCard={openFromCard}
              onOpen={() => {
                setOpened(true);
                setSelected(speaker);
              }}
            />
          </li>
        ))}
      </ul>
      {opened && (
        <Suspense fallback={null}>
          <SpeakerBiographyDialog
            speaker={selected}
            sessions={selected ? sessionsOf(selected) : undefined}
            onClose={() => setSelected(null)}
            showId={showId}
          />
        </Suspense>
      )}
    </>
  );
}
