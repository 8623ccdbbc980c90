/**
 * Conference-email subscription state (docs/data-model.md#newsletter_subscriptions; docs/product.md#unsubscribe-page)
 * and the signed one-click unsubscribe links (RFC 8058) carried by non-essential emails.
 *
 * An address without a row is subscribed; registration records a row, unsubscribing sets
 * `isActive` false. Unsubscribing stops non-essential ("conference") emails only: password
 * resets and other transactional mail still go out (worker/email/templates.ts says which is which).
 */
import { sql } from "drizzle-orm";
import { newsletterSubscriptions } from "../../db/schema";
import type { Database } from "../db";
import { base64url } from "jose";
import { hmacSha256Base64url, hmacSha256Key } from "../lib/crypto";

/** Records `email` as subscribed unless it has a row already (an earlier unsubscribe stands). */
export async function recordSubscription(db: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
}

/**
 * Unsubscribes `email` from conference emails. Idempotent: repeating it changes nothing and
 * keeps the first `unsubscribedAt`. Works for any address, registered or not, so the answer
 * reveals nothing about accounts.
 * @param now epoch ms.
 */
export async function unsubscribe(db: Database, email: string, now = Date.now()): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({ email, isActive: false, unsubscribedAt: new Date(now) })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        isActive: false,
        unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${now})`,
      },
    });
}

const SIGNING_CONTEXT = "unsubscribe:v1:";

/**
 * The token of a one-click unsubscribe link: HMAC-SHA256 of the lower-cased address under
 * TOKEN_SIGNING_SECRET, base64url (43 characters). It does not expire: unsubscribe links must
 * keep working (RFC 8058 section 3). Rotating the secret invalidates old links. It travels in the
 * emailed URL by design: it grants nothing but unsubscribing this one address, so a copy in a log
 * or a forwarded email cannot sign anyone in or reveal anything (worker/email/links.ts).
 */
export async function signUnsubscribeToken(secret: string, email: string): Promise<string> {
  return hmacSha256Base64url(secret, SIGNING_CONTEXT + email);
}

/** True when `token` is the signature of `email` (constant-time check by WebCrypto). */
export async function verifyUnsubscribeToken(secret: string, email: string, token: string): Promise<boolean> {
  let mac: Uint8Array;
  try {
    mac = base64url.decode(token);
  } catch {
    return false;
  }
  return crypto.subtle.verify(
    "HMAC",
    await hmacSha256Key(secret),
    mac,
    new TextEncoder().encode(SIGNING_CONTEXT + email),
  );
}
