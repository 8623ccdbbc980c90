/** Delegate Management (/app/admin/delegates, docs/product.md#route-map). */
import { AdminPage } from "../../../components/admin/admin-page";
import { useI18n } from "../../../lib/i18n";
import { DelegateAdmin } from "../../../features/admin-delegates/delegate-admin";

export default function AdminDelegatesPage() {
  const i18n = useI18n();
  return (
    <AdminPage
      title={i18n._("Delegate Management")}
      description={i18n._("Import delegates from Excel and see everyone who is registered.")}
    >
      <DelegateAdmin />
    </AdminPage>
  );
}
