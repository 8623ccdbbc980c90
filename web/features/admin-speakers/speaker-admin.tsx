/**
 * Speaker Management (docs/product.md#route-map): the import panel (template, event choice, file) and, per event,
 * the speaker table in display order, with "Add speaker", the edit dialog and the delete
 * confirmation (docs/product.md#speaker-management).
 */
import { useQueryClient } from "@tanstack/react-query";
import Mic from "lucide-react/icons/mic";
import UserPlus from "lucide-react/icons/user-plus";
import { useState } from "react";
import type { Speaker } from "../../../worker/contract/content";
import type { SpeakerImportResult } from "../../../worker/contract/speaker";
import { EVENT_CODES, type EventCode } from "../../../worker/contract/event";
import { useEventSettings } from "../../lib/event-settings";
import { EmptyState, Skeleton, QueryError } from "../../components/ui/feedback";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { api } from "../../lib/api";
import { useI18n } from "../../lib/i18n";
import { contentKeys, useSpeakers } from "../../lib/content";
import { ImportPanel } from "../../components/admin/import-panel";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { DeleteSpeakerDialogContent } from "./delete-speaker-dialog";
import { SortableSpeakerList } from "./sortable-speaker-list";
import { SpeakerDialogContent } from "./speaker-dialog";
import type { SpeakerActions } from "./speaker-row";

/** The dialog open on the screen, if any. */
type OpenDialog = { kind: "add" } | { kind: "edit" | "delete"; speaker: Speaker } | null;

function EventSpeakers({ event, ...actions }: { event: EventCode } & SpeakerActions) {
  const i18n = useI18n();
  const { data, isPending, isError, error, refetch } = useSpeakers(event);
  const settings = useEventSettings();
  if (isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }
  if (isError)
    return <QueryError title={i18n._("Could not load the speakers")} error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) {
    return (
      <EmptyState title={i18n._("No speakers yet")} icon={<Mic className="size-10 text-slate-400" aria-hidden />}>
        {i18n._("Import a speaker workbook for {event} above, or add a speaker by hand.", {
          event: settings.events[event].name,
        })}
      </EmptyState>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">
        {i18n._(
          "{count, plural, one {# speaker} other {# speakers}}. Drag a row by its handle, or focus the handle and use Space and the arrow keys, to change the order on the public pages.",
          { count: data.length },
        )}
      </p>
      <SortableSpeakerList event={event} speakers={data} {...actions} />
    </>
  );
}

export function SpeakerAdmin() {
  const i18n = useI18n();
  const queryClient = useQueryClient();
  const settings = useEventSettings();
  const eventOptions = EVENT_CODES.map((code) => ({ value: code, label: settings.events[code].name }));
  const [event, setEvent] = useState<EventCode>("AC2025");
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const actions: SpeakerActions = {
    onEdit: (speaker) => setDialog({ kind: "edit", speaker }),
    onDelete: (speaker) => setDialog({ kind: "delete", speaker }),
  };
  return (
    <>
      <ImportPanel<SpeakerImportResult>
        title={i18n._("Import Speakers")}
        description={i18n._(
          "Required columns: Name, Surname, Company, Position. Optional: Bio, LinkedIn URL, Photo URL, Expertise (comma-separated). Speakers already on the list (same name and event) are updated.",
        )}
        templateUrl={api.speakers.template.$path()}
        templateFileName="speakers-template.xlsx"
        importUrl={api.speakers.import.$path()}
        choice={{ name: "eventType", label: i18n._("Event"), options: eventOptions, defaultValue: "AC2025" }}
        summary={(r) =>
          i18n._("{count, plural, one {# speaker processed} other {# speakers processed}}", {
            count: r.speakersProcessed,
          })
        }
        onImported={() => void queryClient.invalidateQueries({ queryKey: contentKeys.speakers() })}
      />
      <section aria-labelledby="speaker-table-title">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="speaker-table-title" className="text-xl font-semibold text-slate-900">
            {i18n._("Speakers")}
          </h2>
          <Button onClick={() => setDialog({ kind: "add" })}>
            <UserPlus className="size-4" aria-hidden />
            {i18n._("Add speaker")}
          </Button>
        </div>
        <Tabs value={event} onValueChange={(value) => setEvent(value as EventCode)}>
          <TabsList aria-label={i18n._("Event")}>
            {eventOptions.map((o) => (
              <TabsTrigger key={o.value} value={o.value}>
                {o.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {EVENT_CODES.map((code) => (
            <TabsContent key={code} value={code}>
              <EventSpeakers event={code} {...actions} />
            </TabsContent>
          ))}
        </Tabs>
      </section>
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && close()}>
        {dialog?.kind === "add" && <SpeakerDialogContent event={event} onSaved={close} />}
        {dialog?.kind === "edit" && (
          <SpeakerDialogContent key={dialog.speaker.id} speaker={dialog.speaker} event={event} onSaved={close} />
        )}
        {dialog?.kind === "delete" && <DeleteSpeakerDialogContent speaker={dialog.speaker} onDone={close} />}
      </Dialog>
    </>
  );
}
