/**
 * Speaker administration mutations (docs/api.md#speaker-administration): a speaker added by hand
 * (POST /api/admin/speakers), edited (PATCH /api/admin/speakers/{id}: every field, or the bio and
 * Arabic bio in place) and deleted (DELETE /api/admin/speakers/{id}); reorder (POST
 * /api/admin/speakers/update-order, optimistic) and photo upload (POST
 * /api/admin/upload-speaker-image). Each refreshes the speaker lists (public pages too) and the
 * agenda, which shows speakers.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  SpeakerBio,
  SpeakerCreate,
  SpeakerImageResult,
  SpeakerUpdate,
} from "../../../worker/contract/admin-speakers";
import { orderFromList } from "../../../worker/contract/display-order";
import type { Speaker } from "../../../worker/contract/content";
import type { EventCode } from "../../../worker/contract/event";
import { api, json } from "../../lib/api";
import { toast } from "../../lib/toast";
import { contentKeys, speakersQuery } from "../../lib/content";
import { uploadForm } from "../../lib/files";
import {
  deleteFailedToast,
  saveFailedToast,
  SPEAKER_ORDER_UPDATE_FAILED,
  updateFailedToast,
} from "../../lib/admin-messages";
import { SPEAKER_DELETE_FAILED, SPEAKER_DELETED_TOAST, SPEAKER_SAVE_FAILED, uploadFailedToast } from "./messages";

function useRefreshSpeakers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKeys.speakers() }),
      queryClient.invalidateQueries({ queryKey: contentKeys.agenda() }),
    ]);
}

/** Saves `list` as the event's order, numbered from 1; the table shows it at once and rolls back on failure. */
export function useSpeakerOrder(event: EventCode) {
  const queryClient = useQueryClient();
  const refresh = useRefreshSpeakers();
  const { queryKey } = speakersQuery(event);
  return useMutation({
    mutationFn: (list: Speaker[]) =>
      json(api.admin.speakers["update-order"].$post({ json: { speakers: orderFromList(list.map((s) => s.id)) } })),
    onMutate: async (list) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Speaker[]>(queryKey);
      queryClient.setQueryData<Speaker[]>(
        queryKey,
        list.map((s, i) => ({ ...s, displayOrder: i + 1 })),
      );
      return { previous };
    },
    onError: (error, _list, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast(updateFailedToast(error, SPEAKER_ORDER_UPDATE_FAILED));
    },
    onSettled: refresh,
  });
}

export function useSpeakerBio() {
  const refresh = useRefreshSpeakers();
  return useMutation({
    mutationFn: ({ id, bio, bioAr }: SpeakerBio & { id: number }) =>
      json(api.admin.speakers[":id"].$patch({ param: { id: String(id) }, json: { bio: bio || null, bioAr } })),
    onSuccess: () => toast({ title: /*i18n*/ "Bio updated", variant: "success" }),
    onError: (error) => toast(updateFailedToast(error, /*i18n*/ "Failed to update the bio.")),
    onSettled: refresh,
  });
}

export function useSpeakerPhotoUpload() {
  const refresh = useRefreshSpeakers();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.set("speakerId", String(id));
      form.set("image", file);
      return uploadForm<SpeakerImageResult>(api.admin["upload-speaker-image"].$path(), form);
    },
    onSuccess: () => toast({ title: /*i18n*/ "Photo uploaded", variant: "success" }),
    onError: (error) => toast(uploadFailedToast(error)),
    onSettled: refresh,
  });
}

/** Adds a speaker by hand; toasts "Speaker added" or "Save failed" with the server's message (e.g. the 409). */
export function useCreateSpeaker() {
  const refresh = useRefreshSpeakers();
  return useMutation({
    mutationFn: (speaker: SpeakerCreate) => json(api.admin.speakers.$post({ json: speaker })),
    onSuccess: () => toast({ title: /*i18n*/ "Speaker added", variant: "success" }),
    onError: (error) => toast(saveFailedToast(error, SPEAKER_SAVE_FAILED)),
    onSettled: refresh,
  });
}

/** Saves every field of the edit dialog; toasts "Speaker updated" or "Save failed". */
export function useUpdateSpeaker() {
  const refresh = useRefreshSpeakers();
  return useMutation({
    mutationFn: ({ id, ...patch }: SpeakerUpdate & { id: number }) =>
      json(api.admin.speakers[":id"].$patch({ param: { id: String(id) }, json: patch })),
    onSuccess: () => toast({ title: /*i18n*/ "Speaker updated", variant: "success" }),
    onError: (error) => toast(saveFailedToast(error, SPEAKER_SAVE_FAILED)),
    onSettled: refresh,
  });
}

/** Deletes a speaker (and their place in sessions, and their photo); toasts the outcome. */
export function useDeleteSpeaker() {
  const refresh = useRefreshSpeakers();
  return useMutation({
    mutationFn: (id: number) => json(api.admin.speakers[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: () => toast(SPEAKER_DELETED_TOAST),
    onError: (error) => toast(deleteFailedToast(error, SPEAKER_DELETE_FAILED)),
    onSettled: refresh,
  });
}
