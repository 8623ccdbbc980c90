/**
 * The edit mode of "Update Pass Details" (docs/product.md#pass-page, docs/data-model.md#pass-edit,
 * docs/messages.md#pass-details): First Name, Last Name, Position (the title field) and Company,
 * all required after trimming ("Required fields missing" toast otherwise), validated with the
 * contract's passDetailsSchema. Save sends PATCH /api/profile; Cancel leaves the user's values as
 * they were. Loaded by the Edit button (./pass-details-card.tsx), so the pass page opens without
 * the form library and zod (docs/architecture.md#performance-budget).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { passDetailsSchema, type PassDetails } from "../../../worker/contract/pass";
import type { User } from "../../../worker/contract/user";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { dismissToast, toast } from "../../lib/toast";
import { useUpdatePassDetails } from "./api";
import { PASS_REQUIRED_FIELDS_TOAST, PASS_UPDATE_FAILED_TOAST } from "./messages";
import { FIELDS, type PassUser, valuesOf } from "./pass-fields";

export interface PassDetailsFormProps {
  user: PassUser;
  /** Called with the updated user after a successful save. */
  onSaved: (user: User) => void;
  /** Called by Cancel. */
  onCancel: () => void;
}

export default function PassDetailsForm({ user, onSaved, onCancel }: PassDetailsFormProps) {
  const i18n = useI18n();
  const update = useUpdatePassDetails();
  const form = useForm<PassDetails>({ resolver: zodResolver(passDetailsSchema), defaultValues: valuesOf(user) });
  const { errors } = form.formState;
  /** The "Required fields missing" toast on screen, closed once the details are valid. */
  const requiredToast = useRef<number | undefined>(undefined);

  const submit = form.handleSubmit(
    (details) => {
      if (requiredToast.current !== undefined) dismissToast(requiredToast.current);
      update.mutate(details, {
        onSuccess: onSaved,
        onError: () => toast(PASS_UPDATE_FAILED_TOAST),
      });
    },
    (invalid) => {
      if (FIELDS.some(({ name }) => invalid[name]?.type === "too_small")) {
        requiredToast.current = toast(PASS_REQUIRED_FIELDS_TOAST);
      }
    },
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._("Update Pass Details")}>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, label, autoComplete }) => (
          <Field key={name} label={i18n._(label)} required error={errors[name]?.message}>
            <Input autoComplete={autoComplete} dir="auto" {...form.register(name)} />
          </Field>
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? i18n._("Saving...") : i18n._("Save Changes")}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={update.isPending}>
          {i18n._("Cancel")}
        </Button>
      </div>
    </form>
  );
}
