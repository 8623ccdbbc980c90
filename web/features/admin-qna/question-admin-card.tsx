/**
 * One question on Q&A Administration (docs/product.md#route-map; docs/data-model.md#qa-question): asker, date, status label
 * (Archived / Approved / Pending), question and answer, and Edit / Archive (any question not yet
 * archived) / Delete. Editing happens in place with the shared inline editor. The texts and the
 * date are written in the page's language (docs/i18n.md); the asker's name, the question and the
 * answer take their own direction and the email reads left to right, each isolated from the
 * date beside it (a `dir` attribute isolates, HTML Living Standard, Rendering: Bidirectional text).
 */
import { useId, useState } from "react";
import { qnaStatusLabel } from "../../../worker/contract/admin-qna";
import { directionOf, type I18n } from "../../../worker/contract/i18n";
import type { QnaQuestion } from "../../../worker/contract/qna";
import { formatUsDate } from "../../../worker/contract/time";
import { Card } from "../../components/ui/card";
import { Badge } from "../../components/ui/feedback";
import { useI18n } from "../../lib/i18n";
import { ModerationControls, QuestionEditor } from "./question-moderation";

const LABEL_VARIANT = { Archived: "neutral", Approved: "success", Pending: "warning" } as const;

/** The status label in `i18n`'s language. */
function statusText(label: keyof typeof LABEL_VARIANT, i18n: I18n): string {
  if (label === "Archived") return i18n._("Archived");
  if (label === "Approved") return i18n._("Approved");
  return i18n._("Pending");
}

export function QuestionAdminCard({ question }: { question: QnaQuestion }) {
  const [editing, setEditing] = useState(false);
  const label = qnaStatusLabel(question);
  const headingId = useId();
  const i18n = useI18n();
  const asker = [question.user.firstName, question.user.lastName].filter(Boolean).join(" ");
  return (
    <Card className="p-5" role="article" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-sm text-slate-600">
          <bdi className="font-semibold text-slate-900">{asker}</bdi>
          {question.user.email && (
            <>
              {" · "}
              <span className="break-all" dir="ltr">
                {question.user.email}
              </span>
            </>
          )}
          {" · "}
          <time dateTime={question.createdAt} dir={directionOf(i18n.locale)}>
            {formatUsDate(question.createdAt, i18n.locale)}
          </time>
        </p>
        <Badge variant={LABEL_VARIANT[label]}>{statusText(label, i18n)}</Badge>
      </div>
      {editing ? (
        <>
          <h2 id={headingId} className="sr-only" dir="auto">
            {question.question}
          </h2>
          <QuestionEditor question={question} onDone={() => setEditing(false)} />
        </>
      ) : (
        <>
          <h2 id={headingId} dir="auto" className="mt-3 whitespace-pre-line font-semibold text-slate-900">
            {question.question}
          </h2>
          {question.answer ? (
            <div className="mt-3 rounded-lg border-s-4 border-brand-600 bg-brand-50 p-3">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{i18n._("Answer")}</p>
              <p className="mt-1 whitespace-pre-line text-slate-800" dir="auto">
                {question.answer}
              </p>
            </div>
          ) : (
            <p className="mt-3 text-sm italic text-slate-600">{i18n._("No answer yet.")}</p>
          )}
          <ModerationControls question={question} canArchive={!question.isArchived} onEdit={() => setEditing(true)} />
        </>
      )}
    </Card>
  );
}
