/**
 * /choose-password: where a one-time login link that confirmed the address lands
 * (features/auth/login-link.tsx). The first confirmation withdraws the password given at
 * registration, because whoever registered may not own the mailbox
 * (docs/decisions/0010-confirmation-proves-the-mailbox.md); the person, now signed in by the link,
 * chooses the password they will sign in with. "Checking authentication..." while the session
 * loads, /auth without one. "Not now" goes on to the app (Reset Password sets one later).
 */
import { ShieldCheck } from "lucide-react";
import { Link, Navigate, useNavigate } from "react-router";
import { PublicCardLayout } from "../app/public-card-layout";
import { Button } from "../components/ui/button";
import { ChoosePasswordForm } from "../features/auth/choose-password-form";
import { useUser } from "../lib/current-user";
import { rich, useI18n } from "../lib/i18n";
import { usePageTitle } from "../lib/use-page-title";
import { PASSWORD_MIN_LENGTH } from "../../worker/contract/fields";

export default function ChoosePasswordPage() {
  const i18n = useI18n();
  usePageTitle(i18n._("Choose Your Password"));
  const { data: user, isPending } = useUser();
  const navigate = useNavigate();
  if (isPending) {
    return (
      <main className="flex min-h-dvh items-center justify-center" role="status">
        <p className="text-slate-700">{i18n._("Checking authentication...")}</p>
      </main>
    );
  }
  if (!user) return <Navigate to="/auth" replace />;
  return (
    <PublicCardLayout>
      <div className="mb-6 grid justify-items-center gap-2 text-center">
        <ShieldCheck className="size-10 text-brand-700" aria-hidden />
        <h1 className="text-2xl font-bold text-slate-900">{i18n._("Choose Your Password")}</h1>
        <p className="text-sm text-slate-700">
          {rich(i18n._("Your email address <0>{email}</0> is confirmed.", { email: user.email }), [
            <span key="email" dir="ltr" className="font-medium break-all text-slate-900" />,
          ])}
        </p>
        <p className="text-sm text-slate-600">
          {i18n._(
            "For your security, the password given at registration no longer works. Choose the password you will sign in with, at least {min} characters.",
            { min: PASSWORD_MIN_LENGTH },
          )}
        </p>
      </div>
      <div className="grid gap-4">
        <ChoosePasswordForm onSaved={() => navigate("/app", { replace: true })} />
        <Button asChild variant="outline" size="lg" className="w-full">
          <Link to="/app">{i18n._("Not now")}</Link>
        </Button>
        <p className="text-center text-xs text-slate-600">
          {i18n._("Without a password, sign in next time with Reset Password or an emailed sign-in link.")}
        </p>
      </div>
    </PublicCardLayout>
  );
}
