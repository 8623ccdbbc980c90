/**
 * The stored event settings (docs/data-model.md#event-settings): one row of `event_settings`
 * holding the whole document as JSON. Before the first save there is no row and the settings are
 * the defaults with the seed (the wrangler var `EVENT_SETTINGS_JSON`) merged over them; every
 * save writes the whole document and counts one more version. Requests read them through
 * {@link currentEventSettings}, kept per isolate under the public content version, which every
 * save replaces (the save route purges public content).
 *
 * Each save also marks the Arabic versions that may be out of date ({@link arabicOutOfDate}), kept
 * in the same document (`arabicOutOfDate`), which the Arabic pages, emails and passes skip
 * (`localizeSettings`, worker/contract/event.ts) until an organiser updates or confirms them
 * ({@link confirmArabic}).
 */
import { and, eq, sql } from "drizzle-orm";
import { eventSettings } from "../../db/schema";
import { arabicTwins, type EventSettings } from "../contract/event";
import { mergeEventSettings } from "../contract/default-settings";
import { ARABIC_CONFIRMATION_MESSAGES, type EventSettingsRecord } from "../contract/event-settings";
import type { Database } from "../db";
import { contentVersion } from "./content-version";
import { errorSummary } from "../lib/log";
import { ConflictError, NotFoundError } from "./errors";

/** The one row's id. */
const ROW_ID = 1;

/**
 * The current settings with their version: the stored document (merged over the defaults, so a
 * key added after the save gets its default), or the seed at version 0. One D1 query.
 * @param seed the `EVENT_SETTINGS_JSON` override, used only while no row exists.
 * @throws SyntaxError when the seed is not valid JSON (a deploy-time mistake).
 */
export async function readEventSettings(db: Database, seed: string | undefined): Promise<EventSettingsRecord> {
  const [row] = await db.select().from(eventSettings).where(eq(eventSettings.id, ROW_ID));
  if (!row) return { settings: mergeEventSettings(seed), version: 0, updatedAt: null };
  return { settings: mergeEventSettings(row.document), version: row.version, updatedAt: row.updatedAt.getTime() };
}

/** The settings this isolate last read, with the content version and seed they were read under. */
let kept: { key: string; settings: EventSettings } | null = null;

/**
 * The current settings for a request or a queue batch: one KV read of the content version, and
 * one D1 query only when the version changed since this isolate last read them (a save starts a
 * new version, so it shows on the next request; elsewhere within KV's propagation, as the edge
 * cache). When D1 cannot be read, the settings last read (else the seed) serve the request and
 * the error is logged: the public pages still come, from their build-time documents.
 * @throws SyntaxError when the seed `EVENT_SETTINGS_JSON` is not valid JSON.
 */
export async function currentEventSettings(env: Env, db: Database): Promise<EventSettings> {
  const key = `${await contentVersion(env)}\n${env.EVENT_SETTINGS_JSON ?? ""}`;
  if (kept?.key === key) return kept.settings;
  try {
    const { settings } = await readEventSettings(db, env.EVENT_SETTINGS_JSON);
    kept = { key, settings };
    return settings;
  } catch (error) {
    if (error instanceof SyntaxError) throw error;
    console.error("event settings not read", errorSummary(error));
    return kept?.settings ?? mergeEventSettings(env.EVENT_SETTINGS_JSON);
  }
}

/**
 * The Arabic versions that may be out of date after a save from `previous` to `next`
 * (docs/data-model.md#arabic-versions-that-may-be-out-of-date), as `EventSettings.arabicOutOfDate`:
 * each non-empty Arabic text the save left as it was, with the English text it was written for,
 * when the save's English text is not that one. An Arabic text marked before keeps the English it
 * was written for (so putting the English back clears the mark); one not marked was written for
 * the English before the save. A changed (or emptied) Arabic text is up to date: it was written
 * for the new English. A text without an Arabic version is never marked (the English is shown
 * anyway).
 */
