/**
 * Profile edit mode (spec 2 and 4, Profile page; spec 5, Profile): first and last name, read-only
 * email, company, job title, phone with dial code, LinkedIn URL, bio and the skills list.
 * Validated with the API's own schema; Cancel discards every change (form and skills) and Save
 * Changes sends PATCH /api/profile, toasting the spec's success or failure texts.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { composePhone } from "../../../worker/contract/dial-codes";
import { profileUpdateSchema, type ProfileUpdateData } from "../../../worker/contract/profile";
import type { User } from "../../../worker/contract/user";
import { Button } from "../../components/ui/button";
import { Field, Input, Textarea } from "../../components/ui/field";
import { PhoneInput } from "../../components/ui/phone-input";
import { SkillsInput } from "../../components/ui/skills-input";
import { toast } from "../../lib/toast";
import { useUpdateProfile } from "./api";
import { PROFILE_UPDATE_FAILED_TOAST, PROFILE_UPDATED_TOAST } from "./messages";
import { splitPhone } from "./phone";

/** Form values: `phone` holds the digits typed, `countryCode` the selected dial code. */
interface ProfileFormValues {
  firstName: string;
  lastName: string;
  company: string;
  title: string;
  phone: string;
  countryCode: string;
  linkedinUrl: string;
  bio: string;
  expertise: string[];
}

/** The form's starting values for `user`. */
export function profileFormValues(user: User): ProfileFormValues {
  const { dialCode, digits } = splitPhone(user.phone, user.countryCode);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
    title: user.title,
    phone: digits,
    countryCode: dialCode,
    linkedinUrl: user.linkedinUrl ?? "",
    bio: user.bio ?? "",
    expertise: user.expertise,
  };
}

const schemaResolver = zodResolver(profileUpdateSchema);

/** Validates the payload the API will receive (phone = dial code + digits). */
const resolver: Resolver<ProfileFormValues, unknown, ProfileUpdateData> = (values, context, options) =>
  schemaResolver({ ...values, phone: composePhone(values.countryCode, values.phone) }, context, options as never) as never;

export function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, ProfileUpdateData>({ resolver, defaultValues: profileFormValues(user) });
  const { errors } = form.formState;

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
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Edit profile">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" required error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register("firstName")} />
        </Field>
        <Field label="Last Name" required error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register("lastName")} />
        </Field>
      </div>
      <Field label="Email" hint="Your email is your username and cannot be changed.">
        <Input type="email" value={user.email} readOnly disabled />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Company" required error={errors.company?.message}>
          <Input autoComplete="organization" {...form.register("company")} />
        </Field>
        <Field label="Job Title" required error={errors.title?.message}>
          <Input autoComplete="organization-title" {...form.register("title")} />
        </Field>
      </div>
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          // Field hands its id and aria attributes to PhoneInput, which puts them on the number input.
          <Field label="Phone Number" error={errors.phone?.message}>
            <PhoneInput
              dialCode={form.watch("countryCode")}
              digits={field.value}
              onDialCodeChange={(code) => form.setValue("countryCode", code)}
              onDigitsChange={field.onChange}
            />
          </Field>
        )}
      />
      <Field label="LinkedIn URL" error={errors.linkedinUrl?.message}>
        <Input type="url" inputMode="url" placeholder="https://www.linkedin.com/in/..." {...form.register("linkedinUrl")} />
      </Field>
      <Field label="Bio" error={errors.bio?.message}>
        <Textarea rows={4} {...form.register("bio")} />
      </Field>
      <Controller
        control={form.control}
        name="expertise"
        render={({ field }) => <SkillsInput value={field.value} onChange={field.onChange} />}
      />
      {errors.expertise?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.expertise.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={cancel} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
