/** PATCH /api/profile (spec 7): the signed-in user's own profile or pass details; answers the updated user. */
import { Hono } from "hono";
import { profileUpdateSchema } from "../contract/profile";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { updateProfile } from "../services/profile";
import { toUser } from "../services/users";

export const profileRoutes = new Hono<AppEnv>().patch("/profile", requireUser, validate("json", profileUpdateSchema), async (c) => {
  const row = await updateProfile(c.get("db"), currentUser(c).id, c.req.valid("json"));
  return c.json(toUser(row, c.get("settings")), 200);
});
