/**
 * /app/qna, "Curated Q&A" (docs/product.md#route-map; docs/decisions/0011-readings-of-the-spec.md#public-qa-visibility): the questions the server lets the
 * caller see. Three skeleton cards while loading, "No Q&A Available Yet" when empty, a
 * `#question-{id}` hash scrolls to its card after 100 ms. Admins also get the unanswered count
 * and inline edit, archive and delete controls on each card: the card of the Q&A feature with the
 * moderation of Q&A Administration (features/admin-qna), put together here as features do not
 * import each other (docs/architecture.md#layering-rules). Texts are messages in the page's
 * language (docs/i18n.md).
 */
import MessageSquarePlus from "lucide-react/icons/message-square-plus";
import MessagesSquare from "lucide-react/icons/messages-square";
import { useState } from "react";
import { Link } from "react-router";
import { questionsWithStatus } from "../../../worker/contract/admin-qna";
import { canArchiveInPublicView, type QnaQuestion } from "../../../worker/contract/qna";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState, QueryError, Skeleton } from "../../components/ui/feedback";
import { useUser } from "../../lib/current-user";
import { ModerationControls, QuestionEditor } from "../../features/admin-qna/question-moderation";
import { useQna } from "../../features/qna/api";
import { QuestionCard } from "../../features/qna/question-card";
import { useHashScroll } from "../../features/qna/use-hash-scroll";
import { useI18n } from "../../lib/i18n";
import { usePageTitle } from "../../lib/use-page-title";

/** Skeleton cards while loading (docs/data-model.md#list-sizes). */
const QNA_SKELETON_COUNT = 3;

/**
 * A curated Q&A card with the admin controls (docs/product.md#curated-qa; docs/decisions/0011-readings-of-the-spec.md: admins only):
 * Edit opens the inline editor in place of the question and answer; Archive shows only for an
 * answered, non-archived question (docs/data-model.md#states-and-transitions); Delete is permanent.
 */
function ModeratedQuestionCard({ question, highlighted }: { question: QnaQuestion; highlighted?: boolean }) {
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

export default function QnaPage() {
  const i18n = useI18n();
  usePageTitle(i18n._("Curated Q&A"));
  const { data: user } = useUser();
  const { data: questions, isPending, isError, error, refetch } = useQna();
  const target = useHashScroll(questions !== undefined);
  const admin = user?.isAdmin === true;

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{i18n._("Curated Q&A")}</h1>
          {admin && questions && (
            <p className="mt-1 text-sm font-medium text-slate-600">
              {i18n._("({count, plural, one {# unanswered question} other {# unanswered questions}})", {
                count: questionsWithStatus(questions, "unanswered").length,
              })}
            </p>
          )}
        </div>
        <Button asChild>
          <Link to="/app/submit-question">
            <MessageSquarePlus className="size-4" aria-hidden />
            {i18n._("Submit Question")}
          </Link>
        </Button>
      </header>
      {isPending ? (
        <div role="status" className="grid gap-4" aria-busy="true" aria-label={i18n._("Loading questions")}>
          {Array.from({ length: QNA_SKELETON_COUNT }, (_, i) => (
            <Card key={i} className="grid gap-3 p-5" data-testid="qna-skeleton">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-5 w-5/6" />
              <Skeleton className="h-16" />
            </Card>
          ))}
        </div>
      ) : isError ? (
        <QueryError title={i18n._("Could not load the questions")} error={error} onRetry={() => void refetch()} />
      ) : questions.length === 0 ? (
        <EmptyState
          title={i18n._("No Q&A Available Yet")}
          icon={<MessagesSquare className="size-8 text-brand-600" aria-hidden />}
        >
          {i18n._(
            "Answered questions from the organisers will appear here. Have one of your own? Submit it and we will get back to you.",
          )}
        </EmptyState>
      ) : (
        <ul className="grid gap-4">
          {questions.map((question) => (
            <li key={question.id}>
              {admin ? (
                <ModeratedQuestionCard question={question} highlighted={question.id === target} />
              ) : (
                <QuestionCard question={question} highlighted={question.id === target} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
