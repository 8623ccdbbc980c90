/** Delegate Management (/app/admin/delegates, spec 2). */
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
