/**
 * The signed-in speakers screen (docs/product.md#speakers-page): "Search speakers...", speaker cards
 * (bio cut at 200 characters) and the "Speaker Biography" lightbox opened by clicking a card.
 */
import { type ReactNode, useState } from "react";
import { EmptyState, QueryError } from "../../components/ui/feedback";
import { useAgenda, useSpeakers } from "../../lib/content";
import { filterSpeakers } from "../../features/speakers/search";
import { SpeakerCardSkeletons } from "../../features/speakers/skeletons";
import { SpeakerGrid } from "../../features/speakers/speaker-grid";
import { SpeakerSearch } from "../../features/speakers/speaker-search";
import { useI18n } from "../../lib/i18n";
import { usePageTitle } from "../../lib/use-page-title";

export default function SpeakersPage() {
  const i18n = useI18n();
  usePageTitle(i18n._("Speakers"));
  const [search, setSearch] = useState("");
  const speakers = useSpeakers();
  const agenda = useAgenda();

  let body: ReactNode;
  if (speakers.isPending) body = <SpeakerCardSkeletons />;
  else if (speakers.isError)
    body = (
      <QueryError
        title={i18n._("Could not load the speakers")}
        error={speakers.error}
        onRetry={() => void speakers.refetch()}
      />
    );
  else {
    const matches = filterSpeakers(speakers.data, search);
    body =
      matches.length > 0 ? (
        <SpeakerGrid speakers={matches} agenda={agenda.isError ? [] : agenda.data} bioMode="truncate" openFromCard />
      ) : (
        <EmptyState title={search.trim() ? i18n._("No speakers found") : i18n._("Expert Speakers Coming Soon")}>
          {search.trim()
            ? i18n._('No speaker matches "{query}".', { query: search.trim() })
            : i18n._("Speakers will be announced soon.")}
        </EmptyState>
      );
  }

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-extrabold text-slate-900">{i18n._("Speakers")}</h1>
        <p className="text-slate-600">{i18n._("Tap a speaker to read their biography and see their sessions.")}</p>
      </header>
      <SpeakerSearch value={search} onChange={setSearch} />
      {body}
    </div>
  );
}
