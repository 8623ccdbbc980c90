/**
 * Public Q&A queries and the question mutation (spec 7: GET /api/qna, POST /api/qna {question}).
 * The list is keyed by its URL; what it holds depends on the caller (decisions.md, Public Q&A).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QnaQuestion, QuestionData } from "../../../worker/contract/qna";
import { sendJson } from "../../lib/api";

export const QNA_KEY = ["/api/qna"] as const;

const qnaQuery = queryOptions<QnaQuestion[]>({ queryKey: QNA_KEY });

export function useQna() {
  return useQuery(qnaQuery);
}

/** Submits a question; the list is refetched so the asker sees it as "Unanswered". */
export function useSubmitQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: QuestionData) => sendJson<QnaQuestion>("POST", "/api/qna", payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QNA_KEY }),
  });
}
