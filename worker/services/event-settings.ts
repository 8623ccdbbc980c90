/**
 * The stored event settings (docs/data-model.md#event-settings): one row of `event_settings`
 * holding the whole document as JSON. Before the first save there is no row and the settings are
 * the defaults with the seed (the wrangler var `EVENT_SETTINGS_JSON`) merged over them; every
 * save writes the whole document and counts one more version.
 */
import { eq, sql } from "drizzle-orm";
import { eventSettings } from "../../db/schema";
import { mergeEventSettings, type EventSettings } from "../contract/event";
import type { EventSettingsRecord } from "../contract/event-settings";
import type { Database } from "../db";

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

/**
 * Saves the whole document (already validated by the contract's schema) as the next version, in
 * one statement (an insert for the first save, else an update).
 * @param now the save's time (UTC).
 * @returns the saved settings with their new version and time.
 */
export async function saveEventSettings(
  db: Database,
  settings: EventSettings,
  now = new Date(),
): Promise<EventSettingsRecord> {
  const document = JSON.stringify(settings);
  const [saved] = await db
    .insert(eventSettings)
    .values({ id: ROW_ID, document, version: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: eventSettings.id,
      set: { document, version: sql`${eventSettings.version} + 1`, updatedAt: now },
    })
    .returning({ version: eventSettings.version, updatedAt: eventSettings.updatedAt });
  return { settings, version: saved!.version, updatedAt: saved!.updatedAt.getTime() };
}
