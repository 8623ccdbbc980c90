/**
 * Pass tokens for the check-in desk's tests: an Ed25519 key pair published as a JWK Set, as
 * GET /api/pass/public-key does, and tokens signed with it (or with another key, for forgeries),
 * shaped as worker/services/pass-token.ts makes them (EdDSA, RFC 8037; claims of
 * worker/contract/pass.ts PassTokenClaims).
 */
import { exportJWK, generateKeyPair, type JSONWebKeySet, SignJWT } from "jose";
import type { PassTokenClaims } from "../../worker/contract/pass";

const KID = "test-pass-key";

export interface PassKeys {
  jwks: JSONWebKeySet;
  /** Signs `claims`; `expiresAt` (epoch seconds) adds an `exp`. */
  sign: (claims: PassTokenClaims, expiresAt?: number) => Promise<string>;
}

/** A new key pair and its JWK Set. */
export async function passKeys(): Promise<PassKeys> {
  const { publicKey, privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: "EdDSA", use: "sig" };
  return {
    jwks: { keys: [jwk] },
    sign: (claims, expiresAt) => {
      const jwt = new SignJWT({ ...claims }).setProtectedHeader({ alg: "EdDSA", kid: KID });
      return (expiresAt === undefined ? jwt : jwt.setExpirationTime(expiresAt)).sign(privateKey);
    },
  };
}
