/**
 * Email log queries (spec 7): GET /api/admin/email-logs, /failed and
 * /by-type/registration_confirmation, each a page of {@link EMAIL_LOG_PAGE_SIZE}, newest first.
 * A 403 answer throws ApiError with status 403; the screen shows "Access Denied" (spec 8).
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  EMAIL_LOG_PAGE_SIZE,
  REGISTRATION_EMAIL_TYPE,
  type EmailLogPage,
} from "../../../../worker/contract/email-logs";

/** The lists behind the tabs; "Successful" filters the All list on the client (spec 2). */
const EMAIL_LOG_LISTS = {
  all: "/api/admin/email-logs",
  failed: "/api/admin/email-logs/failed",
  registration: `/api/admin/email-logs/by-type/${REGISTRATION_EMAIL_TYPE}`,
} as const;
export type EmailLogList = keyof typeof EMAIL_LOG_LISTS;

function emailLogsQuery(list: EmailLogList, page: number) {
  return queryOptions<EmailLogPage>({ queryKey: [EMAIL_LOG_LISTS[list], { page, limit: EMAIL_LOG_PAGE_SIZE }] });
}

export function useEmailLogs(list: EmailLogList, page: number) {
  return useQuery({ ...emailLogsQuery(list, page), placeholderData: keepPreviousData });
}
