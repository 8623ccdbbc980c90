/**
 * Speaker spreadsheet import (spec 5, Speaker import columns: required Name, Surname, Company and
 * Position; optional Bio, LinkedIn URL, Photo URL and Expertise). Used by the demo seed and by
 * POST /api/speakers/import. Rows are validated with {@link speakerInputSchema}; bad rows are
 * reported as "Row N: ..." and skipped; good rows are inserted or updated, matched by
 * name + surname + event (decisions.md, Import semantics).
 */
import { sql } from "drizzle-orm";
import { speakers } from "../../db/schema";
import type { EventCode } from "../contract/event";
import { speakerInputSchema, type SpeakerData, type SpeakerImportResult } from "../contract/speaker";
import type { Database } from "../db";
import { chunkForStatement } from "./d1-batch";
import { readWorkbookRows, rowError, type WorkbookRow } from "./workbook";

export const SPEAKER_COLUMNS = {
  required: ["Name", "Surname", "Company", "Position"],
  optional: ["Bio", "LinkedIn URL", "Photo URL", "Expertise"],
} as const;

/** Validates workbook rows for one event; returns the good rows and the "Row N: ..." errors. */
export function parseSpeakerRows(
  rows: WorkbookRow[],
  eventType: EventCode,
): { speakers: SpeakerData[]; errors: string[] } {
  const valid: SpeakerData[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const { rowNumber, values } of rows) {
    const result = speakerInputSchema.safeParse({
      name: values.Name,
      surname: values.Surname,
      company: values.Company,
      position: values.Position,
      bio: values.Bio ?? "",
      linkedinUrl: values["LinkedIn URL"] ?? "",
      photoUrl: values["Photo URL"] ?? "",
      expertise: values.Expertise ?? "",
      eventType,
    });
    if (!result.success) {
      errors.push(rowError(rowNumber, result.error.issues[0]?.message ?? "Invalid row"));
      continue;
    }
    const key = `${result.data.name}\u0000${result.data.surname}`.toLowerCase();
    if (seen.has(key)) {
      errors.push(rowError(rowNumber, `${result.data.name} ${result.data.surname} appears more than once`));
      continue;
    }
    seen.add(key);
    valid.push(result.data);
  }
  return { speakers: valid, errors };
}

/**
 * Inserts or updates speakers: one query for the current order, then one D1 batch with a
 * statement per chunk of rows under the bound-parameter limit. New speakers are ordered after the existing ones of their
 * event; an update keeps the speaker's displayOrder and photo when the sheet has none.
 */
export async function upsertSpeakers(db: Database, list: SpeakerData[], now = new Date()): Promise<void> {
  if (list.length === 0) return;
  const [{ maxOrder } = { maxOrder: 0 }] = await db
    .select({ maxOrder: sql<number>`coalesce(max(${speakers.displayOrder}), 0)` })
    .from(speakers)
    .where(sql`${speakers.eventType} = ${list[0]!.eventType}`);
  const values = list.map((s, i) => ({
    name: s.name,
    surname: s.surname,
    company: s.company,
    position: s.position,
    bio: s.bio || null,
    linkedinUrl: s.linkedinUrl || null,
    photoUrl: s.photoUrl || null,
    expertise: s.expertise ?? [],
    eventType: s.eventType,
    displayOrder: maxOrder + i + 1,
    updatedAt: now,
  }));
  const upsert = (rows: typeof values) =>
    db
      .insert(speakers)
      .values(rows)
      .onConflictDoUpdate({
        target: [speakers.name, speakers.surname, speakers.eventType],
        set: {
          company: sql`excluded.company`,
          position: sql`excluded.position`,
          bio: sql`excluded.bio`,
          linkedinUrl: sql`excluded.linkedin_url`,
          photoUrl: sql`coalesce(excluded.photo_url, ${speakers.photoUrl})`,
          expertise: sql`excluded.expertise`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  const statements = chunkForStatement(values, (rows) => upsert(rows).toSQL().params.length).map(upsert);
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest]);
}

/**
 * Reads, validates and stores a speaker workbook for one event.
 * @throws HttpError 4xx when the file itself is unusable (see readWorkbookRows); row problems are
 *   returned in `errors` instead.
 */
export async function importSpeakerWorkbook(
  db: Database,
  bytes: Uint8Array,
  eventType: EventCode,
): Promise<SpeakerImportResult> {
  const rows = await readWorkbookRows(bytes, SPEAKER_COLUMNS.required, SPEAKER_COLUMNS.optional);
  const { speakers: valid, errors } = parseSpeakerRows(rows, eventType);
  await upsertSpeakers(db, valid);
  return { speakersProcessed: valid.length, errors };
}
