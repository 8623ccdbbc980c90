/**
 * Passkeys (WebAuthn Level 3 credentials) as a second factor (docs/api.md#second-factor;
 * docs/data-model.md#passkeys; docs/decisions/0020-passkeys.md), with `@simplewebauthn/server`,
 * which verifies with WebCrypto only and so runs in workerd as in the tests.
 *
 * Every ceremony starts with options whose random challenge is stored in `passkey_challenges` for
 * one account and one purpose (5 minutes; a newer challenge of the same account and purpose
 * replaces it) and ends when the answer's challenge is deleted with `DELETE ... RETURNING`: a
 * challenge is answered once, so a replayed answer, or two racing with one, fails.
 *
 * The relying party is the app's public origin (PUBLIC_ORIGIN, settings.publicOrigin): its host
 * is the RP ID and the origin the only one accepted.
 */
import { generateAuthenticationOptions, generateRegistrationOptions } from "@simplewebauthn/server";
import { verifyAuthenticationResponse, verifyRegistrationResponse } from "@simplewebauthn/server";
import type { AuthenticationResponseJSON, AuthenticatorTransportFuture } from "@simplewebauthn/server";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import { base64url } from "jose";
import { passkeyChallenges, passkeys, users, type PasskeyRow, type UserRow } from "../../db/schema";
import {
  DEFAULT_PASSKEY_NAME,
  MAX_PASSKEYS,
  MFA_MESSAGES,
  type Passkey,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistration,
  type PasskeyRegistrationOptions,
} from "../contract/mfa";
import type { Database } from "../db";
import type { ServerSettings } from "../settings";
import { ConflictError, InvalidInputError, LimitReachedError, NotFoundError } from "./errors";
import { ISSUER } from "./totp";

/** Lifetime of a WebAuthn challenge: 5 minutes, in ms, as the `mfaToken` (services/mfa.ts). */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** What a challenge is for: adding a passkey, a sign-in's second step, or confirming a change. */
export type ChallengePurpose = (typeof passkeyChallenges.$inferSelect)["purpose"];

/** The relying party (WebAuthn Level 3, section 5.1.4): RP ID and the one accepted origin. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** The relying party of the app's public origin (PUBLIC_ORIGIN): its host name and origin. */
export function relyingPartyOf(settings: Pick<ServerSettings, "publicOrigin">): RelyingParty {
  const url = new URL(settings.publicOrigin);
  return { id: url.hostname, origin: url.origin };
}

function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The account's passkeys, oldest first. */
export async function listPasskeys(db: Database, userId: number): Promise<Passkey[]> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt);
  return rows.map(toPasskey);
}

async function passkeyRowsOf(db: Database, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId));
}

/** The stored transports that the library knows (a stored list is the browser's own report). */
function transportsOf(row: PasskeyRow): AuthenticatorTransportFuture[] {
  return row.transports as AuthenticatorTransportFuture[];
}

/**
 * Stores `challenge` for `userId` and `purpose`, replacing an earlier one of the same purpose;
 * expired challenges of anyone are deleted on the way. One batch.
 * @param now epoch ms.
 */
async function storeChallenge(
  db: Database,
  userId: number,
  purpose: ChallengePurpose,
  challenge: string,
  now: number,
): Promise<void> {
  await db.batch([
    db
      .delete(passkeyChallenges)
      .where(
        or(
          lt(passkeyChallenges.expiresAt, new Date(now)),
          and(eq(passkeyChallenges.userId, userId), eq(passkeyChallenges.purpose, purpose)),
        ),
      ),
    db.insert(passkeyChallenges).values({ challenge, userId, purpose, expiresAt: new Date(now + CHALLENGE_TTL_MS) }),
  ]);
}

/**
 * Spends a live challenge of `userId` and `purpose`: true once, false for any other challenge.
 * @param now epoch ms.
 */
async function spendChallenge(
  db: Database,
  userId: number,
  purpose: ChallengePurpose,
  challenge: string,
  now: number,
): Promise<boolean> {
  const spent = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.userId, userId),
        eq(passkeyChallenges.purpose, purpose),
        gt(passkeyChallenges.expiresAt, new Date(now)),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return spent.length === 1;
}

/**
 * Options for adding a passkey to `user`'s account (navigator.credentials.create): "none"
 * attestation, a discoverable credential preferred, user verification preferred, the account's
 * passkeys excluded (an authenticator holds one per account).
 * @param now epoch ms.
 * @throws LimitReachedError (429) {@link MFA_MESSAGES.tooManyPasskeys} at {@link MAX_PASSKEYS}.
 */
