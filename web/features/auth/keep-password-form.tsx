/**
 * Keeping the password given at registration after a login link confirmed the address
 * (POST /api/auth/keep-password; docs/decisions/0010-confirmation-proves-the-mailbox.md): one field,
 * "Keep This Password" ("Checking Password..." while pending). The right password restores it and
 * the pass downloaded before; the server's refusals (a wrong password, the last try, nothing left
 * to keep) come back as a toast, and the field is emptied for another try.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { keepPasswordSchema, type KeepPasswordInput } from "../../../worker/contract/auth";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { useKeepPassword } from "./api";
import { keepPasswordFailedToast, passwordKeptToast } from "./messages";

export function KeepPasswordForm({ onKept }: { onKept: () => void }) {
  const i18n = useI18n();
  const keep = useKeepPassword();
  const form = useForm<KeepPasswordInput>({
    resolver: zodResolver(keepPasswordSchema),
    defaultValues: { password: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    keep.mutate(values, {
      onSuccess: (response) => {
        toast(passwordKeptToast(response?.message));
        onKept();
      },
      onError: (error) => {
        toast(keepPasswordFailedToast(error));
        form.reset({ password: "" });
      },
    }),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      aria-label={i18n._("Keep the password you chose when you registered")}
    >
      <Field label={i18n._("Password you chose when you registered")} required error={errors.password?.message}>
        <Input type="password" dir="ltr" autoComplete="current-password" {...form.register("password")} />
      </Field>
      <Button type="submit" size="lg" disabled={keep.isPending}>
        {keep.isPending ? i18n._("Checking Password...") : i18n._("Keep This Password")}
      </Button>
    </form>
  );
}
