/**
 * Audit Log (/app/admin/audit-log, docs/product.md#audit-log): who changed what, behind the admin gate.
 */
import { AuditLogAdmin } from "../../../features/admin-audit-log/audit-log-admin";
import { useI18n } from "../../../lib/i18n";
import { usePageTitle } from "../../../lib/use-page-title";

export default function AdminAuditLogPage() {
  const i18n = useI18n();
  usePageTitle(i18n._("Audit Log"));
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{i18n._("Audit Log")}</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">
          {i18n._("Every organiser change, export and sign-in, newest first. Entries are kept 400 days.")}
        </p>
      </header>
      <AuditLogAdmin />
    </div>
  );
}
