/**
 * Email Logs (docs/product.md#route-map): tabs All, Failed Only, Registration and Successful (the last filtered on
 * the client from All), newest first with pages. Without a stored token it asks to log in; a
 * forbidden answer shows "Access Denied" with the server's message (docs/messages.md#toasts-and-the-error-catalogue).
 * Texts and times are written in the page's language (docs/i18n.md); addresses, message ids and
 * email types read left to right, subjects and errors take their own direction.
 */
import { CheckCircle2, ChevronLeft, ChevronRight, Mail, ShieldAlert, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import type { EmailLog } from "../../../worker/contract/email-logs";
import { FORMAT_LOCALE, type I18n, type Locale } from "../../../worker/contract/i18n";
import { Button } from "../../components/ui/button";
import { Badge, EmptyState, QueryError, Skeleton } from "../../components/ui/feedback";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { ApiError } from "../../lib/api";
import { AdminOnly } from "../../components/admin/admin-only";
import { getAuthToken } from "../../lib/auth-token";
import { rich, useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { useEmailLogs, type EmailLogList } from "./api";

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

/** The time format of each language, built on first use (building one loads locale data). */
const WHEN: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/**
 * When a log was written, in Kuwait time: English keeps en-GB's medium date, Arabic writes the
 * month's name with Latin digits ({@link FORMAT_LOCALE}; its medium date is all digits).
 */
function formatWhen(instant: string, locale: Locale): string {
  WHEN[locale] ??= new Intl.DateTimeFormat(locale === "en" ? "en-GB" : FORMAT_LOCALE[locale], {
    dateStyle: locale === "en" ? "medium" : "long",
    timeStyle: "medium",
    timeZone: "Asia/Kuwait",
  });
  return WHEN[locale].format(new Date(instant));
}

/** The provider's delivery report in `i18n`'s language. */
function deliveryText(status: NonNullable<EmailLog["deliveryStatus"]>, i18n: I18n): string {
  if (status === "delivered") return i18n._("delivered");
  if (status === "bounced") return i18n._("bounced");
  return i18n._("complained");
}

function LogItem({ log }: { log: EmailLog }) {
  const i18n = useI18n();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="email-log">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          {log.success ? (
            <CheckCircle2 className="size-5 text-emerald-700" aria-hidden />
          ) : (
            <XCircle className="size-5 text-red-700" aria-hidden />
          )}
          <Badge variant={log.success ? "success" : "danger"}>{log.success ? i18n._("Sent") : i18n._("Failed")}</Badge>
          <Badge variant="neutral">
            <bdi dir="ltr">{log.emailType}</bdi>
          </Badge>
          {log.deliveryStatus && (
            <Badge variant={log.deliveryStatus === "delivered" ? "success" : "warning"}>
              {deliveryText(log.deliveryStatus, i18n)}
            </Badge>
          )}
        </div>
        <time className="text-sm text-slate-600" dateTime={log.createdAt}>
          {formatWhen(log.createdAt, i18n.locale)}
        </time>
      </div>
      <p className="mt-2 font-medium text-slate-900" dir="auto">
        {log.subject}
      </p>
      <p className="break-all text-sm text-slate-700">
        {rich(i18n._("To: <0>{email}</0>", { email: log.recipientEmail }), [<bdi key="email" dir="ltr" />])}
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

function LogList({ tab }: { tab: (typeof TABS)[number] }) {
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
            <LogItem key={log.id} log={log} />
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

export function EmailLogAdmin() {
  const [tab, setTab] = useState<Tab>("all");
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
            <LogList tab={t} />
          </TabsContent>
        ))}
      </Tabs>
    </AdminOnly>
  );
}
