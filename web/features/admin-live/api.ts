/**
 * The organisers' moderation of a session's live room (docs/api.md#live-room): every question with
 * its state and the room's settings (GET /api/admin/agenda/{id}/questions), one question's
 * moderation (PATCH .../questions/{questionId}), the room's settings (PATCH .../live) and a new
 * presenter link (POST .../presenter-link). Each change refetches the list.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QuestionModeration } from "../../../worker/contract/live";
import { api, json } from "../../lib/api";
import { urlKey } from "../../lib/query-client";

const route = api.admin.agenda[":id"];

/** The query of session `id`'s questions as organisers see them. */
export function moderatedQuestionsQuery(id: number) {
  const param = { id: String(id) };
  return queryOptions({
    queryKey: urlKey(route.questions.$path({ param })),
    queryFn: () => json(route.questions.$get({ param })),
  });
}

export function useModeratedQuestions(id: number, enabled: boolean) {
  return useQuery({ ...moderatedQuestionsQuery(id), enabled });
}

function useRefetchModerated(id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moderatedQuestionsQuery(id).queryKey });
}

export function useModerateQuestion(id: number) {
  const refetch = useRefetchModerated(id);
  return useMutation({
    mutationFn: ({ questionId, change }: { questionId: number; change: QuestionModeration }) =>
      json(
        route.questions[":questionId"].$patch({
          param: { id: String(id), questionId: String(questionId) },
          json: change,
        }),
      ),
    onSuccess: refetch,
  });
}

export function useRoomSettings(id: number) {
  const refetch = useRefetchModerated(id);
  return useMutation({
    mutationFn: (change: { questionsNeedApproval?: boolean; pinnedQuestionId?: number | null }) =>
      json(route.live.$patch({ param: { id: String(id) }, json: change })),
    onSuccess: refetch,
  });
}

export function usePresenterLink(id: number) {
  const refetch = useRefetchModerated(id);
  return useMutation({
    mutationFn: () => json(route["presenter-link"].$post({ param: { id: String(id) } })),
    onSuccess: refetch,
  });
}
