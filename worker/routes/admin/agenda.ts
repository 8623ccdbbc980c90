/**
 * Calendar administration (docs/api.md#agenda-administration), admins only:
 * - POST /api/admin/agenda {title, date, startTime, endTime, location, description, eventType,
 *   titleAr?, locationAr?, descriptionAr?} → 201, and PUT /api/admin/agenda/{id} (the same fields
 *   without eventType, and an optional id) → 200: the session as GET /api/agenda lists it, with
 *   `overlaps`;
 * - DELETE /api/admin/agenda/{id} → 200 {message};
 * - PUT /api/admin/agenda/{id}/speakers {speakerIds} → 200 the session.
 * Every write starts a new content version (middleware/cache.ts, purgesPublicContent).
 */
import { Hono } from "hono";
import {
  agendaItemCreateSchema,
  agendaItemUpdateSchema,
  agendaSpeakersSchema,
  SESSION_DELETED_MESSAGE,
} from "../../contract/admin-agenda";
import type { AppEnv } from "../../app-env";
import { purgesPublicContent } from "../../middleware/cache";
import { requireAdmin } from "../../middleware/auth";
import { validate } from "../../middleware/validate";
import {
  createAgendaItem,
  deleteAgendaItem,
  setAgendaSpeakers,
  updateAgendaItem,
} from "../../services/admin-agenda";
import { idParamSchema } from "./http";

export const adminAgendaRoutes = new Hono<AppEnv>()
  .post(
    "/admin/agenda",
    requireAdmin,
    purgesPublicContent,
    validate("json", agendaItemCreateSchema),
    async (c) => c.json(await createAgendaItem(c.get("db"), c.get("settings").event, c.req.valid("json")), 201),
  )
  .put(
    "/admin/agenda/:id",
    requireAdmin,
    purgesPublicContent,
    validate("param", idParamSchema),
    validate("json", agendaItemUpdateSchema),
    async (c) =>
      c.json(
        await updateAgendaItem(c.get("db"), c.get("settings").event, c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  )
  .delete(
    "/admin/agenda/:id",
    requireAdmin,
    purgesPublicContent,
    validate("param", idParamSchema),
    async (c) => {
      await deleteAgendaItem(c.get("db"), c.req.valid("param").id);
      return c.json({ message: SESSION_DELETED_MESSAGE }, 200);
    },
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
