/**
 * Enquiry form (spec 2, Contact/Enquiry page; spec 3, Enquiry payload; spec 5, Enquiry): first
 * and last name, email (disabled, prefilled), company, job title, phone with dial code, LinkedIn
 * URL, service type (Service 1..7) and message, validated with the API's own schema. Fields
 * start from the signed-in user's profile.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { composePhone } from "../../../worker/contract/dial-codes";
import { SERVICE_TYPES, enquirySchema, type EnquiryData, type ServiceType } from "../../../worker/contract/enquiry";
import type { User } from "../../../worker/contract/user";
import { Button } from "../../components/ui/button";
import { Field, Input, NativeSelect, Textarea } from "../../components/ui/field";
import { PhoneInput } from "../../components/ui/phone-input";
import { toast } from "../../lib/toast";
import { splitPhone } from "../profile/phone";
import { useSendEnquiry } from "./api";
import { ENQUIRY_SENT_TOAST, enquiryErrorToast, isSessionExpired } from "./messages";

/** Form values: `phone` holds the digits typed, `countryCode` the selected dial code. */
interface EnquiryFormValues {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  title: string;
  phone: string;
  countryCode: string;
  linkedinUrl: string;
  serviceType: ServiceType | "";
  message: string;
}

function initialValues(user: User): EnquiryFormValues {
  const { dialCode, digits } = splitPhone(user.phone, user.countryCode);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    company: user.company,
    title: user.title,
    phone: digits,
    countryCode: dialCode,
    linkedinUrl: user.linkedinUrl ?? "",
    serviceType: "",
    message: "",
  };
}

const schemaResolver = zodResolver(enquirySchema);

/** Validates the payload the API will receive (phone = dial code + digits). */
const resolver: Resolver<EnquiryFormValues, unknown, EnquiryData> = (values, context, options) => {
  const { countryCode, ...rest } = values;
  return schemaResolver({ ...rest, phone: composePhone(countryCode, values.phone) }, context, options as never) as never;
};

export interface EnquiryFormProps {
  user: User;
  /** Called on a 401 answer; the page shows the expired-session flow. */
  onSessionExpired: () => void;
}

export function EnquiryForm({ user, onSessionExpired }: EnquiryFormProps) {
  const send = useSendEnquiry();
  const form = useForm<EnquiryFormValues, unknown, EnquiryData>({ resolver, defaultValues: initialValues(user) });
  const { errors } = form.formState;

  const submit = form.handleSubmit((payload) =>
    send.mutate(payload, {
      onSuccess: () => {
        toast(ENQUIRY_SENT_TOAST);
        form.reset(initialValues(user));
      },
      onError: (error) => (isSessionExpired(error) ? onSessionExpired() : toast(enquiryErrorToast(error))),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Enquiry">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" required error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register("firstName")} />
        </Field>
        <Field label="Last Name" required error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register("lastName")} />
        </Field>
      </div>
      <Field label="Email" required error={errors.email?.message} hint="We reply to the address of your account.">
        <Input type="email" value={user.email} disabled readOnly />
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
      <Field label="Service Type" error={errors.serviceType?.message}>
        <NativeSelect {...form.register("serviceType")}>
          <option value="">Select a service (optional)</option>
          {SERVICE_TYPES.map((service) => (
            <option key={service.value} value={service.value}>
              {service.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Message" required error={errors.message?.message} hint="At least 10 characters.">
        <Textarea rows={5} {...form.register("message")} />
      </Field>
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? "Sending..." : "Send Enquiry"}
      </Button>
    </form>
  );
}
