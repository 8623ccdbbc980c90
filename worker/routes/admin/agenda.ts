/**
 * Calendar administration (docs/api.md#agenda-administration), admins only:
 * - POST /api/admin/agenda {title, date, startTime, endTime, location, description, eventType,
 *   titleAr?, locationAr?, descriptionAr?} → 201, and PUT /api/admin/agenda/{id} (the same fields
 *   without eventType, and an optional id) → 200: the session as GET /api/agenda lists it, with
 *   `overlaps`;
 * - DELETE /api/admin/agenda/{id} → 200 {message};
 * - PUT /api/admin/agenda/{id}/speakers {speakerIds} → 200 the session;
 * - the programme workbook: GET /api/admin/agenda/template, GET /api/admin/agenda/export, and
 *   POST /api/admin/agenda/import (multipart: file "excel", optional "eventType" for rows whose
 *   Event cell is empty) → 200 {sessionsProcessed, errors}.
 * Every write starts a new content version (middleware/cache.ts, purgesPublicContent).
 */
import { Hono } from "hono";
import { IMPORT_FILE_FIELD, IMPORT_FILE_MESSAGES } from "../../contract/admin";
import {
  agendaItemCreateSchema,
  agendaItemUpdateSchema,
  agendaSpeakersSchema,
  eventTypeField,
  SESSION_DELETED_MESSAGE,
} from "../../contract/admin-agenda";
import type { AppEnv } from "../../app-env";
import { purgesPublicContent } from "../../middleware/cache";
import { requireAdmin } from "../../middleware/auth";
import { validate } from "../../middleware/validate";
import { createAgendaItem, deleteAgendaItem, setAgendaSpeakers, updateAgendaItem } from "../../services/admin-agenda";
import { agendaExportFileName, exportAgendaWorkbook, importAgendaWorkbook } from "../../services/agenda-import";
import { InvalidInputError } from "../../services/errors";
import { XLSX_CONTENT_TYPE, agendaTemplate } from "../../services/import-templates";
import { MAX_WORKBOOK_BYTES, WORKBOOK_MESSAGES } from "../../services/workbook";
import { download, idParamSchema, readFile, readForm, readText } from "./http";

export const adminAgendaRoutes = new Hono<AppEnv>()
  .get("/admin/agenda/template", requireAdmin, async (c) =>
    download(c, await agendaTemplate(), "agenda-template.xlsx", XLSX_CONTENT_TYPE),
  )
  .get("/admin/agenda/export", requireAdmin, async (c) =>
    download(c, await exportAgendaWorkbook(c.get("db")), agendaExportFileName(new Date()), XLSX_CONTENT_TYPE),
  )
  .post("/admin/agenda/import", requireAdmin, purgesPublicContent, async (c) => {
    const form = await readForm(c, MAX_WORKBOOK_BYTES, WORKBOOK_MESSAGES.tooLarge);
    const event = eventTypeField.optional().safeParse(readText(form, "eventType") || undefined);
    if (!event.success) throw new InvalidInputError(event.error.issues[0]!.message);
    const bytes = await readFile(form, IMPORT_FILE_FIELD, IMPORT_FILE_MESSAGES.noFile);
    return c.json(await importAgendaWorkbook(c.get("db"), c.get("settings").event, bytes, event.data), 200);
  })
  .post("/admin/agenda", requireAdmin, purgesPublicContent, validate("json", agendaItemCreateSchema), async (c) =>
    c.json(await createAgendaItem(c.get("db"), c.get("settings").event, c.req.valid("json")), 201),
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
  .delete("/admin/agenda/:id", requireAdmin, purgesPublicContent, validate("param", idParamSchema), async (c) => {
    await deleteAgendaItem(c.get("db"), c.req.valid("param").id);
    return c.json({ message: SESSION_DELETED_MESSAGE }, 200);
  })
  .put(
    "/admin/agenda/:id/speakers",
    requireAdmin,
    purgesPublicContent,
    validate("param", idParamSchema),
    validate("json", agendaSpeakersSchema),
    async (c) =>
      c.json(await setAgendaSpeakers(c.get("db"), c.req.valid("param").id, c.req.valid("json").speakerIds), 200),
  );
