/**
 * Event settings administration (docs/api.md#event-settings): GET and PUT
 * /api/admin/event-settings, and POST /api/admin/event-settings/arabic-confirmations ("Still
 * correct" on an Arabic text that may be out of date). A save toasts "Event settings saved.", a
 * confirmation "Arabic text confirmed."; each puts the saved settings in the public settings query
 * (web/lib/event-settings.ts), so every screen of this tab shows them at once; a refusal toasts
 * "Update failed" with the server's message.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EventSettings } from "../../../worker/contract/event";
import type { EventSettingsRecord } from "../../../worker/contract/event-settings";
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

/** The stored record, in both queries: the form's and the one every screen reads. */
function useKeepSaved() {
  const queryClient = useQueryClient();
  return (saved: EventSettingsRecord) => {
    queryClient.setQueryData(adminEventSettingsQuery.queryKey, saved);
    queryClient.setQueryData(eventSettingsKey(), saved.settings);
  };
}

/** PUT /api/admin/event-settings with the whole document. */
export function useSaveEventSettings() {
  const keep = useKeepSaved();
  return useMutation({
    mutationFn: (settings: EventSettings) => json(endpoint.$put({ json: settings })),
    onSuccess: (saved) => {
      keep(saved);
      toast({ title: EVENT_SETTINGS_SAVED, variant: "success" });
    },
    onError: (error) => toast(updateFailedToast(error, SAVE_FAILED)),
  });
}

/** The toast of a confirmed Arabic text (docs/messages.md#event-settings). */
const ARABIC_CONFIRMED = /*i18n*/ "Arabic text confirmed.";
const CONFIRM_FAILED = /*i18n*/ "The Arabic text could not be confirmed. Please try again.";

/**
 * POST /api/admin/event-settings/arabic-confirmations: "Still correct" on the Arabic text at
 * `field`, checked against the stored English text `english`. The form's unsaved edits stay.
 */
export function useConfirmArabic() {
  const keep = useKeepSaved();
  return useMutation({
    mutationFn: (confirmation: { field: string; english: string }) =>
      json(endpoint["arabic-confirmations"].$post({ json: confirmation })),
    onSuccess: (saved) => {
      keep(saved);
      toast({ title: ARABIC_CONFIRMED, variant: "success" });
    },
    onError: (error) => toast(updateFailedToast(error, CONFIRM_FAILED)),
  });
}
