/**
 * The outcome of the last check-in at the door: "Checked in", "Already checked in at HH:MM"
 * (Kuwait time) or the server's refusal (e.g. "This QR code is not a valid conference pass.").
 * A live region, so screen readers announce each outcome.
 */
import { CircleCheck, CircleX, Clock } from "lucide-react";
import { EVENT_SETTINGS } from "../../lib/settings";
import type { CheckInResult } from "../../../worker/contract/pass";
import { kuwaitTime } from "../../../worker/contract/time";
import { formatCandidateNumber, passLabel } from "../../../worker/contract/user";
import { cn } from "../../lib/cn";

export type CheckInOutcome = { result: CheckInResult } | { error: string };

/** "Already checked in at 08:05" for an ISO instant, in Kuwait time. */
function alreadyCheckedInText(checkedInAt: string): string {
  return `Already checked in at ${kuwaitTime(new Date(checkedInAt))}`;
}

function Body({ outcome }: { outcome: CheckInOutcome }) {
  if ("error" in outcome) {
    return (
      <div className="flex items-start gap-3">
        <CircleX className="size-8 shrink-0" aria-hidden />
        <div>
          <p className="text-lg font-bold">Not checked in</p>
          <p>{outcome.error}</p>
        </div>
      </div>
    );
  }
  const { result } = outcome;
  const { person } = result;
  const first = result.status === "checked_in";
  const Icon = first ? CircleCheck : Clock;
  return (
    <div className="flex items-start gap-3">
      <Icon className="size-8 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="text-lg font-bold">{first ? "Checked in" : alreadyCheckedInText(person.checkedInAt)}</p>
        <p className="text-xl font-semibold break-words" dir="auto">
          {person.firstName} {person.lastName}
        </p>
        <p className="text-sm break-words">
          {formatCandidateNumber(person.candidateNumber)} · {passLabel(person.userType)} ·{" "}
          <span dir="auto">{person.company}</span>
        </p>
        <p className="text-sm">{EVENT_SETTINGS.events[result.event].name}</p>
      </div>
    </div>
  );
}

export function CheckInResultPanel({ outcome }: { outcome: CheckInOutcome | null }) {
  const tone = !outcome
    ? "border-slate-200 bg-white text-slate-700"
    : "error" in outcome
      ? "border-red-300 bg-red-50 text-red-900"
      : outcome.result.status === "checked_in"
        ? "border-emerald-300 bg-emerald-50 text-emerald-900"
        : "border-amber-300 bg-amber-50 text-amber-950";
  return (
    <div role="status" aria-live="polite" data-testid="check-in-result" className={cn("rounded-xl border p-4", tone)}>
      {outcome ? (
        <Body outcome={outcome} />
      ) : (
        <p className="text-sm">Scan a pass or search for a person to check them in.</p>
      )}
    </div>
  );
}
