/**
 * The "Event Settings" form (docs/product.md#event-settings): the events' names, descriptions,
 * dates and times; the venue with its map link; support contacts, Wi-Fi and social links; the
 * hero texts. Each text a page shows has an optional Arabic version beside it
 * (docs/data-model.md#event-settings), shown on Arabic pages, emails and passes; empty shows the
 * English. The contract's schema validates in the browser (an error under each field) and the
 * server validates again (its 400 message shows above Save and in the toast). The offices are
 * kept as loaded (not edited here). It edits the stored document as it is, both languages, so it
 * reads it from GET /api/admin/event-settings, never from the page's localized settings.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm, type FieldErrors, type UseFormRegister, type UseFormRegisterReturn } from "react-hook-form";
import type { z } from "zod";
import { EVENT_CODES, type EventCode, type EventSettings } from "../../../worker/contract/event";
import { eventSettingsSchema } from "../../../worker/contract/event-settings";
import { localized } from "../../../worker/contract/i18n";
import { writeMessage } from "../../../worker/contract/message-templates";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Field, Input, Textarea } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { ARABIC_TEXT } from "../../lib/arabic-text";
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

/** A text field and its optional Arabic version, side by side from the small breakpoint up. */
function Pair({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}

/** The optional Arabic version of a text: right to left, in Arabic (ARABIC_TEXT). */
function ArabicField({
  label,
  error,
  field,
  rows,
}: {
  label: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
  /** Lines of a multi-line text; a one-line input without. */
  rows?: number;
}) {
  return (
    <Field label={label} error={error}>
      {rows ? <Textarea rows={rows} {...ARABIC_TEXT} {...field} /> : <Input {...ARABIC_TEXT} {...field} />}
    </Field>
  );
}

/** The fields of one event, titled with its `name` in the page's language. */
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
  const i18n = useI18n();
  const own = errors.events?.[code];
  const kuwaitTime = i18n._("Kuwait time");
  return (
    <Group id={`settings-${code}`} title={name}>
      <Pair>
        <Field label={i18n._("Name")} required error={own?.name?.message}>
          <Input {...register(`events.${code}.name`)} />
        </Field>
        <ArabicField
          label={i18n._("Name (Arabic)")}
          error={own?.nameAr?.message}
          field={register(`events.${code}.nameAr`)}
        />
      </Pair>
      <Pair>
        <Field label={i18n._("Description")} required error={own?.description?.message}>
          <Textarea rows={2} {...register(`events.${code}.description`)} />
        </Field>
        <ArabicField
          label={i18n._("Description (Arabic)")}
          error={own?.descriptionAr?.message}
          field={register(`events.${code}.descriptionAr`)}
          rows={2}
        />
      </Pair>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={i18n._("Date")} required error={own?.date?.message}>
          <Input type="date" {...register(`events.${code}.date`)} />
        </Field>
        <Field label={i18n._("Start time")} required error={own?.startTime?.message} hint={kuwaitTime}>
          <Input type="time" {...register(`events.${code}.startTime`)} />
        </Field>
        <Field label={i18n._("End time")} required error={own?.endTime?.message} hint={kuwaitTime}>
          <Input type="time" {...register(`events.${code}.endTime`)} />
        </Field>
      </div>
    </Group>
  );
}

