/**
 * GET /api/agenda.ics and GET /api/agenda.ics?event={AC2025|GC_POWERLIST} (docs/api.md#get-apiagendaics;
 * docs/decisions/0011-readings-of-the-spec.md#add-to-calendar-date): the programme as an RFC 5545 file for calendar apps, in
 * the `?event=` style of GET /api/agenda (docs/api.md). Public, cached like the other public reads.
 */
import { Hono } from "hono";
import { eventQuerySchema } from "../contract/event-query";
import { EVENT_CODES } from "../contract/event";
import type { AppEnv } from "../app-env";
import { publicCache } from "../middleware/cache";
import { validate } from "../middleware/validate";
import { listAgenda } from "../services/content";
import { buildCalendar, calendarFileName, programmeEntries } from "../services/ics";

export const calendarRoutes = new Hono<AppEnv>().get(
  "/agenda.ics",
  publicCache,
  validate("query", eventQuerySchema),
  async (c) => {
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
  },
);
