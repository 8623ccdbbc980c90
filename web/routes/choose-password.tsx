/**
 * /choose-password: where a one-time login link that confirmed the address lands
 * (features/auth/login-link.tsx). The first confirmation suspends the password given at
 * registration, because whoever registered may not own the mailbox
 * (docs/decisions/0010-confirmation-proves-the-mailbox.md). While it is suspended
 * (`user.passwordSuspended`) the screen offers two choices: "Keep the password you chose when you
 * registered" (one field: the honest registrant keeps it, and the pass they downloaded stays valid)
 * or a new password; otherwise only a new one. "Not now" goes on without a password (Reset
 * Password or an emailed link sets one later). A new password and "Not now" discard the suspended
 * one, so the pass stays renewed, and the screen says so before and after (docs/messages.md#one-time-login-link).
 * Every choice goes on to `?next=` (a path of this origin, worker/contract/next-path.ts) or /app.
 * "Checking authentication..." while the session loads, /auth without one.
 */
import ShieldCheck from "lucide-react/icons/shield-check";
import { useId } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { PublicCardLayout } from "../app/public-card-layout";
import { Button } from "../components/ui/button";
import { useSkipPassword } from "../features/auth/api";
import { ChoosePasswordForm } from "../features/auth/choose-password-form";
import { KeepPasswordForm } from "../features/auth/keep-password-form";
import { PASS_RENEWED_TOAST } from "../features/auth/messages";
import { useUser } from "../lib/current-user";
import { rich, useI18n } from "../lib/i18n";
import { toast } from "../lib/toast";
import { usePageTitle } from "../lib/use-page-title";
import { PASSWORD_MIN_LENGTH } from "../../worker/contract/fields";
import { NEXT_PARAM, safeNextPath } from "../../worker/contract/next-path";

export default function ChoosePasswordPage() {
  const i18n = useI18n();
  usePageTitle(i18n._("Choose Your Password"));
  const { data: user, isPending } = useUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const skip = useSkipPassword();
  const keepHeading = useId();
  const chooseHeading = useId();
  const destination = safeNextPath(params.get(NEXT_PARAM)) ?? "/app";
  const goOn = () => navigate(destination, { replace: true });
  if (isPending) {
    return (
      <main className="flex min-h-dvh items-center justify-center" role="status">
        <p className="text-slate-700">{i18n._("Checking authentication...")}</p>
      </main>
    );
  }
  if (!user) return <Navigate to="/auth" replace />;
  const suspended = user.passwordSuspended;
  const notNow = () => {
    if (!suspended) return void goOn();
    skip.mutate(undefined, {
      onSuccess: (response) => {
        if (response?.passRenewed) toast(PASS_RENEWED_TOAST);
      },
      onSettled: () => void goOn(),
    });
  };
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
          {suspended
            ? i18n._(
                "For your security, the password you chose when you registered works again only once you type it here. Keep it, and the pass you downloaded stays valid; choose a new one, and your pass is renewed.",
              )
            : i18n._(
                "For your security, the password given at registration no longer works. Choose the password you will sign in with, at least {min} characters.",
                { min: PASSWORD_MIN_LENGTH },
              )}
        </p>
      </div>
      <div className="grid gap-4">
        {suspended ? (
          <>
            <section aria-labelledby={keepHeading} className="grid gap-3">
              <h2 id={keepHeading} className="text-base font-semibold text-slate-900">
                {i18n._("Keep the password you chose when you registered")}
              </h2>
              <KeepPasswordForm onKept={goOn} />
            </section>
            <p className="flex items-center gap-3 text-xs font-medium text-slate-600 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
              {i18n._("or")}
            </p>
            <section aria-labelledby={chooseHeading} className="grid gap-3">
              <h2 id={chooseHeading} className="text-base font-semibold text-slate-900">
                {i18n._("Choose a new password")}
              </h2>
              <p className="text-sm text-slate-600">
                {i18n._("At least {min} characters.", { min: PASSWORD_MIN_LENGTH })}
              </p>
              <ChoosePasswordForm onSaved={goOn} />
            </section>
          </>
        ) : (
          <ChoosePasswordForm onSaved={goOn} />
        )}
        <Button variant="outline" size="lg" className="w-full" onClick={notNow} disabled={skip.isPending}>
          {i18n._("Not now")}
        </Button>
        <p className="text-center text-xs text-slate-600">
          {suspended
            ? i18n._(
                "With a new password, or with Not now, your pass is renewed: download it again from My Pass. Without a password, sign in next time with Reset Password or an emailed sign-in link.",
              )
            : i18n._("Without a password, sign in next time with Reset Password or an emailed sign-in link.")}
        </p>
      </div>
    </PublicCardLayout>
  );
}
