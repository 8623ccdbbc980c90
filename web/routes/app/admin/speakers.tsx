/** Speaker Management (/app/admin/speakers, docs/product.md#route-map). */
import { AdminPage } from "../../../features/admin/admin-page";
import { SpeakerAdmin } from "../../../features/admin/speakers/speaker-admin";

export default function AdminSpeakersPage() {
  return (
    <AdminPage
      title="Speaker Management"
      description="Import speakers from Excel, upload photos, edit bios and set the order shown on the public pages."
    >
      <SpeakerAdmin />
    </AdminPage>
  );
}
