/**
 * Admin screens render only for admins (docs/decisions/0003-admin-rule.md). The server enforces the role
 * on every call; this gate spares a delegate who follows an old link a screen of errors.
 */
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import type { ReactNode } from "react";
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
  return <>{children}</>;
}
