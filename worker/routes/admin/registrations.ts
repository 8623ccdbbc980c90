/**
 * Registration management (docs/api.md): GET /api/users (one page: search, sort, paging), DELETE /api/users/{id},
 * GET /api/registrations/export (CSV) and GET /api/registrations/export/excel-qr (Excel with each
 * delegate's pass QR). Admins only. Exports are downloads by navigation, so they
 * also accept the session cookie (GET only, see middleware/auth.ts).
 */
import { Hono } from "hono";
import { REGISTRATION_MESSAGES, registrationQuerySchema } from "../../contract/registrations";
import type { AppEnv } from "../../app-env";
import { purgesPublicContent } from "../../middleware/cache";
import { currentUser, requireAdmin } from "../../middleware/auth";
import { validate } from "../../middleware/validate";
import { deletePassFiles } from "../../services/pass-files";
import { deleteRegistration, exportFileName, listRegistrations, registrationsCsv } from "../../services/registrations";
import { registrationsWorkbookWithQr } from "../../services/registrations-excel";
import { XLSX_CONTENT_TYPE } from "../../services/import-templates";
import { download, idParamSchema, noStore } from "./http";

export const adminRegistrationRoutes = new Hono<AppEnv>()
  .get("/users", requireAdmin, noStore, validate("query", registrationQuerySchema), async (c) =>
    c.json(await listRegistrations(c.get("db"), c.get("settings"), c.req.valid("query")), 200),
  )
  .delete("/users/:id", requireAdmin, purgesPublicContent, validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await deleteRegistration(c.get("db"), c.env.SESSIONS, id, currentUser(c).id);
    // The stored pass PDF and QR carry the delegate's name and company: remove them too.
    await deletePassFiles(c.env.MEDIA, id);
    return c.json({ message: REGISTRATION_MESSAGES.deleted }, 200);
  })
  .get("/registrations/export", requireAdmin, async (c) =>
    download(c, await registrationsCsv(c.get("db")), exportFileName("csv"), "text/csv; charset=utf-8; header=present"),
  )
  .get("/registrations/export/excel-qr", requireAdmin, async (c) =>
    download(c, await registrationsWorkbookWithQr(c.get("db"), c.env), exportFileName("xlsx"), XLSX_CONTENT_TYPE),
  );
