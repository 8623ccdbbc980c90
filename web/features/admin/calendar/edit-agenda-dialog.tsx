/**
 * The "Edit Agenda Item" dialog (docs/product.md#calendar-administration): Title, Start Time, End Time,
 * Date, Location and Description (3 rows); Cancel and Save Changes ("Saving..." while pending).
 * Opens prefilled and closes on Cancel or a successful save (docs/data-model.md#states-and-transitions).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  agendaItemUpdateSchema,
  type AgendaItemUpdate,
  type AgendaItemUpdateInput,
} from "../../../../worker/contract/admin-agenda";
import type { AgendaItem } from "../../../../worker/contract/content";
import { Button } from "../../../components/ui/button";
import { DialogActions, DialogContent } from "../../../components/ui/dialog";
import { Field, Input, Textarea } from "../../../components/ui/field";
import { useUpdateAgendaItem } from "./api";

export function EditAgendaDialogContent({ item, onSaved }: { item: AgendaItem; onSaved: () => void }) {
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
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => update.mutate({ ...values, id: item.id }, { onSuccess: onSaved }));
  return (
    <DialogContent title="Edit Agenda Item" className="max-w-xl">
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4" aria-label="Edit Agenda Item">
        <Field label="Title" error={errors.title?.message}>
          <Input {...form.register("title")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Start Time" error={errors.startTime?.message}>
            <Input type="time" {...form.register("startTime")} />
          </Field>
          <Field label="End Time" error={errors.endTime?.message}>
            <Input type="time" {...form.register("endTime")} />
          </Field>
          <Field label="Date" error={errors.date?.message}>
            <Input type="date" {...form.register("date")} />
          </Field>
        </div>
        <Field label="Location" error={errors.location?.message}>
          <Input {...form.register("location")} />
        </Field>
        <Field label="Description" error={errors.description?.message}>
          <Textarea rows={3} {...form.register("description")} />
        </Field>
        <DialogActions pending={update.isPending}>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
