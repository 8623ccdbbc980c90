/**
 * Public content (docs/api.md#content): GET /api/agenda, GET /api/speakers (both with ?event=) and
 * GET /api/stats, GET /api/sponsors (the active sponsors, docs/api.md#sponsors), and GET /api/event-settings (the stored event settings, docs/api.md#event-settings).
 * Answers carry {@link PUBLIC_CACHE_CONTROL}.
 */
import { Hono } from "hono";
import { eventQuerySchema } from "../contract/event-query";
import type { AppEnv } from "../app-env";
import { validate } from "../middleware/validate";
import { getStats, listAgenda, listSpeakers } from "../services/content";
import { publicCache } from "../middleware/cache";
import { listActiveSponsors } from "../services/sponsors";

export const contentRoutes = new Hono<AppEnv>()
  .get("/agenda", publicCache, validate("query", eventQuerySchema), async (c) =>
    c.json(await listAgenda(c.get("db"), c.req.valid("query").event)),
  )
  .get("/speakers", publicCache, validate("query", eventQuerySchema), async (c) =>
    c.json(await listSpeakers(c.get("db"), c.req.valid("query").event)),
  )
  .get("/stats", publicCache, async (c) => c.json(await getStats(c.get("db"))))
  .get("/sponsors", publicCache, async (c) => c.json(await listActiveSponsors(c.get("db"))))
  .get("/event-settings", publicCache, (c) => c.json(c.get("settings").event));
