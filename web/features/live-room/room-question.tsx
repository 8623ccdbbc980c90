/**
 * One question of a session's live room (docs/live-room.md#questions): its text in its own
 * direction, the asker's first name, the Pinned, Answered and "Waiting for approval" badges, and
 * the votes with the caller's vote toggle (`aria-pressed`). `controls` holds the organisers'
 * moderation.
 */
import ThumbsUp from "lucide-react/icons/thumbs-up";
import type { ReactNode } from "react";
import type { RoomQuestion } from "../../../worker/contract/live";
import { directionOf } from "../../../worker/contract/i18n";
import { Badge } from "../../components/ui/feedback";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";

interface RoomQuestionItemProps {
  question: RoomQuestion & { votedByMe?: boolean; awaitingApproval?: boolean; hidden?: boolean };
  /** Toggles the caller's vote; without it the votes are only shown. */
  onVote?: (on: boolean) => void;
  controls?: ReactNode;
}

export function RoomQuestionItem({ question, onVote, controls }: RoomQuestionItemProps) {
  const i18n = useI18n();
  const dir = directionOf(i18n.locale);
  const voted = question.votedByMe === true;
  const votes = i18n._("{count, plural, one {# vote} other {# votes}}", { count: question.votes });
  const waiting = question.awaitingApproval === true;
  return (
    <li
      className={cn(
        "grid gap-3 rounded-xl border bg-white p-4 shadow-sm",
        question.pinned ? "border-brand-600 ring-2 ring-brand-600/20" : "border-slate-200",
        (question.hidden || waiting) && "border-dashed bg-slate-50",
      )}
    >
      <div className="flex items-start gap-3">
        <p dir="auto" className="min-w-0 flex-1 whitespace-pre-line break-words text-base font-semibold text-slate-900">
          {question.text}
        </p>
        {onVote && !waiting ? (
          <button
            type="button"
            aria-pressed={voted}
            aria-label={
              voted
                ? i18n._("Remove your vote ({votes})", { votes })
                : i18n._("Vote for this question ({votes})", { votes })
            }
            onClick={() => onVote(!voted)}
            className={cn(
              "inline-flex min-h-11 min-w-14 shrink-0 flex-col items-center justify-center rounded-lg border px-2 text-sm font-bold",
              voted
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
            )}
          >
            <ThumbsUp className="size-4" aria-hidden />
            {question.votes}
          </button>
        ) : (
          <span className="shrink-0 text-sm font-semibold text-slate-700">{votes}</span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span dir={dir}>{i18n._("Asked by {name}", { name: question.askerFirstName })}</span>
        {question.pinned && <Badge variant="brand">{i18n._("Pinned")}</Badge>}
        {question.answered && <Badge variant="success">{i18n._("Answered")}</Badge>}
        {waiting && <Badge variant="warning">{i18n._("Waiting for approval")}</Badge>}
        {question.hidden && <Badge variant="neutral">{i18n._("Hidden")}</Badge>}
      </div>
      {controls}
    </li>
  );
}
