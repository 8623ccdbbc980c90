/**
 * The Hono application: per-request context (db, settings), one router per domain mounted under
 * /api, and the shared error handling. `AppType` carries every path, payload and response to the
 * typed client in web/lib/api.ts.
 */
import { Hono } from "hono";
import type { AppEnv } from "./app-env";
import { createDb } from "./db";
import { handleError, handleNotFound } from "./middleware/errors";
import { authRoutes } from "./routes/auth";
import { contentRoutes } from "./routes/content";
import { profileRoutes } from "./routes/profile";
import { resolveSettings } from "./settings";

const api = new Hono<AppEnv>()
  .route("/", authRoutes)
  .route("/", contentRoutes)
  .route("/", profileRoutes);

export const app = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set("db", createDb(c.env.DB));
    c.set("settings", resolveSettings(c.env));
    await next();
  })
  .route("/api", api);

app.onError(handleError);
app.notFound(handleNotFound);

export type AppType = typeof app;
