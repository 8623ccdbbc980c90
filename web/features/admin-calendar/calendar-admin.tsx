/**
 * Calendar Administration (docs/product.md#calendar-administration;
 * docs/decisions/0018-calendar-administration-per-event.md): the programme workbook (import, as the
 * other imports, and export), then one tab per event, named from the event settings. Each tab has
 * "Add session" and its sessions sorted by date then start time as cards (time, date and location
 * badges, title, up to 5 speaker avatars with "+N", "N speaker(s)", description clamped to 2 lines)
 * with Edit, Duplicate, Speakers and Delete on every session.
 */
import CalendarX2 from "lucide-react/icons/calendar-x-2";
import Clock from "lucide-react/icons/clock";
import Copy from "lucide-react/icons/copy";
import Download from "lucide-react/icons/download";
import MapPin from "lucide-react/icons/map-pin";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import Users from "lucide-react/icons/users";
import CalendarDays from "lucide-react/icons/calendar-days";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { AgendaImportResult } from "../../../worker/contract/agenda-import";
import { sortAgendaItems, type AgendaItem } from "../../../worker/contract/content";
import { DEFAULT_EVENT, EVENT_CODES, type EventCode } from "../../../worker/contract/event";
import { localized } from "../../../worker/contract/i18n";
import { formatLongDate, formatTimeRange12h, kuwaitDate } from "../../../worker/contract/time";
import { useEventSettings } from "../../lib/event-settings";
import { useI18n } from "../../lib/i18n";
import { api } from "../../lib/api";
import { downloadFile } from "../../lib/files";
import { toast } from "../../lib/toast";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { Badge, EmptyState, Skeleton, QueryError } from "../../components/ui/feedback";
import { EventTabs } from "../../components/admin/event-tabs";
import { ImportPanel } from "../../components/admin/import-panel";
import { downloadFailedToast } from "../../components/admin/import-messages";
import { contentKeys, useAgenda } from "../../lib/content";
import { SpeakerAvatarStack } from "../../components/domain/speaker-photo";
import { DeleteSessionDialog } from "./delete-session-dialog";
import { EditAgendaDialogContent, type SessionDialog } from "./edit-agenda-dialog";
import { ManageSpeakersDialogContent } from "./manage-speakers-dialog";

type Open = SessionDialog | { mode: "speakers"; item: AgendaItem } | null;

function SessionAdminCard({
  item,
  onOpen,
  onDelete,
}: {
  item: AgendaItem;
  onOpen: (mode: "edit" | "duplicate" | "speakers") => void;
  onDelete: () => void;
}) {
  const i18n = useI18n();
  const count = item.speakers.length;
  const title = localized(i18n.locale, item.title, item.titleAr);
  const location = localized(i18n.locale, item.location, item.locationAr);
  const description = localized(i18n.locale, item.description, item.descriptionAr);
  /** The card's buttons, each named with the session's title. */
  const actions = [
    {
      key: "edit",
      icon: Pencil,
      text: i18n._("Edit"),
      name: i18n._("Edit {title}", { title }),
      onClick: () => onOpen("edit"),
    },
    {
      key: "duplicate",
      icon: Copy,
      text: i18n._("Duplicate"),
      name: i18n._("Duplicate {title}", { title }),
      onClick: () => onOpen("duplicate"),
    },
    {
      key: "speakers",
      icon: Users,
      text: i18n._("Speakers"),
      name: i18n._("Speakers of {title}", { title }),
      onClick: () => onOpen("speakers"),
    },
    {
      key: "delete",
      icon: Trash2,
      text: i18n._("Delete"),
      name: i18n._("Delete {title}", { title }),
      onClick: onDelete,
      className: "text-red-700",
    },
  ];
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
      <h3 className="mt-3 text-lg font-semibold break-words text-slate-900" dir="auto">
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
        {actions.map(({ key, icon: Icon, text, name, onClick, className }) => (
          <Button key={key} size="sm" variant="outline" className={className} onClick={onClick} aria-label={name}>
            <Icon className="size-4" aria-hidden />
            {text}
          </Button>
        ))}
      </div>
    </Card>
  );
}

