/**
 * Email Logs (docs/product.md#email-logs): tabs All, Failed Only, Registration and Successful (the last filtered on
 * the client from All), newest first with pages; an entry's subject opens it (./email-log-dialog.tsx, `?log={id}`). Without a stored token it asks to log in; a
 * forbidden answer shows "Access Denied" with the server's message (docs/messages.md#toasts-and-the-error-catalogue).
 * Texts and times are written in the page's language (docs/i18n.md); addresses, message ids and
 * email types read left to right, subjects and errors take their own direction.
 */
import CheckCircle2 from "lucide-react/icons/circle-check";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Mail from "lucide-react/icons/mail";
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import XCircle from "lucide-react/icons/circle-x";
import { useEffect, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { EmailLog } from "../../../worker/contract/email-logs";
import { Button } from "../../components/ui/button";
import { EmailAddress } from "../../components/ui/email-address";
import { EmptyState, QueryError, Skeleton } from "../../components/ui/feedback";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { ApiError } from "../../lib/api";
import { AdminOnly } from "../../components/admin/admin-only";
import { getAuthToken } from "../../lib/auth-token";
import { rich, useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { useEmailLogs, type EmailLogList } from "./api";
import { EmailLogDialog } from "./email-log-dialog";
import { formatWhen, StatusBadges } from "./log-parts";

/** docs/messages.md#toasts-and-the-error-catalogue, email logs: English messages, written in the page's language. */
const EMAIL_LOGS_TEXTS = {
  noToken: /*i18n*/ "Please log in to access the admin email logs.",
  accessDenied: /*i18n*/ "Access Denied",
  noPermission: /*i18n*/ "You do not have permission to access email logs.",
  failed: /*i18n*/ "Failed to fetch email logs",
} as const;

type Tab = EmailLogList | "successful";
const TABS: ReadonlyArray<{ value: Tab; label: string; list: EmailLogList }> = [
  { value: "all", label: /*i18n*/ "All", list: "all" },
  { value: "failed", label: /*i18n*/ "Failed Only", list: "failed" },
  { value: "registration", label: /*i18n*/ "Registration", list: "registration" },
  { value: "successful", label: /*i18n*/ "Successful", list: "all" },
];

/** One entry; its subject opens it (`onOpen`). */
function LogItem({ log, onOpen }: { log: EmailLog; onOpen: () => void }) {
  const i18n = useI18n();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="email-log">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {log.success ? (
            <CheckCircle2 className="size-5 text-emerald-700" aria-hidden />
          ) : (
            <XCircle className="size-5 text-red-700" aria-hidden />
          )}
          <StatusBadges log={log} />
        </div>
        <time className="text-sm text-slate-600" dateTime={log.createdAt}>
          {formatWhen(log.createdAt, i18n.locale)}
        </time>
      </div>
      <p className="mt-2">
        <button
          type="button"
          dir="auto"
          onClick={onOpen}
          className="inline-flex min-h-6 items-center gap-1 rounded text-start font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {log.subject}
        </button>
      </p>
      <p className="text-sm text-slate-700">
        {rich(i18n._("To: <0>{email}</0>", { email: log.recipientEmail }), [
          <EmailAddress key="email" email={log.recipientEmail} />,
        ])}
      </p>
      {log.errorMessage && (
        <p className="mt-1 text-sm text-red-800">
          {/* One line: HTML collapses white space anyway, and rich() reads a tag within one line. */}
          {rich(i18n._("Error: <0>{message}</0>", { message: log.errorMessage.replace(/\s+/g, " ") }), [
            <bdi key="error" />,
          ])}
        </p>
      )}
      {log.messageId && (
        <p className="mt-1 break-all text-xs text-slate-500">
          {rich(i18n._("Message id: <0>{id}</0>", { id: log.messageId }), [<bdi key="id" dir="ltr" />])}
        </p>
      )}
    </li>
  );
}

function AccessDenied({ message }: { message: string }) {
  const i18n = useI18n();
  return (
    <EmptyState
      title={i18n._(EMAIL_LOGS_TEXTS.accessDenied)}
      icon={<ShieldAlert className="size-10 text-red-700" aria-hidden />}
    >
      {message}
    </EmptyState>
  );
}

function LogList({ tab, onOpen }: { tab: (typeof TABS)[number]; onOpen: (id: number) => void }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useEmailLogs(tab.list, page);
  const i18n = useI18n();
  useEffect(() => {
    if (isError && !(error instanceof ApiError && error.status === 403))
      toast({ title: EMAIL_LOGS_TEXTS.failed, description: error.message, variant: "destructive" });
  }, [isError, error]);
  if (isError) {
    if (error instanceof ApiError && error.status === 403)
      return <AccessDenied message={i18n._(error.message || EMAIL_LOGS_TEXTS.noPermission)} />;
    return <QueryError title={i18n._(EMAIL_LOGS_TEXTS.failed)} onRetry={() => void refetch()} />;
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
        <EmptyState title={i18n._("No emails here")} icon={<Mail className="size-10 text-slate-400" aria-hidden />}>
          {tab.value === "failed" ? i18n._("No email has failed.") : i18n._("No emails have been logged yet.")}
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-busy={isPlaceholderData}>
          {logs.map((log) => (
            <LogItem key={log.id} log={log} onOpen={() => onOpen(log.id)} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="mt-4 flex items-center justify-between gap-2" aria-label={i18n._("Pages")}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
            {i18n._("Newer")}
          </Button>
          <span className="text-sm text-slate-700">
            {i18n._("Page {page} of {pages} · {total, plural, one {# email} other {# emails}}", {
              page: data.page,
              pages,
              total: data.total,
            })}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {i18n._("Older")}
            <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden />
          </Button>
        </nav>
      )}
    </>
  );
}

/**
 * The entry opened, from the address (`?log={id}`), so a link can open it; opening it from the list
 * adds a history entry, which closing it goes back over.
 */
function useOpenedLog() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const value = params.get("log");
  const id = value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
  const open = (log: number) => navigate({ search: `?log=${log}` }, { state: { fromList: true } });
  const close = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else navigate({ search: "" }, { replace: true });
  };
  return { id, open, close };
}

export function EmailLogAdmin() {
  const [tab, setTab] = useState<Tab>("all");
  const opened = useOpenedLog();
  const i18n = useI18n();
  if (!getAuthToken()) {
    return <EmptyState title={i18n._("Sign in required")}>{i18n._(EMAIL_LOGS_TEXTS.noToken)}</EmptyState>;
  }
  // A delegate is turned away before asking: the server's 403 would be logged in the browser's
  // console. A forbidden answer to an organiser (a role withdrawn meanwhile) shows "Access Denied".
  return (
    <AdminOnly>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label={i18n._("Email logs")}>
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {i18n._(t.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            <LogList tab={t} onOpen={opened.open} />
          </TabsContent>
        ))}
      </Tabs>
      <EmailLogDialog id={opened.id} onClose={opened.close} />
    </AdminOnly>
  );
}
