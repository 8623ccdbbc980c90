/**
 * The second step of a sign-in for an account with a second factor (docs/api.md#second-factor):
 * "Use a passkey" when the account has one, and the 6-digit code of the authenticator app or a
 * recovery code when it has TOTP, each sent with the `mfaToken` of the password step to
 * POST /api/auth/mfa. An expired or spent token ("sign in again") goes back to the password step.
 */
import KeyRound from "lucide-react/icons/key-round";
import { useState, type FormEvent } from "react";
import { MFA_MESSAGES, type MfaChallenge } from "../../../worker/contract/mfa";
import { writeMessage } from "../../../worker/contract/message-templates";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { useMfaSignIn, usePasskeySignIn } from "./api";

export function MfaCodeForm({
  challenge: { mfaToken, methods },
  onSuccess,
  onRestart,
}: {
  challenge: Pick<MfaChallenge, "mfaToken" | "methods">;
  onSuccess?: () => void;
  onRestart: () => void;
}) {
  const i18n = useI18n();
  const mfa = useMfaSignIn();
  const passkey = usePasskeySignIn();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [passkeyError, setPasskeyError] = useState<string | undefined>();
  const pending = mfa.isPending || passkey.isPending;

  const failed = (show: (message: string) => void) => (failure: Error) => {
    if (failure.message === MFA_MESSAGES.challengeInvalid) onRestart();
    show(failure.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === "") return setError(MFA_MESSAGES.codeRequired);
    mfa.mutate({ mfaToken, code: code.trim() }, { onSuccess: () => onSuccess?.(), onError: failed(setError) });
  };

  const signInWithPasskey = () => {
    setPasskeyError(undefined);
    passkey.mutate(mfaToken, { onSuccess: () => onSuccess?.(), onError: failed(setPasskeyError) });
  };

  const hasPasskey = methods.includes("passkey");
  const hasCode = methods.includes("totp");
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._("Two-step sign-in")}>
      {hasPasskey && (
        <div className="grid gap-2">
          <Button type="button" size="lg" onClick={signInWithPasskey} disabled={pending} autoFocus={!hasCode}>
            <KeyRound className="size-5" aria-hidden />
            {passkey.isPending ? i18n._("Waiting for your passkey...") : i18n._("Use a passkey")}
          </Button>
          {passkeyError && (
            <p role="alert" className="text-sm text-red-700">
              {writeMessage(i18n, passkeyError)}
            </p>
          )}
        </div>
      )}
      {hasCode && (
        <>
          <p className="text-sm text-slate-700">
            {hasPasskey
              ? i18n._("Or enter the 6-digit code from your authenticator app, or one of your recovery codes.")
              : i18n._("Enter the 6-digit code from your authenticator app, or one of your recovery codes.")}
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
          <Button type="submit" size="lg" variant={hasPasskey ? "outline" : "primary"} disabled={pending}>
            {mfa.isPending ? i18n._("Signing in...") : i18n._("Verify")}
          </Button>
        </>
      )}
      <Button type="button" variant="outline" onClick={onRestart}>
        {i18n._("Back")}
      </Button>
    </form>
  );
}
