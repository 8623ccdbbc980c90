/**
 * Event settings administration (docs/api.md#event-settings): GET and PUT
 * /api/admin/event-settings. A save toasts "Event settings saved." and puts the saved settings
 * in the public settings query (web/lib/event-settings.ts), so every screen of this tab shows
 * them at once; a refusal toasts "Update failed" with the server's message.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EventSettings } from "../../../worker/contract/event";
import { api, json } from "../../lib/api";
import { eventSettingsKey } from "../../lib/event-settings";
import { urlKey } from "../../lib/query-client";
import { toast } from "../../lib/toast";
import { updateFailedToast } from "../../lib/admin-messages";

const endpoint = api.admin["event-settings"];

/**
 * The stored settings with their version (GET /api/admin/event-settings): the document as saved,
 * both languages, for the form to edit (the screens show `useEventSettings()`, in their language).
 */
const adminEventSettingsQuery = queryOptions({
  queryKey: urlKey(endpoint.$path()),
  queryFn: () => json(endpoint.$get()),
});

export function useAdminEventSettings() {
  return useQuery(adminEventSettingsQuery);
}

/** The toast of a successful save (docs/messages.md#event-settings). */
const EVENT_SETTINGS_SAVED = /*i18n*/ "Event settings saved.";
/** The toast's text when a save fails without a message from the server. */
const SAVE_FAILED = /*i18n*/ "The event settings could not be saved. Please try again.";

/** PUT /api/admin/event-settings with the whole document. */
export function useSaveEventSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: EventSettings) => json(endpoint.$put({ json: settings })),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminEventSettingsQuery.queryKey, saved);
      queryClient.setQueryData(eventSettingsKey(), saved.settings);
      toast({ title: EVENT_SETTINGS_SAVED, variant: "success" });
    },
    onError: (error) => toast(updateFailedToast(error, SAVE_FAILED)),
  });
}
