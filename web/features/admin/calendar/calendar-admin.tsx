/**
 * Calendar Administration (docs/product.md#route-map): one tab for the main conference; its sessions sorted by date
 * then start time as cards (time, date and location badges, title, up to 5 speaker avatars with
 * "+N", "N speaker(s)", description clamped to 2 lines) with Edit and, for sessions with more
 * than one speaker, Speakers.
 */
import { CalendarX2, Clock, MapPin, Pencil, Users, CalendarDays } from "lucide-react";
import { useState } from "react";
import { sortAgendaItems, type AgendaItem } from "../../../../worker/contract/content";
import { DEFAULT_EVENT } from "../../../../worker/contract/event";
import { useEventSettings } from "../../../lib/event-settings";
import { formatLongDate, formatTimeRange12h } from "../../../../worker/contract/time";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Dialog } from "../../../components/ui/dialog";
import { Badge, EmptyState, Skeleton, QueryError } from "../../../components/ui/feedback";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useAgenda } from "../../../lib/content";
import { SpeakerAvatarStack } from "../../../components/ui/speaker-photo";
import { EditAgendaDialogContent } from "./edit-agenda-dialog";
import { ManageSpeakersDialogContent } from "./manage-speakers-dialog";

type Editing = { mode: "edit" | "speakers"; item: AgendaItem } | null;

function SessionAdminCard({
  item,
  onEdit,
  onSpeakers,
}: {
  item: AgendaItem;
  onEdit: () => void;
  onSpeakers: () => void;
}) {
  const count = item.speakers.length;
  return (
    <Card className="p-4 sm:p-5" role="article" aria-label={item.title} data-testid="agenda-admin-card">
      <div className="flex flex-wrap gap-2">
        <Badge variant="brand">
          <Clock className="mr-1 size-3.5" aria-hidden />
          {formatTimeRange12h(item.startTime, item.endTime)}
        </Badge>
        <Badge variant="neutral">
          <CalendarDays className="mr-1 size-3.5" aria-hidden />
          {formatLongDate(item.date)}
        </Badge>
        {item.location && (
          <Badge variant="accent">
            <MapPin className="mr-1 size-3.5" aria-hidden />
            {item.location}
          </Badge>
        )}
      </div>
      <h3 className="mt-3 text-lg font-semibold text-slate-900">{item.title}</h3>
      {count > 0 && (
        <div className="mt-2 flex items-center gap-3">
          <SpeakerAvatarStack speakers={item.speakers} size={32} />
          <span className="text-sm text-slate-700">
            {count} speaker{count === 1 ? "" : "s"}
          </span>
        </div>
      )}
      {item.description && <p className="mt-2 line-clamp-2 text-sm text-slate-700">{item.description}</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${item.title}`}>
          <Pencil className="size-4" aria-hidden />
          Edit
        </Button>
        {count > 1 && (
          <Button size="sm" variant="outline" onClick={onSpeakers} aria-label={`Speakers of ${item.title}`}>
            <Users className="size-4" aria-hidden />
            Speakers
          </Button>
        )}
      </div>
    </Card>
  );
}

function EventSessions() {
  const event = useEventSettings().events[DEFAULT_EVENT];
  const { data, isPending, isError, error, refetch } = useAgenda(DEFAULT_EVENT);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  if (isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    );
  }
  if (isError) return <QueryError title="Could not load the agenda" error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) {
    return (
      <EmptyState title="No agenda items" icon={<CalendarX2 className="size-10 text-slate-400" aria-hidden />}>
        No agenda items found for {event.name}.
      </EmptyState>
    );
  }
  return (
    <>
      <div className="grid gap-3 lg:grid-cols-2">
        {sortAgendaItems(data).map((item) => (
          <SessionAdminCard
            key={item.id}
            item={item}
            onEdit={() => setEditing({ mode: "edit", item })}
            onSpeakers={() => setEditing({ mode: "speakers", item })}
          />
        ))}
      </div>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && close()}>
        {editing?.mode === "edit" && (
          <EditAgendaDialogContent key={editing.item.id} item={editing.item} onSaved={close} />
        )}
        {editing?.mode === "speakers" && (
          <ManageSpeakersDialogContent key={editing.item.id} item={editing.item} onSaved={close} />
        )}
      </Dialog>
    </>
  );
}

export function CalendarAdmin() {
  const settings = useEventSettings();
  return (
    <Tabs defaultValue={DEFAULT_EVENT}>
      <TabsList aria-label="Event">
        <TabsTrigger value={DEFAULT_EVENT}>{settings.events[DEFAULT_EVENT].name}</TabsTrigger>
      </TabsList>
      <TabsContent value={DEFAULT_EVENT}>
        <EventSessions />
      </TabsContent>
    </Tabs>
  );
}
