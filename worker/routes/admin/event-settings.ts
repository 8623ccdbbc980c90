/**
 * Event settings administration (docs/api.md#event-settings): GET /api/admin/event-settings,
 * PUT /api/admin/event-settings {the whole EventSettings} and
 * POST /api/admin/event-settings/arabic-confirmations {field, english}, each answering
 * `{ settings, version, updatedAt }`. Admins only. A save or a confirmation starts a new public
 * content version (middleware/cache.ts), so the public pages, their JSON-LD and
 * GET /api/event-settings show it on the next request; the calendars, passes and emails read the
 * stored settings each time.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { arabicConfirmationSchema, eventSettingsSchema } from "../../contract/event-settings";
import { requireAdmin } from "../../middleware/auth";
import { purgesPublicContent } from "../../middleware/cache";
import { validate } from "../../middleware/validate";
import { confirmArabic, readEventSettings, saveEventSettings } from "../../services/event-settings";

export const adminEventSettingsRoutes = new Hono<AppEnv>()
  .get("/admin/event-settings", requireAdmin, async (c) =>
    c.json(await readEventSettings(c.get("db"), c.env.EVENT_SETTINGS_JSON), 200),
  )
  .put("/admin/event-settings", requireAdmin, purgesPublicContent, validate("json", eventSettingsSchema), async (c) =>
    c.json(await saveEventSettings(c.get("db"), c.env.EVENT_SETTINGS_JSON, c.req.valid("json")), 200),
  )
  .post(
    "/admin/event-settings/arabic-confirmations",
    requireAdmin,
    purgesPublicContent,
    validate("json", arabicConfirmationSchema),
    async (c) => c.json(await confirmArabic(c.get("db"), c.env.EVENT_SETTINGS_JSON, c.req.valid("json")), 200),
  );
