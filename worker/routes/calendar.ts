/**
 * The calendar files (RFC 5545):
 * - GET /api/agenda.ics and GET /api/agenda.ics?event={AC2025|GC_POWERLIST} (docs/api.md#get-apiagendaics;
 *   docs/decisions/0011-readings-of-the-spec.md#add-to-calendar-date): the programme for calendar apps, in
 *   the `?event=` style of GET /api/agenda (docs/api.md). Public, cached like the other public reads.
 * - GET /api/calendar/{token}.ics (docs/api.md#get-apicalendartokenics;
 *   docs/decisions/0013-private-calendar-feed.md): a person's starred sessions, one VEVENT each, for
 *   a calendar subscription. No sign-in: the token is the credential. Never cached (`private,
 *   no-store`), so an unstarred session, an edit or a reset shows on the next fetch; rate-limited
 *   per feed and per client; 404 for a token that is malformed, unknown or reset.
 */
import { Hono } from "hono";
import { eventQuerySchema } from "../contract/event-query";
import { EVENT_CODES } from "../contract/event";
import { CALENDAR_FEED_NOT_FOUND_MESSAGE } from "../contract/my-agenda";
import type { AppEnv } from "../app-env";
import { publicCache } from "../middleware/cache";
import { enforceFeedRateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { feedTokenHash } from "../services/calendar-feeds";
import { listAgenda } from "../services/content";
import { buildCalendar, calendarFileName, programmeEntries, sessionEntries } from "../services/ics";
import { feedSessions } from "../services/my-agenda";
import { NotFoundError } from "../services/errors";

/** "{token}.ics" where the token is 43 base64url characters (services/calendar-feeds.ts). */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** How often subscribed calendars are asked to fetch a feed again: 15 minutes, in seconds. */
const FEED_REFRESH_SECONDS = 15 * 60;

export const calendarRoutes = new Hono<AppEnv>()
  .get("/agenda.ics", publicCache, validate("query", eventQuerySchema), async (c) => {
    const { event } = c.req.valid("query");
    const settings = c.get("settings");
    const events = event ? [event] : [...EVENT_CODES];
    const sessions = await listAgenda(c.get("db"), event);
    const body = buildCalendar({
      name: event ? settings.event.events[event].name : settings.event.events.AC2025.name,
      entries: programmeEntries(events, settings.event, sessions, settings.publicOrigin),
      now: new Date(),
    });
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendarFileName(events, settings.event)}"`,
    });
  })
  .get("/calendar/:file", async (c) => {
    const token = FEED_FILE.exec(c.req.param("file"))?.[1];
    if (!token) throw new NotFoundError(CALENDAR_FEED_NOT_FOUND_MESSAGE);
    const tokenHash = await feedTokenHash(token);
    await enforceFeedRateLimit(c, tokenHash);
    const sessions = await feedSessions(c.get("db"), tokenHash);
    if (!sessions) throw new NotFoundError(CALENDAR_FEED_NOT_FOUND_MESSAGE);
    const settings = c.get("settings");
    const body = buildCalendar({
      name: `My Agenda – ${settings.event.events.AC2025.name}`,
      entries: sessionEntries(sessions, settings.event, settings.publicOrigin),
      now: new Date(),
      refreshSeconds: FEED_REFRESH_SECONDS,
    });
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="my-agenda.ics"',
      "Cache-Control": "private, no-store",
    });
  });
