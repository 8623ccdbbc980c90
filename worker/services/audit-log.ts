/**
 * The organisers' audit log (docs/data-model.md#audit_log; docs/api.md#audit-log;
 * docs/decisions/0019-second-factor-and-audit-log.md; OWASP ASVS 5.0 chapter 16): who did what and
 * when. Entries are written by middleware/audit.ts for every organiser write and export, and by
 * the sign-in routes for admin sign-ins and failed second-factor attempts. A summary holds no
 * personal data beyond names; erasing a person pseudonymises the entries about them
 * ({@link pseudonymiseAuditEntries}); entries older than {@link AUDIT_LOG_RETENTION_DAYS} days are
 * deleted by the daily scheduled run ({@link pruneAuditLog}).
 */
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { auditLog, type AuditLogRow } from "../../db/schema";
import type { AuditLogEntry, AuditLogPage, AuditLogQuery } from "../contract/audit-log";
import type { Database } from "../db";

/** How long entries are kept, days. */
export const AUDIT_LOG_RETENTION_DAYS = 400;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Summary of an entry about a person whose data was erased. */
export const ERASED_SUMMARY = "Personal data erased";

/** The target type of entries about a person's account. */
export const USER_TARGET = "user";

/** One entry to record. */
export interface AuditEntryInput {
  actor: { id: number | null; email: string };
  /** A dotted name such as "registration.delete" (docs/api.md#audit-log lists them). */
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  summary: string;
}

/**
 * Records one entry.
 * @param now epoch ms.
 */
export async function recordAudit(db: Database, entry: AuditEntryInput, now = Date.now()): Promise<void> {
  await db.insert(auditLog).values({
    at: new Date(now),
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    summary: entry.summary,
  });
}

function toEntry(row: AuditLogRow): AuditLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    summary: row.summary,
  };
}

/** Start of a Kuwait day (+03:00, no daylight saving), epoch ms. */
function kuwaitDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00+03:00`);
}

function filters(query: AuditLogQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actor)
    conditions.push(
      /^\d{1,12}$/.test(query.actor) ? eq(auditLog.actorId, Number(query.actor)) : eq(auditLog.actorEmail, query.actor),
    );
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.targetType) conditions.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) conditions.push(eq(auditLog.targetId, query.targetId));
  if (query.from) conditions.push(gte(auditLog.at, new Date(kuwaitDayStart(query.from))));
  if (query.to) conditions.push(lt(auditLog.at, new Date(kuwaitDayStart(query.to) + DAY_MS)));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the log, newest first, with the total the filters select. One D1 round trip. */
export async function listAuditLog(db: Database, query: AuditLogQuery): Promise<AuditLogPage> {
  const where = filters(query);
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { entries: rows.map(toEntry), page: query.page, limit: query.limit, total: total?.n ?? 0 };
}

/**
 * The statements that pseudonymise the entries about the accounts `who` selects (a condition on
 * the `users` table, run before the accounts are deleted): the summary of entries whose target is
 * one of them becomes {@link ERASED_SUMMARY}, and their address is blanked where they acted. The
 * account id stays: once the account is gone it names nobody, and it still ties the entries about
 * one person together.
 */
export function pseudonymiseAuditEntries(db: Database, who: SQL) {
  return [
    db
      .update(auditLog)
      .set({ summary: ERASED_SUMMARY })
      .where(
        and(
          eq(auditLog.targetType, USER_TARGET),
          sql`${auditLog.targetId} IN (SELECT CAST(id AS TEXT) FROM users WHERE ${who})`,
        ),
      ),
    db.update(auditLog).set({ actorEmail: "" }).where(sql`${auditLog.actorId} IN (SELECT id FROM users WHERE ${who})`),
  ] as const;
}

/**
 * Deletes the entries older than {@link AUDIT_LOG_RETENTION_DAYS} days (audit_log_at_idx).
 * @param now epoch ms.
 * @returns how many were deleted.
 */
export async function pruneAuditLog(db: Database, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(auditLog)
    .where(lt(auditLog.at, new Date(now - AUDIT_LOG_RETENTION_DAYS * DAY_MS)))
    .returning({ id: auditLog.id });
  return deleted.length;
}
