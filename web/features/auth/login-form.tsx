/** Login form (spec 5, Login): email and password with the spec's messages; "Signing in..." while pending. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { loginSchema, type LoginInput } from "../../../worker/contract/auth";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/field";
import { toast } from "../../lib/toast";
import { useLogin } from "./api";
import { loginErrorToast } from "./messages";

export function LoginForm({ onSuccess }: { onSuccess?: () => void }) {
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "", rememberMe: true },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      // The success toast is the mutation's own (./api.ts): this callback is dropped when the
      // signed-in redirect unmounts the form first.
      onSuccess: () => onSuccess?.(),
      onError: (error) => toast(loginErrorToast(error)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Login">
      <Field label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="username" inputMode="email" {...form.register("email")} />
      </Field>
      <Field label="Password" required error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </Field>
      <label className="flex min-h-6 items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register("rememberMe")} />
        Keep me signed in
      </label>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
