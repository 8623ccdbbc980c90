/**
 * The desk's state (docs/product.md#door-check-in): "Ready offline: N people, updated HH:MM"
 * (Kuwait time of the last full roster load), online or offline, "N not yet synced" (prominent while
 * anything waits), the last
 * sync's failure while online (it is retried), the desk's name (sent with each check-in; "Desk" and
 * a short id until changed) and the
 * sync's notices, such as "Already checked in at 08:23 at another desk" for a check-in another
 * desk made first.
 */
import CloudOff from "lucide-react/icons/cloud-off";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useEffect, useId, useState } from "react";
import { DESK_NAME_MAX } from "../../../worker/contract/check-in";
import { writeMessage } from "../../../worker/contract/message-templates";
import { kuwaitTime } from "../../../worker/contract/time";
import { formatCandidateNumber } from "../../../worker/contract/user";
import { Button } from "../../components/ui/button";
import { Badge } from "../../components/ui/feedback";
import { Input } from "../../components/ui/field";
import type { Desk } from "./use-desk";
import { useI18n } from "../../lib/i18n";
import { useOnline } from "../../lib/use-online";

function DeskName({ desk }: { desk: Desk }) {
  const i18n = useI18n();
  const id = useId();
  const saved = desk.store?.meta.deskName ?? "";
  const [name, setName] = useState(saved);
  useEffect(() => setName(saved), [saved]);
  return (
    <form
      className="grid gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        void desk.rename(name);
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {i18n._("Desk name")}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={name}
          maxLength={DESK_NAME_MAX}
          placeholder={i18n._("Desk 1")}
          dir="auto"
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={!name.trim() || name.trim() === saved}>
          {i18n._("Save")}
        </Button>
      </div>
    </form>
  );
}

export function DeskStatus({ desk }: { desk: Desk }) {
  const i18n = useI18n();
  const online = useOnline();
  const { store } = desk;
  const updatedAt = store?.meta.rosterUpdatedAt;
  const unsynced = store?.queued().length ?? 0;
  return (
    <section aria-label={i18n._("Desk")} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {!online && (
          <Badge variant="warning">
            <CloudOff className="me-1 size-3.5" aria-hidden />
            {i18n._("Offline")}
          </Badge>
        )}
        <p data-testid="desk-ready" className="text-slate-800">
          {!store
            ? i18n._("Opening the kept list...")
            : updatedAt
              ? // {count}, not #, in the forms: the count is written without digit grouping, as it always was.
                i18n._("Ready offline: {count, plural, one {{count} person} other {{count} people}}, updated {time}", {
                  count: store.peopleCount,
                  time: kuwaitTime(new Date(updatedAt)),
                })
              : i18n._("Not ready offline yet: the list loads when the network is there.")}
        </p>
        <p
          data-testid="desk-unsynced"
          role="status"
          className={
            unsynced > 0
              ? "rounded-md border border-amber-300 bg-amber-100 px-3 py-1 text-base font-bold text-amber-950"
              : "text-slate-600"
          }
        >
          {unsynced > 0 ? (
            <>
              <RefreshCw className="me-1 inline size-4" aria-hidden />
              {i18n._("{count} not yet synced", { count: unsynced })}
            </>
          ) : (
            i18n._("All synced")
          )}
        </p>
      </div>
      {online && desk.syncError && store?.meta.deskName && (
        <p className="text-sm text-red-700">
          {i18n._("Sync failed: {error}. Trying again.", { error: writeMessage(i18n, desk.syncError) })}
        </p>
      )}
      <DeskName desk={desk} />
      {desk.notices.length > 0 && (
        <ul aria-label={i18n._("Sync results")} className="grid gap-1 text-sm">
          {desk.notices.map(({ item, message }) => {
            const person = store?.person(item.personId);
            return (
              <li key={item.id} className="rounded-md bg-amber-50 px-3 py-2 text-amber-950">
                {person ? (
                  <span dir="auto">
                    {person.firstName} {person.lastName} (
                    <bdi dir="ltr">{formatCandidateNumber(person.candidateNumber)}</bdi>):{" "}
                  </span>
                ) : null}
                {writeMessage(i18n, message)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
