/**
 * Registration form (spec 2 Auth page, spec 5 Registration): required First Name, Last Name,
 * Email, Company, Job Title, Password and Confirm Password; optional phone with dial code
 * (digits only), LinkedIn URL, Bio and skills. Validated with the API's own schema; the phone
 * is sent as dial code plus digits, or "" (spec 5). "Creating Account..." while pending.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { registerSchema, type RegisterData, type RegisterInput } from "../../../worker/contract/auth";
import { DEFAULT_DIAL_CODE, composePhone } from "../../../worker/contract/dial-codes";
import { Button } from "../../components/ui/button";
import { Field, Input, Textarea } from "../../components/ui/field";
import { PhoneInput } from "../../components/ui/phone-input";
import { SkillsInput } from "../../components/ui/skills-input";
import { toast } from "../../lib/toast";
import { useRegister } from "./api";
import { REGISTER_SUCCESS_TOAST, registerErrorToast } from "./messages";

/** Form values: `phone` holds the digits typed; the payload gets dial code + digits. */
type RegisterFormValues = RegisterInput & { phone: string; countryCode: string; expertise: string[] };

const schemaResolver = zodResolver(registerSchema);

/** Validates the payload the API will receive, reporting errors on the form's own fields. */
const resolver: Resolver<RegisterFormValues, unknown, RegisterData> = (values, context, options) =>
  schemaResolver(
    { ...values, username: values.email, phone: composePhone(values.countryCode, values.phone) },
    context,
    options as never,
  ) as never;

export function RegisterForm({ onSuccess }: { onSuccess?: () => void }) {
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

  const submit = form.handleSubmit((payload) =>
    register.mutate(payload, {
      onSuccess: () => {
        toast(REGISTER_SUCCESS_TOAST);
        onSuccess?.();
      },
      onError: (error) => toast(registerErrorToast(error)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Register">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" required error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register("firstName")} />
        </Field>
        <Field label="Last Name" required error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register("lastName")} />
        </Field>
      </div>
      <Field label="Email" required error={errors.email?.message} hint="Your email is also your username.">
        <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
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
        <Textarea rows={3} {...form.register("bio")} />
      </Field>
      <Controller
        control={form.control}
        name="expertise"
        render={({ field }) => <SkillsInput value={field.value} onChange={field.onChange} />}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Password" required error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </Field>
        <Field label="Confirm Password" required error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </Field>
      </div>
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
