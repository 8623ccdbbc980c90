/**
 * Door check-in for admins (docs/api.md#check-in; docs/decisions/0005-pass-token-and-check-in.md),
 * every path behind requireAdmin (401 without a session, 403 for non-admins):
 * - GET /api/admin/check-in/roster?after=: one page of the people a desk keeps ({@link RosterPage});
 * - POST /api/admin/check-in/sync: a desk's queued check-ins, answered one by one, and the
 *   check-ins other desks recorded since the desk's last sync ({@link CheckInSyncAnswer});
 * - GET /api/admin/check-in/counts: totals and arrivals per 10 minutes per event ({@link CheckInCounts});
 * - GET /api/admin/check-in/no-shows?event=: the admitted people not checked in, as CSV (a
 *   download by navigation: the session cookie authenticates it).
 * Answers hold personal data: `private, no-store`.
 */
import { Hono } from "hono";
import {
  checkInSyncSchema,
  noShowsQuerySchema,
  rosterQuerySchema,
  type CheckInCounts,
  type CheckInSyncAnswer,
  type RosterPage,
} from "../contract/check-in";
import type { AppEnv } from "../app-env";
import { currentUser, requireAdmin } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { checkInCounts, noShowsCsv, noShowsFileName, rosterPage, syncCheckIns } from "../services/check-in";
import { download, noStore } from "./admin/http";

export const checkInRoutes = new Hono<AppEnv>()
  .get("/admin/check-in/roster", requireAdmin, noStore, validate("query", rosterQuerySchema), async (c) =>
    c.json<RosterPage>(await rosterPage(c.get("db"), c.req.valid("query").after), 200),
  )
  .post("/admin/check-in/sync", requireAdmin, noStore, validate("json", checkInSyncSchema), async (c) => {
    const answer = await syncCheckIns(c.env, c.get("db"), c.get("settings"), c.req.valid("json"), currentUser(c).id);
    return c.json<CheckInSyncAnswer>(answer, 200);
  })
  .get("/admin/check-in/counts", requireAdmin, noStore, async (c) =>
    c.json<CheckInCounts>(await checkInCounts(c.get("db")), 200),
  )
  .get("/admin/check-in/no-shows", requireAdmin, validate("query", noShowsQuerySchema), async (c) => {
    const { event } = c.req.valid("query");
    return download(
      c,
      await noShowsCsv(c.get("db"), event),
      noShowsFileName(event),
      "text/csv; charset=utf-8; header=present",
    );
  });
