/**
 * Public content reads: speakers, agenda with ordered session speakers, and stats
 * (docs/api.md#content; docs/data-model.md#ordering-rules). Each read is one D1 round trip.
 */
import { asc, eq, sql } from "drizzle-orm";
import { agendaItemSpeakers, agendaItems, speakers, type AgendaItemRow, type SpeakerRow } from "../../db/schema";
import { sortAgendaItems, type AgendaItem, type SessionSpeaker, type Speaker, type Stats } from "../contract/content";
import type { EventCode } from "../contract/event";
import { minutesOfDay, normaliseTime } from "../contract/time";
import type { Database } from "../db";

/** The API's view of a speaker row. */
export function toSpeaker(row: SpeakerRow): Speaker {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    company: row.company,
    position: row.position,
    bio: row.bio,
    bioAr: row.bioAr,
    linkedinUrl: row.linkedinUrl,
    photoUrl: row.photoUrl,
    expertise: row.expertise,
    eventType: row.eventType,
    role: row.role,
    speakerType: row.speakerType,
    displayOrder: row.displayOrder,
  };
}

/** Speakers of one event, or of both, sorted by displayOrder then id (docs/data-model.md#constants-and-limits). */
export async function listSpeakers(db: Database, event?: EventCode): Promise<Speaker[]> {
  const rows = await db
    .select()
    .from(speakers)
    .where(event ? eq(speakers.eventType, event) : undefined)
    .orderBy(asc(speakers.displayOrder), asc(speakers.id));
  return rows.map(toSpeaker);
}

function toAgendaItem(row: AgendaItemRow, sessionSpeakers: SessionSpeaker[]): AgendaItem {
  return {
    id: row.id,
    title: row.title,
    startTime: normaliseTime(row.startTime),
    endTime: normaliseTime(row.endTime),
    date: row.date,
    speakerId: row.speakerId,
    speaker: row.speaker,
    location: row.location,
    description: row.description,
    titleAr: row.titleAr,
    locationAr: row.locationAr,
    descriptionAr: row.descriptionAr,
    eventType: row.eventType,
    speakers: sessionSpeakers,
  };
}

/**
 * Agenda items of one event, or of both, sorted by date, start and end time, each with its
 * speakers in session order. Two queries in one batch (one round trip).
 */
export async function listAgenda(db: Database, event?: EventCode): Promise<AgendaItem[]> {
  const itemFilter = event ? eq(agendaItems.eventType, event) : undefined;
  const [items, links] = await db.batch([
    db.select().from(agendaItems).where(itemFilter),
    db
      .select({
        agendaItemId: agendaItemSpeakers.agendaItemId,
        role: agendaItemSpeakers.speakerRole,
        id: speakers.id,
        name: speakers.name,
        surname: speakers.surname,
        company: speakers.company,
        position: speakers.position,
        photoUrl: speakers.photoUrl,
      })
      .from(agendaItemSpeakers)
      .innerJoin(speakers, eq(speakers.id, agendaItemSpeakers.speakerId))
      .innerJoin(agendaItems, eq(agendaItems.id, agendaItemSpeakers.agendaItemId))
      .where(itemFilter)
      .orderBy(asc(agendaItemSpeakers.agendaItemId), asc(agendaItemSpeakers.position), asc(agendaItemSpeakers.id)),
  ]);
  const byItem = new Map<number, SessionSpeaker[]>();
  for (const { agendaItemId, ...speaker } of links) {
    const list = byItem.get(agendaItemId) ?? [];
    list.push(speaker);
    byItem.set(agendaItemId, list);
  }
  return sortAgendaItems(items.map((row) => toAgendaItem(row, byItem.get(row.id) ?? [])));
}

/** Public counts (docs/decisions/0011-readings-of-the-spec.md#apistats). One round trip. */
export async function getStats(db: Database): Promise<Stats> {
  const [sessionRows, [speakerCount]] = await db.batch([
    db
      .select({ eventType: agendaItems.eventType, startTime: agendaItems.startTime, endTime: agendaItems.endTime })
      .from(agendaItems),
    db.select({ count: sql<number>`count(*)` }).from(speakers),
  ]);
  const sessions: Stats["sessions"] = { AC2025: 0, GC_POWERLIST: 0 };
  let minutes = 0;
  for (const row of sessionRows) {
    sessions[row.eventType] += 1;
    const start = minutesOfDay(row.startTime);
    const end = minutesOfDay(row.endTime);
    if (start !== null && end !== null && end > start) minutes += end - start;
  }
  return { sessions, speakers: speakerCount?.count ?? 0, hours: Math.floor(minutes / 60) };
}
