/**
 * A poll's results as a horizontal bar chart (docs/live-room.md#polls): each option with its share
 * of the votes as a bar, the percentage and the count, and the total. Plain HTML, so screen readers
 * read every figure and the bars follow the page's direction (right to left in Arabic). Shared by
 * the delegates' closed polls, the organisers' poll list and the presenter screen (`size="large"`).
 * The caller's own option, when given, is marked "Your vote".
 */
import type { Poll } from "../../../worker/contract/polls";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";

interface PollResultsProps {
  /** A poll whose counts are known (`votes` not null). */
  poll: Poll;
  /** The 0-based option the viewer chose, if any. */
  myVote?: number | null;
  size?: "normal" | "large";
}

/** Whole-number percentage of `votes` in `total` (0 when nobody voted). */
function share(votes: number, total: number): number {
  return total === 0 ? 0 : Math.round((votes / total) * 100);
}

export function PollResults({ poll, myVote = null, size = "normal" }: PollResultsProps) {
  const i18n = useI18n();
  const total = poll.total ?? 0;
  const large = size === "large";
  const percent = new Intl.NumberFormat(i18n.locale, { style: "percent" });
  return (
    <div className="grid gap-3">
      <ul className={cn("grid", large ? "gap-5" : "gap-3")} aria-label={i18n._("Results")}>
        {poll.options.map((option, index) => {
          const votes = option.votes ?? 0;
          const pct = share(votes, total);
          return (
            <li key={index} className="grid gap-1">
              <div
                className={cn("flex items-baseline justify-between gap-3", large ? "text-3xl xl:text-4xl" : "text-sm")}
              >
                <span dir="auto" className="min-w-0 break-words font-semibold">
                  {option.text}
                  {myVote === index && (
                    <span className="ms-2 text-xs font-bold text-brand-800">{i18n._("Your vote")}</span>
                  )}
                </span>
                <span className="shrink-0 tabular-nums">
                  {percent.format(pct / 100)}{" "}
                  <span className={large ? "text-white/80" : "text-slate-600"}>
                    ({i18n._("{count, plural, one {# vote} other {# votes}}", { count: votes })})
                  </span>
                </span>
              </div>
              <div
                className={cn("overflow-hidden rounded-full", large ? "h-8 bg-white/15" : "h-3 bg-slate-100")}
                aria-hidden
              >
                <div
                  className={cn(
                    "h-full rounded-full transition-[width] duration-500",
                    large ? "bg-accent-300" : "bg-brand-700",
                  )}
                  style={{ width: `${pct}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <p className={large ? "text-2xl text-white/85" : "text-sm text-slate-700"}>
        {i18n._("{count, plural, one {# vote in all} other {# votes in all}}", { count: total })}
      </p>
    </div>
  );
}
