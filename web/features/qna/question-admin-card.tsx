/**
 * One question on Q&A Administration (docs/product.md#route-map; docs/data-model.md#qa-question): asker, date, status label
 * (Archived / Approved / Pending), question and answer, and Edit / Archive (any question not yet
 * archived) / Delete. Editing happens in place with the shared inline editor.
 */
import { useId, useState } from "react";
import { qnaStatusLabel } from "../../../worker/contract/admin-qna";
import type { QnaQuestion } from "../../../worker/contract/qna";
import { formatUsDate } from "../../../worker/contract/time";
import { Card } from "../../components/ui/card";
import { Badge } from "../../components/ui/feedback";
import { ModerationControls, QuestionEditor } from "./question-moderation";

const LABEL_VARIANT = { Archived: "neutral", Approved: "success", Pending: "warning" } as const;

export function QuestionAdminCard({ question }: { question: QnaQuestion }) {
  const [editing, setEditing] = useState(false);
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
          <ModerationControls question={question} canArchive={!question.isArchived} onEdit={() => setEditing(true)} />
        </>
      )}
    </Card>
  );
}
