/**
 * Per-request context of every route: the D1 database (Drizzle) and the server settings, with
 * the event settings read from D1 (one query per request, so a save shows on the next request
 * everywhere; worker/services/event-settings.ts, docs/data-model.md#event-settings).
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { createDb } from "../db";
import { readEventSettings } from "../services/event-settings";
import { resolveSettings } from "../settings";

export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  const db = createDb(c.env.DB);
  c.set("db", db);
  const { settings } = await readEventSettings(db, c.env.EVENT_SETTINGS_JSON);
  c.set("settings", resolveSettings(c.env, settings));
  await next();
};
