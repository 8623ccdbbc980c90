/**
 * Door check-in at /app/admin/check-in (admins; docs/decisions/0005-pass-token-and-check-in.md): choose
 * the event, scan passes with the camera or search by name, email or candidate number, see the
 * outcome ("Checked in" / "Already checked in at HH:MM", Kuwait time, or the door's refusal, such
 * as a reissued pass) and live counts per event. A person found can have their pass reissued
 * (features/admin/passes). The event is kept in the URL (?event=GC_POWERLIST) so a reload keeps it.
 */
import { useSearchParams } from "react-router";
import { useState } from "react";
import { EVENT_CODES, isEventCode, type EventCode } from "../../../../worker/contract/event";
import { EVENT_SETTINGS } from "../../../lib/settings";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { EmptyState, Skeleton } from "../../../components/ui/feedback";
import { useUser } from "../../../lib/current-user";
import { useCheckIn, useCheckInCounts, type CheckInRequest } from "../../../features/check-in/api";
import { CheckInResultPanel, type CheckInOutcome } from "../../../features/check-in/check-in-result";
import { CheckInSearch } from "../../../features/check-in/check-in-search";
import type { PassHolder } from "../../../features/admin/passes/api";
import { ReissuePassButton, ReissuePassDialog } from "../../../features/admin/passes/reissue-pass-dialog";
import { QrScanner } from "../../../features/check-in/qr-scanner";
import { cn } from "../../../lib/cn";
import { usePageTitle } from "../../../lib/use-page-title";

function EventChoice({ event, onChange }: { event: EventCode; onChange: (event: EventCode) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">Event</legend>
      <div className="grid grid-cols-2 gap-2">
        {EVENT_CODES.map((code) => (
          <label
            key={code}
            className={cn(
              "flex min-h-11 cursor-pointer items-center justify-center rounded-md border px-3 text-center text-sm font-semibold",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
              code === event
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
            )}
          >
            <input
              type="radio"
              name="event"
              value={code}
              checked={code === event}
              onChange={() => onChange(code)}
              className="sr-only"
            />
            {EVENT_SETTINGS.events[code].name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Counts({ event }: { event: EventCode }) {
  const counts = useCheckInCounts();
  return (
    <section aria-label="Check-in counts" className="grid grid-cols-2 gap-3">
      {EVENT_CODES.map((code) => {
        const count = counts.data?.find((c) => c.event === code);
        return (
          <div
            key={code}
            className={cn(
              "rounded-xl border bg-white p-4",
              code === event ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200",
            )}
          >
            <p className="text-sm font-medium text-slate-700">{EVENT_SETTINGS.events[code].name}</p>
            {count ? (
              <p className="text-2xl font-bold text-slate-900" data-testid={`count-${code}`}>
                {count.checkedIn}
                <span className="text-base font-medium text-slate-600"> / {count.registered} checked in</span>
              </p>
            ) : counts.isError ? (
              <p className="text-sm text-red-700">Counts unavailable</p>
            ) : (
              <Skeleton className="mt-1 h-8 w-24" />
            )}
          </div>
        );
      })}
    </section>
  );
}

function CheckInDesk() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("event");
  const event: EventCode = isEventCode(requested) ? requested : "AC2025";
  const checkIn = useCheckIn();
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  const [reissuing, setReissuing] = useState<PassHolder | null>(null);

  const submit = (request: CheckInRequest) =>
    checkIn.mutate(request, {
      onSuccess: (result) => setOutcome({ result }),
      onError: (error) => setOutcome({ error: error.message || "Check-in failed. Please try again." }),
    });

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Door Check-in</h1>
      <EventChoice
        event={event}
        onChange={(next) => {
          setOutcome(null);
          setParams({ event: next }, { replace: true });
        }}
      />
      <Counts event={event} />
      <CheckInResultPanel outcome={outcome} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Scan a pass</CardTitle>
          </CardHeader>
          <CardContent>
            <QrScanner onScan={(token) => submit({ event, token })} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Find a person</CardTitle>
          </CardHeader>
          <CardContent>
            <CheckInSearch
              event={event}
              busy={checkIn.isPending}
              onCheckIn={(person) => submit({ event, userId: person.id })}
              personActions={(person) => <ReissuePassButton holder={person} onClick={() => setReissuing(person)} />}
            />
          </CardContent>
        </Card>
      </div>
      <ReissuePassDialog holder={reissuing} onClose={() => setReissuing(null)} />
    </div>
  );
}

export default function CheckInPage() {
  usePageTitle("Door Check-in");
  const { data: user } = useUser();
  if (!user?.isAdmin) {
    return <EmptyState title="Admin access required">Door check-in is for the organisers.</EmptyState>;
  }
  return <CheckInDesk />;
}
