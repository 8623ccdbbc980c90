/**
 * Q&A moderation hooks (docs/api.md#qa-moderation; docs/messages.md#qa-admin toasts and browser
 * confirmations). Used by Q&A Administration (/app/admin/qna) and by the admin controls of the
 * public Q&A page (/app/qna). Exports:
 * - `adminQnaQuery(status)` / `useAdminQuestions(status)`: GET /api/admin/qna?status=
 *   (unanswered, all or archived); the unanswered list's length is the unanswered count;
 * - `useUpdateQuestion()`: mutate({ id, question, answer }) → PATCH /api/admin/qna/{id};
 * - `useArchiveQuestion()`: mutate(id) → POST /api/admin/qna/{id}/archive;
 * - `useDeleteQuestion()`: mutate(id) → DELETE /api/admin/qna/{id};
 * - `confirmArchiveQuestion(i18n)` / `confirmDeleteQuestion(i18n)`: the documented window.confirm
 *   texts in the page's language; call them before archive and delete:
 *   `if (confirmDeleteQuestion(i18n)) remove.mutate(id)`.
 * Every mutation shows the documented success or failure toast and refreshes both the admin lists
 * and the public list (GET /api/qna).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminQnaStatus } from "../../../worker/contract/admin-qna";
import type { I18n } from "../../../worker/contract/i18n";
import { api, json } from "../../lib/api";
import { qnaKeys } from "../../lib/qna-keys";
import { toast, type ToastOptions } from "../../lib/toast";

/** docs/messages.md#qa-admin: browser confirmations (English messages, asked in the page's language). */
const QNA_CONFIRMATIONS = {
  archive: /*i18n*/ "Are you sure you want to archive this question?",
  delete: /*i18n*/ "Are you sure you want to delete this question? This action cannot be undone.",
} as const;

/** docs/messages.md#qa-admin: toasts (failures are destructive), written by the toaster in the page's language. */
const QNA_ADMIN_TOASTS = {
  updated: { title: /*i18n*/ "Question updated successfully!", variant: "success" },
  archived: { title: /*i18n*/ "Question archived successfully!", variant: "success" },
  deleted: { title: /*i18n*/ "Question deleted successfully!", variant: "success" },
  updateFailed: { title: /*i18n*/ "Failed to update question", variant: "destructive" },
  archiveFailed: { title: /*i18n*/ "Failed to archive question", variant: "destructive" },
  deleteFailed: { title: /*i18n*/ "Failed to delete question", variant: "destructive" },
} as const satisfies Record<string, ToastOptions>;

/** The admin list of one status, newest first. */
function adminQnaQuery(status: AdminQnaStatus) {
  return queryOptions({
    queryKey: qnaKeys.admin(status),
    queryFn: () => json(api.admin.qna.$get({ query: { status } })),
  });
}

export function useAdminQuestions(status: AdminQnaStatus, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminQnaQuery(status), enabled: options.enabled ?? true });
}

/** Asks the archive confirmation in `i18n`'s language; true when the admin confirms. */
export function confirmArchiveQuestion(i18n: I18n): boolean {
  return window.confirm(i18n._(QNA_CONFIRMATIONS.archive));
}

/** Asks the delete confirmation in `i18n`'s language; true when the admin confirms. */
export function confirmDeleteQuestion(i18n: I18n): boolean {
  return window.confirm(i18n._(QNA_CONFIRMATIONS.delete));
}

function failure(base: ToastOptions, error: unknown): ToastOptions {
  return error instanceof Error && error.message ? { ...base, description: error.message } : base;
}

function useQnaMutation<V>(request: (variables: V) => Promise<unknown>, success: ToastOptions, failed: ToastOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => toast(success),
    onError: (error) => toast(failure(failed, error)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: qnaKeys.admin() }),
        queryClient.invalidateQueries({ queryKey: qnaKeys.public() }),
      ]),
  });
}

/** Saves a question and its answer; an empty answer means unanswered (docs/data-model.md#states-and-transitions). */
export function useUpdateQuestion() {
  return useQnaMutation(
    ({ id, question, answer }: { id: number; question: string; answer: string | null }) =>
      json(
        api.admin.qna[":id"].$patch({
          param: { id: String(id) },
          json: { question, answer: answer?.trim() ? answer : null, isAnswered: Boolean(answer?.trim()) },
        }),
      ),
    QNA_ADMIN_TOASTS.updated,
    QNA_ADMIN_TOASTS.updateFailed,
  );
}

export function useArchiveQuestion() {
  return useQnaMutation(
    (id: number) => json(api.admin.qna[":id"].archive.$post({ param: { id: String(id) } })),
    QNA_ADMIN_TOASTS.archived,
    QNA_ADMIN_TOASTS.archiveFailed,
  );
}

export function useDeleteQuestion() {
  return useQnaMutation(
    (id: number) => json(api.admin.qna[":id"].$delete({ param: { id: String(id) } })),
    QNA_ADMIN_TOASTS.deleted,
    QNA_ADMIN_TOASTS.deleteFailed,
  );
}
