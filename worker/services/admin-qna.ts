/**
 * Q&A moderation (docs/data-model.md#qa-question; docs/api.md#qa-moderation). Lists reuse the public
 * list with the admin's view (every question, the asker's full name and email); writes are one
 * statement each and answer 404 for an unknown id.
 */
import { eq } from "drizzle-orm";
import { qnaQuestions, type UserRow } from "../../db/schema";
import {
  QUESTION_NOT_FOUND_MESSAGE,
  questionsWithStatus,
  type AdminQnaStatus,
  type AdminQnaUpdate,
} from "../contract/admin-qna";
import type { QnaQuestion } from "../contract/qna";
import type { Database } from "../db";
import { NotFoundError } from "./errors";
import { listQuestions } from "./qna";

/** Questions of one admin status, newest first. One query. */
export async function listAdminQuestions(
  db: Database,
  admin: Pick<UserRow, "id">,
  status: AdminQnaStatus,
): Promise<QnaQuestion[]> {
  return questionsWithStatus(await listQuestions(db, { userId: admin.id, admin: true }), status);
}

function found(rows: unknown[]): void {
  if (rows.length === 0) throw new NotFoundError(QUESTION_NOT_FOUND_MESSAGE);
}

/**
 * Saves an edited question and answer (the answer decides isAnswered, see adminQnaUpdateSchema).
 * @throws DomainError 404 for an unknown id.
 */
export async function updateQuestion(
  db: Database,
  id: number,
  update: AdminQnaUpdate,
  now = new Date(),
): Promise<void> {
  found(
    await db
      .update(qnaQuestions)
      .set({ ...update, updatedAt: now })
      .where(eq(qnaQuestions.id, id))
      .returning({ id: qnaQuestions.id }),
  );
}

/** Archives a question (independent of answered, docs/data-model.md#states-and-transitions). @throws DomainError 404 for an unknown id. */
export async function archiveQuestion(db: Database, id: number, now = new Date()): Promise<void> {
  found(
    await db
      .update(qnaQuestions)
      .set({ isArchived: true, updatedAt: now })
      .where(eq(qnaQuestions.id, id))
      .returning({ id: qnaQuestions.id }),
  );
}

/** Deletes a question for good (docs/data-model.md#states-and-transitions). @throws DomainError 404 for an unknown id. */
export async function deleteQuestion(db: Database, id: number): Promise<void> {
  found(await db.delete(qnaQuestions).where(eq(qnaQuestions.id, id)).returning({ id: qnaQuestions.id }));
}
