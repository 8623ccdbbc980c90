/** Calendar Administration (/app/admin/calendar, docs/product.md#route-map). */
import { AdminPage } from "../../../features/admin/admin-page";
import { CalendarAdmin } from "../../../features/admin/calendar/calendar-admin";

export default function AdminCalendarPage() {
  return (
    <AdminPage title="Calendar Administration" description="Edit sessions and the order of their speakers.">
      <CalendarAdmin />
    </AdminPage>
  );
}
