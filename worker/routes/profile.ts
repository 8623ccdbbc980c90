/**
 * The signed-in person's own data (docs/api.md#profile):
 * - GET /api/profile/export: everything stored about them, as a JSON download
 *   (services/personal-data.ts, exportMyData);
 * - DELETE /api/profile `{ password }`: deletes their account (services/personal-data.ts,
 *   deleteOwnAccount), rate-limited per account and per client like the auth endpoints
 *   (middleware/rate-limit.ts); the public Q&A may have shown their first name, so the edge cache
 *   is purged after it;
 * - PATCH /api/profile: their own profile or pass details; answers the updated user. The public
 *   Q&A shows askers' first names ("Question by", docs/product.md#route-map): a new first name of
 *   someone with a public question purges the edge cache, after the answer (a failed purge is
 *   logged, never reported as a failed save; the cached copies then expire within a day);
 * - PUT /api/user/locale `{ locale }`: their language, "en" or "ar" (docs/api.md#put-apiuserlocale);
 *   answers the updated user.
 */
import { Hono } from "hono";
import { MY_DATA_FILE_NAME, MY_DATA_MESSAGES, deleteAccountSchema } from "../contract/my-data";
import { profileUpdateSchema, userLocaleSchema } from "../contract/profile";
import type { AppEnv } from "../app-env";
import { purgePublicContent, purgesPublicContent } from "../middleware/cache";
import { clearSessionCookie, currentUser, requireUser } from "../middleware/auth";
import { clientIp, enforceRateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { errorSummary } from "../lib/log";
import { deleteOwnAccount, exportMyData } from "../services/personal-data";
import { updateProfile, updateUserLocale } from "../services/profile";
import { hasPublicQuestion } from "../services/qna";
import { toUser } from "../services/users";

export const profileRoutes = new Hono<AppEnv>()
  .get("/profile/export", requireUser, async (c) => {
    const body = await exportMyData(c.get("db"), currentUser(c));
    c.header("Content-Disposition", `attachment; filename="${MY_DATA_FILE_NAME}"`);
    c.header("Cache-Control", "no-store");
    return c.json(body, 200);
  })
  .delete("/profile", requireUser, purgesPublicContent, validate("json", deleteAccountSchema), async (c) => {
    const user = currentUser(c);
    await enforceRateLimit(c, "delete-account", `user:${user.id}`, clientIp(c));
    const bindings = { sessions: c.env.SESSIONS, media: c.env.MEDIA };
    await deleteOwnAccount(c.get("db"), bindings, c.get("settings"), user, c.req.valid("json").password);
    clearSessionCookie(c);
    return c.json({ message: MY_DATA_MESSAGES.deleted }, 200);
  })
  .patch("/profile", requireUser, validate("json", profileUpdateSchema), async (c) => {
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
  })
  .put("/user/locale", requireUser, validate("json", userLocaleSchema), async (c) => {
    const row = await updateUserLocale(c.get("db"), currentUser(c).id, c.req.valid("json").locale);
    return c.json(toUser(row, c.get("settings"), c.get("session")), 200);
  });
