/**
 * The outcome of the last presentation at the desk (docs/product.md#door-check-in): "Checked in",
 * "Already checked in at HH:MM" (Kuwait time, " at another desk" when another device made it) or
 * "Not checked in" with the door's reason, then the person and the event. A check-in still in
 * the device's queue is marked "Not yet synced". A live region, so screen readers announce each
 * outcome.
 */
import CircleCheck from "lucide-react/icons/circle-check";
import CircleX from "lucide-react/icons/circle-x";
import Clock from "lucide-react/icons/clock";
import { writeMessage } from "../../../worker/contract/message-templates";
import { formatCandidateNumber, passLabel } from "../../../worker/contract/user";
import { Badge } from "../../components/ui/feedback";
import { cn } from "../../lib/cn";
import { useEventSettings } from "../../lib/event-settings";
import { useI18n } from "../../lib/i18n";
import type { DoorOutcome } from "./verify";

function Body({ outcome, unsynced }: { outcome: DoorOutcome; unsynced: boolean }) {
  const { verdict, person } = outcome;
  const settings = useEventSettings();
  const i18n = useI18n();
  // The desk's verdicts are English (the door's rule is shared with the Worker): written here in the page's language.
  const message = writeMessage(i18n, outcome.message);
  const label = person && passLabel(person.userType);
  if (verdict.status === "refused") {
    return (
      <div className="flex items-start gap-3">
        <CircleX className="size-8 shrink-0" aria-hidden />
        <div>
          <p className="text-lg font-bold">{i18n._("Not checked in")}</p>
          <p>{message}</p>
        </div>
      </div>
    );
  }
  const Icon = verdict.status === "checked_in" ? CircleCheck : Clock;
  return (
    <div className="flex items-start gap-3">
      <Icon className="size-8 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="text-lg font-bold">{message}</p>
        {person && (
          <>
            <p className="text-xl font-semibold break-words" dir="auto">
              {person.firstName} {person.lastName}
            </p>
            <p className="text-sm break-words">
              <bdi dir="ltr">{formatCandidateNumber(person.candidateNumber)}</bdi> ·{" "}
              {/* "ASAR" is the organiser's name and stays in Latin letters; "DELEGATE" is a word. */}
              {label === "DELEGATE" ? i18n._("DELEGATE") : label} · <span dir="auto">{person.company}</span>
            </p>
          </>
        )}
        <p className="text-sm">{settings.events[outcome.event].name}</p>
        {unsynced && (
          <Badge variant="warning" className="mt-1">
            {i18n._("Not yet synced")}
          </Badge>
        )}
      </div>
    </div>
  );
}

export function CheckInResultPanel({ outcome, unsynced }: { outcome: DoorOutcome | null; unsynced: boolean }) {
  const i18n = useI18n();
  const tone = !outcome
    ? "border-slate-200 bg-white text-slate-700"
    : outcome.verdict.status === "refused"
      ? "border-red-300 bg-red-50 text-red-900"
      : outcome.verdict.status === "checked_in"
        ? "border-emerald-300 bg-emerald-50 text-emerald-900"
        : "border-amber-300 bg-amber-50 text-amber-950";
  return (
    <div role="status" aria-live="polite" data-testid="check-in-result" className={cn("rounded-xl border p-4", tone)}>
      {outcome ? (
        <Body outcome={outcome} unsynced={unsynced} />
      ) : (
        <p className="text-sm">{i18n._("Scan a pass or search for a person to check them in.")}</p>
      )}
    </div>
  );
}
