/**
 * Calendar administration (docs/api.md): PUT /api/admin/agenda/{id}
 * {id, title, startTime, endTime, date, location, description, titleAr, locationAr, descriptionAr} and
 * PUT /api/admin/agenda/{id}/speakers {speakerIds}. Both answer the updated session as
 * GET /api/agenda lists it. Admins only.
 */
import { Hono } from "hono";
import { agendaItemUpdateSchema, agendaSpeakersSchema } from "../../contract/admin-agenda";
import type { AppEnv } from "../../app-env";
import { purgesPublicContent } from "../../middleware/cache";
import { requireAdmin } from "../../middleware/auth";
import { validate } from "../../middleware/validate";
import { setAgendaSpeakers, updateAgendaItem } from "../../services/admin-agenda";
import { idParamSchema } from "./http";

export const adminAgendaRoutes = new Hono<AppEnv>()
  .put(
    "/admin/agenda/:id",
    requireAdmin,
    purgesPublicContent,
    validate("param", idParamSchema),
    validate("json", agendaItemUpdateSchema),
    async (c) => c.json(await updateAgendaItem(c.get("db"), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .put(
    "/admin/agenda/:id/speakers",
    requireAdmin,
    purgesPublicContent,
    validate("param", idParamSchema),
    validate("json", agendaSpeakersSchema),
    async (c) =>
      c.json(await setAgendaSpeakers(c.get("db"), c.req.valid("param").id, c.req.valid("json").speakerIds), 200),
  );
