/**
 * A session's live room for delegates and the presenter screen (docs/live-room.md; docs/api.md#live-room):
 * - GET /api/agenda/{id}/questions, POST /api/agenda/{id}/questions `{ text }` (201), signed in;
 * - POST and DELETE /api/agenda/{id}/questions/{questionId}/vote, signed in: one vote per person;
 * - GET /api/agenda/{id}/live: the live channel, a WebSocket served by the session's Durable
 *   Object (live/room.ts), for a signed-in caller or the holder of the presenter link
 *   (`?presenter=<token>`);
 * - GET /api/live/{id}: the presenter screen's view, for admins or the presenter link's holder;
 * - GET and PUT /api/agenda/{id}/feedback `{ rating, comment? }`, signed in: the caller's rating of
 *   the session, once it has started (docs/live-room.md#feedback);
 * - GET /api/agenda/{id}/polls, signed in: the session's open and closed polls, with counts once
 *   closed and the caller's vote; POST /api/polls/{id}/vote `{ option }`: one vote per person, a
 *   new one replacing the old, while the poll is open (docs/live-room.md#polls).
 * Asking is limited to 10 questions a minute per person, and voting to 50 votes a minute on
 * questions and 50 on polls.
 */
import { type Context, Hono } from "hono";
import type { AppEnv } from "../app-env";
import { idText } from "../contract/fields";
import { sessionFeedbackSchema, sessionQuestionSchema } from "../contract/live";
import { pollVoteSchema } from "../contract/polls";
import { z } from "../contract/zod";
import { sha256Hex } from "../lib/crypto";
import { COUNTS_HEADER, liveRoom, notifyRoom, ROOM_HEADER } from "../live/room";
import {
  currentUser,
  FORBIDDEN_MESSAGE,
  NOT_AUTHENTICATED_MESSAGE,
  optionalUser,
  requireUser,
  sessionIsAdmin,
} from "../middleware/auth";
import { enforceCeilingRateLimit, enforceRateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { checkWebSocketUpgrade } from "../middleware/websocket-upgrade";
import { ForbiddenError, UnauthenticatedError } from "../services/errors";
import {
  askQuestion,
  isPresenterToken,
  requireSessionRow,
  roomQuestions,
  sessionQuestions,
  setVote,
} from "../services/session-questions";
import { myFeedback, rateSession } from "../services/session-feedback";
import { delegatePolls, sessionPolls, votePoll } from "../services/session-polls";
import { noStore } from "./admin/http";

const sessionParam = z.object({ id: idText() });
const questionParam = z.object({ id: idText(), questionId: idText() });
const presenterQuery = z.object({ presenter: z.string().max(100).optional() });

/**
 * True when the caller may watch session `id`'s room: an admin's session, or the current
 * presenter token of the session (docs/live-room.md#presenter-screen).
 */
async function mayPresent(c: Context<AppEnv>, id: number, token: string | undefined): Promise<boolean> {
  if (c.get("user") && sessionIsAdmin(c)) return true;
  return token !== undefined && (await isPresenterToken(c.get("db"), id, await sha256Hex(token)));
}

/** A vote or its removal: the question's votes and the caller's vote after it. */
async function vote(c: Context<AppEnv>, id: number, questionId: number, on: boolean) {
  const user = currentUser(c);
  await enforceCeilingRateLimit(c, "session-vote", String(user.id));
  const result = await setVote(c.get("db"), id, questionId, user.id, on);
  notifyRoom(c, id);
  return c.json(result, 200);
}

export const liveRoutes = new Hono<AppEnv>()
  .get("/agenda/:id/questions", requireUser, noStore, validate("param", sessionParam), async (c) =>
    c.json(await sessionQuestions(c.get("db"), c.req.valid("param").id, currentUser(c).id), 200),
  )
  .post(
    "/agenda/:id/questions",
    requireUser,
    validate("param", sessionParam),
    validate("json", sessionQuestionSchema),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      await enforceRateLimit(c, "session-question", String(user.id));
      const question = await askQuestion(c.get("db"), id, user, c.req.valid("json").text);
      if (!question.awaitingApproval) notifyRoom(c, id);
      return c.json(question, 201);
    },
  )
  .post("/agenda/:id/questions/:questionId/vote", requireUser, validate("param", questionParam), async (c) => {
    const { id, questionId } = c.req.valid("param");
    return vote(c, id, questionId, true);
  })
  .delete("/agenda/:id/questions/:questionId/vote", requireUser, validate("param", questionParam), async (c) => {
    const { id, questionId } = c.req.valid("param");
    return vote(c, id, questionId, false);
  })
  .get(
    "/agenda/:id/live",
    optionalUser,
    validate("param", sessionParam),
    validate("query", presenterQuery),
    async (c) => {
      const { id } = c.req.valid("param");
      const presents = await mayPresent(c, id, c.req.valid("query").presenter);
      if (!c.get("user") && !presents) throw new UnauthenticatedError(NOT_AUTHENTICATED_MESSAGE);
      checkWebSocketUpgrade(c);
      await requireSessionRow(c.get("db"), id);
      const upgrade = new Request(c.req.raw);
      upgrade.headers.set(ROOM_HEADER, String(id));
      upgrade.headers.set(COUNTS_HEADER, presents ? "1" : "0");
      return liveRoom(c.env, id).fetch(upgrade);
    },
  )
  .get(
    "/live/:id",
    optionalUser,
    noStore,
    validate("param", sessionParam),
    validate("query", presenterQuery),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!(await mayPresent(c, id, c.req.valid("query").presenter))) {
        if (c.get("user")) throw new ForbiddenError(FORBIDDEN_MESSAGE);
        throw new UnauthenticatedError(NOT_AUTHENTICATED_MESSAGE);
      }
      const session = await requireSessionRow(c.get("db"), id);
      const [questions, polls] = await Promise.all([
        roomQuestions(c.get("db"), id),
        sessionPolls(c.get("db"), id, false),
      ]);
      return c.json({ title: session.title, titleAr: session.titleAr, questions, polls }, 200);
    },
  )
  .get("/agenda/:id/feedback", requireUser, noStore, validate("param", sessionParam), async (c) =>
    c.json(await myFeedback(c.get("db"), c.req.valid("param").id, currentUser(c).id), 200),
  )
  .put(
    "/agenda/:id/feedback",
    requireUser,
    validate("param", sessionParam),
    validate("json", sessionFeedbackSchema),
    async (c) =>
      c.json(
        await rateSession(c.get("db"), c.req.valid("param").id, currentUser(c).id, c.req.valid("json"), new Date()),
        200,
      ),
  )
  .get("/agenda/:id/polls", requireUser, noStore, validate("param", sessionParam), async (c) =>
    c.json(await delegatePolls(c.get("db"), c.req.valid("param").id, currentUser(c).id), 200),
  )
  .post(
    "/polls/:id/vote",
    requireUser,
    validate("param", sessionParam),
    validate("json", pollVoteSchema),
    async (c) => {
      const user = currentUser(c);
      await enforceCeilingRateLimit(c, "poll-vote", String(user.id));
      const vote = await votePoll(c.get("db"), c.req.valid("param").id, user.id, c.req.valid("json").option);
      notifyRoom(c, vote.agendaItemId, "polls");
      return c.json(vote, 200);
    },
  );
