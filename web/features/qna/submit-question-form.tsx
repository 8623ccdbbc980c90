/**
 * Question form (docs/product.md#submit-question; docs/messages.md#questions): the read-only "Submitting as"
 * email, a 6-row question area validated with the API's schema (required, at least 10
 * characters), Cancel and Submit Question. Success toasts for 5 s and returns to /app after 2 s.
 * Texts are messages in the page's language (docs/i18n.md); the question takes its own direction.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { questionSchema, type QuestionData, type QuestionInput } from "../../../worker/contract/qna";
import { Button } from "../../components/ui/button";
import { Field, Input, Textarea } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { useSubmitQuestion } from "./api";
import { QUESTION_FAILED_TOAST, QUESTION_REDIRECT_MS, QUESTION_SUBMITTED_TOAST } from "./messages";

export function SubmitQuestionForm({ email }: { email: string }) {
  const i18n = useI18n();
  const submitQuestion = useSubmitQuestion();
  const navigate = useNavigate();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const form = useForm<QuestionInput, unknown, QuestionData>({
    resolver: zodResolver(questionSchema),
    defaultValues: { question: "" },
  });
  const { errors } = form.formState;
  const done = submitQuestion.isSuccess;

  const submit = form.handleSubmit((payload) =>
    submitQuestion.mutate(payload, {
      onSuccess: () => {
        toast(QUESTION_SUBMITTED_TOAST);
        form.reset();
        redirect.current = setTimeout(() => navigate("/app"), QUESTION_REDIRECT_MS);
      },
      onError: () => toast(QUESTION_FAILED_TOAST),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._("Submit a question")}>
      <Field label={i18n._("Submitting as")}>
        <Input type="email" dir="ltr" value={email} readOnly className="bg-slate-100" />
      </Field>
      <Field
        label={i18n._("Your Question")}
        required
        error={errors.question?.message}
        hint={i18n._("At least 10 characters.")}
      >
        <Textarea
          rows={6}
          dir="auto"
          placeholder={i18n._("Type your question for the organisers...")}
          {...form.register("question")}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        <Button asChild variant="outline">
          <Link to="/app">{i18n._("Cancel")}</Link>
        </Button>
        <Button type="submit" disabled={submitQuestion.isPending || done}>
          {submitQuestion.isPending ? i18n._("Submitting...") : i18n._("Submit Question")}
        </Button>
      </div>
    </form>
  );
}
