/**
 * One question on Q&A Administration (spec 2; spec 4, Q&A question): asker, date, status label
 * (Archived / Approved / Pending), question and answer, and Edit / Archive / Delete. Editing
 * happens in place; Save stays disabled while the question is blank (spec 5, Admin Q&A edit).
 */
import { Archive, Pencil, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { qnaStatusLabel } from "../../../../worker/contract/admin-qna";
import type { QnaQuestion } from "../../../../worker/contract/qna";
import { formatUsDate } from "../../../../worker/contract/time";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Field, Textarea } from "../../../components/ui/field";
import { Badge } from "../../../components/ui/feedback";
import {
  confirmArchiveQuestion,
  confirmDeleteQuestion,
  useArchiveQuestion,
  useDeleteQuestion,
  useUpdateQuestion,
} from "../../qna/admin-api";

const LABEL_VARIANT = { Archived: "neutral", Approved: "success", Pending: "warning" } as const;

function QuestionEditor({ question, onDone }: { question: QnaQuestion; onDone: () => void }) {
  const [text, setText] = useState(question.question);
  const [answer, setAnswer] = useState(question.answer ?? "");
  const update = useUpdateQuestion();
  return (
    <form
      className="mt-3 grid gap-3"
      aria-label="Edit question"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ id: question.id, question: text.trim(), answer: answer.trim() || null }, { onSuccess: onDone });
      }}
    >
      <Field label="Question">
        <Textarea rows={3} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <Field label={question.answer ? "Answer" : "Add Answer"} hint="Leave empty to keep the question unanswered.">
        <Textarea rows={4} value={answer} onChange={(e) => setAnswer(e.target.value)} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!text.trim() || update.isPending}>
          {update.isPending ? "Saving..." : "Save"}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function QuestionAdminCard({ question }: { question: QnaQuestion }) {
  const [editing, setEditing] = useState(false);
  const archive = useArchiveQuestion();
  const remove = useDeleteQuestion();
  const label = qnaStatusLabel(question);
  const headingId = useId();
  const asker = [question.user.firstName, question.user.lastName].filter(Boolean).join(" ");
  return (
    <Card className="p-5" role="article" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{asker}</span>
          {question.user.email && <span className="break-all"> · {question.user.email}</span>}
          {" · "}
          <time dateTime={question.createdAt}>{formatUsDate(question.createdAt)}</time>
        </p>
        <Badge variant={LABEL_VARIANT[label]}>{label}</Badge>
      </div>
      {editing ? (
        <>
          <h2 id={headingId} className="sr-only">
            {question.question}
          </h2>
          <QuestionEditor question={question} onDone={() => setEditing(false)} />
        </>
      ) : (
        <>
          <h2 id={headingId} className="mt-3 whitespace-pre-line font-semibold text-slate-900">
            {question.question}
          </h2>
          {question.answer ? (
            <div className="mt-3 rounded-lg border-l-4 border-brand-600 bg-brand-50 p-3">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">Answer</p>
              <p className="mt-1 whitespace-pre-line text-slate-800">{question.answer}</p>
            </div>
          ) : (
            <p className="mt-3 text-sm italic text-slate-600">No answer yet.</p>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden />
              Edit
            </Button>
            {!question.isArchived && (
              <Button size="sm" variant="outline" disabled={archive.isPending} onClick={() => confirmArchiveQuestion() && archive.mutate(question.id)}>
                <Archive className="size-4" aria-hidden />
                {archive.isPending ? "Archiving..." : "Archive"}
              </Button>
            )}
            <Button size="sm" variant="danger" disabled={remove.isPending} onClick={() => confirmDeleteQuestion() && remove.mutate(question.id)}>
              <Trash2 className="size-4" aria-hidden />
              {remove.isPending ? "Deleting..." : "Delete"}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
