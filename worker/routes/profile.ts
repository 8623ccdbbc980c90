/**
 * PATCH /api/profile (docs/api.md): the signed-in user's own profile or pass details; answers the
 * updated user. The public Q&A shows askers' first names ("Question by", docs/product.md#route-map): a new first
 * name of someone with a public question purges the edge cache, after the answer (a failed
 * purge is logged, never reported as a failed save; the cached copies then expire within a day).
 */
import { Hono } from "hono";
import { profileUpdateSchema } from "../contract/profile";
import type { AppEnv } from "../app-env";
import { purgePublicContent } from "../middleware/cache";
import { currentUser, requireUser } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { errorSummary } from "../lib/log";
import { updateProfile } from "../services/profile";
import { hasPublicQuestion } from "../services/qna";
import { toUser } from "../services/users";

export const profileRoutes = new Hono<AppEnv>().patch(
  "/profile",
  requireUser,
  validate("json", profileUpdateSchema),
  async (c) => {
    const before = currentUser(c);
    const db = c.get("db");
    const row = await updateProfile(db, before.id, c.req.valid("json"));
    if (row.firstName !== before.firstName) {
      c.executionCtx.waitUntil(
        (async () => {
          if (await hasPublicQuestion(db, row.id)) await purgePublicContent(c.env);
        })().catch((error: unknown) => console.error("edge cache not purged after a name change", errorSummary(error))),
      );
    }
    return c.json(toUser(row, c.get("settings"), c.get("session")), 200);
  },
);
