/**
 * One email log entry opened (docs/product.md#email-logs): subject, status, type, recipient,
 * sender, time in Kuwait, error and message id, and the message the local outbox stored
 * (GET /api/admin/email-logs/{id}): its HTML in a sandboxed frame and its plain text. The server
 * redacts the secrets of its links, so an organiser never holds a delegate's sign-in link
 * (docs/decisions/0008-email-pipeline.md#reading-a-stored-email).
 *
 * The frame may do nothing (an empty `sandbox`: no script, an origin of its own, no navigation,
 * no popup) and gets the HTML as `srcdoc`, which the app's Content-Security-Policy allows with no
 * `frame-src` entry and passes on to it (inline styles only, no script). It is a preview: its
 * links are not followed ({@link asPreview}).
 */
import Info from "lucide-react/icons/info";
import type { ReactNode } from "react";
import type { EmailLogDetail } from "../../../worker/contract/email-logs";
import { EmailAddress } from "../../components/ui/email-address";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { QueryError, Skeleton } from "../../components/ui/feedback";
import { useI18n } from "../../lib/i18n";
import { useEmailLog } from "./api";
import { formatWhen, StatusBadges } from "./log-parts";

/**
 * `html` as a preview: its links are not followed (their secrets are redacted, and the plain text
 * shows them) and not Tab stops, so nothing in the frame takes the keyboard's focus.
 * A `<style>` first in its head (inline styles are what the app's CSP allows it) and every `<a>`
 * out of the Tab order; the HTML is the app's own layout (worker/email/layout.ts).
 */
function asPreview(html: string): string {
  const style = "<style>a{pointer-events:none;cursor:default}</style>";
  const inert = html.replace(/<a\b/gi, '<a tabindex="-1"');
  return /<head(\s[^>]*)?>/i.test(inert)
    ? inert.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${style}`)
    : `${style}${inert}`;
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

/** One titled part of the stored message. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
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
          <Part id="email-log-html" title={i18n._("The email as sent")}>
            <iframe
              title={i18n._("The email as sent")}
              sandbox=""
              referrerPolicy="no-referrer"
              srcDoc={asPreview(message.html)}
              // Not a Tab stop: Chromium shows no focus ring on a frame whose document has the focus,
              // and the plain text below, which keyboard users reach, holds the same words.
              tabIndex={-1}
              className="h-96 w-full rounded-lg border border-slate-200 bg-white"
            />
          </Part>
          <Part id="email-log-text" title={i18n._("Plain text")}>
            <pre
              dir="auto"
              className="whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-3 font-sans text-sm text-slate-800"
            >
              {message.text}
            </pre>
          </Part>
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
