/**
 * The Manage Speakers dialog (docs/product.md#calendar-administration; docs/data-model.md#states-and-transitions): "Current Speakers (in
 * display order)", numbered, with move up (not for the first), move down (not for the last) and
 * remove; "Available Speakers" with a search box (name or company) and Add (appends to the end):
 * the session's event's speakers first, then the other event's, each of those labelled with its
 * event's name (docs/decisions/0018-calendar-administration-per-event.md). Cancel, and Save Speaker
 * Order, which sends the ordered ids. Starts from the session's current speakers. Names and
 * companies wrap; none is cut short.
 */
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Plus from "lucide-react/icons/plus";
import X from "lucide-react/icons/x";
import { useMemo, useState } from "react";
import type { AgendaItem, Speaker } from "../../../worker/contract/content";
import type { EventCode } from "../../../worker/contract/event";
import { localized } from "../../../worker/contract/i18n";
import { Button } from "../../components/ui/button";
import { DialogActions, DialogContent } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/field";
import { Badge, Spinner } from "../../components/ui/feedback";
import { SpeakerPhoto } from "../../components/domain/speaker-photo";
import { useSpeakers } from "../../lib/content";
import { useEventSettings } from "../../lib/event-settings";
import { useI18n } from "../../lib/i18n";
import { useUpdateSessionSpeakers } from "./api";

type Person = Pick<Speaker, "id" | "name" | "surname" | "company" | "photoUrl"> & { eventType?: EventCode };

/** A speaker's photo, name and company, wrapped over lines as needed; the event's name when it is the other event's. */
function PersonLine({ person, event }: { person: Person; event: EventCode }) {
  const settings = useEventSettings();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <SpeakerPhoto name={person.name} surname={person.surname} photoUrl={person.photoUrl} size={36} />
      <div className="min-w-0">
        <p className="text-sm font-medium break-words text-slate-900" dir="auto">
          {person.name} {person.surname}
        </p>
        <p className="text-xs break-words text-slate-600" dir="auto">
          {person.company}
        </p>
        {person.eventType && person.eventType !== event && (
          <Badge variant="neutral" className="mt-1" data-testid="other-event">
            {settings.events[person.eventType].name}
          </Badge>
        )}
      </div>
    </div>
  );
}

/** True when `query` (any letter case, spaces collapsed) is part of the speaker's name or company. */
function matches(person: Person, query: string): boolean {
  const words = query.trim().toLowerCase().replace(/\s+/g, " ");
  return words === "" || `${person.name} ${person.surname} ${person.company}`.toLowerCase().includes(words);
}

export function ManageSpeakersDialogContent({ item, onSaved }: { item: AgendaItem; onSaved: () => void }) {
  const i18n = useI18n();
  const speakers = useSpeakers();
  const save = useUpdateSessionSpeakers();
  const [chosen, setChosen] = useState<number[]>(() => item.speakers.map((s) => s.id));
  const [query, setQuery] = useState("");
  const people = useMemo(() => {
    const map = new Map<number, Person>(item.speakers.map((s) => [s.id, s]));
    for (const s of speakers.data ?? []) map.set(s.id, s);
    return map;
  }, [item.speakers, speakers.data]);
  const event = item.eventType;
  const all = speakers.data ?? [];
  const available = [...all.filter((s) => s.eventType === event), ...all.filter((s) => s.eventType !== event)].filter(
    (s) => !chosen.includes(s.id) && matches(s, query),
  );
  const swap = (index: number, by: -1 | 1) =>
    setChosen((list) => {
      const next = [...list];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });

  return (
    <DialogContent
      title={i18n._("Manage Speakers")}
      description={localized(i18n.locale, item.title, item.titleAr)}
      className="max-w-3xl"
    >
      <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="current-speakers" className="min-w-0">
          <h3 id="current-speakers" className="mb-2 font-semibold text-slate-900">
            {i18n._("Current Speakers (in display order)")}
          </h3>
          {chosen.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
              {i18n._("No speakers selected")}
            </p>
          ) : (
            <ol className="grid grid-cols-1 gap-2">
              {chosen.map((id, index) => {
                const person = people.get(id);
                if (!person) return null;
                const name = `${person.name} ${person.surname}`;
                return (
                  <li
                    key={id}
                    className="flex items-center gap-2 rounded-lg border border-slate-200 p-2"
                    data-testid="current-speaker"
                  >
                    <span className="w-6 text-center text-sm font-semibold text-slate-600">{index + 1}</span>
                    <PersonLine person={person} event={event} />
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-9"
                      aria-label={i18n._("Move {name} up", { name })}
                      disabled={index === 0}
                      onClick={() => swap(index, -1)}
                    >
                      <ArrowUp className="size-4" aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-9"
                      aria-label={i18n._("Move {name} down", { name })}
                      disabled={index === chosen.length - 1}
                      onClick={() => swap(index, 1)}
                    >
                      <ArrowDown className="size-4" aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-9 text-red-700"
                      aria-label={i18n._("Remove {name}", { name })}
                      onClick={() => setChosen((list) => list.filter((x) => x !== id))}
                    >
                      <X className="size-4" aria-hidden />
                    </Button>
                  </li>
                );
              })}
            </ol>
          )}
        </section>
        <section aria-labelledby="available-speakers" className="min-w-0">
          <h3 id="available-speakers" className="mb-2 font-semibold text-slate-900">
            {i18n._("Available Speakers")}
          </h3>
          <Field label={i18n._("Search speakers")} className="mb-3">
            <Input type="search" dir="auto" value={query} onChange={(e) => setQuery(e.target.value)} />
          </Field>
          {speakers.isPending ? (
            <Spinner label={i18n._("Loading speakers")} />
          ) : available.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
              {query.trim()
                ? i18n._("No speaker matches “{query}”.", { query: query.trim() })
                : i18n._("Every speaker is chosen.")}
            </p>
          ) : (
            <ul className="grid max-h-96 grid-cols-1 gap-2 overflow-y-auto pe-1">
              {available.map((speaker) => (
                <li
                  key={speaker.id}
                  className="flex items-center gap-2 rounded-lg border border-slate-200 p-2"
                  data-testid="available-speaker"
                >
                  <PersonLine person={speaker} event={event} />
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={i18n._("Add {name}", { name: `${speaker.name} ${speaker.surname}` })}
                    onClick={() => setChosen((list) => [...list, speaker.id])}
                  >
                    <Plus className="size-4" aria-hidden />
                    {i18n._("Add")}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <DialogActions pending={save.isPending} className="mt-6">
        <Button
          disabled={save.isPending}
          onClick={() => save.mutate({ id: item.id, speakerIds: chosen }, { onSuccess: onSaved })}
        >
          {save.isPending ? i18n._("Saving...") : i18n._("Save Speaker Order")}
        </Button>
      </DialogActions>
    </DialogContent>
  );
}
