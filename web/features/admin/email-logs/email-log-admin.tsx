/**
 * Email Logs (docs/product.md#route-map): tabs All, Failed Only, Registration and Successful (the last filtered on
 * the client from All), newest first with pages. Without a stored token it asks to log in; a
 * forbidden answer shows "Access Denied" with the server's message (docs/messages.md#toasts-and-the-error-catalogue).
 */
import { CheckCircle2, ChevronLeft, ChevronRight, Mail, ShieldAlert, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import type { EmailLog } from "../../../../worker/contract/email-logs";
import { Button } from "../../../components/ui/button";
import { Badge, EmptyState, QueryError, Skeleton } from "../../../components/ui/feedback";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { ApiError } from "../../../lib/api";
import { AdminOnly } from "../admin-only";
import { getAuthToken } from "../../../lib/auth-token";
import { toast } from "../../../lib/toast";
import { EMAIL_LOGS_TEXTS } from "../messages";
import { useEmailLogs, type EmailLogList } from "./api";

type Tab = EmailLogList | "successful";
const TABS: ReadonlyArray<{ value: Tab; label: string; list: EmailLogList }> = [
  { value: "all", label: "All", list: "all" },
  { value: "failed", label: "Failed Only", list: "failed" },
  { value: "registration", label: "Registration", list: "registration" },
  { value: "successful", label: "Successful", list: "all" },
];

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "Asia/Kuwait" });

function LogItem({ log }: { log: EmailLog }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="email-log">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          {log.success ? (
            <CheckCircle2 className="size-5 text-emerald-700" aria-hidden />
          ) : (
            <XCircle className="size-5 text-red-700" aria-hidden />
          )}
          <Badge variant={log.success ? "success" : "danger"}>{log.success ? "Sent" : "Failed"}</Badge>
          <Badge variant="neutral">{log.emailType}</Badge>
          {log.deliveryStatus && (
            <Badge variant={log.deliveryStatus === "delivered" ? "success" : "warning"}>{log.deliveryStatus}</Badge>
          )}
        </div>
        <time className="text-sm text-slate-600" dateTime={log.createdAt}>
          {when.format(new Date(log.createdAt))}
        </time>
      </div>
      <p className="mt-2 font-medium text-slate-900">{log.subject}</p>
      <p className="break-all text-sm text-slate-700">To: {log.recipientEmail}</p>
      {log.errorMessage && <p className="mt-1 text-sm text-red-800">Error: {log.errorMessage}</p>}
      {log.messageId && <p className="mt-1 break-all text-xs text-slate-500">Message id: {log.messageId}</p>}
    </li>
  );
}

function AccessDenied({ message }: { message: string }) {
  return (
    <EmptyState
      title={EMAIL_LOGS_TEXTS.accessDenied}
      icon={<ShieldAlert className="size-10 text-red-700" aria-hidden />}
    >
      {message}
    </EmptyState>
  );
}

function LogList({ tab }: { tab: (typeof TABS)[number] }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useEmailLogs(tab.list, page);
  useEffect(() => {
    if (isError && !(error instanceof ApiError && error.status === 403))
      toast({ title: EMAIL_LOGS_TEXTS.failed, description: error.message, variant: "destructive" });
  }, [isError, error]);
  if (isError) {
    if (error instanceof ApiError && error.status === 403)
      return <AccessDenied message={error.message || EMAIL_LOGS_TEXTS.noPermission} />;
    return <QueryError title={EMAIL_LOGS_TEXTS.failed} onRetry={() => void refetch()} />;
  }
  if (isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  const logs = tab.value === "successful" ? data.logs.filter((l) => l.success) : data.logs;
  const pages = Math.max(1, Math.ceil(data.total / data.limit));
  return (
    <>
      {logs.length === 0 ? (
        <EmptyState title="No emails here" icon={<Mail className="size-10 text-slate-400" aria-hidden />}>
          {tab.value === "failed" ? "No email has failed." : "No emails have been logged yet."}
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-busy={isPlaceholderData}>
          {logs.map((log) => (
            <LogItem key={log.id} log={log} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="mt-4 flex items-center justify-between gap-2" aria-label="Pages">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            <ChevronLeft className="size-4" aria-hidden />
            Newer
          </Button>
          <span className="text-sm text-slate-700">
            Page {data.page} of {pages} · {data.total} emails
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Older
            <ChevronRight className="size-4" aria-hidden />
          </Button>
        </nav>
      )}
    </>
  );
}

export function EmailLogAdmin() {
  const [tab, setTab] = useState<Tab>("all");
  if (!getAuthToken()) {
    return <EmptyState title="Sign in required">{EMAIL_LOGS_TEXTS.noToken}</EmptyState>;
  }
  // A delegate is turned away before asking: the server's 403 would be logged in the browser's
  // console. A forbidden answer to an organiser (a role withdrawn meanwhile) shows "Access Denied".
  return (
    <AdminOnly>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Email logs">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            <LogList tab={t} />
          </TabsContent>
        ))}
      </Tabs>
    </AdminOnly>
  );
}
