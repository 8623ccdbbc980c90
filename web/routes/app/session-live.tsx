/**
 * /app/sessions/{id}, a session's live room (docs/live-room.md): the session's title, time and
 * place, "Ask a question", and the room's questions ranked by votes, with the caller's vote on
 * each, the session's polls, and, once the session has started, "Rate this session". The list moves live over the session's channel (features/live-room/live-channel.ts), or
 * every 5 s while the channel is down. Organisers also get the moderation of each question, the
 * room's settings and the polls' management (features/admin-live), put together here as features do not import each other
 * (docs/architecture.md#layering-rules).
 */
import ArrowLeft from "lucide-react/icons/arrow-left";
import MessagesSquare from "lucide-react/icons/messages-square";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { localized } from "../../../worker/contract/i18n";
import { formatLongDate, formatTimeRange12h, sessionTiming } from "../../../worker/contract/time";
import { EmptyState, QueryError, Skeleton } from "../../components/ui/feedback";
import { adminPollsQuery, moderatedQuestionsQuery, useModeratedQuestions } from "../../features/admin-live/api";
import { QuestionModerationControls, RoomSettingsCard } from "../../features/admin-live/moderation";
import { PollManager } from "../../features/admin-live/polls";
import {
  applyRoomPolls,
  applyRoomQuestions,
  sessionPollsQuery,
  sessionQuestionsQuery,
  useSessionQuestions,
  useVote,
} from "../../features/live-room/api";
import { AskForm } from "../../features/live-room/ask-form";
import { FeedbackCard } from "../../features/live-room/feedback-card";
import { useLiveChannel } from "../../features/live-room/live-channel";
import { SessionPolls } from "../../features/live-room/polls";
import { RoomQuestionItem } from "../../features/live-room/room-question";
import { useAgenda } from "../../lib/content";
import { useUser } from "../../lib/current-user";
import { useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { useNow } from "../../lib/use-now";
import { usePageTitle } from "../../lib/use-page-title";

function QuestionSkeletons() {
  return (
    <div className="grid gap-3" data-testid="question-skeletons">
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-24 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** The questions could not be read: the error and "Try again". */
function QuestionsError({ query }: { query: { error: Error; refetch: () => unknown; isFetching: boolean } }) {
  const i18n = useI18n();
  return (
    <QueryError
      title={i18n._("Could not load the questions")}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

function DelegateQuestions({ sessionId }: { sessionId: number }) {
  const i18n = useI18n();
  const query = useSessionQuestions(sessionId);
  const vote = useVote(sessionId);
  if (query.isPending) return <QuestionSkeletons />;
  if (query.isError) return <QuestionsError query={query} />;
  const { data } = query;
  if (data.length === 0)
    return (
      <EmptyState
        title={i18n._("No questions yet")}
        icon={<MessagesSquare className="size-10 text-slate-400" aria-hidden />}
      >
        {i18n._("Be the first to ask the speakers.")}
      </EmptyState>
    );
  return (
    <ol className="grid gap-3" aria-label={i18n._("Questions")}>
      {data.map((question) => (
        <RoomQuestionItem
          key={question.id}
          question={question}
          onVote={(on) =>
            vote.mutate(
              { questionId: question.id, on },
              { onError: (e) => toast({ title: /*i18n*/ "Error", description: e.message, variant: "destructive" }) },
            )
          }
        />
      ))}
    </ol>
  );
}

function ModeratedQuestions({ sessionId }: { sessionId: number }) {
  const i18n = useI18n();
  const query = useModeratedQuestions(sessionId, true);
  if (query.isPending) return <QuestionSkeletons />;
  if (query.isError) return <QuestionsError query={query} />;
  const { data } = query;
  return (
    <>
      <RoomSettingsCard sessionId={sessionId} settings={data.settings} />
      {data.questions.length === 0 ? (
        <EmptyState
          title={i18n._("No questions yet")}
          icon={<MessagesSquare className="size-10 text-slate-400" aria-hidden />}
        />
      ) : (
        <ol className="grid gap-3" aria-label={i18n._("Questions")}>
          {data.questions.map((question) => (
            <RoomQuestionItem
              key={question.id}
              question={question}
              controls={
                <QuestionModerationControls
                  sessionId={sessionId}
                  question={question}
                  pinned={data.settings.pinnedQuestionId === question.id}
                />
              }
            />
          ))}
        </ol>
      )}
    </>
  );
}

export default function SessionLivePage() {
  const i18n = useI18n();
  const { id } = useParams();
  const sessionId = Number(id);
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  // An organiser whose sign-in session still needs its second factor is refused every admin call.
  const admin = user?.isAdmin === true && !user.secondFactorNeeded;
  const agenda = useAgenda();
  // A session can be rated once it has started (Kuwait time); checked again every 15 s.
  const now = useNow(15_000);
  const session = agenda.data?.find((item) => item.id === sessionId);
  const title = session ? localized(i18n.locale, session.title, session.titleAr) : i18n._("Questions");
  usePageTitle(title);
  const channel = useLiveChannel({
    sessionId,
    // Not for an id the agenda lacks: its calls would only answer 404.
    enabled: session !== undefined,
    onQuestions: (room) => {
      applyRoomQuestions(queryClient, sessionId, room);
      if (admin) void queryClient.invalidateQueries({ queryKey: moderatedQuestionsQuery(sessionId).queryKey });
    },
    onPolls: (polls) => {
      if (admin) void queryClient.invalidateQueries({ queryKey: adminPollsQuery(sessionId).queryKey });
      else applyRoomPolls(queryClient, sessionId, polls);
    },
    poll: () => {
      const queries = admin
        ? [moderatedQuestionsQuery(sessionId), adminPollsQuery(sessionId)]
        : [sessionQuestionsQuery(sessionId), sessionPollsQuery(sessionId)];
      for (const { queryKey } of queries) void queryClient.invalidateQueries({ queryKey });
    },
  });

  if (agenda.data && !session)
    return (
      <EmptyState title={i18n._("This session is not on the agenda")}>
        <Link to="/app/agenda" className="font-semibold text-brand-800 underline">
          {i18n._("See the agenda")}
        </Link>
      </EmptyState>
    );

  const location = session ? localized(i18n.locale, session.location, session.locationAr) : null;
  const started = session !== undefined && now !== null && sessionTiming(session, now) !== "upcoming";
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-2">
        <Link
          to="/app/agenda"
          className="inline-flex min-h-6 w-fit items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
          {i18n._("Agenda")}
        </Link>
        {session ? (
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        ) : (
          <Skeleton className="h-8 w-3/4" />
        )}
        {session && (
          <p className="text-sm text-slate-700">
            {formatLongDate(session.date, i18n.locale)} ·{" "}
            {formatTimeRange12h(session.startTime, session.endTime, i18n.locale)}
            {location && ` · ${location}`}
          </p>
        )}
        <p className="inline-flex items-center gap-2 text-sm font-medium text-slate-700" data-channel={channel}>
          <span
            className={channel === "live" ? "size-2 rounded-full bg-emerald-600" : "size-2 rounded-full bg-slate-400"}
            aria-hidden
          />
          {channel === "live" ? i18n._("Live: the list moves as the room votes") : i18n._("Updating every 5 seconds")}
        </p>
      </header>
      {admin ? <PollManager sessionId={sessionId} /> : <SessionPolls sessionId={sessionId} />}
      <AskForm sessionId={sessionId} />
      {started && <FeedbackCard sessionId={sessionId} />}
      <section className="grid gap-3" aria-labelledby="room-questions">
        <h2 id="room-questions" className="text-lg font-bold text-slate-900">
          {i18n._("Questions from the room")}
        </h2>
        {admin ? <ModeratedQuestions sessionId={sessionId} /> : <DelegateQuestions sessionId={sessionId} />}
      </section>
    </div>
  );
}
