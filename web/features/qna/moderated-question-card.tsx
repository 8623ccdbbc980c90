/**
 * A curated Q&A card with the admin controls (spec 2, Curated Q&A; decisions.md: admins only):
 * Edit opens the inline editor (question area, answer area labelled "Add Answer" when there is
 * none, Save and Cancel; Save needs a non-blank question, spec 5), Archive shows only for an
 * answered, non-archived question (spec 4), Delete is permanent. Archive and delete ask the
 * spec's browser confirmations; the hooks toast and refresh the lists.
 */
import { Archive, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { canArchiveInPublicView, type QnaQuestion } from "../../../worker/contract/qna";
import { Button } from "../../components/ui/button";
import { Field, Textarea } from "../../components/ui/field";
import {
  confirmArchiveQuestion,
  confirmDeleteQuestion,
  useArchiveQuestion,
  useDeleteQuestion,
  useUpdateQuestion,
} from "./admin-api";
import { QuestionCard } from "./question-card";

function InlineEditor({ question, onDone }: { question: QnaQuestion; onDone: () => void }) {
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
        <Textarea rows={3} value={text} onChange={(event) => setText(event.target.value)} />
      </Field>
      <Field label={question.answer ? "Answer" : "Add Answer"} hint="Leave empty to keep the question unanswered.">
        <Textarea rows={4} value={answer} onChange={(event) => setAnswer(event.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-2">
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

export function ModeratedQuestionCard({ question, highlighted }: { question: QnaQuestion; highlighted?: boolean }) {
  const [editing, setEditing] = useState(false);
  const archive = useArchiveQuestion();
  const remove = useDeleteQuestion();
  return (
    <QuestionCard
      question={question}
      highlighted={highlighted}
      editor={editing ? <InlineEditor question={question} onDone={() => setEditing(false)} /> : undefined}
      controls={
        !editing && (
          <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden />
              Edit
            </Button>
            {canArchiveInPublicView(question) && (
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
        )
      }
    />
  );
}
