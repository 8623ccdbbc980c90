/**
 * A session's live room for delegates (docs/api.md#live-room): its questions
 * (GET /api/agenda/{id}/questions), asking (POST, `{ text }`) and voting (POST and DELETE
 * .../questions/{questionId}/vote). The list is kept in the query cache; the live channel's
 * messages replace it there with the caller's own votes and waiting questions kept
 * ({@link mergeRoomQuestions}). Its polls (GET /api/agenda/{id}/polls) and votes in them
 * (POST /api/polls/{pollId}/vote) are kept the same way ({@link applyRoomPolls}).
 */
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RoomQuestion, SessionQuestion } from "../../../worker/contract/live";
import type { Poll } from "../../../worker/contract/polls";
import { api, json } from "../../lib/api";
import { urlKey } from "../../lib/query-client";

const questionsRoute = api.agenda[":id"].questions;

/** The query of session `id`'s questions. */
export function sessionQuestionsQuery(id: number) {
  const param = { id: String(id) };
  return queryOptions({
    queryKey: urlKey(questionsRoute.$path({ param })),
    queryFn: () => json(questionsRoute.$get({ param })),
  });
}

export function useSessionQuestions(id: number) {
  return useQuery(sessionQuestionsQuery(id));
}

/**
 * The room's new list as the caller sees it: the caller's votes and own questions are read from
 * `previous` (the channel's message is the same for everyone), and the caller's questions that
 * wait for approval stay at the end. Pure.
 */
export function mergeRoomQuestions(
  previous: readonly SessionQuestion[],
  room: readonly RoomQuestion[],
): SessionQuestion[] {
  const before = new Map(previous.map((question) => [question.id, question]));
  const merged = room.map((question) => ({
    ...question,
    votedByMe: before.get(question.id)?.votedByMe ?? false,
    mine: before.get(question.id)?.mine ?? false,
    awaitingApproval: false,
  }));
  const shown = new Set(room.map((question) => question.id));
  return [...merged, ...previous.filter((question) => question.awaitingApproval && !shown.has(question.id))];
}

/** Puts the channel's `room` list into session `id`'s cached questions. */
export function applyRoomQuestions(queryClient: QueryClient, id: number, room: readonly RoomQuestion[]): void {
  queryClient.setQueryData(sessionQuestionsQuery(id).queryKey, (previous) => mergeRoomQuestions(previous ?? [], room));
}

/** Asks a question on session `id`; the asker's list shows it at once. */
export function useAskQuestion(id: number) {
  const queryClient = useQueryClient();
  const { queryKey } = sessionQuestionsQuery(id);
  return useMutation({
    mutationFn: (text: string) => json(questionsRoute.$post({ param: { id: String(id) }, json: { text } })),
    onSuccess: (question) =>
      queryClient.setQueryData(queryKey, (previous) =>
        previous?.some((q) => q.id === question.id) ? previous : [...(previous ?? []), question],
      ),
  });
}

/**
 * Adds or takes back the caller's vote on a question of session `id`: the cached list changes at
 * once, and is put back if the server refuses.
 */
export function useVote(id: number) {
  const queryClient = useQueryClient();
  const { queryKey } = sessionQuestionsQuery(id);
  const route = api.agenda[":id"].questions[":questionId"].vote;
  return useMutation({
    mutationFn: ({ questionId, on }: { questionId: number; on: boolean }) => {
      const param = { id: String(id), questionId: String(questionId) };
      return json(on ? route.$post({ param }) : route.$delete({ param }));
    },
    onMutate: ({ questionId, on }) => {
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (list) =>
        list?.map((q) =>
          q.id === questionId && q.votedByMe !== on ? { ...q, votedByMe: on, votes: q.votes + (on ? 1 : -1) } : q,
        ),
      );
      return { previous };
    },
    onSuccess: (result, { questionId }) =>
      queryClient.setQueryData(queryKey, (list) => list?.map((q) => (q.id === questionId ? { ...q, ...result } : q))),
    onError: (_error, _vote, context) => queryClient.setQueryData(queryKey, context?.previous),
  });
}

const pollsRoute = api.agenda[":id"].polls;

/** The query of session `id`'s polls as the caller sees them (open and closed, with their vote). */
export function sessionPollsQuery(id: number) {
  const param = { id: String(id) };
  return queryOptions({
    queryKey: urlKey(pollsRoute.$path({ param })),
    queryFn: () => json(pollsRoute.$get({ param })),
  });
}

export function useSessionPolls(id: number) {
  return useQuery(sessionPollsQuery(id));
}

/**
 * Puts the channel's `polls` (the same for every delegate) into session `id`'s cached polls, with
 * the caller's own votes kept from the cache.
 */
export function applyRoomPolls(queryClient: QueryClient, id: number, polls: readonly Poll[]): void {
  queryClient.setQueryData(sessionPollsQuery(id).queryKey, (previous) => {
    const mine = new Map(previous?.map((poll) => [poll.id, poll.myVote]));
    return polls.map((poll) => ({ ...poll, myVote: mine.get(poll.id) ?? null }));
  });
}

/**
 * Casts or changes the caller's vote in a poll of session `id`: the cached poll shows it at once,
 * and is put back if the server refuses.
 */
export function usePollVote(id: number) {
  const queryClient = useQueryClient();
  const { queryKey } = sessionPollsQuery(id);
  const choose = (pollId: number, myVote: number | null) =>
    queryClient.setQueryData(queryKey, (list) =>
      list?.map((poll) => (poll.id === pollId ? { ...poll, myVote } : poll)),
    );
  return useMutation({
    mutationFn: ({ pollId, option }: { pollId: number; option: number }) =>
      json(api.polls[":id"].vote.$post({ param: { id: String(pollId) }, json: { option } })),
    onMutate: async ({ pollId, option }) => {
      // A read under way (the 5 s polling) would put the earlier vote back when it lands.
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey)?.find((poll) => poll.id === pollId)?.myVote ?? null;
      choose(pollId, option);
      return { before };
    },
    onError: (_error, { pollId }, context) => choose(pollId, context?.before ?? null),
  });
}
