/**
 * The "Edit Agenda Item" dialog (docs/product.md#calendar-administration): Title, Title (Arabic), Start
 * Time, End Time, Date, Location, Location (Arabic), Description and Description (Arabic) (3 rows
 * each); Cancel and Save ("Saving..." while pending). It edits a session ("Edit Agenda Item", Save
 * Changes), adds one to an event, empty but for the event's day ("Add session"), or adds a copy of
 * one, prefilled, with its speakers ("Duplicate session"); it closes on Cancel or a successful save
 * (docs/data-model.md#edit-agenda-dialog). The form checks the API's schema and the event's days
 * from the event settings, each message under its field, and warns, without refusing, while the
 * session overlaps another of its event in the same location (`findOverlaps`). The Arabic fields
 * are optional; their controls are marked `lang="ar"` and `dir="rtl"` ({@link ARABIC_TEXT}).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  agendaItemCreateSchema,
  checkSessionDay,
  eventDays,
  findOverlaps,
  type AgendaItemCreate,
  type AgendaItemCreateInput,
} from "../../../worker/contract/admin-agenda";
import type { AgendaItem } from "../../../worker/contract/content";
import type { EventCode } from "../../../worker/contract/event";
import { localized } from "../../../worker/contract/i18n";
import { formatTimeRange12h, normaliseTime } from "../../../worker/contract/time";
import { Button } from "../../components/ui/button";
import { DialogActions, DialogContent } from "../../components/ui/dialog";
import { Field, Input, Textarea } from "../../components/ui/field";
import { useEventSettings } from "../../lib/event-settings";
import { rich, useI18n } from "../../lib/i18n";
import { ARABIC_TEXT } from "../../lib/arabic-text";
import { useSaveAgendaItem } from "./api";

/** What the dialog was opened for. */
export type SessionDialog =
  | { mode: "add"; event: EventCode }
  | { mode: "duplicate"; item: AgendaItem }
  | { mode: "edit"; item: AgendaItem };

/** The form's first values: the session's, or an empty session on the event's first day. */
function initialValues(dialog: SessionDialog, firstDay: string): AgendaItemCreateInput {
  if (dialog.mode === "add")
    return {
      title: "",
      startTime: "",
      endTime: "",
      date: firstDay,
      location: "",
      description: "",
      eventType: dialog.event,
    };
  const { item } = dialog;
  return {
    title: item.title,
    startTime: item.startTime,
    endTime: item.endTime,
    date: item.date,
    location: item.location ?? "",
    description: item.description ?? "",
    titleAr: item.titleAr ?? "",
    locationAr: item.locationAr ?? "",
    descriptionAr: item.descriptionAr ?? "",
    eventType: item.eventType,
  };
}

/**
 * The sessions of `sessions` that the form's session overlaps, as it stands (times as typed,
 * normalised like the API does).
 */
function useOverlaps(
  form: ReturnType<typeof useForm<AgendaItemCreateInput, unknown, AgendaItemCreate>>,
  id: number | undefined,
  sessions: readonly AgendaItem[],
) {
  const [startTime, endTime, date, location, eventType] = useWatch({
    control: form.control,
    name: ["startTime", "endTime", "date", "location", "eventType"],
  });
  return useMemo(
    () =>
      findOverlaps(
        {
          id,
          eventType,
          date,
          startTime: normaliseTime(startTime),
          endTime: normaliseTime(endTime),
          location: location ?? null,
        },
        sessions,
      ),
    [id, eventType, date, startTime, endTime, location, sessions],
  );
}

export function EditAgendaDialogContent({
  dialog,
  sessions,
  onSaved,
}: {
  dialog: SessionDialog;
  /** The sessions of the dialog's event, for the overlap warning. */
  sessions: readonly AgendaItem[];
  onSaved: () => void;
}) {
  const i18n = useI18n();
  const settings = useEventSettings();
  const event = dialog.mode === "add" ? dialog.event : dialog.item.eventType;
  const editedId = dialog.mode === "edit" ? dialog.item.id : undefined;
  const save = useSaveAgendaItem(editedId === undefined ? { mode: "add" } : { mode: "edit", id: editedId });
  const schema = useMemo(
    () => agendaItemCreateSchema.superRefine((session, ctx) => checkSessionDay(settings, session, ctx)),
    [settings],
  );
  const form = useForm<AgendaItemCreateInput, unknown, AgendaItemCreate>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(dialog, eventDays(settings, event)[0]!),
  });
  const overlaps = useOverlaps(form, editedId, sessions);
  const { errors } = form.formState;
  const speakerIds = dialog.mode === "duplicate" ? dialog.item.speakers.map((s) => s.id) : undefined;
  const submit = form.handleSubmit((values) => save.mutate({ ...values, speakerIds }, { onSuccess: onSaved }));
  const title = {
    add: i18n._("Add session"),
    duplicate: i18n._("Duplicate session"),
    edit: i18n._("Edit Agenda Item"),
  }[dialog.mode];
  return (
    <DialogContent title={title} description={settings.events[event].name} className="max-w-xl">
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4" aria-label={title}>
        <Field label={i18n._("Title")} error={errors.title?.message}>
          <Input dir="auto" {...form.register("title")} />
        </Field>
        <Field label={i18n._("Title (Arabic)")} error={errors.titleAr?.message}>
          <Input {...ARABIC_TEXT} {...form.register("titleAr")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={i18n._("Start Time")} error={errors.startTime?.message}>
            <Input type="time" {...form.register("startTime")} />
          </Field>
          <Field label={i18n._("End Time")} error={errors.endTime?.message}>
            <Input type="time" {...form.register("endTime")} />
          </Field>
          <Field label={i18n._("Date")} error={errors.date?.message}>
            <Input type="date" {...form.register("date")} />
          </Field>
        </div>
        <Field label={i18n._("Location")} error={errors.location?.message}>
          <Input dir="auto" {...form.register("location")} />
        </Field>
        <Field label={i18n._("Location (Arabic)")} error={errors.locationAr?.message}>
          <Input {...ARABIC_TEXT} {...form.register("locationAr")} />
        </Field>
        <Field label={i18n._("Description")} error={errors.description?.message}>
          <Textarea rows={3} dir="auto" {...form.register("description")} />
        </Field>
        <Field label={i18n._("Description (Arabic)")} error={errors.descriptionAr?.message}>
          <Textarea rows={3} {...ARABIC_TEXT} {...form.register("descriptionAr")} />
        </Field>
        <div role="status" aria-live="polite">
          {overlaps.length > 0 && (
            <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              <p className="flex items-start gap-2 font-semibold">
                <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                {i18n._(
                  "{count, plural, one {This session overlaps another in the same location. It can still be saved.} other {This session overlaps # others in the same location. It can still be saved.}}",
                  { count: overlaps.length },
                )}
              </p>
              <ul className="mt-1 list-disc ps-10">
                {overlaps.map((other) => (
                  <li key={other.id}>
                    {rich(
                      i18n._("<0>{title}</0>, {time}", {
                        title: localized(i18n.locale, other.title, other.titleAr),
                        time: formatTimeRange12h(other.startTime, other.endTime, i18n.locale),
                      }),
                      [<bdi key="title" />],
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <DialogActions pending={save.isPending}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending
              ? i18n._("Saving...")
              : dialog.mode === "edit"
                ? i18n._("Save Changes")
                : i18n._("Save Session")}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
