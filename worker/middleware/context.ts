/**
 * Per-request context of every route: the D1 database (Drizzle) and the server settings, with
 * the stored event settings (worker/services/event-settings.ts, docs/data-model.md#event-settings).
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { createDb } from "../db";
import { currentEventSettings } from "../services/event-settings";
import { resolveSettings } from "../settings";

export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  const db = createDb(c.env.DB);
  c.set("db", db);
  c.set("settings", resolveSettings(c.env, await currentEventSettings(c.env, db)));
  await next();
};
