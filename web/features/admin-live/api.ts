/**
 * The organisers' moderation of a session's live room (docs/api.md#live-room): every question with
 * its state and the room's settings (GET /api/admin/agenda/{id}/questions), one question's
 * moderation (PATCH .../questions/{questionId}), the room's settings (PATCH .../live) and a new
 * presenter link (POST .../presenter-link); and the session's polls (GET and POST .../polls,
 * PATCH and DELETE /api/admin/polls/{pollId}). Each change refetches its list.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QuestionModeration } from "../../../worker/contract/live";
import type { PollCreateData } from "../../../worker/contract/polls";
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

/** The query of session `id`'s polls as organisers see them: drafts included, counts always. */
export function adminPollsQuery(id: number) {
  const param = { id: String(id) };
  return queryOptions({
    queryKey: urlKey(route.polls.$path({ param })),
    queryFn: () => json(route.polls.$get({ param })),
  });
}

export function useAdminPolls(id: number) {
  return useQuery(adminPollsQuery(id));
}

function useRefetchPolls(id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminPollsQuery(id).queryKey });
}

/** Writes a draft poll on session `id`. */
export function useCreatePoll(id: number) {
  const refetch = useRefetchPolls(id);
  return useMutation({
    mutationFn: (poll: PollCreateData) => json(route.polls.$post({ param: { id: String(id) }, json: poll })),
    onSuccess: refetch,
  });
}

/** Opens or closes a poll of session `id`. */
export function usePollStatus(id: number) {
  const refetch = useRefetchPolls(id);
  return useMutation({
    mutationFn: ({ pollId, status }: { pollId: number; status: "open" | "closed" }) =>
      json(api.admin.polls[":id"].$patch({ param: { id: String(pollId) }, json: { status } })),
    onSuccess: refetch,
  });
}

/** Deletes a poll of session `id` with its votes. */
export function useDeletePoll(id: number) {
  const refetch = useRefetchPolls(id);
  return useMutation({
    mutationFn: (pollId: number) => json(api.admin.polls[":id"].$delete({ param: { id: String(pollId) } })),
    onSuccess: refetch,
  });
}
