/**
 * Verifying a pass token, one definition for both sides (docs/decisions/0005-pass-token-and-check-in.md):
 * the Worker verifies with its own public key (worker/services/pass-token.ts) and the check-in desk's
 * browser with the published JWK Set (GET /api/pass/public-key) while it has no network, so a forged,
 * altered, expired or foreign token is refused the same way offline and online.
 *
 * A token is a compact JWT (RFC 7519) signed with EdDSA over Ed25519 (RFC 8037) whose payload has
 * the {@link PassTokenClaims}. jose checks the signature, the algorithm and, when present, `exp`
 * and `nbf` (RFC 7519 sections 4.1.4 and 4.1.5; pass tokens carry neither, so a token that does
 * was not made here and is refused once it has expired).
 */
import { jwtVerify, type JWTVerifyGetKey } from "jose";
import { EVENT_CODES } from "./event";
import type { PassTokenClaims } from "./pass";
import { z } from "./zod";

/** JWS algorithm of pass tokens (RFC 8037 section 3.1). */
export const PASS_TOKEN_ALG = "EdDSA";

/** The claims of a pass; a token from before versions existed has no `pv` and reads as version 1. */
const passClaimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d{0,15}$/),
  cn: z.number().int().nonnegative(),
  name: z.string(),
  ev: z.array(z.enum(EVENT_CODES)).min(1),
  pv: z.number().int().positive().default(1),
});

/**
 * Verifies `token` with `key`: a public CryptoKey (the Worker) or a key resolver such as jose's
 * `createLocalJWKSet(jwks)` over the published JWK Set (the desk's browser).
 * @returns the claims, or null when the token is malformed, signed by another key, altered, not
 *   EdDSA, expired or not yet valid, or does not have the claims of a pass. Never throws for a
 *   bad token.
 */
export async function verifyPassClaims(
  token: string,
  key: CryptoKey | JWTVerifyGetKey,
): Promise<PassTokenClaims | null> {
  const options = { algorithms: [PASS_TOKEN_ALG] };
  try {
    const { payload } =
      typeof key === "function" ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options);
    const claims = passClaimsSchema.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
