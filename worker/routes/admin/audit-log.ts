/**
 * GET /api/admin/audit-log (docs/api.md#audit-log): one page of the organisers' audit log, newest
 * first, filtered by `actor`, `action`, `targetType`, `targetId` and the Kuwait dates `from` and
 * `to` (worker/services/audit-log.ts). Admins only.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { auditLogQuerySchema } from "../../contract/audit-log";
import { requireAdmin } from "../../middleware/auth";
import { validate } from "../../middleware/validate";
import { listAuditLog } from "../../services/audit-log";
import { noStore } from "./http";

export const adminAuditLogRoutes = new Hono<AppEnv>().get(
  "/admin/audit-log",
  requireAdmin,
  noStore,
  validate("query", auditLogQuerySchema),
  async (c) => c.json(await listAuditLog(c.get("db"), c.req.valid("query")), 200),
);