export async function passkeyRegistrationOptions(
  db: Database,
  user: UserRow,
  rp: RelyingParty,
  now = Date.now(),
): Promise<PasskeyRegistrationOptions> {
  const existing = await passkeyRowsOf(db, user.id);
  if (existing.length >= MAX_PASSKEYS) throw new LimitReachedError(MFA_MESSAGES.tooManyPasskeys);
  const options = await generateRegistrationOptions({
    rpName: ISSUER,
    rpID: rp.id,
    userName: user.email,
    // The user handle (WebAuthn Level 3, section 14.6.1) holds no personal data: the account id.
    userID: new Uint8Array(new TextEncoder().encode(String(user.id))),
    userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await storeChallenge(db, user.id, "register", options.challenge, now);
  return options;
}

/** Recounts `userId`'s passkeys into `users.passkey_count` (in the batch that changed them). */
function recountPasskeys(db: Database, userId: number) {
  return db
    .update(users)
    .set({ passkeyCount: sql`(SELECT count(*) FROM ${passkeys} WHERE ${passkeys.userId} = ${userId})` })
    .where(eq(users.id, userId));
}

/**
 * Adds the passkey of `input.response`, the answer to {@link passkeyRegistrationOptions}; its
 * challenge is spent. One batch stores it and recounts the account's passkeys.
 * @param now epoch ms.
 * @throws InvalidInputError (400) {@link MFA_MESSAGES.passkeyNotAdded} for an answer that does not
 *   verify (wrong, spent or expired challenge, other origin or RP ID, bad signature or encoding);
 *   ConflictError (409) {@link MFA_MESSAGES.passkeyTaken} for a credential already stored;
 *   LimitReachedError (429) at {@link MAX_PASSKEYS}.
 */
export async function addPasskey(
  db: Database,
  user: UserRow,
  rp: RelyingParty,
  input: PasskeyRegistration,
  now = Date.now(),
): Promise<Passkey> {
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: (challenge) => spendChallenge(db, user.id, "register", challenge, now),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw new InvalidInputError(MFA_MESSAGES.passkeyNotAdded);
  const { credential } = verification.registrationInfo;
  const [taken] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.id, credential.id));
  if (taken) throw new ConflictError(MFA_MESSAGES.passkeyTaken);
  if ((await passkeyRowsOf(db, user.id)).length >= MAX_PASSKEYS)
    throw new LimitReachedError(MFA_MESSAGES.tooManyPasskeys);
  const [[row]] = await db.batch([
    db
      .insert(passkeys)
      .values({
        id: credential.id,
        userId: user.id,
        publicKey: base64url.encode(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? input.response.response.transports ?? [],
        name: input.name || DEFAULT_PASSKEY_NAME,
        createdAt: new Date(now),
      })
      .returning(),
    recountPasskeys(db, user.id),
  ]);
  return toPasskey(row!);
}

/**
 * Options for signing with one of `userId`'s passkeys (navigator.credentials.get) for `purpose`:
 * the account's credentials allowed, user verification preferred (the password or the session
 * is the other factor).
 * @param now epoch ms.
 * @throws ConflictError (409) {@link MFA_MESSAGES.noPasskeys} for an account without one.
 */
export async function passkeyAuthenticationOptions(
  db: Database,
  userId: number,
  purpose: Exclude<ChallengePurpose, "register">,
  rp: RelyingParty,
  now = Date.now(),
): Promise<PasskeyAuthenticationOptions> {
  const rows = await passkeyRowsOf(db, userId);
  if (rows.length === 0) throw new ConflictError(MFA_MESSAGES.noPasskeys);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: rows.map((row) => ({ id: row.id, transports: transportsOf(row) })),
    userVerification: "preferred",
  });
  await storeChallenge(db, userId, purpose, options.challenge, now);
  return options;
}

/**
 * Checks a passkey's answer to {@link passkeyAuthenticationOptions} of `userId` and `purpose`:
 * the credential must be one of the account's, the challenge live and unspent (it is spent
 * here), origin and RP ID the app's, the signature right and the signature counter above the
 * stored one unless both are 0 (WebAuthn Level 3, section 6.1.1). The counter and the time of
 * use are stored.
 * @param now epoch ms.
 * @returns false for any answer that does not verify; never throws for bad input.
 */
export async function verifyPasskey(
  db: Database,
  userId: number,
  purpose: Exclude<ChallengePurpose, "register">,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  now = Date.now(),
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, response.id), eq(passkeys.userId, userId)));
  if (!row) return false;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: (challenge) => spendChallenge(db, userId, purpose, challenge, now),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: row.id,
      publicKey: new Uint8Array(base64url.decode(row.publicKey)),
      counter: row.counter,
      transports: transportsOf(row),
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date(now) })
    .where(eq(passkeys.id, row.id));
  return true;
}

/**
 * Checks that `id` is one of `userId`'s passkeys.
 * @throws NotFoundError (404) {@link MFA_MESSAGES.passkeyNotFound} otherwise (another account's
 *   passkey included).
 */
export async function assertPasskeyOf(db: Database, userId: number, id: string): Promise<void> {
  const [row] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  if (!row) throw new NotFoundError(MFA_MESSAGES.passkeyNotFound);
}

/**
 * Removes passkey `id` of `userId` (nothing when it is not theirs) and recounts the account's
 * passkeys, in one batch. The caller has checked a current second factor (services/mfa.ts,
 * assertSecondFactor).
 */
export async function removePasskey(db: Database, userId: number, id: string): Promise<void> {
  await db.batch([
    db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))),
    recountPasskeys(db, userId),
  ]);
}
