/**
 * Find a person in the kept list by name, company or candidate number and check them in, with or
 * without a network (for a pass that does not scan, or a person without their phone); the
 * matching is {@link searchRoster}. Each person shows "Check in" or a "Checked in {HH:MM}" badge
 * (Kuwait time) for the chosen event.
 */
import Search from "lucide-react/icons/search";
import { type ReactNode, useDeferredValue, useId, useState } from "react";
import type { RosterPerson } from "../../../worker/contract/check-in";
import type { EventCode } from "../../../worker/contract/event";
import { kuwaitTime } from "../../../worker/contract/time";
import { formatCandidateNumber } from "../../../worker/contract/user";
import { Button } from "../../components/ui/button";
import { Badge } from "../../components/ui/feedback";
import { Input } from "../../components/ui/field";
import { rich, useI18n } from "../../lib/i18n";
import type { DeskStore } from "./desk-store";
import { searchRoster } from "./search";

interface CheckInSearchProps {
  store: DeskStore;
  event: EventCode;
  onCheckIn: (person: RosterPerson) => void;
  /** More actions on each person found (the screen adds "Reissue pass"). */
  personActions?: (person: RosterPerson) => ReactNode;
}

export function CheckInSearch({ store, event, onCheckIn, personActions }: CheckInSearchProps) {
  const i18n = useI18n();
  const inputId = useId();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const people = searchRoster(store.people(), deferred);
  const searching = deferred.trim() !== "";

  return (
    <div className="grid gap-3">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {i18n._("Search by name or candidate number")}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <Input
          id={inputId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="ps-10"
          autoComplete="off"
          dir="auto"
        />
      </div>
      {searching && people.length === 0 && (
        <p className="text-sm text-slate-600">
          {rich(i18n._("No one matches “<0>{query}</0>”.", { query: deferred.trim() }), [<bdi key="query" />])}
        </p>
      )}
      {searching && people.length > 0 && (
        <ul className="divide-y divide-slate-200" aria-label={i18n._("Search results")}>
          {people.map((person) => {
            const name = `${person.firstName} ${person.lastName}`;
            const first = store.firstCheckIn(person.id, event);
            return (
              <li key={person.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900" dir="auto">
                    {name}
                  </p>
                  <p className="text-sm break-words text-slate-600">
                    <bdi dir="ltr">{formatCandidateNumber(person.candidateNumber)}</bdi> ·{" "}
                    <span dir="auto">{person.company}</span>
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {personActions?.(person)}
                  {first ? (
                    <Badge variant="success">
                      {i18n._("Checked in {time}", { time: kuwaitTime(new Date(first.checkedAt)) })}
                    </Badge>
                  ) : (
                    <Button
                      size="sm"
                      onClick={() => onCheckIn(person)}
                      aria-label={i18n._("Check in {name}", { name })}
                    >
                      {i18n._("Check in")}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
