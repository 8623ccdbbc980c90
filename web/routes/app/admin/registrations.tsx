/** Registration Management (/app/admin/registrations, docs/product.md#route-map). */
import { AdminPage } from "../../../features/admin/admin-page";
import { ExportButtons, RegistrationAdmin } from "../../../features/admin/registrations/registration-admin";

export default function AdminRegistrationsPage() {
  return (
    <AdminPage
      title="Registration Management"
      description="Search, sort, delete and export registrations."
      actions={<ExportButtons />}
    >
      <RegistrationAdmin />
    </AdminPage>
  );
}