/** The form, filled with `settings` (the stored ones). */
export function EventSettingsForm({ settings }: { settings: EventSettings }) {
  const i18n = useI18n();
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
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label={i18n._("Event Settings")}>
      <p className="text-sm text-slate-600">
        {i18n._(
          "Arabic pages, emails and passes show the Arabic version of a text; leave it empty to show the English.",
        )}
      </p>
      <Group id="settings-general" title={i18n._("General")}>
        <Pair>
          <Field
            label={i18n._("Brand")}
            required
            error={errors.brand?.message}
            hint={i18n._('Used in titles, e.g. "the conference 2025"')}
          >
            <Input {...register("brand")} />
          </Field>
          <ArabicField label={i18n._("Brand (Arabic)")} error={errors.brandAr?.message} field={register("brandAr")} />
        </Pair>
        <Pair>
          <Field label={i18n._("Organiser")} required error={errors.organiser?.message}>
            <Input {...register("organiser")} />
          </Field>
          <ArabicField
            label={i18n._("Organiser (Arabic)")}
            error={errors.organiserAr?.message}
            field={register("organiserAr")}
          />
        </Pair>
      </Group>
      {EVENT_CODES.map((code) => (
        <EventFields
          key={code}
          code={code}
          name={localized(i18n.locale, settings.events[code].name, settings.events[code].nameAr)}
          register={register}
          errors={errors}
        />
      ))}
      <Group id="settings-venue" title={i18n._("Venue")}>
        <Pair>
          <Field label={i18n._("Venue name")} required error={errors.venue?.name?.message}>
            <Input {...register("venue.name")} />
          </Field>
          <ArabicField
            label={i18n._("Name (Arabic)")}
            error={errors.venue?.nameAr?.message}
            field={register("venue.nameAr")}
          />
        </Pair>
        <Pair>
          <Field label={i18n._("Address")} required error={errors.venue?.address?.message}>
            <Input {...register("venue.address")} />
          </Field>
          <ArabicField
            label={i18n._("Address (Arabic)")}
            error={errors.venue?.addressAr?.message}
            field={register("venue.addressAr")}
          />
        </Pair>
        <Pair>
          <Field label={i18n._("City")} required error={errors.venue?.city?.message}>
            <Input {...register("venue.city")} />
          </Field>
          <ArabicField
            label={i18n._("City (Arabic)")}
            error={errors.venue?.cityAr?.message}
            field={register("venue.cityAr")}
          />
        </Pair>
        <Pair>
          <Field label={i18n._("Country")} required error={errors.venue?.country?.message}>
            <Input {...register("venue.country")} />
          </Field>
          <ArabicField
            label={i18n._("Country (Arabic)")}
            error={errors.venue?.countryAr?.message}
            field={register("venue.countryAr")}
          />
        </Pair>
        <Field
          label={i18n._("Map link")}
          error={errors.venue?.mapUrl?.message}
          hint={i18n._("An https link to the venue on a map; leave empty to link a map search for the address.")}
        >
          <Input type="url" inputMode="url" dir="ltr" {...register("venue.mapUrl")} />
        </Field>
      </Group>
      <Group id="settings-support" title={i18n._("Support and Wi-Fi")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={i18n._("Helpline")}
            required
            error={errors.helpline?.message}
            hint={i18n._("International form, e.g. +96522957700")}
          >
            <Input type="tel" dir="ltr" {...register("helpline")} />
          </Field>
          <Field label={i18n._("Support email")} required error={errors.supportEmail?.message}>
            <Input type="email" dir="ltr" {...register("supportEmail")} />
          </Field>
          <Field label={i18n._("Wi-Fi network")} required error={errors.wifi?.network?.message}>
            <Input dir="auto" {...register("wifi.network")} />
          </Field>
          <Field label={i18n._("Wi-Fi password")} error={errors.wifi?.password?.message}>
            <Input dir="ltr" {...register("wifi.password")} />
          </Field>
        </div>
      </Group>
      <Group id="settings-social" title={i18n._("Social links")}>
        <Field label={i18n._("Social page link")} required error={errors.socialPageUrl?.message}>
          <Input type="url" inputMode="url" dir="ltr" {...register("socialPageUrl")} />
        </Field>
        <Field
          label={i18n._("Social feed embed link")}
          error={errors.socialEmbedUrl?.message}
          hint={i18n._("Leave empty to show the Follow link only.")}
        >
          <Input type="url" inputMode="url" dir="ltr" {...register("socialEmbedUrl")} />
        </Field>
      </Group>
      <Group id="settings-hero" title={i18n._("Hero texts")}>
        <Pair>
          <Field label={i18n._("Landing tagline")} required error={errors.hero?.tagline?.message}>
            <Input {...register("hero.tagline")} />
          </Field>
          <ArabicField
            label={i18n._("Landing tagline (Arabic)")}
            error={errors.hero?.taglineAr?.message}
            field={register("hero.taglineAr")}
          />
        </Pair>
        <Pair>
          <Field label={i18n._("Landing headline")} required error={errors.hero?.headline?.message}>
            <Input {...register("hero.headline")} />
          </Field>
          <ArabicField
            label={i18n._("Landing headline (Arabic)")}
            error={errors.hero?.headlineAr?.message}
            field={register("hero.headlineAr")}
          />
        </Pair>
        <Pair>
          <Field label={i18n._("Landing lead")} required error={errors.hero?.lead?.message}>
            <Textarea rows={3} {...register("hero.lead")} />
          </Field>
          <ArabicField
            label={i18n._("Landing lead (Arabic)")}
            error={errors.hero?.leadAr?.message}
            field={register("hero.leadAr")}
            rows={3}
          />
        </Pair>
        <Pair>
          <Field label={i18n._("Dashboard welcome title")} required error={errors.hero?.welcomeTitle?.message}>
            <Input {...register("hero.welcomeTitle")} />
          </Field>
          <ArabicField
            label={i18n._("Dashboard welcome title (Arabic)")}
            error={errors.hero?.welcomeTitleAr?.message}
            field={register("hero.welcomeTitleAr")}
          />
        </Pair>
        <Pair>
          <Field label={i18n._("Dashboard event-day title")} required error={errors.hero?.eventDayTitle?.message}>
            <Input {...register("hero.eventDayTitle")} />
          </Field>
          <ArabicField
            label={i18n._("Dashboard event-day title (Arabic)")}
            error={errors.hero?.eventDayTitleAr?.message}
            field={register("hero.eventDayTitleAr")}
          />
        </Pair>
      </Group>
      <div className="grid gap-3">
        {save.error && (
          <p role="alert" className="text-sm text-red-700">
            {writeMessage(i18n, save.error.message)}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={save.isPending}>
          {save.isPending ? i18n._("Saving...") : i18n._("Save Settings")}
        </Button>
      </div>
    </form>
  );
}
