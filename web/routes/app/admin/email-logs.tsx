/**
 * Email Logs (/app/admin/email-logs, docs/product.md#route-map): the logs behind the admin gate, which also shows the
 * server's forbidden answer as "Access Denied" (docs/product.md#email-logs). In the page's language (docs/i18n.md).
 */
import { EmailLogAdmin } from "../../../features/admin-email-logs/email-log-admin";
import { useI18n } from "../../../lib/i18n";
import { usePageTitle } from "../../../lib/use-page-title";

export default function AdminEmailLogsPage() {
  const i18n = useI18n();
  usePageTitle(i18n._("Email Logs"));
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{i18n._("Email Logs")}</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">
          {i18n._("Every email the app tried to send, newest first.")}
        </p>
      </header>
      <EmailLogAdmin />
    </div>
  );
}
