/**
 * A delegate's own details as form fields, shared by the register, profile and enquiry forms
 * (docs/product.md#registration-form; docs/messages.md#validation-rules): First Name and Last
 * Name, Company and Job Title (all required), Phone Number with its dial code, LinkedIn URL; and,
 * on the register and profile forms, Bio and Skills / Expertise.
 * The fields read their form through react-hook-form's context: wrap them in
 * `<FormProvider {...form}>` and name the values as in {@link DelegateFieldValues} and
 * {@link ProfileExtraValues}. Errors come from the form's resolver (the contract schemas, with
 * the documented messages).
 */
import { useController, useFormContext, type FieldValues } from "react-hook-form";
import type { User } from "../../../worker/contract/user";
import { useI18n } from "../../lib/i18n";
import { splitPhone } from "../../lib/phone";
import { writeMessage } from "../../../worker/contract/message-templates";
import { Field, Input, Textarea } from "../ui/field";
import { PhoneInput } from "../ui/phone-input";
import { SkillsInput } from "../ui/skills-input";

/** The form values these fields edit. */
export interface DelegateFieldValues extends FieldValues {
  firstName: string;
  lastName: string;
  company: string;
  title: string;
  /** The digits typed; the payload gets dial code + digits (`composePhone`, docs/messages.md#validation-rules). */
  phone: string;
  /** The selected dial code, e.g. "+965". */
  countryCode: string;
  linkedinUrl: string;
}

/** The values of {@link BioField} and {@link SkillsField}. */
export interface ProfileExtraValues extends FieldValues {
  bio: string;
  expertise: string[];
}

/** The fields' starting values for a signed-in user: the stored phone split into dial code and digits. */
export function delegateFieldValues(user: User): DelegateFieldValues {
  const { dialCode, digits } = splitPhone(user.phone, user.countryCode);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
    title: user.title,
    phone: digits,
    countryCode: dialCode,
    linkedinUrl: user.linkedinUrl ?? "",
  };
}

/** First Name and Last Name, side by side from the small breakpoint. */
export function NameFields() {
  const i18n = useI18n();
  const { register, formState } = useFormContext<DelegateFieldValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={i18n._("First Name")} required error={formState.errors.firstName?.message}>
        <Input autoComplete="given-name" {...register("firstName")} />
      </Field>
      <Field label={i18n._("Last Name")} required error={formState.errors.lastName?.message}>
        <Input autoComplete="family-name" {...register("lastName")} />
      </Field>
    </div>
  );
}

/** Company and Job Title, side by side from the small breakpoint. */
export function CompanyFields() {
  const i18n = useI18n();
  const { register, formState } = useFormContext<DelegateFieldValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={i18n._("Company")} required error={formState.errors.company?.message}>
        <Input autoComplete="organization" {...register("company")} />
      </Field>
      <Field label={i18n._("Job Title")} required error={formState.errors.title?.message}>
        <Input autoComplete="organization-title" {...register("title")} />
      </Field>
    </div>
  );
}

/** Phone Number: the dial-code select and the digits-only number (docs/data-model.md#country-dial-codes). */
export function PhoneField() {
  const i18n = useI18n();
  const { control } = useFormContext<DelegateFieldValues>();
  const phone = useController({ control, name: "phone" });
  const countryCode = useController({ control, name: "countryCode" });
  return (
    // Field hands its id and aria attributes to PhoneInput, which puts them on the number input,
    // so the label names the control a person types into.
    <Field label={i18n._("Phone Number")} error={phone.fieldState.error?.message}>
      <PhoneInput
        dialCode={countryCode.field.value}
        digits={phone.field.value}
        onDialCodeChange={countryCode.field.onChange}
        onDigitsChange={phone.field.onChange}
      />
    </Field>
  );
}

/** LinkedIn URL: optional, http(s) (docs/messages.md#validation-rules). */
export function LinkedInField() {
  const i18n = useI18n();
  const { register, formState } = useFormContext<DelegateFieldValues>();
  return (
    <Field label={i18n._("LinkedIn URL")} error={formState.errors.linkedinUrl?.message}>
      <Input
        type="url"
        dir="ltr"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/..."
        {...register("linkedinUrl")}
      />
    </Field>
  );
}

/** Bio: optional free text; `rows` sets the visible height. */
export function BioField({ rows }: { rows: number }) {
  const i18n = useI18n();
  const { register, formState } = useFormContext<ProfileExtraValues>();
  return (
    <Field label={i18n._("Bio")} error={formState.errors.bio?.message}>
      <Textarea rows={rows} {...register("bio")} />
    </Field>
  );
}

/** Skills / Expertise: the chip list editor, with the schema's message for the list (docs/messages.md#profile). */
export function SkillsField() {
  const i18n = useI18n();
  const { control } = useFormContext<ProfileExtraValues>();
  const { field, fieldState } = useController({ control, name: "expertise" });
  return (
    <>
      <SkillsInput value={field.value} onChange={field.onChange} />
      {fieldState.error?.message && (
        <p role="alert" className="text-sm text-red-700">
          {writeMessage(i18n, fieldState.error.message)}
        </p>
      )}
    </>
  );
}
