/**
 * Q&A moderation (docs/product.md#qa-administration; docs/data-model.md#qa-question; docs/messages.md#admin-qa-edit;
 * docs/api.md#qa-moderation;
 * docs/data-model.md#admin-qa-statuses). Lists carry {@link QnaQuestion} with the asker's full
 * {firstName, lastName, email} (admins only, see contract/qna.ts).
 */
import { z } from "./zod";
import { LIMITS } from "./fields";
import { QUESTION_MESSAGES, type QnaQuestion } from "./qna";

/** docs/data-model.md#admin-qa-statuses, all and archived. */
const ADMIN_QNA_STATUSES = ["unanswered", "all", "archived"] as const;
export type AdminQnaStatus = (typeof ADMIN_QNA_STATUSES)[number];

/** `?status=` of GET /api/admin/qna; missing means unanswered (docs/data-model.md#constants-and-limits). */
export const adminQnaQuerySchema = z.object({
  status: z.enum(ADMIN_QNA_STATUSES, { error: "status must be unanswered, all or archived" }).default("unanswered"),
});

/**
 * Which questions a status lists: "unanswered" = not answered and not archived (the moderation
 * queue), "archived" = archived, "all" = every question. Order is kept.
 */
export function questionsWithStatus<T extends Pick<QnaQuestion, "isAnswered" | "isArchived">>(
  list: readonly T[],
  status: AdminQnaStatus,
): T[] {
  if (status === "all") return [...list];
  if (status === "archived") return list.filter((q) => q.isArchived);
  return list.filter((q) => !q.isAnswered && !q.isArchived);
}

/**
 * PATCH /api/admin/qna/{id} body {question, answer (or null), isAnswered} (docs/api.md).
 * The question must be non-empty after trimming (docs/messages.md#admin-qa-edit). The answer decides
 * the state (docs/data-model.md#states-and-transitions): a blank answer is stored as null with isAnswered false, any other answer
 * sets isAnswered true; the client's `isAnswered` is accepted but never overrides that rule.
 */
export const adminQnaUpdateSchema = z
  .object({
    question: z
      .string({ error: QUESTION_MESSAGES.missing })
      .trim()
      .min(1, QUESTION_MESSAGES.missing)
      .max(LIMITS.question, QUESTION_MESSAGES.tooLong),
    answer: z
      .string()
      .trim()
      .max(LIMITS.answer, `Answer must be at most ${LIMITS.answer} characters`)
      .nullable()
      .optional(),
    isAnswered: z.boolean().optional(),
  })
  .transform(({ question, answer }) => ({
    question,
    answer: answer ? answer : null,
    isAnswered: Boolean(answer),
  }));
export type AdminQnaUpdate = z.output<typeof adminQnaUpdateSchema>;

/** Admin status label (docs/data-model.md#states-and-transitions): Archived first, then Approved (answered with an answer), else Pending. */
export function qnaStatusLabel(
  question: Pick<QnaQuestion, "isArchived" | "isAnswered" | "answer">,
): "Archived" | "Approved" | "Pending" {
  if (question.isArchived) return "Archived";
  if (question.isAnswered && question.answer) return "Approved";
  return "Pending";
}

export const QUESTION_NOT_FOUND_MESSAGE = "Question not found";
