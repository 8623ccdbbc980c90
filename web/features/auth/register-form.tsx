/**
 * Registration form (docs/product.md#auth-page, docs/messages.md#registration): required First Name, Last Name,
 * Email, Company, Job Title, Password and Confirm Password; optional phone with dial code
 * (digits only), LinkedIn URL, Bio and skills. Validated with the API's own schema; the phone
 * is sent as dial code plus digits, or "" (docs/messages.md#validation-rules). "Creating Account..." while pending.
 * Sending it keeps the page's language as the chosen one (the `locale` cookie), which the account takes.
 */
import { FormProvider, useForm } from "react-hook-form";
import { registerSchema, type RegisterData, type RegisterInput } from "../../../worker/contract/auth";
import { DEFAULT_DIAL_CODE } from "../../../worker/contract/dial-codes";
import { Button } from "../../components/ui/button";
import {
  BioField,
  CompanyFields,
  LinkedInField,
  NameFields,
  PhoneField,
  SkillsField,
} from "../../components/domain/delegate-fields";
import { Field, Input } from "../../components/ui/field";
import { rememberLocale, useI18n } from "../../lib/i18n";
import { phoneFormResolver } from "../../lib/phone";
import { toast } from "../../lib/toast";
import { useRegister } from "./api";
import { registerErrorToast } from "./messages";

/** Form values: `phone` holds the digits typed; the payload gets dial code + digits. */
type RegisterFormValues = RegisterInput & { phone: string; countryCode: string; expertise: string[] };

/** Validates the payload the API will receive; the username is the email (docs/api.md, POST /api/auth/register). */
const resolver = phoneFormResolver<RegisterFormValues, RegisterData>(registerSchema, (values) => ({
  username: values.email,
}));

export function RegisterForm({ onSuccess }: { onSuccess?: () => void }) {
  const i18n = useI18n();
  const register = useRegister();
  const form = useForm<RegisterFormValues, unknown, RegisterData>({
    resolver,
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      company: "",
      title: "",
      password: "",
      confirmPassword: "",
      phone: "",
      countryCode: DEFAULT_DIAL_CODE,
      linkedinUrl: "",
      bio: "",
      expertise: [],
      autoLogin: true,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((payload) => {
    // Registering on a page in a language chooses it: the server stores the request's language as
    // the account's (docs/api.md#post-apiauthregister), and the app that follows opens in it.
    rememberLocale(i18n.locale);
    register.mutate(payload, {
      // The welcome toast is the mutation's own (./api.ts), which survives the form unmounting.
      onSuccess: () => onSuccess?.(),
      onError: (error) => toast(registerErrorToast(error)),
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._("Register")}>
        <NameFields />
        <Field
          label={i18n._("Email")}
          required
          error={errors.email?.message}
          hint={i18n._("Your email is also your username.")}
        >
          <Input type="email" dir="ltr" autoComplete="email" inputMode="email" {...form.register("email")} />
        </Field>
        <CompanyFields />
        <PhoneField />
        <LinkedInField />
        <BioField rows={3} />
        <SkillsField />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={i18n._("Password")} required error={errors.password?.message}>
            <Input type="password" dir="ltr" autoComplete="new-password" {...form.register("password")} />
          </Field>
          <Field label={i18n._("Confirm Password")} required error={errors.confirmPassword?.message}>
            <Input type="password" dir="ltr" autoComplete="new-password" {...form.register("confirmPassword")} />
          </Field>
        </div>
        <Button type="submit" size="lg" disabled={register.isPending}>
          {register.isPending ? i18n._("Creating Account...") : i18n._("Create Account")}
        </Button>
      </form>
    </FormProvider>
  );
}
