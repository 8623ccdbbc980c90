/**
 * The auth page at /auth and /login (spec 2): "Checking authentication..." while the session
 * check runs, /app for a signed-in user, otherwise the Login / Register / Reset Password tabs.
 */
import { Link, Navigate } from "react-router";
import { Logo } from "../components/ui/logo";
import { useUser } from "../features/auth/api";
import { AuthTabs } from "../features/auth/auth-tabs";
import { usePageTitle } from "../lib/use-page-title";

export default function AuthPage() {
  const { data: user, isPending } = useUser();
  usePageTitle("Sign In");
  if (isPending) {
    return (
      <main className="flex min-h-dvh items-center justify-center" role="status">
        <p className="text-slate-700">Checking authentication...</p>
      </main>
    );
  }
  if (user) return <Navigate to="/app" replace />;
  return (
    <main className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-brand-950 to-brand-800 px-4 py-10">
      <Link to="/" className="mb-8 rounded-md focus-visible:outline-2 focus-visible:outline-white" aria-label="Back to home">
        <Logo inverted />
      </Link>
      <div className="w-full max-w-xl rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <h1 className="mb-1 text-2xl font-bold text-slate-900">Welcome</h1>
        <p className="mb-6 text-sm text-slate-600">Sign in or create your free delegate account.</p>
        <AuthTabs />
      </div>
    </main>
  );
}
