/**
 * Q&A moderation (docs/api.md): GET /api/admin/qna?status=, PATCH /api/admin/qna/{id},
 * POST /api/admin/qna/{id}/archive, DELETE /api/admin/qna/{id}. Admins only.
 */
import { Hono } from "hono";
import { adminQnaQuerySchema, adminQnaUpdateSchema } from "../../contract/admin-qna";
import type { AppEnv } from "../../app-env";
import { purgesPublicContent } from "../../middleware/cache";
import { currentUser, requireAdmin } from "../../middleware/auth";
import { validate } from "../../middleware/validate";
import { archiveQuestion, deleteQuestion, listAdminQuestions, updateQuestion } from "../../services/admin-qna";
import { idParamSchema, noStore } from "./http";

export const adminQnaRoutes = new Hono<AppEnv>()
  .get("/admin/qna", requireAdmin, noStore, validate("query", adminQnaQuerySchema), async (c) =>
    c.json(await listAdminQuestions(c.get("db"), currentUser(c), c.req.valid("query").status), 200),
  )
  .patch(
    "/admin/qna/:id",
    requireAdmin,
    purgesPublicContent,
    validate("param", idParamSchema),
    validate("json", adminQnaUpdateSchema),
    async (c) => {
      await updateQuestion(c.get("db"), c.req.valid("param").id, c.req.valid("json"));
      return c.json({ message: "Question updated" }, 200);
    },
  )
  .post("/admin/qna/:id/archive", requireAdmin, purgesPublicContent, validate("param", idParamSchema), async (c) => {
    await archiveQuestion(c.get("db"), c.req.valid("param").id);
    return c.json({ message: "Question archived" }, 200);
  })
  .delete("/admin/qna/:id", requireAdmin, purgesPublicContent, validate("param", idParamSchema), async (c) => {
    await deleteQuestion(c.get("db"), c.req.valid("param").id);
    return c.json({ message: "Question deleted" }, 200);
  });
