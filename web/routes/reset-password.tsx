/**
 * /reset-password?token=... (docs/product.md#reset-password-page; docs/data-model.md#reset-password; docs/messages.md#password-reset
 * reset; docs/messages.md#reset-and-unsubscribe). With a token: "Reset Your Password" with New Password and Confirm New
 * Password, "Update Password" ("Updating Password..." while pending) and Back to Login; success
 * toasts and goes to /auth. Without a token: the invalid-link state. Before calling the API the
 * form checks, in the documented order: the token, matching passwords, then the length (>= 6).
 *
 * The token is read once on load and kept in memory only: the address becomes /reset-password
 * (history.replaceState through the router), so the secret does not stay in the address bar, the
 * history or the Referer of later requests while the form is open (docs/architecture.md#performance-budget:
 * tokens never reach URLs that outlive one request).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import KeyRound from "lucide-react/icons/key-round";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PASSWORD_UPDATED_MESSAGE } from "../../worker/contract/account";
import { Button } from "../components/ui/button";
import { Field, Input } from "../components/ui/field";
import { USER_KEY } from "../lib/current-user";
import { PublicCardLayout } from "../app/public-card-layout";
import { api, json } from "../lib/api";
import { clearAuthToken } from "../lib/auth-token";
import { toast, type ToastOptions } from "../lib/toast";
import { useI18n } from "../lib/i18n";
import { usePageTitle } from "../lib/use-page-title";
import { PASSWORD_MIN_LENGTH } from "../../worker/contract/fields";

/** Reset toasts last 10 s ("Forgot password and other auth toasts 10 s", docs/data-model.md#constants-and-limits). */
const RESET_TOAST_MS = 10_000;

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * The first client-side problem, in docs/messages.md#validation-rules's order, as its toast; null when the form may
 * be sent. The texts are English messages, written in the page's language by the toaster.
 */
export function resetPasswordProblem(
  token: string | null,
  { password, confirmPassword }: ResetPasswordValues,
): ToastOptions | null {
  const problem = (title: string, description: string, values?: ToastOptions["values"]): ToastOptions => ({
    title,
    description,
    values,
    variant: "destructive",
    duration: RESET_TOAST_MS,
  });
  if (!token) return problem(/*i18n*/ "Invalid Reset Link", /*i18n*/ "The password reset link is invalid or expired.");
  if (password !== confirmPassword)
    return problem(/*i18n*/ "Password Mismatch", /*i18n*/ "Please ensure both password fields match.");
  if (password.length < PASSWORD_MIN_LENGTH)
    return problem(/*i18n*/ "Password Too Short", /*i18n*/ "Password must be at least {min} characters long.", {
      min: PASSWORD_MIN_LENGTH,
    });
  return null;
}

/** Failure toast (docs/messages.md#toasts-and-the-error-catalogue): "Reset Failed" with the server's message or the default. */
function resetFailedToast(error: unknown): ToastOptions {
  return {
    title: /*i18n*/ "Reset Failed",
    description:
      error instanceof Error && error.message ? error.message : /*i18n*/ "Failed to reset password. Please try again.",
    variant: "destructive",
    duration: RESET_TOAST_MS,
  };
}

function BackToLogin() {
  const i18n = useI18n();
  return (
    <Button asChild variant="outline" size="lg" className="w-full">
      <Link to="/auth">{i18n._("Back to Login")}</Link>
    </Button>
  );
}

export default function ResetPasswordPage() {
  const i18n = useI18n();
  usePageTitle(i18n._("Reset Password"));
  const [params] = useSearchParams();
  const [token] = useState(() => params.get("token") || null);
  const navigate = useNavigate();
  const addressHasToken = params.has("token");
  useEffect(() => {
    if (addressHasToken) navigate("/reset-password", { replace: true });
  }, [addressHasToken, navigate]);
  const queryClient = useQueryClient();
  const form = useForm<ResetPasswordValues>({ defaultValues: { password: "", confirmPassword: "" } });
  const reset = useMutation({
    mutationFn: (values: ResetPasswordValues & { token: string }) =>
      json(api.auth["reset-password"].$post({ json: values })),
  });

  if (!token) {
    return (
      <PublicCardLayout>
        <div className="grid gap-4 text-center">
          <TriangleAlert className="mx-auto size-10 text-amber-600" aria-hidden />
          <h1 className="text-2xl font-bold text-slate-900">{i18n._("Invalid Reset Link")}</h1>
          <p className="text-slate-700">{i18n._("This password reset link is invalid or has expired.")}</p>
          <BackToLogin />
        </div>
      </PublicCardLayout>
    );
  }

  const submit = form.handleSubmit((values) => {
    const problem = resetPasswordProblem(token, values);
    if (problem) {
      toast(problem);
      return;
    }
    reset.mutate(
      { token, ...values },
      {
        onSuccess: (response) => {
          // Every session of the account was revoked: forget this browser's one too.
          clearAuthToken();
          queryClient.setQueryData(USER_KEY, null);
          toast({
            title: /*i18n*/ "Password Reset Successful",
            description: response?.message || PASSWORD_UPDATED_MESSAGE,
            variant: "success",
            duration: RESET_TOAST_MS,
          });
          navigate("/auth", { replace: true });
        },
        onError: (error) => toast(resetFailedToast(error)),
      },
    );
  });

  return (
    <PublicCardLayout>
      <div className="mb-6 grid justify-items-center gap-2 text-center">
        <KeyRound className="size-10 text-brand-700" aria-hidden />
        <h1 className="text-2xl font-bold text-slate-900">{i18n._("Reset Your Password")}</h1>
        <p className="text-sm text-slate-600">
          {i18n._("Choose a new password of at least {min} characters.", { min: PASSWORD_MIN_LENGTH })}
        </p>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._("Reset Your Password")}>
        <Field label={i18n._("New Password")} required>
          <Input
            type="password"
            dir="ltr"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            {...form.register("password")}
          />
        </Field>
        <Field label={i18n._("Confirm New Password")} required>
          <Input
            type="password"
            dir="ltr"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            {...form.register("confirmPassword")}
          />
        </Field>
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? i18n._("Updating Password...") : i18n._("Update Password")}
        </Button>
        <BackToLogin />
      </form>
    </PublicCardLayout>
  );
}
