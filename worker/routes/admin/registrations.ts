/**
 * Registration management (docs/api.md): GET /api/users (one page: search, sort, paging), DELETE /api/users/{id},
 * GET /api/registrations/export (CSV), and the Excel export with each delegate's pass QR as a
 * background job (docs/api.md#export-jobs): POST /api/registrations/export/excel-qr (202 with the
 * job's id), GET /api/registrations/export/jobs (the admin's recent jobs),
 * GET /api/registrations/export/jobs/{id} (status and progress) and
 * GET /api/registrations/export/jobs/{id}/file (the finished file). Admins only. Downloads are by
 * navigation, so they also accept the session cookie (GET only, see middleware/auth.ts).
 */
import { Hono } from "hono";
import { REGISTRATION_MESSAGES, registrationQuerySchema } from "../../contract/registrations";
import type { AppEnv } from "../../app-env";
import { purgesPublicContent } from "../../middleware/cache";
import { currentUser, requireAdmin } from "../../middleware/auth";
import { validate } from "../../middleware/validate";
import { deletePassFiles } from "../../services/pass-files";
import { deleteRegistration, exportFileName, listRegistrations, registrationsCsv } from "../../services/registrations";
import { getJob, listJobs, openJobFile, toExportJob } from "../../services/export-jobs";
import { startExcelExportJob } from "../../services/export-job-steps";
import { z } from "../../contract/zod";
import { download, idParamSchema, noStore } from "./http";

/** `:id` of a job: a UUID (anything else is simply not found). */
const jobParamSchema = z.object({ id: z.string().max(64) });

/** Where a done job's file is downloaded (GET /api/registrations/export/jobs/{id}/file). */
const jobFilePath = (id: string) => `/api/registrations/export/jobs/${encodeURIComponent(id)}/file`;

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
  .post("/registrations/export/excel-qr", requireAdmin, noStore, async (c) =>
    c.json({ id: await startExcelExportJob(c.get("db"), c.env, currentUser(c).id) }, 202),
  )
  .get("/registrations/export/jobs", requireAdmin, noStore, async (c) => {
    const rows = await listJobs(c.get("db"), c.env.MEDIA, currentUser(c).id);
    return c.json({ jobs: rows.map((row) => toExportJob(row, jobFilePath)) }, 200);
  })
  .get("/registrations/export/jobs/:id", requireAdmin, noStore, validate("param", jobParamSchema), async (c) =>
    c.json(toExportJob(await getJob(c.get("db"), c.req.valid("param").id), jobFilePath), 200),
  )
  .get("/registrations/export/jobs/:id/file", requireAdmin, validate("param", jobParamSchema), async (c) => {
    const { object, fileName } = await openJobFile(c.get("db"), c.env.MEDIA, c.req.valid("param").id);
    c.header("Content-Length", String(object.size));
    return download(c, object.body, fileName, object.httpMetadata?.contentType ?? "application/octet-stream");
  });
