/** Calendar Administration (/app/admin/calendar, docs/product.md#route-map). */
import { AdminPage } from "../../../components/admin/admin-page";
import { useI18n } from "../../../lib/i18n";
import { CalendarAdmin } from "../../../features/admin-calendar/calendar-admin";

export default function AdminCalendarPage() {
  const i18n = useI18n();
  return (
    <AdminPage
      title={i18n._("Calendar Administration")}
      description={i18n._("Add, import and edit the sessions of both events and the order of their speakers.")}
    >
      <CalendarAdmin />
    </AdminPage>
  );
}
