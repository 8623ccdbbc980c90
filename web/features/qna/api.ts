/**
 * Public Q&A queries and the question mutation (docs/api.md: GET /api/qna, POST /api/qna
 * {question}). What the list holds depends on the caller
 * (docs/decisions/0011-readings-of-the-spec.md#public-qa-visibility).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QuestionData } from "../../../worker/contract/qna";
import { api, json } from "../../lib/api";
import { qnaKeys } from "../../lib/qna-keys";

const qnaQuery = queryOptions({ queryKey: qnaKeys.public(), queryFn: () => json(api.qna.$get()) });

export function useQna() {
  return useQuery(qnaQuery);
}

/** Submits a question; the list is refetched so the asker sees it as "Unanswered". */
export function useSubmitQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: QuestionData) => json(api.qna.$post({ json: payload })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qnaKeys.public() }),
  });
}
