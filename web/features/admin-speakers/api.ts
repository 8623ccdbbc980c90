/**
 * Speaker administration mutations (docs/api.md): reorder (POST /api/admin/speakers/update-order,
 * optimistic), bio and Arabic bio (PATCH /api/admin/speakers/{id}) and photo upload
 * (POST /api/admin/upload-speaker-image). Each refreshes the speaker lists (public pages too)
 * and the agenda, which shows speaker photos.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SpeakerBio, SpeakerImageResult } from "../../../worker/contract/admin-speakers";
import { orderFromList } from "../../../worker/contract/display-order";
import type { Speaker } from "../../../worker/contract/content";
import type { EventCode } from "../../../worker/contract/event";
import { api, json } from "../../lib/api";
import { toast } from "../../lib/toast";
import { contentKeys, speakersQuery } from "../../lib/content";
import { uploadForm } from "../../lib/files";
import { SPEAKER_ORDER_UPDATE_FAILED, updateFailedToast } from "../../lib/admin-messages";
import { uploadFailedToast } from "./messages";

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
