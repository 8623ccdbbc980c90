/**
 * The "Event Settings" form (docs/product.md#event-settings): the events' names, descriptions,
 * dates and times; the venue with its map link; support contacts, Wi-Fi and social links; the
 * hero texts. The contract's schema validates in the browser (an error under each field) and the
 * server validates again (its 400 message shows above Save and in the toast). The offices are
 * kept as loaded (not edited here).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm, type FieldErrors, type UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { EVENT_CODES, type EventCode, type EventSettings } from "../../../../worker/contract/event";
import { eventSettingsSchema } from "../../../../worker/contract/event-settings";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { Field, Input, Textarea } from "../../../components/ui/field";
import { useSaveEventSettings } from "./api";

type FormInput = z.input<typeof eventSettingsSchema>;

/** One titled group of fields. */
function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardContent className="grid gap-4 pt-5">
          <h2 id={id} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          {children}
        </CardContent>
      </Card>
    </section>
  );
}

/** The fields of one event; `name` labels them ("Conference 2025 date"). */
function EventFields({
  code,
  name,
  register,
  errors,
}: {
  code: EventCode;
  name: string;
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<FormInput>;
}) {
  const own = errors.events?.[code];
  return (
    <Group id={`settings-${code}`} title={name}>
      <Field label="Name" required error={own?.name?.message}>
        <Input {...register(`events.${code}.name`)} />
      </Field>
      <Field label="Description" required error={own?.description?.message}>
        <Textarea rows={2} {...register(`events.${code}.description`)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Date" required error={own?.date?.message}>
          <Input type="date" {...register(`events.${code}.date`)} />
        </Field>
        <Field label="Start time" required error={own?.startTime?.message} hint="Kuwait time">
          <Input type="time" {...register(`events.${code}.startTime`)} />
        </Field>
        <Field label="End time" required error={own?.endTime?.message} hint="Kuwait time">
          <Input type="time" {...register(`events.${code}.endTime`)} />
        </Field>
      </div>
    </Group>
  );
}

/** The form, filled with `settings` (the stored ones). */
export function EventSettingsForm({ settings }: { settings: EventSettings }) {
  const save = useSaveEventSettings();
  const form = useForm<FormInput, unknown, EventSettings>({
    resolver: zodResolver(eventSettingsSchema),
    defaultValues: settings,
  });
  const { register } = form;
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: (saved) => form.reset(saved.settings) }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Event Settings">
      <Group id="settings-general" title="General">
        <Field label="Brand" required error={errors.brand?.message} hint='Used in titles, e.g. "the conference 2025"'>
          <Input {...register("brand")} />
        </Field>
        <Field label="Organiser" required error={errors.organiser?.message}>
          <Input {...register("organiser")} />
        </Field>
      </Group>
      {EVENT_CODES.map((code) => (
        <EventFields key={code} code={code} name={settings.events[code].name} register={register} errors={errors} />
      ))}
      <Group id="settings-venue" title="Venue">
        <Field label="Venue name" required error={errors.venue?.name?.message}>
          <Input {...register("venue.name")} />
        </Field>
        <Field label="Address" required error={errors.venue?.address?.message}>
          <Input {...register("venue.address")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="City" required error={errors.venue?.city?.message}>
            <Input {...register("venue.city")} />
          </Field>
          <Field label="Country" required error={errors.venue?.country?.message}>
            <Input {...register("venue.country")} />
          </Field>
        </div>
        <Field
          label="Map link"
          error={errors.venue?.mapUrl?.message}
          hint="An https link to the venue on a map; leave empty to link a map search for the address."
        >
          <Input type="url" inputMode="url" {...register("venue.mapUrl")} />
        </Field>
      </Group>
      <Group id="settings-support" title="Support and Wi-Fi">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Helpline"
            required
            error={errors.helpline?.message}
            hint="International form, e.g. +96522957700"
          >
            <Input type="tel" {...register("helpline")} />
          </Field>
          <Field label="Support email" required error={errors.supportEmail?.message}>
            <Input type="email" {...register("supportEmail")} />
          </Field>
          <Field label="Wi-Fi network" required error={errors.wifi?.network?.message}>
            <Input {...register("wifi.network")} />
          </Field>
          <Field label="Wi-Fi password" error={errors.wifi?.password?.message}>
            <Input {...register("wifi.password")} />
          </Field>
        </div>
      </Group>
      <Group id="settings-social" title="Social links">
        <Field label="Social page link" required error={errors.socialPageUrl?.message}>
          <Input type="url" inputMode="url" {...register("socialPageUrl")} />
        </Field>
        <Field
          label="Social feed embed link"
          error={errors.socialEmbedUrl?.message}
          hint="Leave empty to show the Follow link only."
        >
          <Input type="url" inputMode="url" {...register("socialEmbedUrl")} />
        </Field>
      </Group>
      <Group id="settings-hero" title="Hero texts">
        <Field label="Landing tagline" required error={errors.hero?.tagline?.message}>
          <Input {...register("hero.tagline")} />
        </Field>
        <Field label="Landing headline" required error={errors.hero?.headline?.message}>
          <Input {...register("hero.headline")} />
        </Field>
        <Field label="Landing lead" required error={errors.hero?.lead?.message}>
          <Textarea rows={3} {...register("hero.lead")} />
        </Field>
        <Field label="Dashboard welcome title" required error={errors.hero?.welcomeTitle?.message}>
          <Input {...register("hero.welcomeTitle")} />
        </Field>
        <Field label="Dashboard event-day title" required error={errors.hero?.eventDayTitle?.message}>
          <Input {...register("hero.eventDayTitle")} />
        </Field>
      </Group>
      <div className="grid gap-3">
        {save.error && (
          <p role="alert" className="text-sm text-red-700">
            {save.error.message}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </form>
  );
}
