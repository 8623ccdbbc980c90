/**
 * The "Event Settings" form (docs/product.md#event-settings): the events' names, descriptions,
 * dates and times; the venue with its map link; support contacts, Wi-Fi and social links; the
 * hero texts. Each section is a card, listed at the top of the form to jump to, and "Save
 * Settings" stays in reach at the bottom of the window while the form is on screen.
 *
 * Each text a page shows has an optional Arabic version beside it (stacked on a phone;
 * docs/data-model.md#event-settings), shown on Arabic pages, emails and passes; empty shows the
 * English. The English texts, links, addresses and numbers are written left to right even in the
 * Arabic app (`lang`, `dir`). An Arabic version a save left behind its changed English text is
 * marked "may be out of date", with the English it was written for (the pages show the English
 * meanwhile), and "Still correct" to confirm it; editing it clears the mark on the next save.
 *
 * The contract's schema validates in the browser (an error under each field) and the server
 * validates again (its 400 message shows beside Save and in the toast). The offices are kept as
 * loaded (not edited here). It edits the stored document as it is, both languages, so it reads it
 * from GET /api/admin/event-settings, never from the page's localized settings.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { createContext, useContext, type ReactNode } from "react";
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  useWatch,
  type FieldError,
  type FieldErrors,
  type FieldPath,
} from "react-hook-form";
import type { z } from "zod";
import { EVENT_CODES, localizeSettings, type EventCode, type EventSettings } from "../../../worker/contract/event";
import { eventSettingsSchema } from "../../../worker/contract/event-settings";
import { writeMessage } from "../../../worker/contract/message-templates";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Field, Input, Textarea } from "../../components/ui/field";
import { rich, useI18n } from "../../lib/i18n";
import { ARABIC_TEXT, LATIN_TEXT } from "../../lib/arabic-text";
import { useConfirmArabic, useSaveEventSettings } from "./api";

type FormInput = z.input<typeof eventSettingsSchema>;
type TextPath = FieldPath<FormInput>;

/** The schema's message for the field at `path`, if it refused it. */
function errorAt(errors: FieldErrors<FormInput>, path: TextPath): string | undefined {
  return (get(errors, path) as FieldError | undefined)?.message;
}

/** The settings as stored, which the Arabic fields compare with (their marks, their saved texts). */
const StoredSettings = createContext<EventSettings | null>(null);

function useStoredSettings(): EventSettings {
  const stored = useContext(StoredSettings);
  if (!stored) throw new Error("An Arabic field outside the Event Settings form");
  return stored;
}

/** One titled section of fields; its id is the target of the form's section links. */
function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
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

/** A text field of the form: one line, or `rows` lines. */
function TextInput({ path, rows, ...attributes }: { path: TextPath; rows?: number; lang?: string; dir?: string }) {
  const { register } = useFormContext<FormInput>();
  return rows ? (
    <Textarea rows={rows} {...attributes} {...register(path)} />
  ) : (
    <Input {...attributes} {...register(path)} />
  );
}

/**
 * The optional Arabic version at `path` (right to left, in Arabic: ARABIC_TEXT), with its mark
 * while the stored one may be out of date and the field still holds it.
 */
function ArabicField({ path, label, rows }: { path: TextPath; label: string; rows?: number }) {
  const i18n = useI18n();
  const stored = useStoredSettings();
  const { control, formState } = useFormContext<FormInput>();
  const value = useWatch({ control, name: path });
  const confirm = useConfirmArabic();
  const storedArabic = get(stored, path) as string | null | undefined;
  const marks = stored.arabicOutOfDate ?? {};
  const writtenFor = Object.hasOwn(marks, path) ? marks[path] : undefined;
  const outOfDate = writtenFor !== undefined && (value ?? "") === (storedArabic ?? "");
  return (
    <div className="grid content-start gap-2">
      <Field
        label={label}
        error={errorAt(formState.errors, path)}
        hint={
          outOfDate && (
            <span className="inline-flex items-start gap-1.5 font-medium text-amber-900">
              <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
              <span>
                {rich(
                  i18n._(
                    "May be out of date: it was written for “<0>{english}</0>”, and the English has changed since. Arabic pages show the English until this is updated or confirmed.",
                    { english: writtenFor },
                  ),
                  [<bdi key="english" lang="en" dir="ltr" />],
                )}
              </span>
            </span>
          )
        }
      >
        <TextInput path={path} rows={rows} {...ARABIC_TEXT} />
      </Field>
      {outOfDate && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="w-fit"
          disabled={confirm.isPending}
          aria-label={i18n._("Still correct: {field}", { field: label })}
          onClick={() => confirm.mutate({ field: path, english: get(stored, path.slice(0, -2)) as string })}
        >
          {i18n._("Still correct")}
        </Button>
      )}
    </div>
  );
}

