/**
 * Every session of both events in the compact form (docs/product.md#landing-page): per event, its
 * sessions with the 12-hour time range, title, description and speakers (one speaker with photo
 * and company; several as names beside stacked avatars; initials without a photo), with the
 * loading, error and empty states.
 */
import type { AgendaItem } from "../../../worker/contract/content";
import { EVENT_CODES } from "../../../worker/contract/event";
import { useEventSettings } from "../../lib/event-settings";
import { EmptyState, QueryError } from "../../components/ui/feedback";
import { useAgenda } from "../../lib/content";
import { useI18n } from "../../lib/i18n";
import { AgendaSkeletons } from "./agenda-days";
import { SessionCard } from "./session-card";

function EventBlock({ name, items }: { name: string; items: readonly AgendaItem[] }) {
  return (
    <div className="grid gap-3">
      <h3 className="text-lg font-bold text-brand-900">{name}</h3>
      <ol className="grid gap-3 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>
            <SessionCard item={item} speakerLayout="summary" className="h-full" />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** `ready` false shows the loading state whatever the cache holds (deferred hydration, routes/landing.below-fold.tsx). */
export function AgendaOverview({ ready = true }: { ready?: boolean }) {
  const query = useAgenda();
  const settings = useEventSettings();
  const i18n = useI18n();
  if (!ready || query.isPending) return <AgendaSkeletons />;
  if (query.isError)
    return (
      <QueryError
        title={i18n._("Could not load the agenda")}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0) {
    return (
      <EmptyState title={i18n._("No Sessions Available")}>
        {i18n._("The agenda will be published soon. Stay tuned for exciting sessions!")}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-8">
      {EVENT_CODES.map((code) => {
        const items = query.data.filter((item) => item.eventType === code);
        return items.length > 0 && <EventBlock key={code} name={settings.events[code].name} items={items} />;
      })}
    </div>
  );
}
