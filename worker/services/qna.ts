/**
 * Public Q&A: the visible list per viewer and question submission (docs/api.md#questions-and-enquiries
 * /api/qna; docs/decisions/0011-readings-of-the-spec.md#public-qa-visibility).
 */
import { and, desc, eq, or, type SQL } from "drizzle-orm";
import { qnaQuestions, users, type UserRow } from "../../db/schema";
import { DELETED_DELEGATE_NAME } from "../contract/my-data";
import type { QnaQuestion, QuestionData } from "../contract/qna";
import type { Database } from "../db";
import { UnavailableError } from "./errors";
import type { ServerSettings } from "../settings";
import { enqueueEmail } from "./email-queue";
import { errorSummary } from "../lib/log";

/** Who is looking: nobody (anonymous), a delegate, or an admin. */
export type QnaViewer = { userId: number; admin: boolean } | null;

const QUESTION_NOT_QUEUED_MESSAGE = /*i18n*/ "Failed to submit question. Please try again.";

/**
 * Which questions a viewer may see (docs/decisions/0011-readings-of-the-spec.md#public-qa-visibility): admins see every question;
 * everyone else sees answered, non-archived ones, and a signed-in delegate also their own
 * non-archived pending ones.
 */
function visibleTo(viewer: QnaViewer): SQL | undefined {
  if (viewer?.admin) return undefined;
  const answered = eq(qnaQuestions.isAnswered, true);
  const shown = viewer ? or(answered, eq(qnaQuestions.userId, viewer.userId)) : answered;
  return and(eq(qnaQuestions.isArchived, false), shown);
}

type QuestionRow = typeof qnaQuestions.$inferSelect;
type AskerRow = Pick<UserRow, "firstName" | "lastName" | "email">;

/** The asker of a question whose account was deleted (docs/decisions/0014-delegate-data-export-and-erasure.md). */
const DELETED_ASKER: AskerRow = { firstName: DELETED_DELEGATE_NAME, lastName: "", email: "" };

/** The API's view of a question: the asker's last name and email go to admins only. */
function toQuestion(row: QuestionRow, asker: AskerRow, viewer: QnaViewer): QnaQuestion {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    isAnswered: row.isAnswered,
    isArchived: row.isArchived,
    agendaItemId: row.agendaItemId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: viewer?.admin
      ? { firstName: asker.firstName, lastName: asker.lastName, email: asker.email }
      : { firstName: asker.firstName },
    isMine: viewer !== null && row.userId === viewer.userId,
  };
}

/** True when anonymous visitors see a question of `userId` (and so the asker's first name). One query. */
export async function hasPublicQuestion(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .select({ id: qnaQuestions.id })
    .from(qnaQuestions)
    .where(and(eq(qnaQuestions.userId, userId), visibleTo(null)))
    .limit(1)
    .get();
  return row !== undefined;
}

/** The questions `viewer` may see, newest first. One query. */
export async function listQuestions(db: Database, viewer: QnaViewer): Promise<QnaQuestion[]> {
  const rows = await db
    .select({
      question: qnaQuestions,
      asker: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(qnaQuestions)
    .leftJoin(users, eq(users.id, qnaQuestions.userId))
    .where(visibleTo(viewer))
    .orderBy(desc(qnaQuestions.createdAt), desc(qnaQuestions.id));
  return rows.map((row) => toQuestion(row.question, row.asker ?? DELETED_ASKER, viewer));
}

/**
 * Stores a question from `asker` and queues a `question_notification` to the organisers' support
 * address (docs/decisions/0011-readings-of-the-spec.md#questions-notified). When the notification cannot be queued the question is removed
 * again, so a retry does not leave a duplicate.
 * @throws DomainError 503 when the email queue refuses the message.
 */
export async function submitQuestion(
  db: Database,
  queue: Queue,
  settings: ServerSettings,
  asker: UserRow,
  input: QuestionData,
): Promise<QnaQuestion> {
  const [row] = await db.insert(qnaQuestions).values({ userId: asker.id, question: input.question }).returning();
  try {
    await enqueueEmail(queue, {
      type: "question_notification",
      to: settings.event.supportEmail,
      locale: "en",
      userId: asker.id,
      data: {
        questionId: row!.id,
        question: row!.question,
        askedBy: `${asker.firstName} ${asker.lastName}`,
        askedByEmail: asker.email,
      },
    });
  } catch (error) {
    console.error("question_notification not queued", row!.id, errorSummary(error));
    await db.delete(qnaQuestions).where(eq(qnaQuestions.id, row!.id));
    throw new UnavailableError(QUESTION_NOT_QUEUED_MESSAGE);
  }
  return toQuestion(row!, asker, { userId: asker.id, admin: false });
}
