/**
 * One tab per event (docs/decisions/0018-calendar-administration-per-event.md), each named with
 * the event's name from the event settings in the page's language; only the selected event's panel
 * is rendered, by `children(event)`. Conference 2025 is selected first.
 */
import type { ReactNode } from "react";
import { DEFAULT_EVENT, EVENT_CODES, type EventCode } from "../../../worker/contract/event";
import { useEventSettings } from "../../lib/event-settings";
import { useI18n } from "../../lib/i18n";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";

export function EventTabs({ children }: { children: (event: EventCode) => ReactNode }) {
  const i18n = useI18n();
  const settings = useEventSettings();
  return (
    <Tabs defaultValue={DEFAULT_EVENT}>
      <TabsList aria-label={i18n._("Event")}>
        {EVENT_CODES.map((code) => (
          <TabsTrigger key={code} value={code}>
            {settings.events[code].name}
          </TabsTrigger>
        ))}
      </TabsList>
      {EVENT_CODES.map((code) => (
        <TabsContent key={code} value={code}>
          {children(code)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
