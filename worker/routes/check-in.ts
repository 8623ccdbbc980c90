/**
 * Door check-in for admins (docs/decisions/0005-pass-token-and-check-in.md), every path behind requireAdmin
 * (401 without a session, 403 for non-admins):
 * - GET /api/admin/check-in/counts: {@link CheckInCounts};
 * - GET /api/admin/check-in/search?event=&q=: people by name, email or candidate number;
 * - POST /api/admin/check-in/scan {event, token}: check in the holder of a scanned pass;
 * - POST /api/admin/check-in {event, userId}: check in a person found by search.
 * Both POSTs answer 200 with a {@link CheckInResult}: "checked_in" the first time,
 * "already_checked_in" with the first time afterwards.
 */
import { Hono } from "hono";
import {
  checkInPersonSchema,
  checkInScanSchema,
  checkInSearchSchema,
  type CheckInCounts,
  type CheckInResult,
} from "../contract/pass";
import type { AppEnv } from "../app-env";
import { currentUser, requireAdmin } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { checkInByToken, checkInCounts, checkInPerson, searchPeople } from "../services/check-in";

export const checkInRoutes = new Hono<AppEnv>()
  .get("/admin/check-in/counts", requireAdmin, async (c) => c.json<CheckInCounts>(await checkInCounts(c.get("db"))))
  .get("/admin/check-in/search", requireAdmin, validate("query", checkInSearchSchema), async (c) => {
    const { event, q } = c.req.valid("query");
    return c.json(await searchPeople(c.get("db"), event, q));
  })
  .post("/admin/check-in/scan", requireAdmin, validate("json", checkInScanSchema), async (c) => {
    const { event, token } = c.req.valid("json");
    const result = await checkInByToken(c.env, c.get("db"), c.get("settings"), token, event, currentUser(c).id);
    return c.json<CheckInResult>(result, 200);
  })
  .post("/admin/check-in", requireAdmin, validate("json", checkInPersonSchema), async (c) => {
    const { event, userId } = c.req.valid("json");
    return c.json<CheckInResult>(await checkInPerson(c.get("db"), userId, event, currentUser(c).id), 200);
  });
