/**
 * The agenda screen body shared by /agenda and /app/calendar (docs/product.md#public-agenda and Agenda
 * page): stat tiles, one tab per event, then the selected event's sessions grouped by date with
 * the loading (4 skeleton cards), empty and error states. /agenda passes both events; the app
 * passes the main conference only ("a single selectable event tab").
 *
 * Each session gets the My Agenda star (docs/product.md#my-agenda) and the link to its live room's
 * questions (docs/live-room.md) when a session token is stored.
 * /agenda is rendered by the Worker and hydrated, and its JavaScript before interactive is at its
 * budget (docs/architecture.md#performance-budget): the star's code is imported after the first
 * client render (so the server's and the hydrating render hold nothing of it), and only then.
 * The app's /app/calendar, also rendered by the Worker, but with the delegate's My Agenda, passes
 * the actions in, so its first render holds the stars.
 */
import CalendarX2 from "lucide-react/icons/calendar-x-2";
import { useEffect, useState } from "react";
import type { AgendaItem } from "../../../worker/contract/content";
import type { EventCode } from "../../../worker/contract/event";
import { useEventSettings } from "../../lib/event-settings";
import { EmptyState, QueryError } from "../../components/ui/feedback";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { AgendaDays, AgendaSkeletons, type SessionAction } from "./agenda-days";
import { AgendaStats } from "./agenda-stats";
import { getAuthToken } from "../../lib/auth-token";
import { useAgenda } from "../../lib/content";
import { useI18n } from "../../lib/i18n";
import { itemsForEvent } from "./group";

function EventSessions({ event, action }: { event: EventCode; action?: SessionAction }) {
  const query = useAgenda(event);
  const name = useEventSettings().events[event].name;
  const i18n = useI18n();
  if (query.isPending) return <AgendaSkeletons />;
  if (query.isError) {
    return (
      <QueryError
        title={i18n._("Could not load the agenda")}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const items = itemsForEvent(query.data, event);
  if (items.length === 0) {
    return (
      <EmptyState
        title={i18n._("No Sessions Available")}
        icon={<CalendarX2 className="size-10 text-slate-400" aria-hidden />}
      >
        {/* The empty state's text (docs/product.md#public-agenda). */}
        {i18n._("The schedule for {eventName} will be updated soon. Stay tuned for exciting sessions!", {
          eventName: name,
        })}
      </EmptyState>
    );
  }
  return <AgendaDays items={items} action={action} />;
}

function SessionCount({ event }: { event: EventCode }) {
  const { data } = useAgenda(event);
  return <AgendaStats sessions={data ? itemsForEvent(data, event).length : undefined} />;
}

type SessionActionsComponent = typeof import("./star-toggle").SessionActions;

/**
 * @param actions each session's actions (the signed-in app passes them, so they are in its first
 *   render, on the Worker too); without it, the public agenda loads them once it knows a session
 *   token is stored in this browser.
 */
export function AgendaBoard({
  events,
  actions,
}: {
  events: readonly [EventCode, ...EventCode[]];
  actions?: SessionActionsComponent;
}) {
  const [event, setEvent] = useState<EventCode>(events[0]);
  const [loaded, setLoaded] = useState<SessionActionsComponent>();
  useEffect(() => {
    if (!actions && getAuthToken()) void import("./star-toggle").then((m) => setLoaded(() => m.SessionActions));
  }, [actions]);
  const Actions = actions ?? loaded;
  const action: SessionAction | undefined = Actions && ((item: AgendaItem) => <Actions item={item} />);
  const settings = useEventSettings();
  const i18n = useI18n();
  return (
    <div className="grid gap-6">
      <SessionCount event={event} />
      <Tabs value={event} onValueChange={(value) => setEvent(value as EventCode)}>
        <TabsList aria-label={i18n._("Events")}>
          {events.map((code) => (
            <TabsTrigger key={code} value={code}>
              {settings.events[code].name}
            </TabsTrigger>
          ))}
        </TabsList>
        {events.map((code) => (
          <TabsContent key={code} value={code} className="mt-6">
            <EventSessions event={code} action={action} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
