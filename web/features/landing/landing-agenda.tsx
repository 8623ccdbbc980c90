/**
 * The landing page's agenda section (spec 2, Landing page): every session of both events with
 * its 12-hour time range, title, description and speakers in the compact form (one speaker with
 * photo and company; several as names beside stacked avatars; initials without a photo).
 */
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { AgendaItem } from "../../../worker/contract/content";
import { DEFAULT_SETTINGS, EVENT_CODES } from "../../../worker/contract/event";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/feedback";
import { AgendaSkeletons } from "../agenda/agenda-days";
import { useAgenda } from "../agenda/api";
import { SessionCard } from "../agenda/session-card";

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

function Sessions() {
  const query = useAgenda();
  if (query.isPending) return <AgendaSkeletons />;
  if (query.isError) {
    return (
      <EmptyState title="Could not load the agenda">
        <p>{query.error.message}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  }
  if (query.data.length === 0) {
    return <EmptyState title="No Sessions Available">The agenda will be published soon. Stay tuned for exciting sessions!</EmptyState>;
  }
  return (
    <div className="grid gap-8">
      {EVENT_CODES.map((code) => {
        const items = query.data.filter((item) => item.eventType === code);
        return items.length > 0 && <EventBlock key={code} name={DEFAULT_SETTINGS.events[code].name} items={items} />;
      })}
    </div>
  );
}

export function LandingAgenda() {
  return (
    <section id="agenda" tabIndex={-1} aria-labelledby="agenda-title" className="scroll-mt-16 focus:outline-none">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-accent-700">Programme</p>
            <h2 id="agenda-title" className="text-3xl font-bold text-slate-900">
              Conference Agenda
            </h2>
          </div>
          <Button asChild variant="outline">
            <Link to="/agenda">
              Full agenda
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </Button>
        </div>
        <Sessions />
      </div>
    </section>
  );
}
