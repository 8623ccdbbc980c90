/**
 * One email log entry opened (docs/product.md#email-logs): subject, status, type, recipient,
 * sender, time in Kuwait, error and message id, and the message the local outbox stored
 * (GET /api/admin/email-logs/{id}): its HTML in a sandboxed frame and its plain text. The server
 * redacts the secrets of its links, so an organiser never holds a delegate's sign-in link
 * (docs/decisions/0008-email-pipeline.md#reading-a-stored-email).
 *
 * The frame runs no script (`sandbox` without allow-scripts) in an origin of its own (no
 * allow-same-origin), and gets the HTML as `srcdoc`, which the app's Content-Security-Policy
 * allows with no `frame-src` entry and passes on to it (inline styles only, no script); a link in
 * the email opens in a new tab (`<base target="_blank">` and allow-popups), as the frame may not
 * navigate.
 */
import { Info } from "lucide-react";
import type { ReactNode } from "react";
import type { EmailLogDetail } from "../../../worker/contract/email-logs";
import { EmailAddress } from "../../components/ui/email-address";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { QueryError, Skeleton } from "../../components/ui/feedback";
import { useI18n } from "../../lib/i18n";
import { useEmailLog } from "./api";
import { formatWhen, StatusBadges } from "./log-parts";

/** `html` with its links opening in a new tab: a `<base target="_blank">` first in its head. */
function withLinksInNewTab(html: string): string {
  const base = '<base target="_blank">';
  return /<head(\s[^>]*)?>/i.test(html)
    ? html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${base}`)
    : `${base}${html}`;
}

/** One line of the entry's details. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}

function EntryDetails({ detail }: { detail: EmailLogDetail }) {
  const i18n = useI18n();
  const { log, message } = detail;
  return (
    <div className="mt-4 grid gap-5">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <Detail term={i18n._("Status")}>
          <span className="flex flex-wrap gap-1.5">
            <StatusBadges log={log} />
          </span>
        </Detail>
        <Detail term={i18n._("To")}>
          <EmailAddress email={log.recipientEmail} />
        </Detail>
        {message && (
          <Detail term={i18n._("From")}>
            <bdi dir="ltr">{message.from}</bdi>
          </Detail>
        )}
        <Detail term={i18n._("Time")}>
          <time dateTime={log.createdAt}>{formatWhen(log.createdAt, i18n.locale)}</time>
        </Detail>
        {log.errorMessage && (
          <Detail term={i18n._("Error")}>
            <bdi className="text-red-800">{log.errorMessage}</bdi>
          </Detail>
        )}
        {log.messageId && (
          <Detail term={i18n._("Message id")}>
            <bdi dir="ltr" className="break-all">
              {log.messageId}
            </bdi>
          </Detail>
        )}
      </dl>
      {message ? (
        <>
          <p className="flex items-start gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
            {i18n._(
              "Links that sign in, reset a password or unsubscribe are shown without their secret (REDACTED): they would let anyone act as the recipient.",
            )}
          </p>
          <section aria-labelledby="email-log-html" className="grid gap-2">
            <h3 id="email-log-html" className="text-sm font-semibold text-slate-900">
              {i18n._("The email as sent")}
            </h3>
            <iframe
              title={i18n._("The email as sent")}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              referrerPolicy="no-referrer"
              srcDoc={withLinksInNewTab(message.html)}
              className="h-96 w-full rounded-lg border border-slate-200 bg-white"
            />
          </section>
          <section aria-labelledby="email-log-text" className="grid gap-2">
            <h3 id="email-log-text" className="text-sm font-semibold text-slate-900">
              {i18n._("Plain text")}
            </h3>
            <pre
              dir="auto"
              className="max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-3 font-sans text-sm text-slate-800"
            >
              {message.text}
            </pre>
          </section>
        </>
      ) : (
        <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
          {i18n._("No copy of this email is stored: only the local outbox keeps the emails it sends.")}
        </p>
      )}
    </div>
  );
}

/** The dialog of the entry `id` (open while `id` is set); `onClose` when it is dismissed. */
export function EmailLogDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const i18n = useI18n();
  const { data, isPending, isError, error, refetch } = useEmailLog(id);
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      {id !== null && (
        <DialogContent title={data?.log.subject ?? i18n._("Email")} className="max-w-3xl">
          {isPending ? (
            <div className="mt-4 grid gap-3" aria-busy="true">
              <Skeleton className="h-24" />
              <Skeleton className="h-72" />
            </div>
          ) : isError ? (
            <div className="mt-4">
              <QueryError title={i18n._("Could not load the email")} error={error} onRetry={() => void refetch()} />
            </div>
          ) : (
            <EntryDetails detail={data} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
