/**
 * Calendar administration mutations (docs/api.md): PUT /api/admin/agenda/{id} and
 * PUT /api/admin/agenda/{id}/speakers. Failures toast "Update failed" with the documented texts
 * (docs/messages.md#email-logs-registrations-and-agenda); successes refresh every agenda list.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AgendaItemUpdate } from "../../../worker/contract/admin-agenda";
import type { AgendaItem } from "../../../worker/contract/content";
import { api, json } from "../../lib/api";
import { contentKeys } from "../../lib/content";
import { toast } from "../../lib/toast";
import { SPEAKER_ORDER_UPDATE_FAILED, updateFailedToast } from "../../lib/admin-messages";

/** docs/messages.md#toasts-and-the-error-catalogue: the agenda edit's failure text. */
const AGENDA_UPDATE_FAILED = /*i18n*/ "Failed to update agenda item.";

function useAgendaMutation<V>(request: (variables: V) => Promise<AgendaItem>, success: string, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => toast({ title: success, variant: "success" }),
    onError: (error) => toast(updateFailedToast(error, failure)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.agenda() }),
  });
}

export function useUpdateAgendaItem() {
  return useAgendaMutation(
    ({ id, ...fields }: AgendaItemUpdate & { id: number }) =>
      json(api.admin.agenda[":id"].$put({ param: { id: String(id) }, json: { id, ...fields } })),
    /*i18n*/ "Agenda item updated",
    AGENDA_UPDATE_FAILED,
  );
}

export function useUpdateSessionSpeakers() {
  return useAgendaMutation(
    ({ id, speakerIds }: { id: number; speakerIds: number[] }) =>
      json(api.admin.agenda[":id"].speakers.$put({ param: { id: String(id) }, json: { speakerIds } })),
    /*i18n*/ "Speaker order saved",
    SPEAKER_ORDER_UPDATE_FAILED,
  );
}
