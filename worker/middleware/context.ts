/**
 * Per-request context of every route: the D1 database (Drizzle) and the server settings resolved
 * from the bindings (worker/settings.ts).
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { createDb } from "../db";
import { resolveSettings } from "../settings";

export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("db", createDb(c.env.DB));
  c.set("settings", resolveSettings(c.env));
  await next();
};
