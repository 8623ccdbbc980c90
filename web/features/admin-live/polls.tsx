/**
 * The organisers' polls of a session (docs/live-room.md#polls): "New poll" (a question and 2 to 6
 * options, kept as a draft), then per poll Open, Close (and Open again for more votes) and Delete,
 * with the counts live as the room votes. The form is react-hook-form with the contract's schema.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import Plus from "lucide-react/icons/plus";
import X from "lucide-react/icons/x";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { writeMessage } from "../../../worker/contract/message-templates";
import { type Poll, pollCreateSchema } from "../../../worker/contract/polls";
import { z } from "../../../worker/contract/zod";
import { ConfirmDeleteContent } from "../../components/admin/confirm-delete";
import { PollResults } from "../../components/domain/poll-results";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { Badge, QueryError, Skeleton } from "../../components/ui/feedback";
import { Field, Input } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { useAdminPolls, useCreatePoll, useDeletePoll, usePollStatus } from "./api";

const failed = (error: Error) => toast({ title: /*i18n*/ "Error", description: error.message, variant: "destructive" });

/** Options a new poll starts with, and the most it may have (docs/live-room.md#polls). */
const FIRST_OPTIONS = 2;
const MAX_OPTIONS = 6;

/** The form's values: options as objects, which react-hook-form's field arrays need. */
const pollFormSchema = z
  .object({ question: z.string(), options: z.array(z.object({ text: z.string() })) })
  .transform(({ question, options }) => ({ question, options: options.map((option) => option.text) }))
  .pipe(pollCreateSchema);
type PollForm = z.input<typeof pollFormSchema>;

const EMPTY_FORM: PollForm = { question: "", options: Array.from({ length: FIRST_OPTIONS }, () => ({ text: "" })) };

function NewPollForm({ sessionId, onDone }: { sessionId: number; onDone: () => void }) {
  const i18n = useI18n();
  const create = useCreatePoll(sessionId);
  const form = useForm<PollForm, unknown, z.output<typeof pollFormSchema>>({
    resolver: zodResolver(pollFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const options = useFieldArray({ control: form.control, name: "options" });
  const { errors } = form.formState;
  // A rule of the whole list (its length, repeated options) rather than of one option.
  const optionsError = errors.options?.message ?? errors.options?.root?.message;
  const submit = form.handleSubmit((poll) =>
    create.mutate(poll, {
      onSuccess: () => {
        form.reset(EMPTY_FORM);
        onDone();
      },
      onError: failed,
    }),
  );
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label={i18n._("New poll")} noValidate>
      <Field label={i18n._("Question")} required error={errors.question?.message}>
        <Input dir="auto" maxLength={300} {...form.register("question")} />
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{i18n._("Options")}</legend>
        {options.fields.map((field, index) => (
          <div key={field.id} className="flex items-end gap-2">
            <Field
              className="min-w-0 flex-1"
              label={i18n._("Option {number}", { number: index + 1 })}
              error={errors.options?.[index]?.text?.message}
            >
              <Input dir="auto" maxLength={120} {...form.register(`options.${index}.text`)} />
            </Field>
            {options.fields.length > FIRST_OPTIONS && (
              <Button
                type="button"
                size="icon"
                variant="outline"
                aria-label={i18n._("Remove option {number}", { number: index + 1 })}
                onClick={() => options.remove(index)}
              >
                <X className="size-4" aria-hidden />
              </Button>
            )}
          </div>
        ))}
        {optionsError && (
          <p role="alert" className="text-sm text-red-700">
            {writeMessage(i18n, optionsError)}
          </p>
        )}
        {options.fields.length < MAX_OPTIONS && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="w-fit"
            onClick={() => options.append({ text: "" })}
          >
            <Plus className="size-4" aria-hidden />
            {i18n._("Add an option")}
          </Button>
        )}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {i18n._("Cancel")}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {i18n._("Save poll")}
        </Button>
      </div>
    </form>
  );
}

function PollItem({ sessionId, poll, onDelete }: { sessionId: number; poll: Poll; onDelete: () => void }) {
  const i18n = useI18n();
  const status = usePollStatus(sessionId);
  const set = (next: "open" | "closed") => status.mutate({ pollId: poll.id, status: next }, { onError: failed });
  const badge = {
    draft: <Badge variant="neutral">{i18n._("Draft")}</Badge>,
    open: <Badge variant="success">{i18n._("Open")}</Badge>,
    closed: <Badge variant="neutral">{i18n._("Closed")}</Badge>,
  }[poll.status];
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="admin-poll">
      <div className="flex items-start justify-between gap-3">
        <h3 dir="auto" className="min-w-0 break-words text-base font-bold text-slate-900">
          {poll.question}
        </h3>
        {badge}
      </div>
      <PollResults poll={poll} />
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        {poll.status === "open" ? (
          <Button size="sm" disabled={status.isPending} onClick={() => set("closed")}>
            {i18n._("Close poll")}
          </Button>
        ) : (
          <Button size="sm" disabled={status.isPending} onClick={() => set("open")}>
            {poll.status === "draft" ? i18n._("Open poll") : i18n._("Open again")}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onDelete}>
          {i18n._("Delete")}
        </Button>
      </div>
    </li>
  );
}

function DeletePollContent({ sessionId, poll, onDone }: { sessionId: number; poll: Poll; onDone: () => void }) {
  const i18n = useI18n();
  const remove = useDeletePoll(sessionId);
  return (
    <ConfirmDeleteContent
      title={i18n._("Delete poll?")}
      description={i18n._("The poll and its votes will be deleted. This cannot be undone.")}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(poll.id, { onSuccess: onDone, onError: failed })}
    />
  );
}

export function PollManager({ sessionId }: { sessionId: number }) {
  const i18n = useI18n();
  const query = useAdminPolls(sessionId);
  const [writing, setWriting] = useState(false);
  const [deleting, setDeleting] = useState<Poll | null>(null);
  return (
    <Card className="grid gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-bold text-slate-900">{i18n._("Polls")}</h2>
        {!writing && (
          <Button size="sm" onClick={() => setWriting(true)}>
            <Plus className="size-4" aria-hidden />
            {i18n._("New poll")}
          </Button>
        )}
      </div>
      {writing && <NewPollForm sessionId={sessionId} onDone={() => setWriting(false)} />}
      {query.isPending && <Skeleton className="h-24 w-full rounded-xl" />}
      {query.isError && (
        <QueryError
          title={i18n._("Could not load the polls")}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.data && query.data.length === 0 && !writing && (
        <p className="text-sm text-slate-700">
          {i18n._("Ask the room a question: open a poll, and the presenter screen shows the votes live.")}
        </p>
      )}
      {query.data && query.data.length > 0 && (
        <ol className="grid gap-3" aria-label={i18n._("Polls")}>
          {query.data.map((poll) => (
            <PollItem key={poll.id} sessionId={sessionId} poll={poll} onDelete={() => setDeleting(poll)} />
          ))}
        </ol>
      )}
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        {deleting && <DeletePollContent sessionId={sessionId} poll={deleting} onDone={() => setDeleting(null)} />}
      </Dialog>
    </Card>
  );
}
