/**
 * The live room of a session (docs/live-room.md): its questions with votes, the organisers'
 * moderation and the messages of the live channel. Timestamps are ISO 8601 UTC.
 */
import { z } from "./zod";
import { QUESTION_MESSAGES } from "./qna";
import { fillTemplate } from "./message-templates";
import type { Poll } from "./polls";

/** A session's question is 10 to 500 characters after trimming (docs/live-room.md#questions). */
const SESSION_QUESTION_MIN_LENGTH = 10;
const SESSION_QUESTION_MAX_LENGTH = 500;

/** POST /api/agenda/{id}/questions body `{ text }`. */
export const sessionQuestionSchema = z.object({
  text: z
    .string({ error: QUESTION_MESSAGES.missing })
    .trim()
    .min(1, QUESTION_MESSAGES.required)
    .min(SESSION_QUESTION_MIN_LENGTH, QUESTION_MESSAGES.tooShort)
    .max(
      SESSION_QUESTION_MAX_LENGTH,
      fillTemplate("Question must be at most {max} characters", { max: SESSION_QUESTION_MAX_LENGTH }),
    ),
});

export type SessionQuestionInput = z.input<typeof sessionQuestionSchema>;
export type SessionQuestionData = z.output<typeof sessionQuestionSchema>;

/** A question of a session as the whole room sees it (the live channel's `questions` message). */
export interface RoomQuestion {
  id: number;
  /** Plain text: every screen renders it as text. */
  text: string;
  votes: number;
  answered: boolean;
  /** The question the organisers pinned for the presenter screen. */
  pinned: boolean;
  askerFirstName: string;
  createdAt: string;
}

/** A question as GET /api/agenda/{id}/questions gives it to the signed-in caller. */
export interface SessionQuestion extends RoomQuestion {
  votedByMe: boolean;
  /** The caller's own question, which waits for the organisers (only the asker sees it). */
  awaitingApproval: boolean;
  mine: boolean;
}

/** GET /api/admin/agenda/{id}/questions: every question of the session, with its state. */
export interface ModeratedQuestion extends RoomQuestion {
  hidden: boolean;
  awaitingApproval: boolean;
}

/** The moderation settings of a session's room (GET and PATCH /api/admin/agenda/{id}/live). */
export interface LiveRoomSettings {
  questionsNeedApproval: boolean;
  pinnedQuestionId: number | null;
  /** True once an organiser made a presenter link (the link itself is shown only when made). */
  hasPresenterLink: boolean;
}

/** PATCH /api/admin/agenda/{id}/live body: either or both settings. */
export const liveRoomUpdateSchema = z
  .object({
    questionsNeedApproval: z.boolean({ error: "questionsNeedApproval must be true or false" }).optional(),
    pinnedQuestionId: z
      .number({ error: "pinnedQuestionId must be a question id or null" })
      .int()
      .positive()
      .nullable()
      .optional(),
  })
  .refine((body) => body.questionsNeedApproval !== undefined || body.pinnedQuestionId !== undefined, {
    message: "Nothing to change",
  });

/** PATCH /api/admin/agenda/{id}/questions/{questionId} body: the moderation of one question. */
export const questionModerationSchema = z
  .object({
    hidden: z.boolean({ error: "hidden must be true or false" }).optional(),
    answered: z.boolean({ error: "answered must be true or false" }).optional(),
    approved: z.literal(true, { error: "approved can only be true" }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: "Nothing to change" });
export type QuestionModeration = z.output<typeof questionModerationSchema>;

const RATING_MESSAGE = /*i18n*/ "Rating must be a whole number from 1 to 5";

/** The longest feedback comment, characters (docs/live-room.md#feedback). */
const FEEDBACK_COMMENT_MAX_LENGTH = 1_000;

/**
 * PUT /api/agenda/{id}/feedback body: a whole-number rating from 1 to 5 and an optional comment
 * (trimmed; blank is none).
 */
export const sessionFeedbackSchema = z.object({
  rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  comment: z
    .string({ error: "Comment must be text" })
    .trim()
    .max(FEEDBACK_COMMENT_MAX_LENGTH, /*i18n*/ "Comment must be at most 1000 characters")
    .nullable()
    .optional()
    .transform((comment) => comment || null),
});
export type SessionFeedbackData = z.output<typeof sessionFeedbackSchema>;

/** A caller's own rating of a session (PUT and GET /api/agenda/{id}/feedback). */
export interface SessionFeedback {
  rating: number;
  comment: string | null;
  updatedAt: string;
}

/** One session's ratings (GET /api/admin/feedback): count, average (1 to 5) and the comments. */
export interface FeedbackSummary {
  agendaItemId: number;
  title: string;
  count: number;
  average: number;
  comments: { rating: number; comment: string; firstName: string; updatedAt: string }[];
}

/**
 * The WebSocket subprotocols of the live channel (RFC 6455 section 1.9): a page offers
 * {@link LIVE_PROTOCOL}, which the server selects, and, signed in, its session token as
 * `bearer.<token>`, since a browser's WebSocket cannot send an Authorization header. The token
 * (base64url) is a valid protocol token; it is never selected, so it is never echoed back.
 */
export const LIVE_PROTOCOL = "ac2025-live";
export const BEARER_PROTOCOL_PREFIX = "bearer.";

/**
 * A message of the live channel (GET /api/agenda/{id}/live, a WebSocket): JSON with a `type`.
 * `questions` carries the room's ranked visible questions whenever one is asked, voted on or
 * moderated; `poll` carries the session's open and closed polls whenever one is opened, closed,
 * deleted or voted in, with an open poll's counts only for organisers and the presenter screen.
 */
export type LiveMessage = { type: "questions"; questions: RoomQuestion[] } | { type: "poll"; polls: Poll[] };
