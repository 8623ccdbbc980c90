/** Event Settings (/app/admin/settings, docs/product.md#event-settings). */
import { AdminPage } from "../../../features/admin/admin-page";
import { EventSettingsAdmin } from "../../../features/admin/event-settings/event-settings-admin";

export default function AdminSettingsPage() {
  return (
    <AdminPage
      title="Event Settings"
      description="What every page, email, pass and calendar file says about the events. A save shows everywhere at once."
    >
      <EventSettingsAdmin />
    </AdminPage>
  );
}
