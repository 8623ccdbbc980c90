/**
 * The stored event settings (docs/data-model.md#event-settings): one row of `event_settings`
 * holding the whole document as JSON. Before the first save there is no row and the settings are
 * the defaults with the seed (the wrangler var `EVENT_SETTINGS_JSON`) merged over them; every
 * save writes the whole document and counts one more version. Requests read them through
 * {@link currentEventSettings}, kept per isolate under the public content version, which every
 * save replaces (the save route purges public content).
 */
import { eq, sql } from "drizzle-orm";
import { eventSettings } from "../../db/schema";
import type { EventSettings } from "../contract/event";
import { mergeEventSettings } from "../contract/default-settings";
import type { EventSettingsRecord } from "../contract/event-settings";
import type { Database } from "../db";
import { contentVersion } from "./content-version";
import { errorSummary } from "../lib/log";

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
