/**
 * Asking in a session's live room (docs/live-room.md#questions): one text area validated with the
 * API's schema (10 to 500 characters), and "Ask". A question that waits for the organisers'
 * approval says so. The question takes its own direction.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  type SessionQuestionData,
  type SessionQuestionInput,
  sessionQuestionSchema,
} from "../../../worker/contract/live";
import { Button } from "../../components/ui/button";
import { Field, Textarea } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { useAskQuestion } from "./api";

export function AskForm({ sessionId }: { sessionId: number }) {
  const i18n = useI18n();
  const ask = useAskQuestion(sessionId);
  const form = useForm<SessionQuestionInput, unknown, SessionQuestionData>({
    resolver: zodResolver(sessionQuestionSchema),
    defaultValues: { text: "" },
  });
  const submit = form.handleSubmit(({ text }) =>
    ask.mutate(text, {
      onSuccess: (question) => {
        form.reset();
        toast({
          title: question.awaitingApproval
            ? /*i18n*/ "Your question will appear once the organisers approve it."
            : /*i18n*/ "Your question is in the room.",
          variant: "success",
        });
      },
      onError: (error) => toast({ title: /*i18n*/ "Error", description: error.message, variant: "destructive" }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={i18n._("Ask a question")}>
      <Field
        label={i18n._("Your question")}
        required
        error={form.formState.errors.text?.message}
        hint={i18n._("10 to 500 characters. The room sees your first name.")}
      >
        <Textarea rows={3} dir="auto" maxLength={500} {...form.register("text")} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? i18n._("Sending...") : i18n._("Ask")}
        </Button>
      </div>
    </form>
  );
}
