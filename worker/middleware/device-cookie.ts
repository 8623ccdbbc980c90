/**
 * Device cookies, OWASP's countermeasure to lockouts by online guessing
 * (https://owasp.org/www-community/Slow_Down_Online_Guessing_Attacks_with_Device_Cookies): a
 * successful sign-in with a password leaves a signed cookie naming that browser and that
 * address. A later sign-in to the same address that presents it is limited per device only
 * (middleware/rate-limit.ts, enforceLoginRateLimit), so other clients' wrong passwords, which
 * exhaust the address's ceiling, never refuse its owner on a known device.
 *
 * The cookie `__Host-device` is `<nonce>.<signature>`: a 128-bit random nonce (base64url, 22
 * characters) and the HMAC-SHA256 under TOKEN_SIGNING_SECRET of `device-cookie:v1:<address>|<nonce>`
 * (43 characters). The address is not in the cookie; a cookie signed for another address, forged
 * or altered does not verify and counts for nothing. HttpOnly, Secure, SameSite=Strict, 180 days.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { base64url } from "jose";
import type { AppEnv } from "../app-env";
import { hmacSha256Base64url, hmacSha256Key, randomToken } from "../lib/crypto";

/** `__Host-` prefix: Secure, path /, no Domain (RFC 6265bis section 4.1.3.2). */
export const DEVICE_COOKIE = "__Host-device";

/** Lifetime of a device cookie: 180 days, in seconds. */
const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

/** Domain separation: TOKEN_SIGNING_SECRET also signs unsubscribe links and calendar feeds. */
const SIGNING_CONTEXT = "device-cookie:v1:";

const COOKIE_PATTERN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const signed = (email: string, nonce: string) => `${SIGNING_CONTEXT}${email}|${nonce}`;

/** Sets a new device cookie for `email` (normalised) on this response: after a successful sign-in. */
export async function setDeviceCookie(c: Context<AppEnv>, email: string): Promise<void> {
  const nonce = randomToken(16);
  const signature = await hmacSha256Base64url(c.env.TOKEN_SIGNING_SECRET, signed(email, nonce));
  setCookie(c, DEVICE_COOKIE, `${nonce}.${signature}`, {
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: "/",
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

/**
 * The nonce of the request's device cookie when it is valid for `email` (signature checked in
 * constant time by WebCrypto), else null: no cookie, malformed, forged, or signed for another
 * address.
 */
export async function trustedDevice(c: Context<AppEnv>, email: string): Promise<string | null> {
  const match = COOKIE_PATTERN.exec(getCookie(c, DEVICE_COOKIE) ?? "");
  if (!match) return null;
  const [, nonce, signature] = match as unknown as [string, string, string];
  const key = await hmacSha256Key(c.env.TOKEN_SIGNING_SECRET);
  const valid = await crypto.subtle.verify(
    "HMAC",
    key,
    base64url.decode(signature),
    new TextEncoder().encode(signed(email, nonce)),
  );
  return valid ? nonce : null;
}
