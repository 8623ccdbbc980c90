/**
 * Speaker spreadsheet import (docs/messages.md#speaker-import-columns: required Name, Surname, Company and
 * Position; optional Bio, Bio (AR), LinkedIn URL, Photo URL and Expertise). Used by the demo seed and by
 * POST /api/speakers/import. Rows are validated with {@link speakerInputSchema}; bad rows are
 * reported as "Row N: ..." and skipped; good rows are inserted or updated, matched by
 * name + surname + event (docs/decisions/0009-import-limits.md) ignoring letter case and surrounding
 * spaces ({@link speakerKey}), so "ahmad al-sabah" re-imported over "Ahmad Al-Sabah" updates it.
 */
import { validateSheetRows } from "../contract/import-rows";
import { fillTemplate } from "../contract/message-templates";
import { eq, sql } from "drizzle-orm";
import { speakers } from "../../db/schema";
import type { EventCode } from "../contract/event";
import { speakerInputSchema, speakerKey, type SpeakerData, type SpeakerImportResult } from "../contract/speaker";
import type { Database } from "../db";
import { chunkForStatement } from "../lib/d1-batch";
import { readWorkbookRows, type WorkbookRow } from "./workbook";

export const SPEAKER_COLUMNS = {
  required: ["Name", "Surname", "Company", "Position"],
  optional: ["Bio", "Bio (AR)", "LinkedIn URL", "Photo URL", "Expertise"],
} as const;

/** Speaker field → the column it is read from ({@link SPEAKER_COLUMNS}). */
const SPEAKER_FIELDS = {
  name: "Name",
  surname: "Surname",
  company: "Company",
  position: "Position",
  bio: "Bio",
  bioAr: "Bio (AR)",
  linkedinUrl: "LinkedIn URL",
  photoUrl: "Photo URL",
  expertise: "Expertise",
};

/**
 * The stored columns of a speaker as entered (an imported row or the speaker form): blank optional
 * texts as null, no expertise as [] (docs/data-model.md#speakers).
 */
export function speakerColumns(s: Omit<SpeakerData, "bio" | "photoUrl"> & { bio?: string | null; photoUrl?: string }) {
  return {
    name: s.name,
    surname: s.surname,
    company: s.company,
    position: s.position,
    bio: s.bio || null,
    bioAr: s.bioAr ?? null,
    linkedinUrl: s.linkedinUrl || null,
    photoUrl: s.photoUrl || null,
    expertise: s.expertise ?? [],
    eventType: s.eventType,
  };
}

/** Validates workbook rows for one event; returns the good rows and the "Row N: ..." errors. */
function parseSpeakerRows(rows: WorkbookRow[], eventType: EventCode): { speakers: SpeakerData[]; errors: string[] } {
  const { valid, errors } = validateSheetRows(rows, {
    columns: SPEAKER_FIELDS,
    fixed: { eventType },
    schema: speakerInputSchema,
    key: (row) => speakerKey(row.name, row.surname),
    duplicate: (row) => fillTemplate("{name} appears more than once", { name: `${row.name} ${row.surname}` }),
  });
  return { speakers: valid, errors };
}

/** Stored speakers of one event, found by their exact spelling and by {@link speakerKey}. */
async function storedSpeakers(db: Database, eventType: EventCode) {
  const rows = await db
    .select({ id: speakers.id, name: speakers.name, surname: speakers.surname, displayOrder: speakers.displayOrder })
    .from(speakers)
    .where(eq(speakers.eventType, eventType))
    .orderBy(speakers.id);
  const exact = new Map<string, (typeof rows)[number]>();
  const byKey = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    exact.set(`${row.name}\u0000${row.surname}`, row);
    if (!byKey.has(speakerKey(row.name, row.surname))) byKey.set(speakerKey(row.name, row.surname), row);
  }
  return {
    /** The stored row this sheet row updates: the same spelling first, else the oldest match ignoring case and spaces. */
    match: (s: SpeakerData) => exact.get(`${s.name}\u0000${s.surname}`) ?? byKey.get(speakerKey(s.name, s.surname)),
    maxOrder: rows.reduce((max, row) => Math.max(max, row.displayOrder), 0),
  };
}

/**
 * Inserts or updates the speakers of ONE event (every item of `list` has the same eventType).
 * Cost (docs/decisions/0009-import-limits.md): one query reads the event's stored speakers (id, names, order),
 * then one D1 batch (one transaction) writes them, every statement under the 100-parameter limit
 * (chunkForStatement): updates as `INSERT ... ON CONFLICT(id) DO UPDATE` on the matched ids,
 * new speakers as plain INSERTs.
 *
 * A matched speaker keeps its id (agenda links), displayOrder and, when the sheet has none, its
 * photo; when the sheet has no "Bio (AR)" column (`withBioAr` false), it keeps its Arabic bio too,
 * so a file made before that column existed does not clear the Arabic bios entered since
 * (docs/messages.md#speaker-import-columns). Its name and surname take the sheet's spelling. Preferring the exact spelling as the
 * match means the new spelling never collides with another stored row in the case-sensitive
 * unique index. New speakers are ordered after the event's existing ones, in sheet order.
 */
async function upsertSpeakers(db: Database, list: SpeakerData[], withBioAr: boolean, now = new Date()): Promise<void> {
  if (list.length === 0) return;
  const stored = await storedSpeakers(db, list[0]!.eventType);
  const row = (s: SpeakerData, displayOrder: number) => ({ ...speakerColumns(s), displayOrder, updatedAt: now });
  const updates: Array<ReturnType<typeof row> & { id: number }> = [];
  const inserts: Array<ReturnType<typeof row>> = [];
  for (const s of list) {
    const match = stored.match(s);
    if (match) updates.push({ id: match.id, ...row(s, match.displayOrder) });
    else inserts.push(row(s, stored.maxOrder + inserts.length + 1));
  }
  const update = (rows: typeof updates) =>
    db
      .insert(speakers)
      .values(rows)
      .onConflictDoUpdate({
        target: speakers.id,
        set: {
          name: sql`excluded.name`,
          surname: sql`excluded.surname`,
          company: sql`excluded.company`,
          position: sql`excluded.position`,
          bio: sql`excluded.bio`,
          ...(withBioAr ? { bioAr: sql`excluded.bio_ar` } : {}),
          linkedinUrl: sql`excluded.linkedin_url`,
          photoUrl: sql`coalesce(excluded.photo_url, ${speakers.photoUrl})`,
          expertise: sql`excluded.expertise`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  const insert = (rows: typeof inserts) => db.insert(speakers).values(rows);
  const [first, ...rest] = [
    ...chunkForStatement(updates, (rows) => update(rows).toSQL().params.length).map(update),
    ...chunkForStatement(inserts, (rows) => insert(rows).toSQL().params.length).map(insert),
  ];
  await db.batch([first!, ...rest]);
}

/**
 * Reads, validates and stores a speaker workbook for one event.
 * @throws DomainError 4xx when the file itself is unusable (see readWorkbookRows); row problems are
 *   returned in `errors` instead.
 */
export async function importSpeakerWorkbook(
  db: Database,
  bytes: Uint8Array,
  eventType: EventCode,
): Promise<SpeakerImportResult> {
  const rows = await readWorkbookRows(bytes, SPEAKER_COLUMNS.required, SPEAKER_COLUMNS.optional);
  const { speakers: valid, errors } = parseSpeakerRows(rows, eventType);
  await upsertSpeakers(
    db,
    valid,
    rows.some((row) => SPEAKER_FIELDS.bioAr in row.values),
  );
  return { speakersProcessed: valid.length, errors };
}
