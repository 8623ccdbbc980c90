/**
 * Admin moderation of one question, shared by the curated Q&A page (/app/qna, admins only,
 * docs/decisions/0011-readings-of-the-spec.md) and Q&A Administration (/app/admin/qna) (docs/product.md#route-map; docs/data-model.md#qa-question):
 * - {@link QuestionEditor}: the inline editor: question area, answer area labelled "Add Answer"
 *   when there is none, Save (disabled while the question is blank, docs/messages.md#admin-qa-edit) and
 *   Cancel; an empty answer saves the question as unanswered.
 * - {@link ModerationControls}: Edit, Archive (only when `canArchive`) and Delete; archive and
 *   delete ask the documented browser confirmations first (docs/messages.md#toasts-and-the-error-catalogue); the hooks toast and refresh.
 */
import { Archive, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { QnaQuestion } from "../../../worker/contract/qna";
import { Button } from "../../components/ui/button";
import { Field, Textarea } from "../../components/ui/field";
import { cn } from "../../lib/cn";
import {
  confirmArchiveQuestion,
  confirmDeleteQuestion,
  useArchiveQuestion,
  useDeleteQuestion,
  useUpdateQuestion,
} from "./admin-api";

/** `onDone` runs after a successful save and on Cancel. */
export function QuestionEditor({ question, onDone }: { question: QnaQuestion; onDone: () => void }) {
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

interface ModerationControlsProps {
  question: QnaQuestion;
  /** Whether Archive shows (the two screens have different rules, docs/data-model.md#states-and-transitions). */
  canArchive: boolean;
  /** Opens the inline editor. */
  onEdit: () => void;
  className?: string;
}

export function ModerationControls({ question, canArchive, onEdit, className }: ModerationControlsProps) {
  const archive = useArchiveQuestion();
  const remove = useDeleteQuestion();
  return (
    <div className={cn("mt-4 flex flex-wrap gap-2", className)}>
      <Button size="sm" variant="outline" onClick={onEdit}>
        <Pencil className="size-4" aria-hidden />
        Edit
      </Button>
      {canArchive && (
        <Button
          size="sm"
          variant="outline"
          disabled={archive.isPending}
          onClick={() => confirmArchiveQuestion() && archive.mutate(question.id)}
        >
          <Archive className="size-4" aria-hidden />
          {archive.isPending ? "Archiving..." : "Archive"}
        </Button>
      )}
      <Button
        size="sm"
        variant="danger"
        disabled={remove.isPending}
        onClick={() => confirmDeleteQuestion() && remove.mutate(question.id)}
      >
        <Trash2 className="size-4" aria-hidden />
        {remove.isPending ? "Deleting..." : "Delete"}
      </Button>
    </div>
  );
}
