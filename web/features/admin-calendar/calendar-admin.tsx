/**
 * Calendar Administration (docs/product.md#route-map): one tab for the main conference; its sessions sorted by date
 * then start time as cards (time, date and location badges, title, up to 5 speaker avatars with
 * "+N", "N speaker(s)", description clamped to 2 lines) with Edit and, for sessions with more
 * than one speaker, Speakers.
 */
import { CalendarX2, Clock, MapPin, Pencil, Users, CalendarDays } from "lucide-react";
import { useState } from "react";
import { sortAgendaItems, type AgendaItem } from "../../../worker/contract/content";
import { DEFAULT_EVENT } from "../../../worker/contract/event";
import { useEventSettings } from "../../lib/event-settings";
import { localized } from "../../../worker/contract/i18n";
import { formatLongDate, formatTimeRange12h } from "../../../worker/contract/time";
import { useI18n } from "../../lib/i18n";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { Badge, EmptyState, Skeleton, QueryError } from "../../components/ui/feedback";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useAgenda } from "../../lib/content";
import { SpeakerAvatarStack } from "../../components/domain/speaker-photo";
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
  const i18n = useI18n();
  const count = item.speakers.length;
  const title = localized(i18n.locale, item.title, item.titleAr);
  const location = localized(i18n.locale, item.location, item.locationAr);
  const description = localized(i18n.locale, item.description, item.descriptionAr);
  return (
    <Card className="p-4 sm:p-5" role="article" aria-label={title} data-testid="agenda-admin-card">
      <div className="flex flex-wrap gap-2">
        <Badge variant="brand">
          <Clock className="me-1 size-3.5" aria-hidden />
          {formatTimeRange12h(item.startTime, item.endTime, i18n.locale)}
        </Badge>
        <Badge variant="neutral">
          <CalendarDays className="me-1 size-3.5" aria-hidden />
          {formatLongDate(item.date, i18n.locale)}
        </Badge>
        {location && (
          <Badge variant="accent">
            <MapPin className="me-1 size-3.5" aria-hidden />
            <bdi>{location}</bdi>
          </Badge>
        )}
      </div>
      <h3 className="mt-3 text-lg font-semibold text-slate-900" dir="auto">
        {title}
      </h3>
      {count > 0 && (
        <div className="mt-2 flex items-center gap-3">
          <SpeakerAvatarStack speakers={item.speakers} size={32} />
          <span className="text-sm text-slate-700">
            {i18n._("{count, plural, one {# speaker} other {# speakers}}", { count })}
          </span>
        </div>
      )}
      {description && (
        <p className="mt-2 line-clamp-2 text-sm text-slate-700" dir="auto">
          {description}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={i18n._("Edit {title}", { title })}>
          <Pencil className="size-4" aria-hidden />
          {i18n._("Edit")}
        </Button>
        {count > 1 && (
          <Button
            size="sm"
            variant="outline"
            onClick={onSpeakers}
            aria-label={i18n._("Speakers of {title}", { title })}
          >
            <Users className="size-4" aria-hidden />
            {i18n._("Speakers")}
          </Button>
        )}
      </div>
    </Card>
  );
}

function EventSessions() {
  const i18n = useI18n();
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
  if (isError)
    return <QueryError title={i18n._("Could not load the agenda")} error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) {
    return (
      <EmptyState
        title={i18n._("No agenda items")}
        icon={<CalendarX2 className="size-10 text-slate-400" aria-hidden />}
      >
        {i18n._("No agenda items found for {event}.", { event: event.name })}
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
  const i18n = useI18n();
  const settings = useEventSettings();
  return (
    <Tabs defaultValue={DEFAULT_EVENT}>
      <TabsList aria-label={i18n._("Event")}>
        <TabsTrigger value={DEFAULT_EVENT}>{settings.events[DEFAULT_EVENT].name}</TabsTrigger>
      </TabsList>
      <TabsContent value={DEFAULT_EVENT}>
        <EventSessions />
      </TabsContent>
    </Tabs>
  );
}
