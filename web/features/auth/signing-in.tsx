import { Spinner } from "../../components/ui/feedback";
import { useI18n } from "../../lib/i18n";

/** What the app shows while a one-time login link is being redeemed (./login-link.tsx). */
export function SigningIn() {
  const i18n = useI18n();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3">
      <Spinner label={i18n._("Signing you in...")} />
      <p className="text-slate-700" aria-hidden>
        {i18n._("Signing you in...")}
      </p>
    </main>
  );
}
