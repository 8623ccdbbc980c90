/**
 * Public speakers (docs/product.md#public-speakers; docs/api.md#get-apispeakers): Back to Home and Agenda
 * links, "Conference Speakers", the "Search speakers..." filter and two sections (main
 * conference, GC Powerlist) of speaker cards with their sessions and the detail dialog (which
 * shows the speaker's id too). The main list refreshes every 10 s (stale after 30 s); the others
 * refetch on mount and window focus.
 */
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { AgendaItem, Speaker } from "../../worker/contract/content";
import type { EventCode } from "../../worker/contract/event";
import { useEventSettings } from "../lib/event-settings";
import { EmptyState, QueryError } from "../components/ui/feedback";
import { agendaQuery, MAIN_LIST_REFRESH, REFRESH_ON_VISIT, speakersQuery } from "../lib/content";
import { PublicShell } from "../features/landing/public-shell";
import { filterSpeakers } from "../features/speakers/search";
import { SpeakerCardSkeletons } from "../features/speakers/skeletons";
import { SpeakerGrid } from "../features/speakers/speaker-grid";
import { SpeakerSearch } from "../features/speakers/speaker-search";
import { useI18n } from "../lib/i18n";
import { usePageTitle } from "../lib/use-page-title";
import { publicPageTitle } from "../app/seo";

/** The page's sections; each is titled "<event name> Speakers". */
const SECTIONS: ReadonlyArray<{
  event: EventCode;
  refresh: typeof MAIN_LIST_REFRESH | typeof REFRESH_ON_VISIT;
}> = [
  { event: "AC2025", refresh: MAIN_LIST_REFRESH },
  { event: "GC_POWERLIST", refresh: REFRESH_ON_VISIT },
];

function SpeakerSection({
  event,
  refresh,
  search,
  agenda,
}: (typeof SECTIONS)[number] & { search: string; agenda: readonly AgendaItem[] | undefined }) {
  const query = useQuery({ ...speakersQuery(event), ...refresh });
  const name = useEventSettings().events[event].name;
  const i18n = useI18n();
  let body: ReactNode;
  if (query.isPending) body = <SpeakerCardSkeletons count={3} />;
  else if (query.isError)
    body = (
      <QueryError
        title={i18n._("Could not load the speakers")}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  else {
    const matches: Speaker[] = filterSpeakers(query.data, search);
    body =
      matches.length > 0 ? (
        <SpeakerGrid speakers={matches} agenda={agenda} bioMode="clamp" showId />
      ) : (
        <EmptyState title={search.trim() ? i18n._("No speakers found") : i18n._("Speakers Coming Soon")}>
          {search.trim()
            ? i18n._('No {event} speaker matches "{query}".', { event: name, query: search.trim() })
            : i18n._("Speakers will be announced soon.")}
        </EmptyState>
      );
  }
  return (
    <section aria-labelledby={`speakers-${event}`} className="grid gap-4">
      <h2 id={`speakers-${event}`} className="text-2xl font-bold text-slate-900">
        {i18n._("{event} Speakers", { event: name })}
      </h2>
      {body}
    </section>
  );
}

export default function PublicSpeakersPage() {
  usePageTitle(publicPageTitle("/speakers"));
  const [search, setSearch] = useState("");
  const agenda = useQuery({ ...agendaQuery(), ...REFRESH_ON_VISIT });
  const i18n = useI18n();
  return (
    <PublicShell
      title={i18n._("Conference Speakers")}
      subtitle={i18n._(
        "Ministers, developers, financiers and General Counsel sharing their experience of Kuwait's energy and infrastructure.",
      )}
      other={{ to: "/agenda", label: i18n._("Agenda") }}
    >
      <SpeakerSearch value={search} onChange={setSearch} />
      {SECTIONS.map((section) => (
        // Without the agenda (failed load) the sessions panels stay empty rather than "loading".
        <SpeakerSection key={section.event} {...section} search={search} agenda={agenda.isError ? [] : agenda.data} />
      ))}
    </PublicShell>
  );
}
