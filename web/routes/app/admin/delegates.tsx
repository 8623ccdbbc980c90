/** Delegate Management (/app/admin/delegates, docs/product.md#route-map). */
import { AdminPage } from "../../../features/admin/admin-page";
import { DelegateAdmin } from "../../../features/admin/delegates/delegate-admin";

export default function AdminDelegatesPage() {
  return (
    <AdminPage
      title="Delegate Management"
      description="Import delegates from Excel and see everyone who is registered."
    >
      <DelegateAdmin />
    </AdminPage>
  );
}
