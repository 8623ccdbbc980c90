/**
 * Loads the demo content into an empty database (docs/data-model.md#demo-content): speakers from the
 * demo workbooks through the same import service as the admin screen, with their Arabic
 * biographies (./speaker-bios-ar.ts), then the agenda with its ordered session speakers. Idempotent: each part loads only when its table is empty, so an
 * organiser's edits survive every `npm start`.
 */
import { and, eq, sql } from "drizzle-orm";
import { agendaItemSpeakers, agendaItems, speakers } from "../schema";
import type { EventCode } from "../../worker/contract/event";
import type { Database } from "../../worker/db";
import { importSpeakerWorkbook } from "../../worker/services/speaker-import";
import { DEMO_AGENDA } from "./agenda";
import { DEMO_SPEAKER_BIOS_AR } from "./speaker-bios-ar";

/** The demo speaker workbooks, one per event. */
export type DemoWorkbooks = Record<EventCode, Uint8Array>;

export interface SeedReport {
  speakers: number;
  sessions: number;
}

async function count(db: Database, table: typeof speakers | typeof agendaItems): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(table);
  return row?.n ?? 0;
}

/** Seeds speakers and agenda where empty; returns how many of each were added. */
export async function seedDemoContent(db: Database, workbooks: DemoWorkbooks): Promise<SeedReport> {
  const report: SeedReport = { speakers: 0, sessions: 0 };
  if ((await count(db, speakers)) === 0) {
    for (const event of ["AC2025", "GC_POWERLIST"] as const) {
      const result = await importSpeakerWorkbook(db, workbooks[event], event);
      if (result.errors.length > 0) throw new Error(`Demo speakers (${event}): ${result.errors.join("; ")}`);
      report.speakers += result.speakersProcessed;
    }
    // One statement per speaker: 17, within a command-line seed (no Worker invocation limit).
    for (const [fullName, bioAr] of Object.entries(DEMO_SPEAKER_BIOS_AR)) {
      const [name, ...surname] = fullName.split(" ");
      await db
        .update(speakers)
        .set({ bioAr })
        .where(and(eq(speakers.name, name!), eq(speakers.surname, surname.join(" "))));
    }
  }
  if ((await count(db, agendaItems)) === 0) {
    const all = await db
      .select({ id: speakers.id, name: speakers.name, surname: speakers.surname, eventType: speakers.eventType })
      .from(speakers);
    const idOf = (name: string, event: EventCode) =>
      all.find((s) => `${s.name} ${s.surname}` === name && s.eventType === event)?.id ??
      all.find((s) => `${s.name} ${s.surname}` === name)?.id;
    for (const session of DEMO_AGENDA) {
      const { speakers: sessionSpeakers, ...item } = session;
      const [row] = await db.insert(agendaItems).values(item).returning({ id: agendaItems.id });
      const links = sessionSpeakers
        .map((s, position) => ({ speakerId: idOf(s.name, session.eventType), speakerRole: s.role ?? null, position }))
        .filter(
          (l): l is { speakerId: number; speakerRole: string | null; position: number } => l.speakerId !== undefined,
        )
        .map((l) => ({ ...l, agendaItemId: row!.id }));
      if (links.length > 0) await db.insert(agendaItemSpeakers).values(links);
      report.sessions += 1;
    }
  }
  return report;
}
