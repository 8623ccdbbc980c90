/**
 * Announcements for the signed-in app (docs/live-room.md#announcements; docs/api.md#announcements):
 * - GET /api/announcements: the announcements for the caller's audiences, newest first;
 * - GET /api/announcements/live: the announcements channel, a WebSocket served by the
 *   AnnouncementHub Durable Object (live/announcement-hub.ts), signed in as the live channel of a
 *   session is (the session token as the subprotocol `bearer.<token>`, the cookie or a Bearer header).
 */
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { announcementHub, AUDIENCES_HEADER } from "../live/announcement-hub";
import { requireUser } from "../middleware/auth";
import { checkWebSocketUpgrade } from "../middleware/websocket-upgrade";
import { announcementsFor, audiencesOf } from "../services/announcements";
import { noStore } from "./admin/http";

export const announcementRoutes = new Hono<AppEnv>()
  .get("/announcements", requireUser, noStore, async (c) => {
    return c.json(await announcementsFor(c.get("db"), audiencesOf()), 200);
  })
  .get("/announcements/live", requireUser, async (c) => {
    checkWebSocketUpgrade(c);
    const upgrade = new Request(c.req.raw);
    upgrade.headers.set(AUDIENCES_HEADER, audiencesOf().join(","));
    return announcementHub(c.env).fetch(upgrade);
  });
