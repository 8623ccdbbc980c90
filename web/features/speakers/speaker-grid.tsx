/**
 * A grid of {@link SpeakerCard}s with their biography dialog. `agenda` is the full agenda used to
 * match each speaker's sessions (sessionsForSpeaker: speakerId or the item's speakers list);
 * undefined while it loads.
 */
import { useState } from "react";
import { sessionsForSpeaker, type AgendaItem, type Speaker } from "../../../worker/contract/content";
import { SpeakerBiographyDialog } from "./speaker-biography-dialog";
import { SpeakerCard, type SpeakerCardProps } from "./speaker-card";

interface SpeakerGridProps {
  speakers: readonly Speaker[];
  agenda: readonly AgendaItem[] | undefined;
  bioMode: SpeakerCardProps["bioMode"];
  openFromCard?: boolean;
}

export function SpeakerGrid({ speakers, agenda, bioMode, openFromCard }: SpeakerGridProps) {
  const [selected, setSelected] = useState<Speaker | null>(null);
  const sessionsOf = (speaker: Speaker) => (agenda ? sessionsForSpeaker(speaker.id, agenda) : undefined);
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {speakers.map((speaker) => (
          <li key={speaker.id}>
            <SpeakerCard
              speaker={speaker}
              sessions={sessionsOf(speaker)}
              bioMode={bioMode}
              openFromCard={openFromCard}
              onOpen={() => setSelected(speaker)}
            />
          </li>
        ))}
      </ul>
      <SpeakerBiographyDialog
        speaker={selected}
        sessions={selected ? sessionsOf(selected) : undefined}
        onClose={() => setSelected(null)}
      />
    </>
  );
}
