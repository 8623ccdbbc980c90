/**
 * The speaker dialog of Speaker Management (docs/product.md#speaker-management): "Add speaker" and
 * "Edit speaker" with every field an organiser gives a speaker: Name, Surname, Company and Position
 * (required, with the spec's messages: "Speaker name is required", ...), Event, Bio, Bio (Arabic),
 * LinkedIn URL and Expertise (comma-separated). The form checks with the API's own schema
 * ({@link speakerCreateSchema}); the expertise field's text becomes a list as the import reads it
 * (docs/messages.md#speaker-input). Add sends POST /api/admin/speakers, edit PATCH
 * /api/admin/speakers/{id} with every field. The dialog closes on a successful save; a refusal
 * (e.g. a name the event already has) is a toast and the form stays.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type SpeakerCreate, speakerCreateSchema } from "../../../worker/contract/admin-speakers";
import type { Speaker } from "../../../worker/contract/content";
import { EVENT_CODES, type EventCode } from "../../../worker/contract/event";
import { expertiseField } from "../../../worker/contract/fields";
import { splitList } from "../../../worker/contract/speaker";
import { z } from "../../../worker/contract/zod";
import { Button } from "../../components/ui/button";
import { DialogActions, DialogContent } from "../../components/ui/dialog";
import { Field, Input, NativeSelect, Textarea } from "../../components/ui/field";
import { ARABIC_TEXT } from "../../lib/arabic-text";
import { useEventSettings } from "../../lib/event-settings";
import { useI18n } from "../../lib/i18n";
import { useCreateSpeaker, useUpdateSpeaker } from "./api";

/**
 * The API's schema with the expertise typed as one comma-separated text, split as the import splits
 * it and checked as the API checks the list; a problem is the field's one message.
 */
const speakerFormSchema = speakerCreateSchema.extend({
  expertise: z.string().transform((text, context) => {
    const list = expertiseField.safeParse(splitList(text));
    if (list.success) return list.data;
    context.addIssue({ code: "custom", message: list.error.issues[0]!.message });
    return z.NEVER;
  }),
});
type SpeakerFormInput = z.input<typeof speakerFormSchema>;

/** The form's starting values: the speaker's, or empty fields for `event`. */
function defaultsOf(speaker: Speaker | undefined, event: EventCode): SpeakerFormInput {
  return {
    name: speaker?.name ?? "",
    surname: speaker?.surname ?? "",
    company: speaker?.company ?? "",
    position: speaker?.position ?? "",
    eventType: speaker?.eventType ?? event,
    bio: speaker?.bio ?? "",
    bioAr: speaker?.bioAr ?? "",
    linkedinUrl: speaker?.linkedinUrl ?? "",
    expertise: speaker?.expertise.join(", ") ?? "",
  };
}

interface SpeakerDialogProps {
  /** The speaker to edit; absent to add one. */
  speaker?: Speaker;
  /** The event a new speaker starts in (the tab the organiser is on). */
  event: EventCode;
  onSaved: () => void;
}

export function SpeakerDialogContent({ speaker, event, onSaved }: SpeakerDialogProps) {
  const i18n = useI18n();
  const settings = useEventSettings();
  const create = useCreateSpeaker();
  const update = useUpdateSpeaker();
  const pending = create.isPending || update.isPending;
  const form = useForm<SpeakerFormInput, unknown, SpeakerCreate>({
    resolver: zodResolver(speakerFormSchema),
    defaultValues: defaultsOf(speaker, event),
  });
  const { errors } = form.formState;
  const title = speaker ? i18n._("Edit speaker") : i18n._("Add speaker");
  const submit = form.handleSubmit((values) =>
    speaker
      ? update.mutate({ ...values, id: speaker.id }, { onSuccess: onSaved })
      : create.mutate(values, { onSuccess: onSaved }),
  );
  return (
    <DialogContent title={title} className="max-w-xl">
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4" aria-label={title}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={i18n._("Name")} required error={errors.name?.message}>
            <Input dir="auto" autoComplete="off" {...form.register("name")} />
          </Field>
          <Field label={i18n._("Surname")} required error={errors.surname?.message}>
            <Input dir="auto" autoComplete="off" {...form.register("surname")} />
          </Field>
          <Field label={i18n._("Company")} required error={errors.company?.message}>
            <Input dir="auto" {...form.register("company")} />
          </Field>
          <Field label={i18n._("Position")} required error={errors.position?.message}>
            <Input dir="auto" {...form.register("position")} />
          </Field>
        </div>
        <Field label={i18n._("Event")} error={errors.eventType?.message}>
          <NativeSelect {...form.register("eventType")}>
            {EVENT_CODES.map((code) => (
              <option key={code} value={code}>
                {settings.events[code].name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={i18n._("Bio")}
          hint={i18n._("Separate paragraphs with a blank line.")}
          error={errors.bio?.message}
        >
          <Textarea rows={4} dir="auto" {...form.register("bio")} />
        </Field>
        <Field label={i18n._("Bio (Arabic)")} error={errors.bioAr?.message}>
          <Textarea rows={4} {...ARABIC_TEXT} {...form.register("bioAr")} />
        </Field>
        <Field label={i18n._("LinkedIn URL")} error={errors.linkedinUrl?.message}>
          <Input type="url" dir="ltr" inputMode="url" {...form.register("linkedinUrl")} />
        </Field>
        <Field
          label={i18n._("Expertise")}
          hint={i18n._("Separate entries with commas.")}
          error={errors.expertise?.message}
        >
          <Input dir="auto" {...form.register("expertise")} />
        </Field>
        <DialogActions pending={pending}>
          <Button type="submit" disabled={pending}>
            {pending ? i18n._("Saving...") : speaker ? i18n._("Save Changes") : i18n._("Add speaker")}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
