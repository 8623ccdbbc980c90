/**
 * Email log queries (docs/api.md#email-logs): GET /api/admin/email-logs, /failed and
 * /by-type/registration_confirmation, each a page of {@link EMAIL_LOG_PAGE_SIZE}, newest first, and
 * GET /api/admin/email-logs/{id}, one entry with its stored message.
 * A 403 answer throws ApiError with status 403; the screen shows "Access Denied" (docs/messages.md).
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { EMAIL_LOG_PAGE_SIZE, REGISTRATION_EMAIL_TYPE } from "../../../worker/contract/email-logs";
import { api, json } from "../../lib/api";
import { urlKey } from "../../lib/query-client";

const logs = api.admin["email-logs"];
const byType = { param: { type: REGISTRATION_EMAIL_TYPE }, query: {} };

/** The lists behind the tabs; "Successful" filters the All list on the client (docs/product.md, Email Logs). */
const EMAIL_LOG_LISTS = {
  all: { path: logs.$path(), get: (query: PageQuery) => logs.$get({ query }) },
  failed: { path: logs.failed.$path(), get: (query: PageQuery) => logs.failed.$get({ query }) },
  registration: {
    path: logs["by-type"][":type"].$path(byType),
    get: (query: PageQuery) => logs["by-type"][":type"].$get({ ...byType, query }),
  },
} as const;
export type EmailLogList = keyof typeof EMAIL_LOG_LISTS;

/** A page of a list, as the query string sends it. */
type PageQuery = { page: string; limit: string };

function emailLogsQuery(list: EmailLogList, page: number) {
  const { path, get } = EMAIL_LOG_LISTS[list];
  return queryOptions({
    queryKey: urlKey(path, { page, limit: EMAIL_LOG_PAGE_SIZE }),
    queryFn: () => json(get({ page: String(page), limit: String(EMAIL_LOG_PAGE_SIZE) })),
  });
}

export function useEmailLogs(list: EmailLogList, page: number) {
  return useQuery({ ...emailLogsQuery(list, page), placeholderData: keepPreviousData });
}

/** One entry with its stored message (the links' secrets redacted by the server), while `id` is set. */
export function useEmailLog(id: number | null) {
  const entry = logs[":id"];
  const param = { id: String(id) };
  return useQuery({
    queryKey: urlKey(entry.$path({ param })),
    queryFn: () => json(entry.$get({ param })),
    enabled: id !== null,
  });
}
