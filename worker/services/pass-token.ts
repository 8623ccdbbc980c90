/**
 * Pass tokens: the text inside a pass QR code. A compact JWT (RFC 7519) signed with EdDSA over
 * Ed25519 (RFC 8037) carrying {@link PassTokenClaims}: the user id (`sub`), candidate number
 * (`cn`), name, events (`ev`) and pass version (`pv`). The check-in desk verifies it in the
 * browser with the JWK Set published at GET /api/pass/public-key, and the Worker verifies it again
 * here when the desk's check-ins sync (worker/services/check-in.ts); both refuse a version lower
 * than the person's current one (a reissued pass).
 *
 * The private key is the wrangler secret PASS_SIGNING_KEY: an Ed25519 private JWK as JSON
 * (`{"kty":"OKP","crv":"Ed25519","d":...,"x":...,"kid":...}`); `npm start` writes a local one to
 * .dev.vars and vitest.config.ts gives the tests one. Without a `kid`, the RFC 7638 thumbprint is
 * used. Tokens have no `iat`/`exp`: Ed25519 signatures are deterministic, so a pass keeps the
 * same QR code until its details or its version change; a deleted registration and a reissued
 * pass are refused by the database lookup at the door. A token from before versions existed has
 * no `pv` and reads as version 1.
 *
 * Exported for other features: {@link signPassToken}`(env, user) => Promise<string>` and
 * {@link verifyPassToken}`(env, token) => Promise<PassTokenClaims | null>`.
 */
import { SignJWT, calculateJwkThumbprint, importJWK, type JWK } from "jose";
import type { UserRow } from "../../db/schema";
import { PASS_EVENTS, PASS_TOKEN_NAME_MAX, type PassTokenClaims } from "../contract/pass";
import { PASS_TOKEN_ALG, verifyPassClaims } from "../contract/pass-token";
import { sha256Hex } from "../lib/crypto";

/** The fields of a user that a pass token names. */
export type PassTokenSubject = Pick<UserRow, "id" | "candidateNumber" | "firstName" | "lastName" | "passVersion">;

/** The JWK Set (RFC 7517 section 5) published at GET /api/pass/public-key. */
export interface PassPublicKeySet {
  keys: JWK[];
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as published (kty, crv, x, kid, alg, use), in a JWK Set. */
  jwks: PassPublicKeySet;
  /** Strong ETag of the published set: quoted SHA-256 hex of its JSON. */
  jwksEtag: string;
}

let cache: { secret: string; key: Promise<SigningKey> } | undefined;

async function loadKey(secret: string): Promise<SigningKey> {
  let jwk: JWK;
  try {
    jwk = JSON.parse(secret) as JWK;
  } catch {
    throw new Error("PASS_SIGNING_KEY is not JSON (expected an Ed25519 private JWK)");
  }
  if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519" || !jwk.d || !jwk.x) {
    throw new Error("PASS_SIGNING_KEY must be an Ed25519 private JWK (kty OKP, crv Ed25519, d, x)");
  }
  const kid = jwk.kid ?? (await calculateJwkThumbprint({ kty: "OKP", crv: "Ed25519", x: jwk.x }));
  const publicJwk: JWK = { kty: "OKP", crv: "Ed25519", x: jwk.x, kid, alg: PASS_TOKEN_ALG, use: "sig" };
  const [privateKey, publicKey] = await Promise.all([
    importJWK({ kty: "OKP", crv: "Ed25519", d: jwk.d, x: jwk.x }, PASS_TOKEN_ALG),
    importJWK({ kty: "OKP", crv: "Ed25519", x: jwk.x }, PASS_TOKEN_ALG),
  ]);
  const jwks: PassPublicKeySet = { keys: [publicJwk] };
  const jwksEtag = `"${await sha256Hex(JSON.stringify(jwks))}"`;
  return { kid, privateKey: privateKey as CryptoKey, publicKey: publicKey as CryptoKey, jwks, jwksEtag };
}

/**
 * The parsed signing key, cached per isolate.
 * @throws Error when PASS_SIGNING_KEY is missing or not an Ed25519 private JWK (a deploy mistake).
 */
function signingKey(env: Pick<Env, "PASS_SIGNING_KEY">): Promise<SigningKey> {
  const secret = env.PASS_SIGNING_KEY ?? "";
  if (cache?.secret !== secret) {
    const key = loadKey(secret);
    key.catch(() => (cache = undefined));
    cache = { secret, key };
  }
  return cache.key;
}

/** The key id (`kid`) that signs new pass tokens; part of the stored files' keys. */
export async function passSigningKeyId(env: Pick<Env, "PASS_SIGNING_KEY">): Promise<string> {
  return (await signingKey(env)).kid;
}

/**
 * The JWK Set of the public keys that verify pass tokens, and its ETag. The ETag is derived from
 * the set itself, so rotating PASS_SIGNING_KEY (or its `kid`) changes it; caches keyed on it
 * never serve a retired key as current.
 */
export async function passPublicJwks(
  env: Pick<Env, "PASS_SIGNING_KEY">,
): Promise<{ jwks: PassPublicKeySet; etag: string }> {
  const key = await signingKey(env);
  return { jwks: key.jwks, etag: key.jwksEtag };
}

/** The name a token carries: first and last name, cut to {@link PASS_TOKEN_NAME_MAX} code points. */
function passTokenName(user: Pick<UserRow, "firstName" | "lastName">): string {
  return [...`${user.firstName} ${user.lastName}`.trim()].slice(0, PASS_TOKEN_NAME_MAX).join("");
}

/**
 * Signs the pass token of `user` (at its current pass version) for every event of
 * {@link PASS_EVENTS}. Deterministic for the same key, details and version. About 240-310 ASCII
 * characters (a version 11-13 QR code at level M).
 */
export async function signPassToken(env: Pick<Env, "PASS_SIGNING_KEY">, user: PassTokenSubject): Promise<string> {
  const key = await signingKey(env);
  return new SignJWT({
    cn: user.candidateNumber,
    name: passTokenName(user),
    ev: [...PASS_EVENTS],
    pv: user.passVersion,
  })
    .setProtectedHeader({ alg: PASS_TOKEN_ALG, kid: key.kid })
    .setSubject(String(user.id))
    .sign(key.privateKey);
}

/**
 * Verifies a pass token against the current key, as the check-in desk does offline with the
 * published key ({@link verifyPassClaims}, worker/contract/pass-token.ts).
 * @returns the claims, or null when the token is malformed, signed by another key, altered,
 *   not EdDSA, expired, or does not have the claims of a pass.
 */
export async function verifyPassToken(
  env: Pick<Env, "PASS_SIGNING_KEY">,
  token: string,
): Promise<PassTokenClaims | null> {
  return verifyPassClaims(token, (await signingKey(env)).publicKey);
}
