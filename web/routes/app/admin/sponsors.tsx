/** Sponsors (/app/admin/sponsors, docs/product.md#sponsors). */
import { AdminPage } from "../../../components/admin/admin-page";
import { useI18n } from "../../../lib/i18n";
import { SponsorAdmin } from "../../../features/admin-sponsors/sponsor-admin";

export default function AdminSponsorsPage() {
  const i18n = useI18n();
  return (
    <AdminPage
      title={i18n._("Sponsors")}
      description={i18n._(
        "Add sponsors with their logos, set their tier and order, and choose which show on the landing page.",
      )}
    >
      <SponsorAdmin />
    </AdminPage>
  );
}