/**
 * A required English text (`path`) and its optional Arabic version (`path` + "Ar"), side by side
 * from 640 px, stacked on a phone.
 */
function TwinFields({
  path,
  label,
  arabicLabel,
  rows,
  hint,
}: {
  path: TextPath;
  label: string;
  arabicLabel: string;
  rows?: number;
  hint?: string;
}) {
  const { formState } = useFormContext<FormInput>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={label} required error={errorAt(formState.errors, path)} hint={hint} className="content-start">
        <TextInput path={path} rows={rows} lang="en" {...LATIN_TEXT} />
      </Field>
      <ArabicField path={`${path}Ar` as TextPath} label={arabicLabel} rows={rows} />
    </div>
  );
}

/** The fields of one event, titled with its `name` in the page's language. */
function EventFields({ code, name }: { code: EventCode; name: string }) {
  const i18n = useI18n();
  const { register, formState } = useFormContext<FormInput>();
  const own = formState.errors.events?.[code];
  const kuwaitTime = i18n._("Kuwait time");
  return (
    <Group id={`settings-${code}`} title={name}>
      <TwinFields path={`events.${code}.name`} label={i18n._("Name")} arabicLabel={i18n._("Name (Arabic)")} />
      <TwinFields
        path={`events.${code}.description`}
        label={i18n._("Description")}
        arabicLabel={i18n._("Description (Arabic)")}
        rows={2}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={i18n._("Date")} required error={own?.date?.message}>
          <Input type="date" {...LATIN_TEXT} {...register(`events.${code}.date`)} />
        </Field>
        <Field label={i18n._("Start time")} required error={own?.startTime?.message} hint={kuwaitTime}>
          <Input type="time" {...LATIN_TEXT} {...register(`events.${code}.startTime`)} />
        </Field>
        <Field label={i18n._("End time")} required error={own?.endTime?.message} hint={kuwaitTime}>
          <Input type="time" {...LATIN_TEXT} {...register(`events.${code}.endTime`)} />
        </Field>
      </div>
    </Group>
  );
}

/** How many Arabic versions may be out of date, above the sections; nothing when none. */
function OutOfDateSummary({ count }: { count: number }) {
  const i18n = useI18n();
  if (count === 0) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {i18n._(
        "{count, plural, one {# Arabic text may be out of date} other {# Arabic texts may be out of date}}: Arabic pages show the English text until it is updated or marked “Still correct”.",
        { count },
      )}
    </p>
  );
}

