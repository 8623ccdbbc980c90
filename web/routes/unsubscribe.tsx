/**
 * /unsubscribe?email=... (docs/product.md#unsubscribe-page; docs/data-model.md#unsubscribe; docs/messages.md#unsubscribe;
 * docs/messages.md#reset-and-unsubscribe): one Email Address field prefilled from the query, Unsubscribe
 * and Back to Homepage; then the success view. The address is trimmed, then checked: empty gives
 * "Email Required", malformed "Invalid Email". Unsubscribing stops conference emails only;
 * account emails such as password resets still arrive.
 */
import { useMutation } from "@tanstack/react-query";
import MailX from "lucide-react/icons/mail-x";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { useEventSettings } from "../lib/event-settings";
import { SIMPLE_EMAIL_PATTERN } from "../../worker/contract/fields";
import { Button } from "../components/ui/button";
import { Field, Input } from "../components/ui/field";
import { api, json } from "../lib/api";
import { toast, type ToastOptions } from "../lib/toast";
import { rich, useI18n } from "../lib/i18n";
import { usePageTitle } from "../lib/use-page-title";
import { PublicCardLayout } from "../app/public-card-layout";

/** The client-side problem with an address, as its toast (docs/messages.md#unsubscribe); null when valid. */
function unsubscribeProblem(email: string): ToastOptions | null {
  if (!email)
    return {
      title: /*i18n*/ "Email Required",
      description: /*i18n*/ "Please enter your email address to unsubscribe.",
      variant: "destructive",
    };
  if (!SIMPLE_EMAIL_PATTERN.test(email)) {
    return {
      title: /*i18n*/ "Invalid Email",
      description: /*i18n*/ "Please enter a valid email address.",
      variant: "destructive",
    };
  }
  return null;
}

/** Failure toast (docs/messages.md#toasts-and-the-error-catalogue): "Unsubscribe Failed" with the server's message or the default. */
function unsubscribeFailedToast(error: unknown): ToastOptions {
  return {
    title: /*i18n*/ "Unsubscribe Failed",
    description:
      error instanceof Error && error.message ? error.message : /*i18n*/ "Failed to unsubscribe. Please try again.",
    variant: "destructive",
  };
}

function BackToHomepage({ variant = "outline" }: { variant?: "outline" | "primary" }) {
  const i18n = useI18n();
  return (
    <Button asChild variant={variant} size="lg" className="w-full">
      <Link to="/">{i18n._("Back to Homepage")}</Link>
    </Button>
  );
}

export default function UnsubscribePage() {
  const i18n = useI18n();
  usePageTitle(i18n._("Unsubscribe"));
  const { supportEmail } = useEventSettings();
  const [params] = useSearchParams();
  const form = useForm<{ email: string }>({ defaultValues: { email: params.get("email") ?? "" } });
  const unsubscribe = useMutation({
    mutationFn: (email: string) => json(api.unsubscribe.$post({ json: { email } })),
  });

  const submit = form.handleSubmit(({ email }) => {
    const trimmed = email.trim();
    const problem = unsubscribeProblem(trimmed);
    if (problem) {
      toast(problem);
      return;
    }
    unsubscribe.mutate(trimmed, {
      onSuccess: () => toast({ title: /*i18n*/ "Unsubscribed Successfully", variant: "success" }),
      onError: (error) => toast(unsubscribeFailedToast(error)),
    });
  });

  return (
    <PublicCardLayout>
      {unsubscribe.isSuccess ? (
        <div className="grid gap-4 text-center" role="status">
          <MailX className="mx-auto size-10 text-brand-700" aria-hidden />
          <h1 className="text-2xl font-bold text-slate-900">{i18n._("Unsubscribed Successfully")}</h1>
          <p className="text-slate-700">{i18n._("You have been unsubscribed from conference emails")}</p>
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
            {rich(
              i18n._(
                "We're sorry to see you go. If you have a moment, tell us why at <0>{supportEmail}</0>: your feedback helps us improve. Emails about your account, such as password resets, will still reach you.",
                { supportEmail },
              ),
              [
                <a
                  key="support"
                  dir="ltr"
                  className="font-medium text-brand-700 underline"
                  href={`mailto:${supportEmail}`}
                >
                  {supportEmail}
                </a>,
              ],
            )}
          </p>
          <BackToHomepage variant="primary" />
        </div>
      ) : (
        <>
          <div className="mb-6 grid justify-items-center gap-2 text-center">
            <MailX className="size-10 text-brand-700" aria-hidden />
            <h1 className="text-2xl font-bold text-slate-900">{i18n._("Unsubscribe")}</h1>
            <p className="text-sm text-slate-600">{i18n._("Stop receiving conference emails at this address.")}</p>
          </div>
          <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._("Unsubscribe")}>
            <Field label={i18n._("Email Address")} required>
              <Input type="email" dir="ltr" autoComplete="email" inputMode="email" {...form.register("email")} />
            </Field>
            <Button type="submit" size="lg" disabled={unsubscribe.isPending}>
              {unsubscribe.isPending ? i18n._("Unsubscribing...") : i18n._("Unsubscribe")}
            </Button>
            <BackToHomepage />
          </form>
        </>
      )}
    </PublicCardLayout>
  );
}
