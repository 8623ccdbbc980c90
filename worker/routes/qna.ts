/**
 * Public Q&A (docs/api.md): GET /api/qna lists the questions the caller may see
 * (docs/decisions/0011-readings-of-the-spec.md#public-qa-visibility; anonymous allowed), POST /api/qna `{ question }` stores a signed-in user's question
 * and notifies the organisers (docs/decisions/0011-readings-of-the-spec.md#questions-notified). Submissions are rate-limited per user
 * because each one sends an email.
 */
import { Hono } from "hono";
import { questionSchema } from "../contract/qna";
import type { AppEnv } from "../app-env";
import { anonymousPublicCache } from "../middleware/cache";
import { enforceRateLimit } from "../middleware/rate-limit";
import { currentUser, optionalUser, requireUser, sessionIsAdmin } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { listQuestions, submitQuestion } from "../services/qna";

export const qnaRoutes = new Hono<AppEnv>()
  // The answer depends on who asks: only the anonymous view is cached at the edge.
  .get("/qna", anonymousPublicCache, optionalUser, async (c) => {
    const user = c.get("user");
    const viewer = user ? { userId: user.id, admin: sessionIsAdmin(c) } : null;
    return c.json(await listQuestions(c.get("db"), viewer), 200);
  })
  .post("/qna", requireUser, validate("json", questionSchema), async (c) => {
    const user = currentUser(c);
    await enforceRateLimit(c, "qna", String(user.id));
    const question = await submitQuestion(c.get("db"), c.env.EMAIL_QUEUE, c.get("settings"), user, c.req.valid("json"));
    return c.json(question, 201);
  });