function arabicOutOfDate(previous: EventSettings, next: EventSettings): Record<string, string> {
  const before = new Map(arabicTwins(previous).map((twin) => [twin.path, twin]));
  const marked = previous.arabicOutOfDate ?? {};
  const outOfDate: Record<string, string> = {};
  for (const { path, english, arabic } of arabicTwins(next)) {
    const old = before.get(path);
    if (!arabic || !old || old.arabic !== arabic) continue;
    const writtenFor = Object.hasOwn(marked, path) ? marked[path]! : old.english;
    if (english !== writtenFor) outOfDate[path] = writtenFor;
  }
  return outOfDate;
}

/** `settings` with `outOfDate` as its marks (none: no key, as a document saved before marks existed). */
function withMarks(settings: EventSettings, outOfDate: Record<string, string>): EventSettings {
  const { arabicOutOfDate: _, ...rest } = settings;
  return Object.keys(outOfDate).length > 0 ? { ...rest, arabicOutOfDate: outOfDate } : rest;
}

/**
 * Saves the whole document (already validated by the contract's schema) as the next version,
 * with the Arabic versions it leaves out of date marked ({@link arabicOutOfDate}, against the
 * settings read just before). Two D1 queries: the read and one write (an insert for the first
 * save, else an update); of two saves at the same moment the later one wins, as before.
 * @param seed the `EVENT_SETTINGS_JSON` override: the settings before the first save.
 * @param now the save's time (UTC).
 * @returns the saved settings with their new version and time.
 */
export async function saveEventSettings(
  db: Database,
  seed: string | undefined,
  settings: EventSettings,
  now = new Date(),
): Promise<EventSettingsRecord> {
  const { settings: previous } = await readEventSettings(db, seed);
  const saved = withMarks(settings, arabicOutOfDate(previous, settings));
  const document = JSON.stringify(saved);
  const [row] = await db
    .insert(eventSettings)
    .values({ id: ROW_ID, document, version: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: eventSettings.id,
      set: { document, version: sql`${eventSettings.version} + 1`, updatedAt: now },
    })
    .returning({ version: eventSettings.version, updatedAt: eventSettings.updatedAt });
  return { settings: saved, version: row!.version, updatedAt: row!.updatedAt.getTime() };
}

/**
 * An organiser confirms that the Arabic version at `field` (a key of `arabicOutOfDate`, e.g.
 * "venue.nameAr") still says what its English text says: the mark goes, the Arabic pages show
 * that version again, and the settings are saved as the next version. Two D1 queries; the write
 * applies only to the version read, so a save in between is never overwritten.
 * @param english the English text the organiser checked the Arabic against.
 * @throws NotFoundError when `field` is not marked out of date (or names no Arabic text).
 * @throws ConflictError when the stored English text is no longer `english`, or another save
 *   came in between: the organiser should look again.
 */
export async function confirmArabic(
  db: Database,
  seed: string | undefined,
  { field, english }: { field: string; english: string },
  now = new Date(),
): Promise<EventSettingsRecord> {
  const { settings, version } = await readEventSettings(db, seed);
  const marks = settings.arabicOutOfDate ?? {};
  const twin = arabicTwins(settings).find((candidate) => candidate.path === field);
  if (!twin || !Object.hasOwn(marks, field)) throw new NotFoundError(ARABIC_CONFIRMATION_MESSAGES.notOutOfDate);
  if (twin.english !== english) throw new ConflictError(ARABIC_CONFIRMATION_MESSAGES.englishChanged);
  const saved = withMarks(settings, Object.fromEntries(Object.entries(marks).filter(([path]) => path !== field)));
  const [row] = await db
    .update(eventSettings)
    .set({ document: JSON.stringify(saved), version: version + 1, updatedAt: now })
    .where(and(eq(eventSettings.id, ROW_ID), eq(eventSettings.version, version)))
    .returning({ version: eventSettings.version, updatedAt: eventSettings.updatedAt });
  if (!row) throw new ConflictError(ARABIC_CONFIRMATION_MESSAGES.englishChanged);
  return { settings: saved, version: row.version, updatedAt: row.updatedAt.getTime() };
}
