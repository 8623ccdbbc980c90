/**
 * /live/{id}, the presenter screen of a session's live room (docs/live-room.md#presenter-screen):
 * full-screen with large type for the room's projector, the session's title, the pinned question
 * and the top questions by votes, re-ranked live over the session's channel (or every 5 s while
 * it is down), and above them the open poll's votes as a bar chart, live (or the last closed
 * poll's results). Open to admins, and to the holder of the presenter link, whose token is the URL's
 * fragment (`/live/12#<token>`, never sent to a server; the screen passes it as `?presenter=`).
 * Each question takes its own direction, so an Arabic question reads right to left.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { RoomQuestion } from "../../worker/contract/live";
import { localized } from "../../worker/contract/i18n";
import type { Poll } from "../../worker/contract/polls";
import { PollResults } from "../components/domain/poll-results";
import { useLiveChannel } from "../features/live-room/live-channel";
import { api, json } from "../lib/api";
import { useUser } from "../lib/current-user";
import { useI18n } from "../lib/i18n";
import { urlKey } from "../lib/query-client";
import { usePageTitle } from "../lib/use-page-title";

/** Questions under the pinned one: what a projector shows legibly from the back of a ballroom. */
const TOP_QUESTIONS = 5;

/**
 * The poll the screen shows: the latest open one, else the latest closed one (its results stay up
 * until another opens or an organiser deletes it). Polls come oldest first.
 */
function shownPoll(polls: readonly Poll[]): Poll | undefined {
  return polls.findLast((poll) => poll.status === "open") ?? polls.findLast((poll) => poll.status === "closed");
}

function presenterToken(): string | undefined {
  const token = window.location.hash.slice(1);
  return token || undefined;
}

function QuestionLine({ question, large }: { question: RoomQuestion; large?: boolean }) {
  const i18n = useI18n();
  return (
    <li className="flex items-start gap-6 rounded-2xl bg-white/10 p-6">
      <p
        dir="auto"
        className={
          large
            ? "flex-1 text-4xl font-bold leading-snug xl:text-6xl"
            : "flex-1 text-3xl font-semibold leading-snug xl:text-5xl"
        }
      >
        {question.text}
      </p>
      <p className="shrink-0 text-center">
        <span className="block text-4xl font-extrabold tabular-nums xl:text-6xl">{question.votes}</span>
        <span className="text-lg text-white/80 xl:text-2xl">
          {i18n._("{count, plural, one {vote} other {votes}}", { count: question.votes })}
        </span>
      </p>
    </li>
  );
}

export default function PresenterPage() {
  const i18n = useI18n();
  const sessionId = Number(useParams().id);
  const presenter = presenterToken();
  const param = { id: String(sessionId) };
  const query = { presenter };
  const queryKey = urlKey(api.live[":id"].$path({ param, query: {} }), { presenter });
  const queryClient = useQueryClient();
  // Without the presenter link only an organiser may watch: nothing is asked of the server for
  // anyone else, whose requests would only be refused.
  const { data: user, isPending: userPending } = useUser();
  const allowed = presenter !== undefined || user?.isAdmin === true;
  const view = useQuery({ queryKey, queryFn: () => json(api.live[":id"].$get({ param, query })), enabled: allowed });
  useLiveChannel({
    sessionId,
    presenter,
    enabled: allowed,
    onQuestions: (questions) =>
      queryClient.setQueryData(queryKey, (previous: typeof view.data) => previous && { ...previous, questions }),
    onPolls: (polls) =>
      queryClient.setQueryData(queryKey, (previous: typeof view.data) => previous && { ...previous, polls }),
    poll: () => void view.refetch(),
  });
  const title = view.data ? localized(i18n.locale, view.data.title, view.data.titleAr) : "";
  usePageTitle(title || i18n._("Presenter screen"));

  if (view.isError || (!allowed && !userPending))
    return (
      <main className="flex min-h-dvh items-center justify-center bg-brand-950 p-8 text-white">
        <div className="max-w-xl text-center">
          <h1 className="text-3xl font-bold">{i18n._("This screen needs the presenter link")}</h1>
          <p className="mt-4 text-lg text-white/85">
            {i18n._("Ask an organiser for the session's presenter link, or sign in as an organiser.")}
          </p>
        </div>
      </main>
    );

  const questions = view.data?.questions ?? [];
  const poll = shownPoll(view.data?.polls ?? []);
  const pinned = questions.find((question) => question.pinned);
  const top = questions.filter((question) => !question.pinned && !question.answered).slice(0, TOP_QUESTIONS);
  return (
    <main className="surface-dark min-h-dvh bg-gradient-to-br from-brand-950 to-brand-800 p-8 text-white lg:p-12">
      <h1 className="text-3xl font-extrabold lg:text-5xl xl:text-6xl">{title}</h1>
      {pinned && (
        <section aria-labelledby="pinned-title" className="mt-10">
          <h2 id="pinned-title" className="text-xl font-bold uppercase tracking-wide text-accent-300 xl:text-3xl">
            {i18n._("Now answering")}
          </h2>
          <ol className="mt-4">
            <QuestionLine question={pinned} large />
          </ol>
        </section>
      )}
      {poll && (
        <section aria-labelledby="poll-title" className="mt-10 rounded-2xl bg-white/10 p-6 lg:p-8">
          <h2 id="poll-title" className="text-xl font-bold uppercase tracking-wide text-accent-300 xl:text-3xl">
            {poll.status === "open" ? i18n._("Poll: vote on your phone") : i18n._("Poll results")}
          </h2>
          <p dir="auto" className="mt-3 mb-6 text-3xl font-bold leading-snug xl:text-5xl">
            {poll.question}
          </p>
          <PollResults poll={poll} size="large" />
        </section>
      )}
      <section aria-labelledby="top-title" className="mt-10">
        <h2 id="top-title" className="text-xl font-bold uppercase tracking-wide text-accent-300 xl:text-3xl">
          {i18n._("Top questions")}
        </h2>
        {top.length === 0 ? (
          <p className="mt-4 text-2xl text-white/85">{i18n._("No questions yet")}</p>
        ) : (
          <ol className="mt-4 grid gap-4" aria-label={i18n._("Top questions")}>
            {top.map((question) => (
              <QuestionLine key={question.id} question={question} />
            ))}
          </ol>
        )}
      </section>
    </main>
  );
}
