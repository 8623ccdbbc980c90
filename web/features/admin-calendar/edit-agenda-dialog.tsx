/**
 * The "Edit Agenda Item" dialog (docs/product.md#calendar-administration): Title, Title (Arabic), Start
 * Time, End Time, Date, Location, Location (Arabic), Description and Description (Arabic) (3 rows
 * each); Cancel and Save Changes ("Saving..." while pending). Opens prefilled and closes on Cancel or
 * a successful save (docs/data-model.md#edit-agenda-dialog). The Arabic fields are optional; their
 * controls are marked `lang="ar"` and `dir="rtl"` ({@link ARABIC_TEXT}).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  agendaItemUpdateSchema,
  type AgendaItemUpdate,
  type AgendaItemUpdateInput,
} from "../../../worker/contract/admin-agenda";
import type { AgendaItem } from "../../../worker/contract/content";
import { Button } from "../../components/ui/button";
import { DialogActions, DialogContent } from "../../components/ui/dialog";
import { Field, Input, Textarea } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { ARABIC_TEXT } from "../../lib/arabic-text";
import { useUpdateAgendaItem } from "./api";

export function EditAgendaDialogContent({ item, onSaved }: { item: AgendaItem; onSaved: () => void }) {
  const i18n = useI18n();
  const update = useUpdateAgendaItem();
  const form = useForm<AgendaItemUpdateInput, unknown, AgendaItemUpdate>({
    resolver: zodResolver(agendaItemUpdateSchema),
    defaultValues: {
      id: item.id,
      title: item.title,
      startTime: item.startTime,
      endTime: item.endTime,
      date: item.date,
      location: item.location ?? "",
      description: item.description ?? "",
      titleAr: item.titleAr ?? "",
      locationAr: item.locationAr ?? "",
      descriptionAr: item.descriptionAr ?? "",
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => update.mutate({ ...values, id: item.id }, { onSuccess: onSaved }));
  return (
    <DialogContent title={i18n._("Edit Agenda Item")} className="max-w-xl">
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4" aria-label={i18n._("Edit Agenda Item")}>
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
        <DialogActions pending={update.isPending}>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? i18n._("Saving...") : i18n._("Save Changes")}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
