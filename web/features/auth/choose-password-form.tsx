/**
 * Choosing a password after a login link confirmed the address (POST /api/auth/choose-password;
 * docs/decisions/0010-confirmation-proves-the-mailbox.md): New Password and Confirm New Password
 * with the registration's rules and messages (contract/auth.ts choosePasswordSchema), "Save
 * Password" ("Saving Password..." while pending). The server's refusals (a common password, a
 * password already set) come back as a toast; success toasts and calls `onSaved`.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { choosePasswordSchema, type ChoosePasswordInput } from "../../../worker/contract/auth";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { useChoosePassword } from "./api";
import { choosePasswordFailedToast, passwordChosenToast } from "./messages";

export function ChoosePasswordForm({ onSaved }: { onSaved: () => void }) {
  const i18n = useI18n();
  const choose = useChoosePassword();
  const form = useForm<ChoosePasswordInput>({
    resolver: zodResolver(choosePasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    choose.mutate(values, {
      onSuccess: (response) => {
        toast(passwordChosenToast(response));
        onSaved();
      },
      onError: (error) => toast(choosePasswordFailedToast(error)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._("Choose Your Password")}>
      <Field label={i18n._("New Password")} required error={errors.password?.message}>
        <Input type="password" dir="ltr" autoComplete="new-password" {...form.register("password")} />
      </Field>
      <Field label={i18n._("Confirm New Password")} required error={errors.confirmPassword?.message}>
        <Input type="password" dir="ltr" autoComplete="new-password" {...form.register("confirmPassword")} />
      </Field>
      <Button type="submit" size="lg" disabled={choose.isPending}>
        {choose.isPending ? i18n._("Saving Password...") : i18n._("Save Password")}
      </Button>
    </form>
  );
}
