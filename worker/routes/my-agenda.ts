/**
 * My Agenda (docs/api.md#my-agenda), for the signed-in person:
 * - GET /api/my-agenda: `{ sessionIds }`, the sessions they starred;
 * - PUT /api/my-agenda `{ sessionIds }`: replaces the whole set (400 naming an unknown id, nothing
 *   changed);
 * - GET /api/my-agenda/feed: `{ url }` of their private calendar feed, null before they asked
 *   for one; POST /api/my-agenda/feed makes it (or answers the one they have); POST
 *   /api/my-agenda/feed/reset replaces it ("Reset link": the old URL answers 404 at once).
 * The feed itself is GET /api/calendar/{token}.ics (./calendar.ts).
 */
import { Hono, type Context } from "hono";
import { myAgendaUpdateSchema, type CalendarFeed } from "../contract/my-agenda";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { currentFeedToken, ensureFeedToken, resetFeedToken } from "../services/calendar-feeds";
import { replaceStarredSessions, starredSessionIds } from "../services/my-agenda";

/** The https URL of the feed with `token` on the public origin. */
function feedAnswer(c: Context<AppEnv>, token: string | null): CalendarFeed {
  return { url: token === null ? null : `${c.get("settings").publicOrigin}/api/calendar/${token}.ics` };
}

export const myAgendaRoutes = new Hono<AppEnv>()
  .get("/my-agenda", requireUser, async (c) => c.json(await starredSessionIds(c.get("db"), currentUser(c).id), 200))
  .put("/my-agenda", requireUser, validate("json", myAgendaUpdateSchema), async (c) =>
    c.json(await replaceStarredSessions(c.get("db"), currentUser(c).id, c.req.valid("json").sessionIds), 200),
  )
  .get("/my-agenda/feed", requireUser, async (c) =>
    c.json(feedAnswer(c, await currentFeedToken(c.get("db"), c.env.TOKEN_SIGNING_SECRET, currentUser(c).id)), 200),
  )
  .post("/my-agenda/feed", requireUser, async (c) =>
    c.json(feedAnswer(c, await ensureFeedToken(c.get("db"), c.env.TOKEN_SIGNING_SECRET, currentUser(c).id)), 200),
  )
  .post("/my-agenda/feed/reset", requireUser, async (c) =>
    c.json(feedAnswer(c, await resetFeedToken(c.get("db"), c.env.TOKEN_SIGNING_SECRET, currentUser(c).id)), 200),
  );
