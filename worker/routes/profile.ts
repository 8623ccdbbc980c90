/**
 * PATCH /api/profile (spec 7): the signed-in user's own profile or pass details; answers the
 * updated user. A new first name purges the edge cache: the public Q&A shows askers' first
 * names ("Question by", spec 2).
 */
import { Hono } from "hono";
import { profileUpdateSchema } from "../contract/profile";
import type { AppEnv } from "../app-env";
import { purgePublicContent } from "../middleware/cache";
import { currentUser, requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { updateProfile } from "../services/profile";
import { toUser } from "../services/users";

export const profileRoutes = new Hono<AppEnv>().patch("/profile", requireUser, validate("json", profileUpdateSchema), async (c) => {
  const before = currentUser(c);
  const row = await updateProfile(c.get("db"), before.id, c.req.valid("json"));
  if (row.firstName !== before.firstName) await purgePublicContent(c.env);
  return c.json(toUser(row, c.get("settings")), 200);
});
