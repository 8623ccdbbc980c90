/**
 * Curated Q&A (spec 2, Curated Q&A and Submit question; spec 3, qna_questions; spec 5, Questions;
 * spec 7, POST and GET /api/qna; decisions.md, Public Q&A and Questions).
 * The submit form and the API validate with {@link questionSchema}.
 */
import { z } from "./zod";
import { LIMITS } from "./fields";

/** Minimum question length after trimming (spec 9, Text lengths). */
const QUESTION_MIN_LENGTH = 10;

export const QUESTION_MESSAGES = {
  /** Missing or not text (spec 5: "Question text is required" in the shared schema). */
  missing: "Question text is required",
  /** Empty input on the submit screen (spec 5). */
  required: "Question is required",
  tooShort: "Question must be at least 10 characters long",
  tooLong: `Question must be at most ${LIMITS.question} characters`,
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
 * Who asked a question. Everyone sees the first name (spec 2: "Question by" plus the first
 * name); only admins receive lastName and email (spec 3 lists {firstName, lastName, email}, but a
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
 * it is answered (spec 4, Q&A question).
 */
export function canArchiveInPublicView(question: Pick<QnaQuestion, "isAnswered" | "isArchived">): boolean {
  return question.isAnswered && !question.isArchived;
}
