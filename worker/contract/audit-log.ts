/**
 * The organisers' audit log (docs/api.md#audit-log; docs/data-model.md#audit_log;
 * docs/decisions/0019-second-factor-and-audit-log.md): GET /api/admin/audit-log, newest first,
 * paged, filtered by actor, action, target and date.
 */
import { z } from "./zod";

/** Entries per page unless `limit` says otherwise, and the most a page may hold. */
export const AUDIT_LOG_PAGE_SIZE = 50;
const AUDIT_LOG_MAX_PAGE_SIZE = 200;

const pageMessage = "page must be a whole number from 1";
const limitMessage = `limit must be a whole number from 1 to ${AUDIT_LOG_MAX_PAGE_SIZE}`;
const dateMessage = "Dates must be written YYYY-MM-DD";

/** A calendar date, read as a Kuwait day (+03:00, docs/README.md, Conventions). */
const dateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, dateMessage)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+03:00`)), dateMessage)
  .optional();

/**
 * `?page=&limit=&actor=&action=&targetType=&targetId=&from=&to=`. `actor` is an account id or an
 * address (exact, any case); `action` and `targetType` are exact; `from` and `to` are Kuwait dates,
 * both days included.
 */
export const auditLogQuerySchema = z.object({
  page: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).max(1_000_000).default(1),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(AUDIT_LOG_MAX_PAGE_SIZE, limitMessage)
    .default(AUDIT_LOG_PAGE_SIZE),
  actor: z.string().trim().toLowerCase().max(254).optional(),
  action: z.string().trim().max(64).optional(),
  targetType: z.string().trim().max(32).optional(),
  targetId: z.string().trim().max(64).optional(),
  from: dateField,
  to: dateField,
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** One entry as the API returns it. `at` is ISO 8601 UTC. */
export interface AuditLogEntry {
  id: number;
  at: string;
  actorId: number | null;
  /** "" once the actor's data was erased. */
  actorEmail: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  summary: string;
}

/** A page of entries: `total` counts every entry the filters select. */
export interface AuditLogPage {
  entries: AuditLogEntry[];
  page: number;
  limit: number;
  total: number;
}
