/**
 * Public content shapes (docs/data-model.md#entities) and the ordering
 * rules of docs/data-model.md#ordering-rules. Free of zod on purpose: the public
 * pages import it and must stay light (the query schema lives in ./event-query.ts).
 */
import type { EventCode } from "./event";
import { normaliseTime } from "./time";

export interface Speaker {
  id: number;
  name: string;
  surname: string;
  company: string;
  position: string;
  bio: string | null;
  /** Arabic bio, or null when there is none; stored ahead of the Arabic interface (docs/data-model.md#speaker). */
  bioAr: string | null;
  linkedinUrl: string | null;
  photoUrl: string | null;
  expertise: string[];
  eventType: EventCode;
  role: string | null;
  speakerType: string;
  displayOrder: number | null;
}

/** A speaker as listed on a session, in the session's order. */
export interface SessionSpeaker {
  id: number;
  name: string;
  surname: string;
  company: string;
  position: string;
  photoUrl: string | null;
  /** agenda_item_speakers.speakerRole, e.g. "Moderator". */
  role: string | null;
}

export interface AgendaItem {
  id: number;
  title: string;
  /** "HH:MM", Kuwait time. */
  startTime: string;
  /** "HH:MM" or "". */
  endTime: string;
  /** "YYYY-MM-DD". */
  date: string;
  /** Legacy single speaker link. */
  speakerId: number | null;
  /** Legacy free-text speaker. */
  speaker: string | null;
  location: string | null;
  description: string | null;
  /** Arabic title, location and description, each null when there is none (docs/data-model.md#agenda-item). */
  titleAr: string | null;
  locationAr: string | null;
  descriptionAr: string | null;
  eventType: EventCode;
  /** Ordered speakers (agenda_item_speakers by position). */
  speakers: SessionSpeaker[];
}

/** Public counts (docs/decisions/0011-readings-of-the-spec.md#apistats). */
export interface Stats {
  sessions: Record<EventCode, number>;
  speakers: number;
  /** Scheduled hours across both events, rounded down. */
  hours: number;
}

/** Missing displayOrder sorts last (docs/data-model.md#ordering-rules; docs/data-model.md#ordering-rules). */
const MISSING_DISPLAY_ORDER = 999;

/** Speakers by displayOrder ascending (missing as 999), ties by id (docs/data-model.md#constants-and-limits). Returns a copy. */
export function sortSpeakers<T extends { id: number; displayOrder?: number | null }>(list: readonly T[]): T[] {
  return [...list].sort(
    (a, b) => (a.displayOrder ?? MISSING_DISPLAY_ORDER) - (b.displayOrder ?? MISSING_DISPLAY_ORDER) || a.id - b.id,
  );
}

/** Agenda items by date, then start, then end time, times normalised to HH:MM (docs/data-model.md#constants-and-limits). */
export function sortAgendaItems<T extends { date: string; startTime: string; endTime: string }>(
  list: readonly T[],
): T[] {
  const key = (item: T) => `${item.date} ${normaliseTime(item.startTime)} ${normaliseTime(item.endTime)}`;
  return [...list].sort((a, b) => key(a).localeCompare(key(b)));
}

/**
 * The two named panels whose speakers show in a fixed order first, then any others
 * (docs/product.md#agenda-page). Matched by a case-insensitive title fragment; names are "Name Surname".
 */
const PANEL_SPEAKER_ORDER: ReadonlyArray<{ titleIncludes: string; names: readonly string[] }> = [
  {
    titleIncludes: "kuwait at the crossroads",
    names: ["Fatima Al-Sabah", "Khaled Al-Mutairi", "Sarah Whitfield", "Yousef Al-Ghanim"],
  },
  {
    titleIncludes: "power projects",
    names: ["Omar Al-Fahad", "Laila Al-Kandari", "James Porter", "Hamad Al-Rashed"],
  },
];

/** A session's speakers in display order, applying {@link PANEL_SPEAKER_ORDER} to the named panels. */
export function orderSessionSpeakers(item: Pick<AgendaItem, "title" | "speakers">): SessionSpeaker[] {
  const panel = PANEL_SPEAKER_ORDER.find((p) => item.title.toLowerCase().includes(p.titleIncludes));
  if (!panel) return item.speakers;
  const rank = (s: SessionSpeaker) => {
    const index = panel.names.indexOf(`${s.name} ${s.surname}`);
    return index === -1 ? panel.names.length : index;
  };
  return [...item.speakers]
    .map((speaker, position) => ({ speaker, position }))
    .sort((a, b) => rank(a.speaker) - rank(b.speaker) || a.position - b.position)
    .map(({ speaker }) => speaker);
}

/**
 * Sessions a speaker takes part in: matched by the legacy speakerId or by the session's speakers
 * list (docs/product.md#speakers-page).
 */
export function sessionsForSpeaker<T extends Pick<AgendaItem, "speakerId" | "speakers">>(
  speakerId: number,
  items: readonly T[],
): T[] {
  return items.filter((item) => item.speakerId === speakerId || item.speakers.some((s) => s.id === speakerId));
}
