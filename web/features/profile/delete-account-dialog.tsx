/**
 * "Delete my account" (docs/product.md#profile-page): a Radix dialog that asks for the password
 * again, then DELETE /api/profile. A refusal (wrong password) shows the server's message under the
 * field and changes nothing; on success the browser forgets the session, goes home and toasts
 * "Your account has been deleted.".
 */
import Trash2 from "lucide-react/icons/trash";
import { useState, type FormEvent } from "react";
import { MY_DATA_MESSAGES } from "../../../worker/contract/my-data";
import { Button } from "../../components/ui/button";
import { Dialog, DialogActions, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { useDeleteAccount } from "./api";

export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const i18n = useI18n();

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    setPassword("");
    setError(undefined);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(MY_DATA_MESSAGES.passwordRequired);
    remove.mutate(password, { onError: (failure) => setError(failure.message) });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="danger">
          <Trash2 className="size-4" aria-hidden />
          {i18n._("Delete my account")}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={i18n._("Delete your account?")}
        description={i18n._(
          "Your account, your pass, your sign-in links, your starred sessions and your calendar feed will be deleted and you will be signed out. Your questions and enquiries stay with the organisers without your name. This cannot be undone.",
        )}
      >
        <form className="mt-4 grid gap-4" aria-label={i18n._("Delete account")} noValidate onSubmit={onSubmit}>
          <Field label={i18n._("Password")} required error={error}>
            <Input
              type="password"
              dir="ltr"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <DialogActions pending={remove.isPending}>
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {remove.isPending ? i18n._("Deleting...") : i18n._("Delete my account")}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
