/**
 * Session Feedback (/app/admin/feedback, docs/live-room.md#feedback): the delegates' ratings of each
 * session, behind the admin gate.
 */
import { FeedbackAdmin } from "../../../features/admin-feedback/feedback-admin";
import { useI18n } from "../../../lib/i18n";
import { usePageTitle } from "../../../lib/use-page-title";

export default function AdminFeedbackPage() {
  const i18n = useI18n();
  usePageTitle(i18n._("Session Feedback"));
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{i18n._("Session Feedback")}</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">
          {i18n._("How delegates rated each session, from 1 to 5, with their comments.")}
        </p>
      </header>
      <FeedbackAdmin />
    </div>
  );
}
