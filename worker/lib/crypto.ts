/**
 * Small WebCrypto helpers shared by tokens, sessions and passwords. base64url (RFC 4648
 * section 5, no padding) is jose's.
 */
import { base64url } from "jose";

/** `bytes` cryptographically random bytes as base64url without padding (RFC 4648 section 5). */
export function randomToken(bytes = 32): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Lower-case hex SHA-256 of a UTF-8 string: how tokens are stored (never the token itself). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** An HMAC-SHA256 key (RFC 2104) made from a UTF-8 secret, for signing and verifying. */
export function hmacSha256Key(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

/** HMAC-SHA256 of the UTF-8 `message` under `secret`, as base64url without padding (43 characters). */
export async function hmacSha256Base64url(secret: string, message: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacSha256Key(secret), new TextEncoder().encode(message));
  return base64url.encode(new Uint8Array(mac));
}

/**
 * Constant-time equality of two byte arrays with the Workers runtime's
 * `crypto.subtle.timingSafeEqual` (https://developers.cloudflare.com/workers/runtime-apis/web-crypto/#timingsafeequal),
 * which requires equal lengths; the length itself is not secret.
 */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && crypto.subtle.timingSafeEqual(a, b);
}
