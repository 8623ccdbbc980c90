/**
 * Registration Management (/app/admin/registrations, docs/product.md#route-map), with the erasure of
 * delegate data after the event below the list; in the page's language (docs/i18n.md).
 */
import { AdminPage } from "../../../components/admin/admin-page";
import { EraseDelegateData } from "../../../features/admin-registrations/erase-delegate-data";
import { ExportButtons, RegistrationAdmin } from "../../../features/admin-registrations/registration-admin";
import { useI18n } from "../../../lib/i18n";

export default function AdminRegistrationsPage() {
  const i18n = useI18n();
  return (
    <AdminPage
      title={i18n._("Registration Management")}
      description={i18n._("Search, sort, delete and export registrations.")}
      actions={<ExportButtons />}
    >
      <RegistrationAdmin />
      <EraseDelegateData />
    </AdminPage>
  );
}
