/**
 * The Reset Password tab (docs/product.md#auth-page; docs/data-model.md#forgot-password; docs/messages.md#password-reset;
 * docs/messages.md#forgot-password): one email field, "Sending Reset Email..." while pending. Success shows
 * the server's message for 10 seconds, then the form resets. All toasts last 10 seconds (docs/data-model.md#constants-and-limits).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import MailCheck from "lucide-react/icons/mail-check";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "../../../worker/contract/zod";
import { RESET_EMAIL_SENT_MESSAGE } from "../../../worker/contract/account";
import { forgotPasswordSchema } from "../../../worker/contract/auth";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/field";
import { ApiError, api, json } from "../../lib/api";
import { useI18n } from "../../lib/i18n";
import { toast, type ToastOptions } from "../../lib/toast";

/** Forgot-password toasts: 10 s (docs/messages.md#timers-and-durations). */
const FORGOT_PASSWORD_TOAST_MS = 10_000;
/** How long the success message stays before the form resets (docs/data-model.md#forgot-password). */
export const FORGOT_PASSWORD_SUCCESS_MS = 10_000;

type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** Success toast: "Password Reset Email Sent" with the server's message (docs/messages.md#toasts-and-the-error-catalogue). */
function forgotPasswordSuccessToast(message: string | undefined): ToastOptions {
  return {
    title: /*i18n*/ "Password Reset Email Sent",
    description: message || RESET_EMAIL_SENT_MESSAGE,
    variant: "success",
    duration: FORGOT_PASSWORD_TOAST_MS,
  };
}

/**
 * Failure toast (docs/messages.md#forgot-password): a 404 or "No registered account" gives "Email Not
 * Found"; anything else "Error" with the server's message or "Failed to send password reset email".
 */
export function forgotPasswordErrorToast(error: unknown): ToastOptions {
  const message = error instanceof Error ? error.message : "";
  const base = { variant: "destructive" as const, duration: FORGOT_PASSWORD_TOAST_MS };
  if ((error instanceof ApiError && error.status === 404) || /404|No registered account/i.test(message)) {
    return {
      ...base,
      title: /*i18n*/ "Email Not Found",
      description: /*i18n*/ "No registered account found with this email address",
    };
  }
  return { ...base, title: /*i18n*/ "Error", description: message || /*i18n*/ "Failed to send password reset email" };
}

export function ForgotPasswordForm() {
  const i18n = useI18n();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const forgot = useMutation({
    mutationFn: (input: ForgotPasswordInput) => json(api.auth["forgot-password"].$post({ json: input })),
  });
  const [sent, setSent] = useState<string | null>(null);
  const { errors } = form.formState;
  const { reset } = form;

  useEffect(() => {
    if (sent === null) return;
    const timer = setTimeout(() => {
      setSent(null);
      reset();
    }, FORGOT_PASSWORD_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent, reset]);

  const submit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: (response) => {
        toast(forgotPasswordSuccessToast(response?.message));
        setSent(response?.message || RESET_EMAIL_SENT_MESSAGE);
      },
      onError: (error) => toast(forgotPasswordErrorToast(error)),
    }),
  );

  if (sent !== null) {
    return (
      <div
        role="status"
        className="grid justify-items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-6 text-center"
      >
        <MailCheck className="size-10 text-emerald-700" aria-hidden />
        <p className="font-semibold text-emerald-950">{i18n._("Password Reset Email Sent")}</p>
        <p className="text-sm text-emerald-950">{i18n._(sent)}</p>
        <p className="text-xs text-emerald-900">
          {i18n._("The link works once and expires in 1 hour. Check your spam folder if it does not arrive.")}
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._("Reset Password")}>
      <p className="text-sm text-slate-600">
        {i18n._("Enter the email address of your account and we will send you a link to choose a new password.")}
      </p>
      <Field label={i18n._("Email")} required error={errors.email?.message}>
        <Input type="email" dir="ltr" autoComplete="email" inputMode="email" {...form.register("email")} />
      </Field>
      <Button type="submit" size="lg" disabled={forgot.isPending}>
        {forgot.isPending ? i18n._("Sending Reset Email...") : i18n._("Send Reset Email")}
      </Button>
    </form>
  );
}
