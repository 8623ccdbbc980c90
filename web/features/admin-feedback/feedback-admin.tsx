/**
 * Session Feedback (docs/live-room.md#feedback; docs/api.md#live-room): each rated session with its
 * number of ratings and average, its comments under it with the rater's first name, and "Export
 * CSV" (GET /api/admin/feedback/export, downloaded by navigation with the session cookie).
 */
import MessageSquareText from "lucide-react/icons/message-square-text";
import { useQuery } from "@tanstack/react-query";
import { AdminOnly } from "../../components/admin/admin-only";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState, QueryError, Skeleton } from "../../components/ui/feedback";
import { api, json } from "../../lib/api";
import { useI18n } from "../../lib/i18n";
import { urlKey } from "../../lib/query-client";

const feedbackQuery = {
  queryKey: urlKey(api.admin.feedback.$path()),
  queryFn: () => json(api.admin.feedback.$get()),
};

export function FeedbackAdmin() {
  return (
    <AdminOnly>
      <FeedbackSummaries />
    </AdminOnly>
  );
}

function FeedbackSummaries() {
  const i18n = useI18n();
  const query = useQuery(feedbackQuery);
  if (query.isPending)
    return (
      <div className="grid gap-3">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <QueryError
        title={i18n._("Could not load the feedback")}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return (
    <div className="grid gap-4">
      <div>
        <Button asChild variant="outline">
          <a href={api.admin.feedback.export.$path()} download>
            {i18n._("Export CSV")}
          </a>
        </Button>
      </div>
      {query.data.length === 0 ? (
        <EmptyState
          title={i18n._("No ratings yet")}
          icon={<MessageSquareText className="size-10 text-slate-400" aria-hidden />}
        >
          {i18n._("Delegates rate a session from its questions page once it has started.")}
        </EmptyState>
      ) : (
        <ol className="grid gap-3">
          {query.data.map((session) => (
            <li key={session.agendaItemId}>
              <Card className="grid gap-3 p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-base font-bold text-slate-900">{session.title}</h2>
                  <p className="text-sm font-semibold text-slate-700">
                    {i18n._("{average} of 5 from {count, plural, one {# rating} other {# ratings}}", {
                      average: session.average.toFixed(2),
                      count: session.count,
                    })}
                  </p>
                </div>
                {session.comments.length > 0 && (
                  <ul className="grid gap-2 border-t border-slate-100 pt-3">
                    {session.comments.map((comment) => (
                      <li key={`${comment.firstName}-${comment.updatedAt}`} className="text-sm text-slate-800">
                        <p dir="auto" className="whitespace-pre-line">
                          {comment.comment}
                        </p>
                        <p className="text-slate-600">
                          {i18n._("{name}, {rating} of 5", { name: comment.firstName, rating: comment.rating })}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
