/**
 * Web Push of announcements (docs/live-room.md#web-push): the application server's public key a
 * page subscribes with, and the subscription it sends back (the shape of the browser's
 * `PushSubscription.toJSON()`, RFC 8030 and RFC 8291).
 */
import { z } from "./zod";

/** Longest endpoint accepted, characters: push services' URLs are a few hundred. */
const ENDPOINT_MAX_LENGTH = 2_048;
const ENDPOINT_MESSAGE = /*i18n*/ "The subscription's endpoint must be an https address";
const KEYS_MESSAGE = /*i18n*/ "The subscription's keys are missing or malformed";

/** base64url without padding, as browsers write the keys (RFC 4648 section 5). */
const base64url = (min: number, max: number) =>
  z
    .string({ error: KEYS_MESSAGE })
    .regex(/^[A-Za-z0-9_-]+$/, KEYS_MESSAGE)
    .min(min, KEYS_MESSAGE)
    .max(max, KEYS_MESSAGE);

const endpointSchema = z
  .string({ error: ENDPOINT_MESSAGE })
  .max(ENDPOINT_MAX_LENGTH, ENDPOINT_MESSAGE)
  .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", ENDPOINT_MESSAGE);

/**
 * PUT /api/push/subscription body: the endpoint, the browser's P-256 key (65 bytes, 87
 * characters) and its 16-byte auth secret (22 characters).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }, { error: KEYS_MESSAGE }),
});
export type PushSubscriptionData = z.output<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscription body: the endpoint to forget. */
export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema });

/** GET /api/push/public-key: the application server key, an uncompressed P-256 point, base64url. */
export interface PushPublicKey {
  publicKey: string;
}

/** What the service worker receives in a push (JSON, RFC 8291 encrypted): the banner's texts. */
export type PushNotice = {
  title: string;
  body: string;
  /** The page a tap opens. */
  url: string;
};
