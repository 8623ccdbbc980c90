/**
 * The auth page at /auth and /login (docs/product.md#route-map): "Checking authentication..." while the session
 * check runs, /app for a signed-in user, otherwise the Login / Register / Reset Password tabs.
 */
import { Navigate, useNavigate } from "react-router";
import { PublicCardLayout } from "../app/public-card-layout";
import { useUser } from "../lib/current-user";
import { AuthTabs } from "../features/auth/auth-tabs";
import { useI18n } from "../lib/i18n";
import { usePageTitle } from "../lib/use-page-title";

export default function AuthPage() {
  const i18n = useI18n();
  const { data: user, isPending } = useUser();
  const navigate = useNavigate();
  usePageTitle(i18n._("Sign In"));
  if (isPending) {
    return (
      <main className="flex min-h-dvh items-center justify-center" role="status">
        <p className="text-slate-700">{i18n._("Checking authentication...")}</p>
      </main>
    );
  }
  if (user) return <Navigate to="/app" replace />;
  return (
    <PublicCardLayout wide>
      <h1 className="mb-1 text-2xl font-bold text-slate-900">{i18n._("Welcome")}</h1>
      <p className="mb-6 text-sm text-slate-600">{i18n._("Sign in or create your free delegate account.")}</p>
      <AuthTabs leave={navigate} />
    </PublicCardLayout>
  );
}
