/**
 * Event settings administration (docs/api.md#event-settings): GET /api/admin/event-settings and
 * PUT /api/admin/event-settings {the whole EventSettings}, both answering
 * `{ settings, version, updatedAt }`. Admins only. A save starts a new public content version
 * (middleware/cache.ts), so the public pages, their JSON-LD and GET /api/event-settings show it
 * on the next request; the calendars, passes and emails read the stored settings each time.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { eventSettingsSchema } from "../../contract/event-settings";
import { requireAdmin } from "../../middleware/auth";
import { purgesPublicContent } from "../../middleware/cache";
import { validate } from "../../middleware/validate";
import { readEventSettings, saveEventSettings } from "../../services/event-settings";

export const adminEventSettingsRoutes = new Hono<AppEnv>()
  .get("/admin/event-settings", requireAdmin, async (c) =>
    c.json(await readEventSettings(c.get("db"), c.env.EVENT_SETTINGS_JSON), 200),
  )
  .put("/admin/event-settings", requireAdmin, purgesPublicContent, validate("json", eventSettingsSchema), async (c) =>
    c.json(await saveEventSettings(c.get("db"), c.req.valid("json")), 200),
  );