/** One event's sessions as cards, or their loading, failed or empty state. */
function SessionCards({
  event,
  onOpen,
  onDelete,
}: {
  event: EventCode;
  onOpen: (dialog: { mode: "edit" | "duplicate" | "speakers"; item: AgendaItem }) => void;
  onDelete: (item: AgendaItem) => void;
}) {
  const i18n = useI18n();
  const { name } = useEventSettings().events[event];
  const { data, isPending, isError, error, refetch } = useAgenda(event);
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
        {i18n._("No agenda items found for {event}.", { event: name })}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {sortAgendaItems(data).map((item) => (
        <SessionAdminCard
          key={item.id}
          item={item}
          onOpen={(mode) => onOpen({ mode, item })}
          onDelete={() => onDelete(item)}
        />
      ))}
    </div>
  );
}

/** One event's tab: Add session, and its sessions with their dialogs. */
function EventSessions({ event }: { event: EventCode }) {
  const i18n = useI18n();
  const { data } = useAgenda(event);
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<AgendaItem | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="grid gap-4">
      <div>
        <Button onClick={() => setOpen({ mode: "add", event })} disabled={!data}>
          <Plus className="size-4" aria-hidden />
          {i18n._("Add session")}
        </Button>
      </div>
      <SessionCards event={event} onOpen={setOpen} onDelete={setDeleting} />
      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && close()}>
        {open?.mode === "speakers" && (
          <ManageSpeakersDialogContent key={open.item.id} item={open.item} onSaved={close} />
        )}
        {open && open.mode !== "speakers" && (
          <EditAgendaDialogContent
            key={open.mode === "add" ? "add" : `${open.mode}-${open.item.id}`}
            dialog={open}
            sessions={data ?? []}
            onSaved={close}
          />
        )}
      </Dialog>
      <DeleteSessionDialog item={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** "Export sessions": every session of both events as a workbook in the import's columns. */
function ExportSessions() {
  const i18n = useI18n();
  const [busy, setBusy] = useState(false);
  async function exportSessions() {
    setBusy(true);
    try {
      await downloadFile(api.admin.agenda.export.$path(), `agenda-${kuwaitDate(new Date())}.xlsx`);
    } catch (error) {
      toast(downloadFailedToast(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={exportSessions} disabled={busy}>
      <Download className="size-4" aria-hidden />
      {busy ? i18n._("Downloading...") : i18n._("Export Sessions")}
    </Button>
  );
}

export function CalendarAdmin() {
  const i18n = useI18n();
  const settings = useEventSettings();
  const queryClient = useQueryClient();
  const eventOptions = EVENT_CODES.map((code) => ({ value: code, label: settings.events[code].name }));
  return (
    <div className="grid gap-6">
      <ImportPanel<AgendaImportResult>
        title={i18n._("Import Sessions")}
        description={i18n._(
          "Required columns: Title, Date, Start Time. Optional: End Time, Location, Description, Speakers (existing speakers' names separated by ;), Event (AC2025 or GC_POWERLIST), Title (AR), Location (AR), Description (AR). A session with the same event, date, start time and title is updated.",
        )}
        templateUrl={api.admin.agenda.template.$path()}
        templateFileName="agenda-template.xlsx"
        importUrl={api.admin.agenda.import.$path()}
        choice={{
          name: "eventType",
          label: i18n._("Event of rows without one"),
          options: eventOptions,
          defaultValue: DEFAULT_EVENT,
        }}
        summary={(r) =>
          i18n._("{count, plural, one {# session processed} other {# sessions processed}}", {
            count: r.sessionsProcessed,
          })
        }
        onImported={() => void queryClient.invalidateQueries({ queryKey: contentKeys.agenda() })}
      />
      <section aria-labelledby="sessions-title" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="sessions-title" className="text-xl font-semibold text-slate-900">
            {i18n._("Sessions")}
          </h2>
          <ExportSessions />
        </div>
        <EventTabs>{(event) => <EventSessions event={event} />}</EventTabs>
      </section>
    </div>
  );
}
