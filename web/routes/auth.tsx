/**
 * The auth page at /auth and /login (docs/product.md#route-map): "Checking authentication..." while the session
 * check runs, otherwise the Login / Register / Reset Password tabs. A signed-in user, and one who
 * signs in or registers here, goes on to the page named by `?next=` when it is a path of this
 * origin (worker/contract/next-path.ts: a protected route sent them here), else to /app.
 */
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { PublicCardLayout } from "../app/public-card-layout";
import { useUser } from "../lib/current-user";
import { AuthTabs } from "../features/auth/auth-tabs";
import { useI18n } from "../lib/i18n";
import { usePageTitle } from "../lib/use-page-title";
import { NEXT_PARAM, safeNextPath } from "../../worker/contract/next-path";

export default function AuthPage() {
  const i18n = useI18n();
  const { data: user, isPending } = useUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const destination = safeNextPath(params.get(NEXT_PARAM)) ?? "/app";
  usePageTitle(i18n._("Sign In"));
  if (isPending) {
    return (
      <main className="flex min-h-dvh items-center justify-center" role="status">
        <p className="text-slate-700">{i18n._("Checking authentication...")}</p>
      </main>
    );
  }
  if (user) return <Navigate to={destination} replace />;
  return (
    <PublicCardLayout wide>
      <h1 className="mb-1 text-2xl font-bold text-slate-900">{i18n._("Welcome")}</h1>
      <p className="mb-6 text-sm text-slate-600">{i18n._("Sign in or create your free delegate account.")}</p>
      <AuthTabs
        leave={(to) => navigate(to === "/app" ? destination : to)}
        next={destination === "/app" ? undefined : destination}
      />
    </PublicCardLayout>
  );
}
