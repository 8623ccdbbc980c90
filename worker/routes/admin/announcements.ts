/**
 * The organisers' announcements (docs/live-room.md#announcements; docs/api.md#announcements), admins only:
 * - GET /api/admin/announcements: every announcement, newest first, with its email progress;
 * - POST /api/admin/announcements `{ title, body, titleAr?, bodyAr?, audience, email? }` (201):
 *   stores it, sends it to the open apps of its audience (live/announcement-hub.ts) and, with
 *   `email`, queues its emails; and queues its Web Push (services/push.ts).
 */
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { announcementSchema } from "../../contract/announcements";
import { broadcastAnnouncement } from "../../live/announcement-hub";
import { currentUser, requireAdmin } from "../../middleware/auth";
import { validate } from "../../middleware/validate";
import { errorSummary } from "../../lib/log";
import { adminAnnouncements, sendAnnouncement } from "../../services/announcements";
import type { PushStep } from "../../services/push";
import { noStore } from "./http";

export const adminAnnouncementRoutes = new Hono<AppEnv>()
  .get("/admin/announcements", requireAdmin, noStore, async (c) => c.json(await adminAnnouncements(c.get("db")), 200))
  .post("/admin/announcements", requireAdmin, validate("json", announcementSchema), async (c) => {
    const announcement = await sendAnnouncement(c.get("db"), c.env.EMAIL_QUEUE, c.req.valid("json"), currentUser(c).id);
    broadcastAnnouncement(c, announcement);
    // Web Push goes out in steps on its own queue (services/push.ts); a failure to start it is
    // logged, never answered: the announcement is stored and shown in the open apps.
    await c.env.PUSH_QUEUE.send({ announcementId: announcement.id, after: 0 } satisfies PushStep).catch(
      (error: unknown) => console.error("push not started", announcement.id, errorSummary(error)),
    );
    return c.json(announcement, 201);
  });