/** The form, filled with `settings` (the stored ones; their marks update after a confirmation). */
export function EventSettingsForm({ settings }: { settings: EventSettings }) {
  const i18n = useI18n();
  const save = useSaveEventSettings();
  const form = useForm<FormInput, unknown, EventSettings>({
    resolver: zodResolver(eventSettingsSchema),
    defaultValues: settings,
  });
  const { register } = form;
  const { errors, isDirty } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: (saved) => form.reset(saved.settings) }),
  );
  const shown = localizeSettings(settings, i18n.locale);
  const sections = [
    { id: "settings-general", title: i18n._("General") },
    ...EVENT_CODES.map((code) => ({ id: `settings-${code}`, title: shown.events[code].name })),
    { id: "settings-venue", title: i18n._("Venue") },
    { id: "settings-support", title: i18n._("Support and Wi-Fi") },
    { id: "settings-social", title: i18n._("Social links") },
    { id: "settings-hero", title: i18n._("Hero texts") },
  ];
  const title = (id: string) => sections.find((section) => section.id === id)!.title;
  return (
    <StoredSettings.Provider value={settings}>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="grid gap-6" aria-label={i18n._("Event Settings")}>
          <nav aria-label={i18n._("Sections")}>
            <ul className="flex flex-wrap gap-2">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-100"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm text-slate-600">
            {i18n._(
              "Arabic pages, emails and passes show the Arabic version of a text; leave it empty to show the English.",
            )}
          </p>
          <OutOfDateSummary count={Object.keys(settings.arabicOutOfDate ?? {}).length} />
          <Group id="settings-general" title={title("settings-general")}>
            <TwinFields
              path="brand"
              label={i18n._("Brand")}
              arabicLabel={i18n._("Brand (Arabic)")}
              hint={i18n._('Used in titles, e.g. "the conference 2025"')}
            />
            <TwinFields path="organiser" label={i18n._("Organiser")} arabicLabel={i18n._("Organiser (Arabic)")} />
          </Group>
          {EVENT_CODES.map((code) => (
            <EventFields key={code} code={code} name={title(`settings-${code}`)} />
          ))}
          <Group id="settings-venue" title={title("settings-venue")}>
            <TwinFields path="venue.name" label={i18n._("Venue name")} arabicLabel={i18n._("Name (Arabic)")} />
            <TwinFields path="venue.address" label={i18n._("Address")} arabicLabel={i18n._("Address (Arabic)")} />
            <TwinFields path="venue.city" label={i18n._("City")} arabicLabel={i18n._("City (Arabic)")} />
            <TwinFields path="venue.country" label={i18n._("Country")} arabicLabel={i18n._("Country (Arabic)")} />
            <Field
              label={i18n._("Map link")}
              error={errors.venue?.mapUrl?.message}
              hint={i18n._("An https link to the venue on a map; leave empty to link a map search for the address.")}
            >
              <Input type="url" inputMode="url" {...LATIN_TEXT} {...register("venue.mapUrl")} />
            </Field>
          </Group>
          <Group id="settings-support" title={title("settings-support")}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={i18n._("Helpline")}
                required
                error={errors.helpline?.message}
                hint={i18n._("International form, e.g. +96522957700")}
              >
                <Input type="tel" {...LATIN_TEXT} {...register("helpline")} />
              </Field>
              <Field label={i18n._("Support email")} required error={errors.supportEmail?.message}>
                <Input type="email" {...LATIN_TEXT} {...register("supportEmail")} />
              </Field>
              <Field label={i18n._("Wi-Fi network")} required error={errors.wifi?.network?.message}>
                <Input dir="auto" {...register("wifi.network")} />
              </Field>
              <Field label={i18n._("Wi-Fi password")} error={errors.wifi?.password?.message}>
                <Input {...LATIN_TEXT} {...register("wifi.password")} />
              </Field>
            </div>
          </Group>
          <Group id="settings-social" title={title("settings-social")}>
            <Field label={i18n._("Social page link")} required error={errors.socialPageUrl?.message}>
              <Input type="url" inputMode="url" {...LATIN_TEXT} {...register("socialPageUrl")} />
            </Field>
            <Field
              label={i18n._("Social feed embed link")}
              error={errors.socialEmbedUrl?.message}
              hint={i18n._("Leave empty to show the Follow link only.")}
            >
              <Input type="url" inputMode="url" {...LATIN_TEXT} {...register("socialEmbedUrl")} />
            </Field>
          </Group>
          <Group id="settings-hero" title={title("settings-hero")}>
            <TwinFields
              path="hero.tagline"
              label={i18n._("Landing tagline")}
              arabicLabel={i18n._("Landing tagline (Arabic)")}
            />
            <TwinFields
              path="hero.headline"
              label={i18n._("Landing headline")}
              arabicLabel={i18n._("Landing headline (Arabic)")}
            />
            <TwinFields
              path="hero.lead"
              label={i18n._("Landing lead")}
              arabicLabel={i18n._("Landing lead (Arabic)")}
              rows={3}
            />
            <TwinFields
              path="hero.welcomeTitle"
              label={i18n._("Dashboard welcome title")}
              arabicLabel={i18n._("Dashboard welcome title (Arabic)")}
            />
            <TwinFields
              path="hero.eventDayTitle"
              label={i18n._("Dashboard event-day title")}
              arabicLabel={i18n._("Dashboard event-day title (Arabic)")}
            />
          </Group>
          {/* In reach while the form is on screen: at the window's bottom, above a phone's bottom bar. */}
          <div className="sticky bottom-[calc(3.5rem+1px)] z-20 flex flex-wrap items-center justify-end gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur md:bottom-3">
            {save.error ? (
              <p role="alert" className="me-auto text-sm text-red-700">
                {writeMessage(i18n, save.error.message)}
              </p>
            ) : (
              isDirty && <p className="me-auto text-sm text-slate-700">{i18n._("Unsaved changes")}</p>
            )}
            <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={save.isPending}>
              {save.isPending ? i18n._("Saving...") : i18n._("Save Settings")}
            </Button>
          </div>
        </form>
      </FormProvider>
    </StoredSettings.Provider>
  );
}
