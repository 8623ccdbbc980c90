/**
 * One curated Q&A card (docs/product.md#curated-qa): "Question by" and the asker's first name, the long
 * US date, "Unanswered" and "Archived" badges, the question, and the answer block labelled with
 * the organiser's name when an answer exists. `children` holds the admin controls or editor. The
 * date is written in the page's language; the question and the answer take their own direction.
 * The asker line and the date are isolated from each other (a `dir` attribute isolates, HTML
 * Living Standard, Rendering: Bidirectional text), so a Latin name is not read together with the
 * date's leading number in Arabic.
 */
import type { ReactNode } from "react";
import { useEventSettings } from "../../lib/event-settings";
import { directionOf } from "../../../worker/contract/i18n";
import type { QnaQuestion } from "../../../worker/contract/qna";
import { formatUsDate } from "../../../worker/contract/time";
import { Badge } from "../../components/ui/feedback";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";

interface QuestionCardProps {
  question: QnaQuestion;
  /** Ring the card (the `#question-{id}` target). */
  highlighted?: boolean;
  /** Replaces the question and answer (inline editor). */
  editor?: ReactNode;
  /** Admin controls under the card's content. */
  controls?: ReactNode;
}

export function QuestionCard({ question, highlighted, editor, controls }: QuestionCardProps) {
  const headingId = `question-${question.id}-title`;
  const { organiser } = useEventSettings();
  const i18n = useI18n();
  const dir = directionOf(i18n.locale);
  return (
    <Card
      id={`question-${question.id}`}
      role="article"
      aria-labelledby={headingId}
      className={cn("scroll-mt-24 p-5", highlighted && "ring-2 ring-brand-500")}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-900" dir={dir}>
            {i18n._("Question by {name}", { name: question.user.firstName })}
          </span>
          {" · "}
          <time dateTime={question.createdAt} dir={dir}>
            {formatUsDate(question.createdAt, i18n.locale)}
          </time>
        </p>
        <div className="flex gap-2">
          {!question.isAnswered && <Badge variant="warning">{i18n._("Unanswered")}</Badge>}
          {question.isArchived && <Badge variant="neutral">{i18n._("Archived")}</Badge>}
        </div>
      </div>
      {editor ? (
        <>
          <h2 id={headingId} className="sr-only" dir="auto">
            {question.question}
          </h2>
          {editor}
        </>
      ) : (
        <>
          <h2 id={headingId} dir="auto" className="mt-3 whitespace-pre-line text-base font-semibold text-slate-900">
            {question.question}
          </h2>
          {question.answer && (
            <div className="mt-4 rounded-lg border-s-4 border-brand-600 bg-brand-50 p-4">
              <p className="text-sm font-semibold text-brand-800">{organiser}</p>
              <p className="mt-1 whitespace-pre-line text-slate-800" dir="auto">
                {question.answer}
              </p>
            </div>
          )}
        </>
      )}
      {controls}
    </Card>
  );
}
