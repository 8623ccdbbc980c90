/** Event Settings (/app/admin/settings, docs/product.md#event-settings). */
import { AdminPage } from "../../../components/admin/admin-page";
import { EventSettingsAdmin } from "../../../features/admin-event-settings/event-settings-admin";
import { useI18n } from "../../../lib/i18n";

export default function AdminSettingsPage() {
  const i18n = useI18n();
  return (
    <AdminPage
      title={i18n._("Event Settings")}
      description={i18n._(
        "What every page, email, pass and calendar file says about the events. A save shows everywhere at once.",
      )}
    >
      <EventSettingsAdmin />
    </AdminPage>
  );
}
