/**
 * The event settings every screen shows, read as data (docs/data-model.md#event-settings):
 * GET /api/event-settings, which answers what organisers saved at /app/admin/settings. The first
 * render needs no request: the Worker embeds the current settings in every HTML document it
 * serves (worker/routes/pages.ts, element {@link EVENT_SETTINGS_ELEMENT_ID}) and in the query
 * state of the public pages it renders, so the markup, its hydration, the API, the emails, the
 * PDFs and the calendars agree. Where neither is there (component tests, the build-time
 * documents), the defaults of worker/contract/event.ts show while the read is under way.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { DEFAULT_SETTINGS, type EventSettings } from "../../worker/contract/event";
import { EVENT_SETTINGS_ELEMENT_ID } from "../../worker/contract/public-pages";
import { api, json } from "./api";
import { urlKey } from "./query-client";

/** Key of GET /api/event-settings (the admin screen sets it after a save). */
export const eventSettingsKey = () => urlKey(api["event-settings"].$path());

/** The settings the Worker embedded in this document, or undefined (none, or not in a browser). */
function embeddedEventSettings(): EventSettings | undefined {
  if (typeof document === "undefined") return undefined;
  const text = document.getElementById(EVENT_SETTINGS_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as EventSettings) : undefined;
}

/** GET /api/event-settings, starting from the embedded settings when the document has them. */
const eventSettingsQuery = queryOptions({
  queryKey: eventSettingsKey(),
  queryFn: () => json(api["event-settings"].$get()),
  initialData: embeddedEventSettings,
});

/**
 * The current event settings: the query's data, else the defaults (while the read is under way,
 * or when it failed). Never undefined, so a screen has no loading state for them.
 */
export function useEventSettings(): EventSettings {
  return useQuery(eventSettingsQuery).data ?? DEFAULT_SETTINGS;
}
