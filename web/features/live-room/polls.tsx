/**
 * The session's polls for delegates (docs/live-room.md#polls): an open poll offers its options as
 * large radio buttons, and choosing one casts the vote at once (choosing another changes it until
 * the poll closes); a closed poll shows its results. Drafts never reach delegates, and an open
 * poll's counts stay hidden until it closes. Nothing shows while the session has no poll.
 */
import { useEffect, useState } from "react";
import type { DelegatePoll } from "../../../worker/contract/polls";
import { PollResults } from "../../components/domain/poll-results";
import { Card } from "../../components/ui/card";
import { Badge } from "../../components/ui/feedback";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { usePollVote, useSessionPolls } from "./api";

function OpenPoll({ sessionId, poll }: { sessionId: number; poll: DelegatePoll }) {
  const i18n = useI18n();
  const vote = usePollVote(sessionId);
  // The choice shows at the tap, before the query cache (which notifies on its next tick) has it.
  const [chosen, setChosen] = useState(poll.myVote);
  useEffect(() => setChosen(poll.myVote), [poll.myVote]);
  const choose = (option: number) => {
    setChosen(option);
    vote.mutate(
      { pollId: poll.id, option },
      {
        onError: (e) => {
          setChosen(poll.myVote);
          toast({ title: /*i18n*/ "Error", description: e.message, variant: "destructive" });
        },
      },
    );
  };
  return (
    <fieldset className="grid gap-2" disabled={vote.isPending}>
      <legend className="sr-only">{poll.question}</legend>
      {poll.options.map((option, index) => (
        <label
          key={index}
          className={cn(
            "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-base font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700",
            chosen === index ? "border-brand-700 bg-brand-50 text-brand-900" : "border-slate-300 bg-white",
          )}
        >
          <input
            type="radio"
            name={`poll-${poll.id}`}
            className="size-5 shrink-0 accent-brand-700"
            checked={chosen === index}
            onChange={() => choose(index)}
          />
          <span dir="auto" className="min-w-0 break-words">
            {option.text}
          </span>
        </label>
      ))}
      <p className="text-sm text-slate-700" role="status">
        {chosen === null
          ? i18n._("Choose an answer: results show when the poll closes.")
          : i18n._("Your vote is in. You can change it until the poll closes.")}
      </p>
    </fieldset>
  );
}

export function SessionPolls({ sessionId }: { sessionId: number }) {
  const i18n = useI18n();
  const query = useSessionPolls(sessionId);
  const polls = query.data ?? [];
  if (polls.length === 0) return null;
  // The open polls first, then the closed ones, newest first.
  const shown = [...polls].reverse().sort((a, b) => Number(b.status === "open") - Number(a.status === "open"));
  return (
    <section className="grid gap-3" aria-labelledby="session-polls">
      <h2 id="session-polls" className="text-lg font-bold text-slate-900">
        {i18n._("Polls")}
      </h2>
      {shown.map((poll) => (
        <Card key={poll.id} className="grid gap-3 p-4">
          <div className="flex items-start justify-between gap-3">
            <h3 dir="auto" className="min-w-0 break-words text-base font-bold text-slate-900">
              {poll.question}
            </h3>
            {poll.status === "open" ? (
              <Badge variant="success">{i18n._("Open")}</Badge>
            ) : (
              <Badge variant="neutral">{i18n._("Closed")}</Badge>
            )}
          </div>
          {poll.status === "open" ? (
            <OpenPoll sessionId={sessionId} poll={poll} />
          ) : (
            <PollResults poll={poll} myVote={poll.myVote} />
          )}
        </Card>
      ))}
    </section>
  );
}
