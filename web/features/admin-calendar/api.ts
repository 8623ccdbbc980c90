/**
 * Calendar administration mutations (docs/api.md#agenda-administration): POST /api/admin/agenda,
 * PUT /api/admin/agenda/{id}, DELETE /api/admin/agenda/{id} and PUT /api/admin/agenda/{id}/speakers.
 * Failures toast "Update failed" (or "Delete failed") with the server's message, else the
 * documented texts (docs/messages.md#email-logs-registrations-and-agenda); successes refresh every
 * agenda list. A save that overlaps other sessions says so in its toast.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AgendaItemCreate, SavedAgendaItem } from "../../../worker/contract/admin-agenda";
import type { AgendaItem } from "../../../worker/contract/content";
import { api, json } from "../../lib/api";
import { contentKeys } from "../../lib/content";
import { toast, type ToastOptions } from "../../lib/toast";
import { SPEAKER_ORDER_UPDATE_FAILED, messageOf, updateFailedToast } from "../../lib/admin-messages";

/** docs/messages.md#toasts-and-the-error-catalogue: the agenda edit's failure text. */
const AGENDA_UPDATE_FAILED = /*i18n*/ "Failed to update agenda item.";
const SESSION_ADD_FAILED = /*i18n*/ "Failed to add session.";
const SESSION_DELETE_FAILED = /*i18n*/ "Failed to delete session.";

function useAgendaMutation<V, R>(
  request: (variables: V) => Promise<R>,
  success: (answer: R) => ToastOptions,
  failure: (error: unknown) => ToastOptions,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => toast(success(answer)),
    onError: (error) => toast(failure(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.agenda() }),
  });
}

/** How the Edit Agenda Item dialog saves: a new session (Add session, Duplicate) or the one it edits. */
export type SaveTarget = { mode: "add" } | { mode: "edit"; id: number };

/** Saves the Edit Agenda Item dialog: POST for a new session, PUT for an edit. */
export function useSaveAgendaItem(target: SaveTarget) {
  return useAgendaMutation(
    ({ eventType, speakerIds, ...fields }: AgendaItemCreate): Promise<SavedAgendaItem> =>
      target.mode === "add"
        ? json(api.admin.agenda.$post({ json: { eventType, speakerIds, ...fields } }))
        : json(api.admin.agenda[":id"].$put({ param: { id: String(target.id) }, json: { id: target.id, ...fields } })),
    ({ overlaps }) => ({
      title: target.mode === "add" ? /*i18n*/ "Session added" : /*i18n*/ "Agenda item updated",
      ...(overlaps.length > 0 && {
        description:
          /*i18n*/ "{count, plural, one {It overlaps # session in the same location.} other {It overlaps # sessions in the same location.}}",
        values: { count: overlaps.length },
      }),
      variant: "success",
    }),
    (error) => updateFailedToast(error, target.mode === "add" ? SESSION_ADD_FAILED : AGENDA_UPDATE_FAILED),
  );
}

export function useDeleteAgendaItem() {
  return useAgendaMutation(
    (id: number) => json(api.admin.agenda[":id"].$delete({ param: { id: String(id) } })),
    () => ({ title: /*i18n*/ "Session deleted", variant: "success" }),
    (error) => ({
      title: /*i18n*/ "Delete failed",
      description: messageOf(error, SESSION_DELETE_FAILED),
      variant: "destructive",
    }),
  );
}

export function useUpdateSessionSpeakers() {
  return useAgendaMutation(
    ({ id, speakerIds }: { id: number; speakerIds: number[] }): Promise<AgendaItem> =>
      json(api.admin.agenda[":id"].speakers.$put({ param: { id: String(id) }, json: { speakerIds } })),
    () => ({ title: /*i18n*/ "Speaker order saved", variant: "success" }),
    (error) => updateFailedToast(error, SPEAKER_ORDER_UPDATE_FAILED),
  );
}
