/**
 * Admin screens render only for admins (docs/decisions/0003-admin-rule.md). The server enforces the role
 * on every call; this gate spares a delegate who follows an old link a screen of errors, and an
 * organiser whose sign-in session still needs a second factor (ADMIN_REQUIRE_MFA) is sent to the
 * Profile screen's setup.
 */
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { MFA_MESSAGES } from "../../../worker/contract/mfa";
import { EmptyState, PageSpinner } from "../ui/feedback";
import { useUser } from "../../lib/current-user";
import { useI18n } from "../../lib/i18n";

export function AdminOnly({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  const { data: user, isPending } = useUser();
  // The protected route shows the screen while the user loads (web/app/app-layout.tsx): not "Access Denied" yet.
  if (isPending) return <PageSpinner />;
  if (!user?.isAdmin) {
    return (
      <EmptyState title={i18n._("Access Denied")} icon={<ShieldAlert className="size-10 text-red-700" aria-hidden />}>
        {i18n._("This page is for the organisers. Please sign in with an organiser account.")}
      </EmptyState>
    );
  }
  if (user.secondFactorNeeded) {
    return (
      <EmptyState
        title={i18n._("Second factor needed")}
        icon={<ShieldAlert className="size-10 text-amber-700" aria-hidden />}
      >
        {i18n._(MFA_MESSAGES.adminNeedsSecondFactor)}{" "}
        <Link to="/app/profile" className="font-semibold text-brand-700 underline">
          {i18n._("Go to Profile")}
        </Link>
      </EmptyState>
    );
  }
  return <>{children}</>;
}
