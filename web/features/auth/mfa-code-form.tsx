/**
 * The second step of a sign-in for an account with a second factor (docs/api.md#second-factor):
 * the 6-digit code of the authenticator app, or a recovery code, sent with the `mfaToken` of the
 * password step to POST /api/auth/mfa. An expired or spent token ("sign in again") goes back to
 * the password step.
 */
import { useState, type FormEvent } from "react";
import { MFA_MESSAGES } from "../../../worker/contract/mfa";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { useMfaSignIn } from "./api";

export function MfaCodeForm({
  mfaToken,
  onSuccess,
  onRestart,
}: {
  mfaToken: string;
  onSuccess?: () => void;
  onRestart: () => void;
}) {
  const i18n = useI18n();
  const mfa = useMfaSignIn();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === "") return setError(MFA_MESSAGES.codeRequired);
    mfa.mutate(
      { mfaToken, code: code.trim() },
      {
        onSuccess: () => onSuccess?.(),
        onError: (failure) => {
          if (failure.message === MFA_MESSAGES.challengeInvalid) onRestart();
          setError(failure.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._("Two-step sign-in")}>
      <p className="text-sm text-slate-700">
        {i18n._("Enter the 6-digit code from your authenticator app, or one of your recovery codes.")}
      </p>
      <Field label={i18n._("Authentication code")} required error={error}>
        <Input
          dir="ltr"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" disabled={mfa.isPending}>
        {mfa.isPending ? i18n._("Signing in...") : i18n._("Verify")}
      </Button>
      <Button type="button" variant="outline" onClick={onRestart}>
        {i18n._("Back")}
      </Button>
    </form>
  );
}
