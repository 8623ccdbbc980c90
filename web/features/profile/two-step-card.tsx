/**
 * "Two-step sign-in" on the Profile screen (docs/product.md#profile-page; docs/api.md#second-factor):
 * set up TOTP (scan the QR code or type the secret into an authenticator app, confirm with a first
 * code), keep the 10 recovery codes shown once, or turn it off with a code; and passkeys
 * (./passkeys-section.tsx). For an organiser whom ADMIN_REQUIRE_MFA keeps out of the admin
 * screens (`secondFactorNeeded`), it says so first.
 */
import ShieldCheck from "lucide-react/icons/shield-check";
import { useState, type FormEvent } from "react";
import type { TotpSetup } from "../../../worker/contract/mfa";
import { MFA_MESSAGES } from "../../../worker/contract/mfa";
import type { User } from "../../../worker/contract/user";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { useDisableMfa, useEnableTotp, useStartTotpSetup } from "./api";
import { PasskeysSection } from "./passkeys-section";

/** A code field and its submit button; `onCode` gets the typed code. */
function CodeForm({
  label,
  submit,
  pending,
  error,
  onCode,
}: {
  label: string;
  submit: string;
  pending: boolean;
  error?: string;
  onCode: (code: string) => void;
}) {
  const i18n = useI18n();
  const [code, setCode] = useState("");
  const send = (event: FormEvent) => {
    event.preventDefault();
    onCode(code.trim());
  };
  return (
    <form onSubmit={send} noValidate className="grid max-w-sm gap-3" aria-label={label}>
      <Field label={i18n._("Authentication code")} required error={error}>
        <Input
          dir="ltr"
          autoComplete="one-time-code"
          inputMode="text"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      <Button type="submit" disabled={pending || code.trim() === ""}>
        {submit}
      </Button>
    </form>
  );
}

function errorOf(error: Error | null): string | undefined {
  return error ? error.message : undefined;
}

/** The setup: QR code, secret, first code; then the recovery codes. */
function TotpSetupSteps({ setup }: { setup: TotpSetup }) {
  const i18n = useI18n();
  const enable = useEnableTotp();
  if (enable.data) {
    return (
      <div className="grid gap-3">
        <p className="font-medium text-emerald-800">{i18n._("Two-step sign-in is on.")}</p>
        <p className="text-sm text-slate-700">
          {i18n._(
            "Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.",
          )}
        </p>
        <ul className="grid grid-cols-2 gap-2 font-mono text-sm" dir="ltr" aria-label={i18n._("Recovery codes")}>
          {enable.data.recoveryCodes.map((code) => (
            <li key={code} className="rounded bg-slate-100 px-2 py-1">
              {code}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">
        {i18n._("Scan this QR code with an authenticator app, or type the key into it. Then enter the code it shows.")}
      </p>
      <img src={setup.qrCode} alt={i18n._("QR code for your authenticator app")} className="size-48" />
      <p className="text-sm">
        {i18n._("Key")}:{" "}
        <code dir="ltr" className="break-all rounded bg-slate-100 px-1" data-testid="totp-secret">
          {setup.secret}
        </code>
      </p>
      <CodeForm
        label={i18n._("Turn on two-step sign-in")}
        submit={i18n._("Turn On")}
        pending={enable.isPending}
        error={errorOf(enable.error)}
        onCode={(code) => enable.mutate(code)}
      />
    </div>
  );
}

export function TwoStepCard({ user }: { user: User }) {
  const i18n = useI18n();
  const start = useStartTotpSetup();
  const disable = useDisableMfa();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._("Two-step sign-in")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {user.secondFactorNeeded && (
          <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {i18n._(MFA_MESSAGES.adminNeedsSecondFactor)}
          </p>
        )}
        {user.mfaMethods.includes("totp") && !start.data ? (
          <>
            <p className="flex items-center gap-2 font-medium text-emerald-800">
              <ShieldCheck className="size-5" aria-hidden />
              {i18n._("Two-step sign-in is on.")}
            </p>
            <CodeForm
              label={i18n._("Turn off two-step sign-in")}
              submit={i18n._("Turn Off")}
              pending={disable.isPending}
              error={errorOf(disable.error)}
              onCode={(code) => disable.mutate(code)}
            />
          </>
        ) : start.data ? (
          <TotpSetupSteps setup={start.data} />
        ) : (
          <div className="grid gap-3">
            <p className="text-sm text-slate-700">
              {i18n._(
                "Ask for a code from an authenticator app on your phone each time you sign in with your password.",
              )}
            </p>
            <div>
              <Button onClick={() => start.mutate()} disabled={start.isPending}>
                {i18n._("Set Up Two-step Sign-in")}
              </Button>
            </div>
          </div>
        )}
        <PasskeysSection />
      </CardContent>
    </Card>
  );
}
