/**
 * The audit log query (docs/api.md#audit-log): GET /api/admin/audit-log, a page of
 * {@link AUDIT_LOG_PAGE_SIZE} entries, newest first, with the screen's filters.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { AUDIT_LOG_PAGE_SIZE } from "../../../worker/contract/audit-log";
import { api, json } from "../../lib/api";
import { urlKey } from "../../lib/query-client";

/** The filters of the screen; "" means no filter. */
export interface AuditLogFilters {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

const auditLog = api.admin["audit-log"];

export function useAuditLog(filters: AuditLogFilters, page: number) {
  const query = Object.fromEntries(
    Object.entries({ ...filters, page: String(page), limit: String(AUDIT_LOG_PAGE_SIZE) }).filter(
      ([, value]) => value !== "",
    ),
  );
  return useQuery({
    queryKey: urlKey(auditLog.$path(), query),
    queryFn: () => json(auditLog.$get({ query })),
    placeholderData: keepPreviousData,
  });
}
