/**
 * "Update Pass Details" (docs/product.md#pass-page, docs/data-model.md#pass-edit, docs/messages.md#pass-details): view mode,
 * then edit mode with First Name, Last Name, Position (the title field) and Company, all required
 * after trimming ("Required fields missing" toast otherwise). Save sends PATCH /api/profile;
 * Cancel restores the user's values. Validated with the contract's passDetailsSchema. Labels are
 * messages (docs/i18n.md); the values are data and take their own direction.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import Pencil from "lucide-react/icons/pencil";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { passDetailsSchema, type PassDetails } from "../../../worker/contract/pass";
import type { User } from "../../../worker/contract/user";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { dismissToast, toast } from "../../lib/toast";
import { useUpdatePassDetails } from "./api";
import { PASS_REQUIRED_FIELDS_TOAST, PASS_UPDATE_FAILED_TOAST } from "./messages";

type PassUser = Pick<User, "firstName" | "lastName" | "title" | "company">;

const valuesOf = (user: PassUser): PassDetails => ({
  firstName: user.firstName,
  lastName: user.lastName,
  title: user.title,
  company: user.company,
});

const FIELDS: { name: keyof PassDetails; label: string; autoComplete: string }[] = [
  { name: "firstName", label: /*i18n*/ "First Name", autoComplete: "given-name" },
  { name: "lastName", label: /*i18n*/ "Last Name", autoComplete: "family-name" },
  { name: "title", label: /*i18n*/ "Position", autoComplete: "organization-title" },
  { name: "company", label: /*i18n*/ "Company", autoComplete: "organization" },
];

interface PassDetailsCardProps {
  user: PassUser;
  /** Called with the updated user after a successful save. */
  onSaved: (user: User) => void;
}

export function PassDetailsCard({ user, onSaved }: PassDetailsCardProps) {
  const i18n = useI18n();
  const [editing, setEditing] = useState(false);
  const update = useUpdatePassDetails();
  const form = useForm<PassDetails>({ resolver: zodResolver(passDetailsSchema), defaultValues: valuesOf(user) });
  const { errors } = form.formState;
  /** The "Required fields missing" toast on screen, closed once the details are valid. */
  const requiredToast = useRef<number | undefined>(undefined);

  const startEditing = () => {
    form.reset(valuesOf(user));
    setEditing(true);
  };
  const cancel = () => {
    form.reset(valuesOf(user));
    setEditing(false);
  };
  const submit = form.handleSubmit(
    (details) => {
      if (requiredToast.current !== undefined) dismissToast(requiredToast.current);
      update.mutate(details, {
        onSuccess: (updated) => {
          setEditing(false);
          onSaved(updated);
        },
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
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle>{i18n._("Update Pass Details")}</CardTitle>
        {!editing && (
          <Button variant="outline" size="sm" onClick={startEditing} aria-label={i18n._("Edit pass details")}>
            <Pencil className="size-4" aria-hidden />
            {i18n._("Edit")}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
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
              <Button variant="outline" onClick={cancel} disabled={update.isPending}>
                {i18n._("Cancel")}
              </Button>
            </div>
          </form>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2">
            {FIELDS.map(({ name, label }) => (
              <div key={name}>
                <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 rtl:tracking-normal">
                  {i18n._(label)}
                </dt>
                <dd className="break-words text-slate-900" dir="auto">
                  {user[name]}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
