/**
 * The event settings every screen shows, read as data (docs/data-model.md#event-settings):
 * GET /api/event-settings, which answers what organisers saved at /app/admin/settings. The first
 * render needs no request: the Worker embeds the current settings in every HTML document it
 * serves (worker/routes/pages.ts, element {@link EVENT_SETTINGS_ELEMENT_ID}) and in the query
 * state of the public pages it renders, and each entry puts them in its query cache before
 * rendering ({@link seedEventSettings}), so the markup, its hydration, the API, the emails, the
 * PDFs and the calendars agree. The public pages carry no defaults of their own: their documents
 * always come from the Worker.
 */
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { localizeSettings, type EventSettings } from "../../worker/contract/event";
import { EVENT_SETTINGS_ELEMENT_ID } from "../../worker/contract/public-pages";
import { api, json } from "./api";
import { useI18n } from "./i18n";
import { urlKey } from "./query-client";

/** Key of GET /api/event-settings (the admin screen sets it after a save). */
export const eventSettingsKey = () => urlKey(api["event-settings"].$path());

/**
 * Puts the settings the Worker embedded in this document in `queryClient`. A document without
 * them (a static copy of the app shell) gets `fallback` (the app passes the defaults), marked
 * stale so the first screen that shows them fetches GET /api/event-settings.
 */
export function seedEventSettings(queryClient: QueryClient, fallback?: EventSettings): void {
  const text = document.getElementById(EVENT_SETTINGS_ELEMENT_ID)?.textContent;
  if (text) queryClient.setQueryData(eventSettingsKey(), JSON.parse(text) as EventSettings);
  else if (fallback) {
    queryClient.setQueryData(eventSettingsKey(), fallback);
    void queryClient.invalidateQueries({ queryKey: eventSettingsKey() });
  }
}

/**
 * The current event settings in the page's language (Arabic versions of the texts on an Arabic
 * page: `localizeSettings`, worker/contract/event.ts), from the query cache (seeded by the entry,
 * or by the Worker's rendering: web/entry-server.tsx). The settings form edits the stored
 * document instead (web/features/admin-event-settings/api.ts).
 * @throws Error when nothing seeded them (a rendering without the app's entry).
 */
export function useEventSettings(): EventSettings {
  const { data } = useQuery({ queryKey: eventSettingsKey(), queryFn: () => json(api["event-settings"].$get()) });
  const { locale } = useI18n();
  const settings = useMemo(() => data && localizeSettings(data, locale), [data, locale]);
  if (!settings) throw new Error("The event settings were not seeded (web/lib/event-settings.ts)");
  return settings;
}
