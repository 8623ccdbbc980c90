/**
 * Web Push of announcements (docs/live-room.md#web-push): the subscription routes, and the push
 * queue's steps, which encrypt and sign a notice for each subscription and forget the ones a push
 * service says are gone.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../db";
import { PUSH_STEP_SIZE, pushStep, type PushStep, vapidKeys } from "../services/push";
import { recordingQueue } from "./admin-helpers";
import { answer, api, expectJson, registerAdmin, registerDelegate } from "./helpers";

/** A browser's subscription keys: a fresh P-256 public key and a 16-byte auth secret, base64url. */
async function browserKeys(): Promise<{ p256dh: string; auth: string }> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const base64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  return { p256dh: base64url(raw), auth: base64url(crypto.getRandomValues(new Uint8Array(16))) };
}

function subscribe(token: string, endpoint: string, keys: { p256dh: string; auth: string }) {
  return api(token).push.subscription.$put({ json: { endpoint, keys } });
}

async function subscriptionsOf(userId: number): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT endpoint FROM push_subscriptions WHERE user_id = ? ORDER BY id")
    .bind(userId)
    .all<{ endpoint: string }>();
  return results.map((row) => row.endpoint);
}

/** The ids of the subscriptions whose endpoint starts with `prefix`, in order. */
async function subscriptionIds(prefix: string): Promise<number[]> {
  // D1 refuses LIKE patterns over 50 bytes.
  const { results } = await env.DB.prepare(
    "SELECT id FROM push_subscriptions WHERE substr(endpoint, 1, ?) = ? ORDER BY id",
  )
    .bind(prefix.length, prefix)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

describe("push subscriptions", () => {
  it("answers 401 to anonymous callers", async () => {
    const keys = await browserKeys();
    expect((await api().push["public-key"].$get()).status).toBe(401);
    expect((await subscribe("", "https://push.example/a", keys)).status).toBe(401);
    expect((await api().push.subscription.$delete({ json: { endpoint: "https://push.example/a" } })).status).toBe(401);
  });

  it("gives the server's VAPID public key: an uncompressed P-256 point", async () => {
    const { authToken } = await registerDelegate();
    const { publicKey } = await expectJson(api(authToken).push["public-key"].$get(), 200);
    expect(publicKey).toBe(vapidKeys(env).publicKey);
    expect(atob(publicKey.replace(/-/g, "+").replace(/_/g, "/")).charCodeAt(0)).toBe(4);
  });

  it("refuses an endpoint that is not https and malformed keys, storing nothing", async () => {
    const delegate = await registerDelegate();
    const keys = await browserKeys();
    for (const endpoint of ["http://push.example/a", "not a url", `https://push.example/${"x".repeat(2100)}`]) {
      expect(await answer(subscribe(delegate.authToken, endpoint, keys))).toMatchObject({
        status: 400,
        body: { message: "The subscription's endpoint must be an https address" },
      });
    }
    expect(
      await answer(subscribe(delegate.authToken, "https://push.example/a", { ...keys, auth: "not base64url!" })),
    ).toMatchObject({ status: 400, body: { message: "The subscription's keys are missing or malformed" } });
    expect(await subscriptionsOf(delegate.id)).toEqual([]);
  });

  it("stores a subscription, moves a browser's endpoint to whoever subscribed last, and forgets only one's own", async () => {
    const first = await registerDelegate();
    const second = await registerDelegate();
    const endpoint = `https://push.example/${crypto.randomUUID()}`;
    await expectJson(subscribe(first.authToken, endpoint, await browserKeys()), 200);
    expect(await subscriptionsOf(first.id)).toEqual([endpoint]);
    await expectJson(subscribe(second.authToken, endpoint, await browserKeys()), 200);
    expect(await subscriptionsOf(first.id)).toEqual([]);
    expect(await subscriptionsOf(second.id)).toEqual([endpoint]);

    await expectJson(api(first.authToken).push.subscription.$delete({ json: { endpoint } }), 200);
    expect(await subscriptionsOf(second.id)).toEqual([endpoint]);
    await expectJson(api(second.authToken).push.subscription.$delete({ json: { endpoint } }), 200);
    expect(await subscriptionsOf(second.id)).toEqual([]);
  });
});

describe("pushing an announcement", () => {
  it("starts with the announcement: its first step goes on the push queue", async () => {
    const admin = await registerAdmin();
    const { queue, sent } = recordingQueue();
    const announcement = await expectJson(
      api(admin.authToken, { bindings: { PUSH_QUEUE: queue } }).admin.announcements.$post({
        json: { title: "Lunch is served", body: "In the foyer.", audience: "all" },
      }),
      201,
    );
    expect(sent).toEqual([{ announcementId: announcement.id, after: 0 }]);
  });

  it("sends an encrypted, signed notice to each subscription in steps, and forgets the ones that are gone", async () => {
    const admin = await registerAdmin();
    const english = await registerDelegate();
    const arabic = await registerDelegate();
    await env.DB.prepare("UPDATE users SET locale = 'ar' WHERE id = ?").bind(arabic.id).run();
    // The steps are run by hand below, with a stand-in for the push services.
    const { queue } = recordingQueue();
    const announcement = await expectJson(
      api(admin.authToken, { bindings: { PUSH_QUEUE: queue } }).admin.announcements.$post({
        json: { title: "Hall B", body: "The panel moves to Hall B.", titleAr: "القاعة ب", audience: "AC2025" },
      }),
      201,
    );
    const prefix = `https://push.example/${crypto.randomUUID()}/`;
    const keys = await browserKeys();
    // One more than a step: the first step queues a second.
    for (let n = 0; n <= PUSH_STEP_SIZE; n++) {
      const owner = n % 2 === 0 ? english : arabic;
      await expectJson(subscribe(owner.authToken, `${prefix}${n}`, keys), 200);
    }
    const ids = await subscriptionIds(prefix);
    const goneEndpoint = `${prefix}1`;

    const requests: { url: string; init: RequestInit }[] = [];
    const send = (async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Response(null, { status: url === goneEndpoint ? 410 : 201 });
    }) as typeof fetch;
    const db = createDb(env.DB);
    const first: PushStep = { announcementId: announcement.id, after: ids[0]! - 1 };
    const next = await pushStep(db, env, first, send);
    expect(requests).toHaveLength(PUSH_STEP_SIZE);
    expect(next).toEqual({ announcementId: announcement.id, after: ids[PUSH_STEP_SIZE - 1] });
    const headers = new Headers(requests[0]!.init.headers);
    // RFC 8291's encoding, RFC 8292's VAPID authorization, RFC 8030's TTL and urgency.
    expect(headers.get("content-encoding")).toBe("aes128gcm");
    expect(headers.get("authorization")).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(Number(headers.get("ttl"))).toBeGreaterThan(0);
    expect(headers.get("urgency")).toBe("high");
    expect(await subscriptionsOf(arabic.id)).not.toContain(goneEndpoint);

    expect(await pushStep(db, env, next!, send)).toBeNull();
    expect(requests).toHaveLength(PUSH_STEP_SIZE + 1);
    expect(requests.at(-1)!.url).toBe(`${prefix}${PUSH_STEP_SIZE}`);
  });
});
