/** Builders for agenda and speaker records in component tests. */
import type { AgendaItem, SessionSpeaker, Speaker } from "../../../worker/contract/content";

export function sessionSpeaker(id: number, name: string, surname: string, extra: Partial<SessionSpeaker> = {}): SessionSpeaker {
  return { id, name, surname, company: `${surname} Co`, position: "Partner", photoUrl: null, role: null, ...extra };
}

export function agendaItem(id: number, extra: Partial<AgendaItem> = {}): AgendaItem {
  return {
    id,
    title: `Session ${id}`,
    date: "2025-10-13",
    startTime: "08:00",
    endTime: "08:45",
    speakerId: null,
    speaker: null,
    location: "Grand Ballroom",
    description: null,
    eventType: "AC2025",
    speakers: [],
    ...extra,
  };
}

export function speakerRecord(id: number, name: string, surname: string, extra: Partial<Speaker> = {}): Speaker {
  return {
    id,
    name,
    surname,
    company: "Company",
    position: "Position",
    bio: null,
    linkedinUrl: null,
    photoUrl: null,
    expertise: [],
    eventType: "AC2025",
    role: null,
    speakerType: "Speaker",
    displayOrder: id,
    ...extra,
  };
}
