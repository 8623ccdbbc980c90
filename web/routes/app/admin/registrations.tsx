/**
 * Registration Management (/app/admin/registrations, docs/product.md#route-map), with the erasure of
 * delegate data after the event below the list.
 */
import { AdminPage } from "../../../features/admin/admin-page";
import { EraseDelegateData } from "../../../features/admin/registrations/erase-delegate-data";
import { ExportButtons, RegistrationAdmin } from "../../../features/admin/registrations/registration-admin";

export default function AdminRegistrationsPage() {
  return (
    <AdminPage
      title="Registration Management"
      description="Search, sort, delete and export registrations."
      actions={<ExportButtons />}
    >
      <RegistrationAdmin />
      <EraseDelegateData />
    </AdminPage>
  );
}
