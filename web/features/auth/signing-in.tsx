import { Spinner } from "../../components/ui/feedback";

/** What the app shows while a one-time login link is being redeemed (./login-link.tsx). */
export function SigningIn() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3">
      <Spinner label="Signing you in..." />
      <p className="text-slate-700" aria-hidden>
        Signing you in...
      </p>
    </main>
  );
}
