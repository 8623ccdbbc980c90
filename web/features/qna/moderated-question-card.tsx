/**
 * A curated Q&A card with the admin controls (docs/product.md#curated-qa; docs/decisions/0011-readings-of-the-spec.md: admins only):
 * Edit opens the inline editor in place of the question and answer; Archive shows only for an
 * answered, non-archived question (docs/data-model.md#states-and-transitions); Delete is permanent.
 */
import { useState } from "react";
import { canArchiveInPublicView, type QnaQuestion } from "../../../worker/contract/qna";
import { QuestionCard } from "./question-card";
import { ModerationControls, QuestionEditor } from "./question-moderation";

export function ModeratedQuestionCard({ question, highlighted }: { question: QnaQuestion; highlighted?: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <QuestionCard
      question={question}
      highlighted={highlighted}
      editor={editing ? <QuestionEditor question={question} onDone={() => setEditing(false)} /> : undefined}
      controls={
        !editing && (
          <ModerationControls
            question={question}
            canArchive={canArchiveInPublicView(question)}
            onEdit={() => setEditing(true)}
            className="border-t border-slate-100 pt-4"
          />
        )
      }
    />
  );
}
