/**
 * Login form (docs/messages.md, Login): email and password with their messages; "Signing in..." while
 * pending. "Email me a sign-in link" sends a one-time link to the address in the Email field
 * (POST /api/auth/login-link): the way in that still works while sign-in is rate-limited for the
 * address, as the 429 message says, and for someone without a password. The link returns to `next`
 * (the auth page's `?next=`) after signing in. For an account with a second factor, a right password
 * is followed by the code step (./mfa-code-form.tsx).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { MfaChallenge } from "../../../worker/contract/mfa";
import { loginLinkRequestSchema, loginSchema, type LoginInput } from "../../../worker/contract/auth";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { useLogin, useRequestLoginLink } from "./api";
import { MfaCodeForm } from "./mfa-code-form";
import { loginErrorToast, loginLinkFailedToast, loginLinkSentToast } from "./messages";

export function LoginForm({ onSuccess, next }: { onSuccess?: () => void; next?: string }) {
  const i18n = useI18n();
  const login = useLogin();
  const requestLink = useRequestLoginLink();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "", rememberMe: true },
  });
  const { errors } = form.formState;
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      // The success toast is the mutation's own (./api.ts): this callback is dropped when the
      // signed-in redirect unmounts the form first.
      onSuccess: (response) => {
        if ("mfaRequired" in response) setChallenge(response);
        else onSuccess?.();
      },
      onError: (error) => toast(loginErrorToast(error)),
    }),
  );

  const emailLink = async () => {
    if (!(await form.trigger("email"))) return;
    // The schema's output: trimmed and lower-cased, as sign-in sends it.
    const request = loginLinkRequestSchema.safeParse({ email: form.getValues("email"), next });
    if (!request.success) return;
    requestLink.mutate(request.data, {
      onSuccess: (response) => toast(loginLinkSentToast(response?.message)),
      onError: (error) => toast(loginLinkFailedToast(error)),
    });
  };

  if (challenge)
    return <MfaCodeForm challenge={challenge} onSuccess={onSuccess} onRestart={() => setChallenge(null)} />;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._("Login")}>
      <Field label={i18n._("Email")} required error={errors.email?.message}>
        <Input type="email" dir="ltr" autoComplete="username" inputMode="email" {...form.register("email")} />
      </Field>
      <Field label={i18n._("Password")} required error={errors.password?.message}>
        <Input type="password" dir="ltr" autoComplete="current-password" {...form.register("password")} />
      </Field>
      <label className="flex min-h-6 items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register("rememberMe")} />
        {i18n._("Keep me signed in")}
      </label>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? i18n._("Signing in...") : i18n._("Sign In")}
      </Button>
      <Button type="button" variant="outline" onClick={() => void emailLink()} disabled={requestLink.isPending}>
        {requestLink.isPending ? i18n._("Sending Sign-in Link...") : i18n._("Email me a sign-in link")}
      </Button>
    </form>
  );
}
