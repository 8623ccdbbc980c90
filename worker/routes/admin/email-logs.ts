/**
 * Email logs (docs/api.md#email-logs): GET /api/admin/email-logs, GET /api/admin/email-logs/failed
 * and GET /api/admin/email-logs/by-type/{type}, each with ?page=&limit=, and
 * GET /api/admin/email-logs/{id}, one entry with its stored message. Admins only.
 */
import { Hono } from "hono";
import { emailLogQuerySchema, emailTypeParamSchema } from "../../contract/email-logs";
import type { AppEnv } from "../../app-env";
import { requireAdmin } from "../../middleware/auth";
import { validate } from "../../middleware/validate";
import { listEmailLogs, readEmailLog } from "../../services/email-logs";
import { idParamSchema, noStore } from "./http";

export const adminEmailLogRoutes = new Hono<AppEnv>()
  .get("/admin/email-logs", requireAdmin, noStore, validate("query", emailLogQuerySchema), async (c) =>
    c.json(await listEmailLogs(c.get("db"), { kind: "all" }, c.req.valid("query")), 200),
  )
  .get("/admin/email-logs/failed", requireAdmin, noStore, validate("query", emailLogQuerySchema), async (c) =>
    c.json(await listEmailLogs(c.get("db"), { kind: "failed" }, c.req.valid("query")), 200),
  )
  .get(
    "/admin/email-logs/by-type/:type",
    requireAdmin,
    noStore,
    validate("param", emailTypeParamSchema),
    validate("query", emailLogQuerySchema),
    async (c) =>
      c.json(
        await listEmailLogs(c.get("db"), { kind: "type", emailType: c.req.valid("param").type }, c.req.valid("query")),
        200,
      ),
  )
  .get("/admin/email-logs/:id", requireAdmin, noStore, validate("param", idParamSchema), async (c) =>
    c.json(await readEmailLog(c.get("db"), c.env.MEDIA, c.req.valid("param").id), 200),
  );
