/**
 * Announcements (/app/admin/announcements, docs/live-room.md#announcements): the organisers send
 * announcements to the delegates' open apps and, optionally, by email; behind the admin gate.
 */
import { AnnouncementsAdmin } from "../../../features/admin-announcements/announcements-admin";
import { useI18n } from "../../../lib/i18n";
import { usePageTitle } from "../../../lib/use-page-title";

export default function AdminAnnouncementsPage() {
  const i18n = useI18n();
  usePageTitle(i18n._("Announcements"));
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{i18n._("Announcements")}</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">
          {i18n._("Send a message to the delegates' open apps within seconds, and by email if you choose.")}
        </p>
      </header>
      <AnnouncementsAdmin />
    </div>
  );
}
