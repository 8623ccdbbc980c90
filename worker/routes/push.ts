/**
 * Web Push subscriptions (docs/live-room.md#web-push; docs/api.md#web-push), signed in:
 * - GET /api/push/public-key: the server's VAPID public key, which the page subscribes with;
 * - PUT /api/push/subscription `{ endpoint, keys: { p256dh, auth } }`: stores the browser's
 *   subscription for the caller;
 * - DELETE /api/push/subscription `{ endpoint }`: forgets it.
 */
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { type PushPublicKey, pushSubscriptionSchema, pushUnsubscribeSchema } from "../contract/push";
import { currentUser, requireUser } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { removeSubscription, saveSubscription, vapidKeys } from "../services/push";

export const pushRoutes = new Hono<AppEnv>()
  .get("/push/public-key", requireUser, async (c) =>
    c.json({ publicKey: vapidKeys(c.env).publicKey } satisfies PushPublicKey, 200),
  )
  .put("/push/subscription", requireUser, validate("json", pushSubscriptionSchema), async (c) => {
    await saveSubscription(c.get("db"), currentUser(c).id, c.req.valid("json"));
    return c.json({ message: "Notifications are on" }, 200);
  })
  .delete("/push/subscription", requireUser, validate("json", pushUnsubscribeSchema), async (c) => {
    await removeSubscription(c.get("db"), currentUser(c).id, c.req.valid("json").endpoint);
    return c.json({ message: "Notifications are off" }, 200);
  });
