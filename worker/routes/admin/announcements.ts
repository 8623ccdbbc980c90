/**
 * The organisers' announcements (docs/live-room.md#announcements; docs/api.md#announcements), admins only:
 * - GET /api/admin/announcements: every announcement, newest first, with its email progress;
 * - POST /api/admin/announcements `{ title, body, titleAr?, bodyAr?, audience, email? }` (201):
 *   stores it, sends it to the open apps of its audience (live/announcement-hub.ts) and, with
 *   `email`, queues its emails.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { announcementSchema } from "../../contract/announcements";
import { broadcastAnnouncement } from "../../live/announcement-hub";
import { currentUser, requireAdmin } from "../../middleware/auth";
import { validate } from "../../middleware/validate";
import { adminAnnouncements, sendAnnouncement } from "../../services/announcements";
import { noStore } from "./http";

export const adminAnnouncementRoutes = new Hono<AppEnv>()
  .get("/admin/announcements", requireAdmin, noStore, async (c) => c.json(await adminAnnouncements(c.get("db")), 200))
  .post("/admin/announcements", requireAdmin, validate("json", announcementSchema), async (c) => {
    const announcement = await sendAnnouncement(c.get("db"), c.env.EMAIL_QUEUE, c.req.valid("json"), currentUser(c).id);
    broadcastAnnouncement(c, announcement);
    return c.json(announcement, 201);
  });
