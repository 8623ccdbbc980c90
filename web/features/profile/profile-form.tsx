/**
 * Profile edit mode (docs/product.md#profile-page; docs/messages.md#profile): first and last name, read-only
 * email, company, job title, phone with dial code, LinkedIn URL, bio and the skills list.
 * Validated with the API's own schema; Cancel discards every change (form and skills) and Save
 * Changes sends PATCH /api/profile, toasting the documented success or failure texts.
 */
import { FormProvider, useForm } from "react-hook-form";
import { profileUpdateSchema, type ProfileUpdateData } from "../../../worker/contract/profile";
import type { User } from "../../../worker/contract/user";
import { Button } from "../../components/ui/button";
import {
  BioField,
  CompanyFields,
  LinkedInField,
  NameFields,
  PhoneField,
  SkillsField,
  delegateFieldValues,
  type DelegateFieldValues,
  type ProfileExtraValues,
} from "../../components/domain/delegate-fields";
import { Field, Input } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { phoneFormResolver } from "../../lib/phone";
import { toast } from "../../lib/toast";
import { useUpdateProfile } from "./api";
import { PROFILE_UPDATE_FAILED_TOAST, PROFILE_UPDATED_TOAST } from "./messages";

/** Form values: the delegate fields (phone as digits plus dial code), bio and skills. */
type ProfileFormValues = DelegateFieldValues & ProfileExtraValues;

/** The form's starting values for `user`. */
function profileFormValues(user: User): ProfileFormValues {
  return { ...delegateFieldValues(user), bio: user.bio ?? "", expertise: user.expertise };
}

const resolver = phoneFormResolver<ProfileFormValues, ProfileUpdateData>(profileUpdateSchema);

export function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateProfile();
  const i18n = useI18n();
  const form = useForm<ProfileFormValues, unknown, ProfileUpdateData>({
    resolver,
    defaultValues: profileFormValues(user),
  });

  const submit = form.handleSubmit((payload) =>
    update.mutate(payload, {
      onSuccess: () => {
        toast(PROFILE_UPDATED_TOAST);
        onDone();
      },
      onError: () => toast(PROFILE_UPDATE_FAILED_TOAST),
    }),
  );

  const cancel = () => {
    form.reset(profileFormValues(user));
    onDone();
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._("Edit profile")}>
        <NameFields />
        <Field label={i18n._("Email")} hint={i18n._("Your email is your username and cannot be changed.")}>
          <Input type="email" dir="ltr" value={user.email} readOnly disabled />
        </Field>
        <CompanyFields />
        <PhoneField />
        <LinkedInField />
        <BioField rows={4} />
        <SkillsField />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={cancel} disabled={update.isPending}>
            {i18n._("Cancel")}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? i18n._("Saving...") : i18n._("Save Changes")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
