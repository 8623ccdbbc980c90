/**
 * Speaker Management (docs/product.md#route-map): the import panel (template, event choice, file) and, per event,
 * the speaker table in display order.
 */
import { useQueryClient } from "@tanstack/react-query";
import { Mic } from "lucide-react";
import type { SpeakerImportResult } from "../../../worker/contract/speaker";
import { EVENT_CODES, type EventCode } from "../../../worker/contract/event";
import { useEventSettings } from "../../lib/event-settings";
import { EmptyState, Skeleton, QueryError } from "../../components/ui/feedback";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { api } from "../../lib/api";
import { useI18n } from "../../lib/i18n";
import { contentKeys, useSpeakers } from "../../lib/content";
import { ImportPanel } from "../../components/admin/import-panel";
import { SortableSpeakerList } from "./sortable-speaker-list";

function EventSpeakers({ event }: { event: EventCode }) {
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
        {i18n._("Import a speaker workbook for {event} above.", { event: settings.events[event].name })}
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
      <SortableSpeakerList event={event} speakers={data} />
    </>
  );
}

export function SpeakerAdmin() {
  const i18n = useI18n();
  const queryClient = useQueryClient();
  const settings = useEventSettings();
  const eventOptions = EVENT_CODES.map((code) => ({ value: code, label: settings.events[code].name }));
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
        <h2 id="speaker-table-title" className="mb-3 text-xl font-semibold text-slate-900">
          {i18n._("Speakers")}
        </h2>
        <Tabs defaultValue="AC2025">
          <TabsList aria-label={i18n._("Event")}>
            {eventOptions.map((o) => (
              <TabsTrigger key={o.value} value={o.value}>
                {o.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {EVENT_CODES.map((code) => (
            <TabsContent key={code} value={code}>
              <EventSpeakers event={code} />
            </TabsContent>
          ))}
        </Tabs>
      </section>
    </>
  );
}
