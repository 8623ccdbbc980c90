/**
 * Web Push of announcements (docs/live-room.md#web-push): delegates who allow notifications
 * subscribe their browser; each announcement is then pushed to every subscription of its audience
 * through the push queue, in steps of {@link PUSH_STEP_SIZE} subscriptions, encrypted for each
 * browser (RFC 8291) and signed with the server's VAPID key (RFC 8292) by
 * @block65/webcrypto-web-push, which runs on WebCrypto alone.
 */
import { buildPushPayload, type VapidKeys } from "@block65/webcrypto-web-push";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { announcements, pushSubscriptions, users } from "../../db/schema";
import type { PushNotice, PushSubscriptionData } from "../contract/push";
import type { Database } from "../db";
import { errorSummary } from "../lib/log";
import { reachesEveryone } from "./announcements";

/**
 * Subscriptions per step: each is one fetch to a push service, and a queue invocation on the
 * Workers Free plan may make 50 subrequests (three D1 queries and the next step's send besides).
 */
export const PUSH_STEP_SIZE = 40;
/** How long a push service keeps an undelivered notice, seconds (RFC 8030 section 5.2). */
const PUSH_TTL_S = 6 * 60 * 60;

/** One message of the push queue: push announcement `announcementId` to the subscriptions after id `after`. */
export interface PushStep {
  announcementId: number;
  after: number;
}

/** The server's VAPID key pair from the `VAPID_KEYS` secret (JSON; db/seed/local-env.ts makes it). */
export function vapidKeys(env: Pick<Env, "VAPID_KEYS">): { publicKey: string; privateKey: string } {
  return JSON.parse(env.VAPID_KEYS) as { publicKey: string; privateKey: string };
}

/**
 * Stores `userId`'s subscription; an endpoint already stored (the same browser, perhaps signed in
 * as someone else now) moves to `userId` with its new keys. One query.
 */
export async function saveSubscription(db: Database, userId: number, input: PushSubscriptionData): Promise<void> {
  const values = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Forgets `userId`'s subscription at `endpoint` (nothing when it is not theirs). One query. */
export async function removeSubscription(db: Database, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}

/**
 * Pushes one step of an announcement: to the next {@link PUSH_STEP_SIZE} subscriptions of its
 * audience after `step.after`, each in its person's language (the Arabic texts when given). A push
 * service's 404 or 410 means the subscription is gone (RFC 8030 section 7.3): it is deleted. Other
 * failures are logged and skipped: a notice is a courtesy, the banner and the email carry it too.
 * At most three queries.
 * @param send the fetch to push services (a test's stand-in).
 * @returns the next step, or null after the last subscription.
 */
export async function pushStep(
  db: Database,
  env: Pick<Env, "VAPID_KEYS" | "PUBLIC_ORIGIN">,
  step: PushStep,
  send: typeof fetch = fetch,
): Promise<PushStep | null> {
  const announcement = await db.select().from(announcements).where(eq(announcements.id, step.announcementId)).get();
  if (!announcement || !reachesEveryone(announcement.audience)) return null;
  const rows = await db
    .select({ subscription: pushSubscriptions, locale: users.locale })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(gt(pushSubscriptions.id, step.after))
    .orderBy(asc(pushSubscriptions.id))
    .limit(PUSH_STEP_SIZE);
  const vapid: VapidKeys = { subject: env.PUBLIC_ORIGIN, ...vapidKeys(env) };
  const gone: number[] = [];
  await Promise.all(
    rows.map(async ({ subscription, locale }) => {
      const arabic = locale === "ar";
      const notice: PushNotice = {
        title: (arabic && announcement.titleAr) || announcement.title,
        body: (arabic && announcement.bodyAr) || announcement.body,
        url: "/app",
      };
      try {
        const payload = await buildPushPayload(
          { data: notice, options: { ttl: PUSH_TTL_S, urgency: "high" } },
          {
            endpoint: subscription.endpoint,
            expirationTime: null,
            keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          },
          vapid,
        );
        const response = await send(subscription.endpoint, payload);
        if (response.status === 404 || response.status === 410) gone.push(subscription.id);
        else if (!response.ok) console.error("push refused", response.status);
      } catch (error) {
        console.error("push failed", errorSummary(error));
      }
    }),
  );
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  const last = rows.at(-1);
  return rows.length === PUSH_STEP_SIZE && last
    ? { announcementId: step.announcementId, after: last.subscription.id }
    : null;
}

/**
 * The push queue's consumer (worker/index.ts routes PUSH_QUEUE_NAME's batches here): runs each
 * step and queues the next one.
 */
export async function consumePushBatch(batch: MessageBatch<unknown>, env: Env, db: Database): Promise<void> {
  for (const message of batch.messages) {
    const step = message.body as PushStep;
    try {
      const next = await pushStep(db, env, step);
      if (next) await env.PUSH_QUEUE.send(next);
      message.ack();
    } catch (error) {
      console.error("push step failed", step.announcementId, message.attempts, errorSummary(error));
      message.retry();
    }
  }
}
