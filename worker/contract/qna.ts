/**
 * Curated Q&A (docs/product.md#curated-qa; docs/data-model.md#qna_questions; docs/messages.md#questions;
 * docs/api.md#questions-and-enquiries; docs/decisions/0011-readings-of-the-spec.md#public-qa-visibility).
 * The submit form and the API validate with {@link questionSchema}. Its messages are English messages,
 * marked for the catalogue and written in the page's language where they are shown (docs/i18n.md).
 */
import { z } from "./zod";
import { LIMITS } from "./fields";
import { fillTemplate } from "./message-templates";

/** Minimum question length after trimming (docs/data-model.md#text-lengths). */
const QUESTION_MIN_LENGTH = 10;

export const QUESTION_MESSAGES = {
  /** Missing or not text (docs/messages.md#validation-rules: "Question text is required" in the shared schema). */
  missing: /*i18n*/ "Question text is required",
  /** Empty input on the submit screen (docs/messages.md#validation-rules). */
  required: /*i18n*/ "Question is required",
  tooShort: /*i18n*/ "Question must be at least 10 characters long",
  tooLong: fillTemplate("Question must be at most {max} characters", { max: LIMITS.question }),
} as const;

/** POST /api/qna body `{ question }`: trimmed, 10 to {@link LIMITS.question} characters. */
export const questionSchema = z.object({
  question: z
    .string({ error: QUESTION_MESSAGES.missing })
    .trim()
    .min(1, QUESTION_MESSAGES.required)
    .min(QUESTION_MIN_LENGTH, QUESTION_MESSAGES.tooShort)
    .max(LIMITS.question, QUESTION_MESSAGES.tooLong),
});
export type QuestionInput = z.input<typeof questionSchema>;
export type QuestionData = z.output<typeof questionSchema>;

/**
 * Who asked a question. Everyone sees the first name (docs/product.md#route-map: "Question by" plus the first
 * name); only admins receive lastName and email (docs/data-model.md#question, but a
 * delegate must never learn another attendee's address).
 */
interface QnaAsker {
  firstName: string;
  lastName?: string;
  email?: string;
}

/** A question as GET /api/qna and POST /api/qna return it. Timestamps are ISO 8601 UTC. */
export interface QnaQuestion {
  id: number;
  question: string;
  answer: string | null;
  isAnswered: boolean;
  isArchived: boolean;
  agendaItemId: number | null;
  createdAt: string;
  updatedAt: string;
  user: QnaAsker;
  /** True when the signed-in caller asked it (their own pending questions are listed too). */
  isMine: boolean;
}

/**
 * Archive is offered only when the question is not archived and, in the public view, only when
 * it is answered (docs/data-model.md#qa-question).
 */
export function canArchiveInPublicView(question: Pick<QnaQuestion, "isAnswered" | "isArchived">): boolean {
  return question.isAnswered && !question.isArchived;
}
