/**
 * Moderation of a session's live room (docs/live-room.md#moderation; docs/api.md#live-room), admins only:
 * - GET /api/admin/agenda/{id}/questions: every question of the session with its state, and the
 *   room's settings;
 * - PATCH /api/admin/agenda/{id}/questions/{questionId} `{ hidden?, answered?, approved? }`;
 * - PATCH /api/admin/agenda/{id}/live `{ questionsNeedApproval?, pinnedQuestionId? }`;
 * - POST /api/admin/agenda/{id}/presenter-link: a new presenter link (the earlier one stops
 *   working). The token travels in the link's fragment, so it never reaches a server log.
 * - GET /api/admin/feedback: every rated session's count, average and comments, and
 *   GET /api/admin/feedback/export the same as CSV (docs/live-room.md#feedback).
 * - GET /api/admin/agenda/{id}/polls: the session's polls, drafts included, with counts;
 *   POST /api/admin/agenda/{id}/polls `{ question, options }` (201, a draft);
 *   PATCH /api/admin/polls/{id} `{ status: "open" | "closed" }`; DELETE /api/admin/polls/{id}
 *   (docs/live-room.md#polls).
 * Every change is sent to the room (live/room.ts).
 */
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { idText } from "../../contract/fields";
import { liveRoomUpdateSchema, questionModerationSchema } from "../../contract/live";
import { pollCreateSchema, pollStatusSchema } from "../../contract/polls";
import { z } from "../../contract/zod";
import { randomToken, sha256Hex } from "../../lib/crypto";
import { notifyRoom } from "../../live/room";
import { requireAdmin } from "../../middleware/auth";
import { validate } from "../../middleware/validate";
import {
  liveRoomSettings,
  moderatedQuestions,
  requireSessionRow,
  moderateQuestion,
  replacePresenterToken,
  updateLiveRoom,
} from "../../services/session-questions";
import { feedbackCsv, feedbackSummaries } from "../../services/session-feedback";
import { createPoll, deletePoll, sessionPolls, setPollStatus } from "../../services/session-polls";
import { download, idParamSchema, noStore } from "./http";

const questionParam = z.object({ id: idText(), questionId: idText() });

export const adminLiveRoutes = new Hono<AppEnv>()
  .get("/admin/agenda/:id/questions", requireAdmin, noStore, validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const questions = await moderatedQuestions(c.get("db"), id);
    return c.json({ settings: await liveRoomSettings(c.get("db"), id), questions }, 200);
  })
  .patch(
    "/admin/agenda/:id/questions/:questionId",
    requireAdmin,
    validate("param", questionParam),
    validate("json", questionModerationSchema),
    async (c) => {
      const { id, questionId } = c.req.valid("param");
      await moderateQuestion(c.get("db"), id, questionId, c.req.valid("json"));
      notifyRoom(c, id);
      return c.json({ message: "Question updated" }, 200);
    },
  )
  .patch(
    "/admin/agenda/:id/live",
    requireAdmin,
    validate("param", idParamSchema),
    validate("json", liveRoomUpdateSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const settings = await updateLiveRoom(c.get("db"), id, c.req.valid("json"));
      notifyRoom(c, id);
      return c.json(settings, 200);
    },
  )
  .post("/admin/agenda/:id/presenter-link", requireAdmin, noStore, validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const token = randomToken();
    await replacePresenterToken(c.get("db"), id, await sha256Hex(token));
    return c.json({ url: `${c.get("settings").publicOrigin}/live/${id}#${token}` }, 200);
  })
  .get("/admin/feedback", requireAdmin, noStore, async (c) => c.json(await feedbackSummaries(c.get("db")), 200))
  .get("/admin/feedback/export", requireAdmin, async (c) =>
    download(
      c,
      await feedbackCsv(c.get("db")),
      `feedback-${new Date().toISOString().slice(0, 10)}.csv`,
      "text/csv; charset=utf-8; header=present",
    ),
  )
  .get("/admin/agenda/:id/polls", requireAdmin, noStore, validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await requireSessionRow(c.get("db"), id);
    return c.json(await sessionPolls(c.get("db"), id, true), 200);
  })
  .post(
    "/admin/agenda/:id/polls",
    requireAdmin,
    validate("param", idParamSchema),
    validate("json", pollCreateSchema),
    async (c) => c.json(await createPoll(c.get("db"), c.req.valid("param").id, c.req.valid("json")), 201),
  )
  .patch(
    "/admin/polls/:id",
    requireAdmin,
    validate("param", idParamSchema),
    validate("json", pollStatusSchema),
    async (c) => {
      const { status } = c.req.valid("json");
      const { agendaItemId } = await setPollStatus(c.get("db"), c.req.valid("param").id, status);
      notifyRoom(c, agendaItemId, "polls");
      return c.json({ message: status === "open" ? "Poll opened" : "Poll closed" }, 200);
    },
  )
  .delete("/admin/polls/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
    const { agendaItemId } = await deletePoll(c.get("db"), c.req.valid("param").id);
    notifyRoom(c, agendaItemId, "polls");
    return c.json({ message: "Poll deleted" }, 200);
  });
