/**
 * Enquiry form (docs/product.md#contactenquiry-page; docs/data-model.md#enquiry-payload; docs/messages.md#enquiry): first
 * and last name, email (disabled, prefilled), company, job title, phone with dial code, LinkedIn
 * URL, service type (Service 1..7) and message, validated with the API's own schema. Fields
 * start from the signed-in user's profile. Texts are messages in the page's language (docs/i18n.md).
 */
import { FormProvider, useForm } from "react-hook-form";
import { SERVICE_TYPES, enquirySchema, type EnquiryData, type ServiceType } from "../../../worker/contract/enquiry";
import type { User } from "../../../worker/contract/user";
import { Button } from "../../components/ui/button";
import {
  CompanyFields,
  LinkedInField,
  NameFields,
  PhoneField,
  delegateFieldValues,
  type DelegateFieldValues,
} from "../../components/domain/delegate-fields";
import { Field, Input, NativeSelect, Textarea } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { phoneFormResolver } from "../../lib/phone";
import { toast } from "../../lib/toast";
import { useSendEnquiry } from "./api";
import { ENQUIRY_SENT_TOAST, enquiryErrorToast, isSessionExpired } from "./messages";

/** Form values: the delegate fields (phone as digits plus dial code), email, service and message. */
interface EnquiryFormValues extends DelegateFieldValues {
  email: string;
  serviceType: ServiceType | "";
  message: string;
}

function initialValues(user: User): EnquiryFormValues {
  return { ...delegateFieldValues(user), email: user.email, serviceType: "", message: "" };
}

const resolver = phoneFormResolver<EnquiryFormValues, EnquiryData>(enquirySchema);

interface EnquiryFormProps {
  user: User;
  /** Called on a 401 answer; the page shows the expired-session flow. */
  onSessionExpired: () => void;
}

export function EnquiryForm({ user, onSessionExpired }: EnquiryFormProps) {
  const i18n = useI18n();
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
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._("Enquiry")}>
        <NameFields />
        <Field
          label={i18n._("Email")}
          required
          error={errors.email?.message}
          hint={i18n._("We reply to the address of your account.")}
        >
          <Input type="email" dir="ltr" value={user.email} disabled readOnly />
        </Field>
        <CompanyFields />
        <PhoneField />
        <LinkedInField />
        <Field label={i18n._("Service Type")} error={errors.serviceType?.message}>
          <NativeSelect {...form.register("serviceType")}>
            <option value="">{i18n._("Select a service (optional)")}</option>
            {SERVICE_TYPES.map((service) => (
              <option key={service.value} value={service.value}>
                {i18n._(service.label)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={i18n._("Message")}
          required
          error={errors.message?.message}
          hint={i18n._("At least 10 characters.")}
        >
          <Textarea rows={5} dir="auto" {...form.register("message")} />
        </Field>
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? i18n._("Sending...") : i18n._("Send Enquiry")}
        </Button>
      </form>
    </FormProvider>
  );
}
