/**
 * Admin moderation of one question, shared by the curated Q&A page (/app/qna, admins only,
 * docs/decisions/0011-readings-of-the-spec.md) and Q&A Administration (/app/admin/qna) (docs/product.md#route-map; docs/data-model.md#qa-question):
 * - {@link QuestionEditor}: the inline editor: question area, answer area labelled "Add Answer"
 *   when there is none, Save (disabled while the question is blank, docs/messages.md#admin-qa-edit) and
 *   Cancel; an empty answer saves the question as unanswered.
 * - {@link ModerationControls}: Edit, Archive (only when `canArchive`) and Delete; archive and
 *   delete ask the documented browser confirmations first (docs/messages.md#toasts-and-the-error-catalogue); the hooks toast and refresh.
 * Every text is written in the page's language (docs/i18n.md); the question and the answer take
 * their own direction (`dir="auto"`), as an organiser may write either in English or Arabic.
 */
import Archive from "lucide-react/icons/archive";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import { useState } from "react";
import type { QnaQuestion } from "../../../worker/contract/qna";
import { Button } from "../../components/ui/button";
import { Field, Textarea } from "../../components/ui/field";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";
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
  const i18n = useI18n();
  return (
    <form
      className="mt-3 grid gap-3"
      aria-label={i18n._("Edit question")}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ id: question.id, question: text.trim(), answer: answer.trim() || null }, { onSuccess: onDone });
      }}
    >
      <Field label={i18n._("Question")}>
        <Textarea rows={3} dir="auto" value={text} onChange={(event) => setText(event.target.value)} />
      </Field>
      <Field
        label={question.answer ? i18n._("Answer") : i18n._("Add Answer")}
        hint={i18n._("Leave empty to keep the question unanswered.")}
      >
        <Textarea rows={4} dir="auto" value={answer} onChange={(event) => setAnswer(event.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!text.trim() || update.isPending}>
          {update.isPending ? i18n._("Saving...") : i18n._("Save")}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone} disabled={update.isPending}>
          {i18n._("Cancel")}
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
  const i18n = useI18n();
  return (
    <div className={cn("mt-4 flex flex-wrap gap-2", className)}>
      <Button size="sm" variant="outline" onClick={onEdit}>
        <Pencil className="size-4" aria-hidden />
        {i18n._("Edit")}
      </Button>
      {canArchive && (
        <Button
          size="sm"
          variant="outline"
          disabled={archive.isPending}
          onClick={() => confirmArchiveQuestion(i18n) && archive.mutate(question.id)}
        >
          <Archive className="size-4" aria-hidden />
          {archive.isPending ? i18n._("Archiving...") : i18n._("Archive")}
        </Button>
      )}
      <Button
        size="sm"
        variant="danger"
        disabled={remove.isPending}
        onClick={() => confirmDeleteQuestion(i18n) && remove.mutate(question.id)}
      >
        <Trash2 className="size-4" aria-hidden />
        {remove.isPending ? i18n._("Deleting...") : i18n._("Delete")}
      </Button>
    </div>
  );
}
