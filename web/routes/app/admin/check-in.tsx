/**
 * Door check-in at /app/admin/check-in (admins; docs/product.md#door-check-in,
 * docs/decisions/0005-pass-token-and-check-in.md). Works without a network: the device keeps the
 * pass public key and the admitted people, decides each scan itself and syncs its check-ins when
 * the network is there (features/check-in). Choose the event, scan with a handheld scanner or the
 * camera, type or paste a pass code, or search by name or candidate number; see the outcome, the
 * desk's state and the live arrivals. A person found can have their pass reissued
 * (components/admin/reissue-pass-dialog.tsx). The event is kept in the URL (?event=GC_POWERLIST) so a reload keeps it.
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import { EVENT_CODES, type EventCode, isEventCode } from "../../../../worker/contract/event";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { EmptyState, PageSpinner, Spinner } from "../../../components/ui/feedback";
import { type PassHolder, ReissuePassButton, ReissuePassDialog } from "../../../components/admin/reissue-pass-dialog";
import { Arrivals } from "../../../features/check-in/arrivals";
import { CheckInResultPanel } from "../../../features/check-in/check-in-result";
import { CheckInSearch } from "../../../features/check-in/check-in-search";
import { DeskStatus } from "../../../features/check-in/desk-status";
import { PassCodeField } from "../../../features/check-in/pass-code-field";
import { QrScanner } from "../../../features/check-in/qr-scanner";
import { useDesk } from "../../../features/check-in/use-desk";
import type { DoorOutcome, Presented } from "../../../features/check-in/verify";
import { cn } from "../../../lib/cn";
import { AdminOnly } from "../../../components/admin/admin-only";
import { useUser } from "../../../lib/current-user";
import { useEventSettings } from "../../../lib/event-settings";
import { useI18n } from "../../../lib/i18n";
import { usePageTitle } from "../../../lib/use-page-title";

function EventChoice({ event, onChange }: { event: EventCode; onChange: (event: EventCode) => void }) {
  const settings = useEventSettings();
  const i18n = useI18n();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">{i18n._("Event")}</legend>
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
            {settings.events[code].name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CheckInDesk() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("event");
  const event: EventCode = isEventCode(requested) ? requested : "AC2025";
  const i18n = useI18n();
  const desk = useDesk();
  const { store } = desk;
  const [outcome, setOutcome] = useState<DoorOutcome | null>(null);
  const [reissuing, setReissuing] = useState<PassHolder | null>(null);

  const present = (presented: Presented) => {
    void desk.checkIn(presented, event).then((result) => result && setOutcome(result));
  };
  const unsynced =
    outcome?.verdict.status === "checked_in" &&
    store?.queued().some((item) => item.personId === outcome.person?.id && item.event === outcome.event) === true;

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-slate-900">{i18n._("Door Check-in")}</h1>
      <EventChoice
        event={event}
        onChange={(next) => {
          setOutcome(null);
          setParams({ event: next }, { replace: true });
        }}
      />
      <PassCodeField onCode={(token) => present({ token })} />
      <CheckInResultPanel outcome={outcome} unsynced={unsynced} />
      <DeskStatus desk={desk} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{i18n._("Find a person")}</CardTitle>
          </CardHeader>
          <CardContent>
            {store ? (
              <CheckInSearch
                store={store}
                event={event}
                onCheckIn={(person) => present({ userId: person.id })}
                personActions={(person) => <ReissuePassButton holder={person} onClick={() => setReissuing(person)} />}
              />
            ) : (
              <Spinner label={i18n._("Opening the kept list")} />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{i18n._("Scan with the camera")}</CardTitle>
          </CardHeader>
          <CardContent>
            <QrScanner onScan={(token) => present({ token })} />
          </CardContent>
        </Card>
      </div>
      <Arrivals event={event} />
      <ReissuePassDialog
        holder={reissuing}
        onClose={() => setReissuing(null)}
        onReissued={(holder, passVersion) => {
          const person = store?.person(holder.id);
          if (person) void store?.putPerson({ ...person, passVersion }).then(desk.changed);
        }}
      />
    </div>
  );
}

export default function CheckInPage() {
  const i18n = useI18n();
  usePageTitle(i18n._("Door Check-in"));
  const { data: user, isPending } = useUser();
  // Not refused yet while the user loads (web/app/app-layout.tsx shows the screen meanwhile).
  if (isPending) return <PageSpinner />;
  if (!user?.isAdmin) {
    return (
      <EmptyState title={i18n._("Admin access required")}>{i18n._("Door check-in is for the organisers.")}</EmptyState>
    );
  }
  // AdminOnly sends an organiser whose sign-in session still needs a second factor to the Profile screen.
  return (
    <AdminOnly>
      <CheckInDesk />
    </AdminOnly>
  );
}
