/**
 * Find a person by name, email or candidate number and check them in (for a pass that does not
 * scan, or a person without their phone). Typing is debounced by {@link SEARCH_DEBOUNCE_MS}.
 */
import { Search } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import type { EventCode } from "../../../worker/contract/event";
import type { CheckInPerson } from "../../../worker/contract/pass";
import { kuwaitTime } from "../../../worker/contract/time";
import { formatCandidateNumber } from "../../../worker/contract/user";
import { Button } from "../../components/ui/button";
import { Badge, Spinner } from "../../components/ui/feedback";
import { Input } from "../../components/ui/field";
import { useCheckInSearch } from "./api";

/** Wait after the last keystroke before searching, in ms. */
const SEARCH_DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function PersonRow({
  person,
  onCheckIn,
  busy,
  actions,
}: {
  person: CheckInPerson;
  onCheckIn: (person: CheckInPerson) => void;
  busy: boolean;
  actions?: (person: CheckInPerson) => ReactNode;
}) {
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900" dir="auto">
          {name}
        </p>
        <p className="text-sm break-words text-slate-600">
          {formatCandidateNumber(person.candidateNumber)} · {person.email} · <span dir="auto">{person.company}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {actions?.(person)}
        {person.checkedInAt ? (
          <Badge variant="success">Checked in {kuwaitTime(new Date(person.checkedInAt))}</Badge>
        ) : (
          <Button size="sm" onClick={() => onCheckIn(person)} disabled={busy} aria-label={`Check in ${name}`}>
            Check in
          </Button>
        )}
      </div>
    </li>
  );
}

interface CheckInSearchProps {
  event: EventCode;
  onCheckIn: (person: CheckInPerson) => void;
  busy: boolean;
  /** More actions on each person found (the screen adds "Reissue pass"). */
  personActions?: (person: CheckInPerson) => ReactNode;
}

export function CheckInSearch({ event, onCheckIn, busy, personActions }: CheckInSearchProps) {
  const inputId = useId();
  const [query, setQuery] = useState("");
  const debounced = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const search = useCheckInSearch(event, debounced);
  const people = search.data ?? [];
  const searching = debounced.trim() !== "";

  return (
    <div className="grid gap-3">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        Search by name, email or candidate number
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <Input
          id={inputId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="pl-10"
          autoComplete="off"
        />
      </div>
      {searching && search.isFetching && !search.data && <Spinner label="Searching" className="justify-self-center" />}
      {searching && search.isError && (
        <p role="alert" className="text-sm text-red-700">
          {search.error.message || "Search failed. Please try again."}
        </p>
      )}
      {searching && search.isSuccess && people.length === 0 && (
        <p className="text-sm text-slate-600">No one matches “{debounced.trim()}”.</p>
      )}
      {searching && people.length > 0 && (
        <ul className="divide-y divide-slate-200" aria-label="Search results">
          {people.map((person) => (
            <PersonRow key={person.id} person={person} onCheckIn={onCheckIn} busy={busy} actions={personActions} />
          ))}
        </ul>
      )}
    </div>
  );
}
