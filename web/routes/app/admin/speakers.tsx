/** Speaker Management (/app/admin/speakers, docs/product.md#route-map). */
import { AdminPage } from "../../../components/admin/admin-page";
import { useI18n } from "../../../lib/i18n";
import { SpeakerAdmin } from "../../../features/admin-speakers/speaker-admin";

export default function AdminSpeakersPage() {
  const i18n = useI18n();
  return (
    <AdminPage
      title={i18n._("Speaker Management")}
      description={i18n._(
        "Import speakers from Excel, upload photos, edit bios and set the order shown on the public pages.",
      )}
    >
      <SpeakerAdmin />
    </AdminPage>
  );
}
