/**
 * Question form (docs/product.md#submit-question; docs/messages.md#questions): the read-only "Submitting as"
 * email, a 6-row question area validated with the API's schema (required, at least 10
 * characters), Cancel and Submit Question. Success toasts for 5 s and returns to /app after 2 s.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { questionSchema, type QuestionData, type QuestionInput } from "../../../worker/contract/qna";
import { Button } from "../../components/ui/button";
import { Field, Input, Textarea } from "../../components/ui/field";
import { toast } from "../../lib/toast";
import { useSubmitQuestion } from "./api";
import { QUESTION_FAILED_TOAST, QUESTION_REDIRECT_MS, QUESTION_SUBMITTED_TOAST } from "./messages";

export function SubmitQuestionForm({ email }: { email: string }) {
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
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Submit a question">
      <Field label="Submitting as">
        <Input type="email" value={email} readOnly className="bg-slate-100" />
      </Field>
      <Field label="Your Question" required error={errors.question?.message} hint="At least 10 characters.">
        <Textarea rows={6} placeholder="Type your question for the organisers..." {...form.register("question")} />
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        <Button asChild variant="outline">
          <Link to="/app">Cancel</Link>
        </Button>
        <Button type="submit" disabled={submitQuestion.isPending || done}>
          {submitQuestion.isPending ? "Submitting..." : "Submit Question"}
        </Button>
      </div>
    </form>
  );
}
