/**
 * An account's second factor (docs/api.md#second-factor; docs/data-model.md#users and
 * #mfa_recovery_codes; docs/decisions/0019-second-factor-and-audit-log.md): TOTP set up, turned on
 * with a first right code (which also makes 10 recovery codes), checked at sign-in, turned off
 * with a code; passkeys (services/passkeys.ts) as the other factor; and the sign-in challenges
 * (`mfaToken`) between the password and the code or passkey.
 *
 * Each code works once: a TOTP code only for a later time step than the last one accepted
 * (`users.totp_last_step`, RFC 6238 section 5.2), a recovery code until it is marked used. Both
 * checks are one conditional UPDATE, so two requests racing with one code cannot both pass.
 */
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { MFA_CHALLENGE_MAX_FAILURES, mfaChallenges, mfaRecoveryCodes, users, type UserRow } from "../../db/schema";
import {
  MFA_MESSAGES,
  RECOVERY_CODE_COUNT,
  type MfaMethod,
  type MfaProof,
  type PasskeyAuthenticationOptions,
  type TotpSetup,
} from "../contract/mfa";
import type { Database } from "../db";
import { sha256Hex } from "../lib/crypto";
import { qrSvg } from "../lib/qr";
import { ConflictError, InvalidInputError, UnauthenticatedError } from "./errors";
import { newOneTimeToken } from "./one-time-token";
import { type RelyingParty, passkeyAuthenticationOptions, verifyPasskey } from "./passkeys";
import { newTotpSecret, totpStepOf, totpUri } from "./totp";

/** Lifetime of an `mfaToken`: 5 minutes, in ms (time to open an authenticator app). */
const MFA_CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** Letters and digits of recovery codes, without the look-alikes 0/o, 1/l/i. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** True when TOTP is on for the account. */
function hasTotp(user: Pick<UserRow, "totpEnabledAt">): boolean {
  return user.totpEnabledAt !== null;
}

/** The second factors the account has: TOTP when on, passkey when it has one. */
export function secondFactorsOf(user: Pick<UserRow, "totpEnabledAt" | "passkeyCount">): MfaMethod[] {
  return [...(hasTotp(user) ? (["totp"] as const) : []), ...(user.passkeyCount > 0 ? (["passkey"] as const) : [])];
}

/** True when the account signs in with a second factor (TOTP, a passkey, or both). */
export function hasSecondFactor(user: Pick<UserRow, "totpEnabledAt" | "passkeyCount">): boolean {
  return secondFactorsOf(user).length > 0;
}

/**
 * Starts (or restarts) the TOTP setup: a new secret, stored but not in force until
 * {@link enableTotp}.
 * @throws ConflictError (409) {@link MFA_MESSAGES.alreadyOn} when TOTP is on.
 */
export async function startTotpSetup(db: Database, user: UserRow): Promise<TotpSetup> {
  if (hasTotp(user)) throw new ConflictError(MFA_MESSAGES.alreadyOn);
  const secret = newTotpSecret();
  await db.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, user.id));
  const otpauthUri = totpUri(secret, user.email);
  return {
    secret,
    otpauthUri,
    qrCode: `data:image/svg+xml,${encodeURIComponent(qrSvg(otpauthUri, { moduleSize: 4 }))}`,
  };
}

/** A recovery code: 10 characters of {@link RECOVERY_ALPHABET}, shown as `xxxxx-xxxxx`. */
function newRecoveryCode(): string {
  // 256 is not a multiple of 31: rejection sampling keeps the characters uniform.
  const chars: string[] = [];
  while (chars.length < 10) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < 248 && chars.length < 10) chars.push(RECOVERY_ALPHABET[byte % 31]!);
    }
  }
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** The stored form of a recovery code: SHA-256 (hex) of its characters, lower-case, without dash or spaces. */
function recoveryCodeHash(code: string): Promise<string> {
  return sha256Hex(code.toLowerCase().replace(/[\s-]/g, ""));
}

/**
 * Turns TOTP on with a first right code for the secret of {@link startTotpSetup}, and replaces the
 * account's recovery codes with {@link RECOVERY_CODE_COUNT} new ones. One batch.
 * @param now epoch ms.
 * @returns the recovery codes, in clear for the only time.
 * @throws ConflictError (409) when TOTP is already on; InvalidInputError (400)
 *   {@link MFA_MESSAGES.noSetup} without a setup, {@link MFA_MESSAGES.wrongCode} for a wrong code.
 */
export async function enableTotp(db: Database, user: UserRow, code: string, now = Date.now()): Promise<string[]> {
  if (hasTotp(user)) throw new ConflictError(MFA_MESSAGES.alreadyOn);
  if (!user.totpSecret) throw new InvalidInputError(MFA_MESSAGES.noSetup);
  const step = totpStepOf(user.totpSecret, code, now);
  if (step === null) throw new InvalidInputError(MFA_MESSAGES.wrongCode);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map(recoveryCodeHash));
  await db.batch([
    db
      .update(users)
      .set({ totpEnabledAt: new Date(now), totpLastStep: step })
      .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt))),
    db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id)),
    db.insert(mfaRecoveryCodes).values(hashes.map((codeHash) => ({ userId: user.id, codeHash }))),
  ]);
  return codes;
}

/**
 * Checks a second-factor code of an account with TOTP on, and spends it: a TOTP code of a step
 * after the last accepted one, or an unused recovery code. One query.
 * @param now epoch ms.
 * @returns true when the code was right and is now used.
 */
async function verifySecondFactor(
  db: Database,
  user: Pick<UserRow, "id" | "totpSecret" | "totpEnabledAt">,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  if (!hasTotp(user) || !user.totpSecret) return false;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const step = totpStepOf(user.totpSecret, trimmed, now);
    if (step === null) return false;
    const spent = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return spent.length === 1;
  }
  const spent = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, user.id),
        eq(mfaRecoveryCodes.codeHash, await recoveryCodeHash(trimmed)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return spent.length === 1;
}

/**
 * Checks and spends a proof of one of the account's second factors: a code (TOTP or recovery,
 * see verifySecondFactor) or a passkey's answer to the options of `purpose`
 * (services/passkeys.ts, verifyPasskey).
 * @param now epoch ms.
 * @returns true when the proof was right and is now used.
 */
async function proveSecondFactor(
  db: Database,
  user: UserRow,
  proof: MfaProof,
  purpose: "sign-in" | "confirm",
  rp: RelyingParty,
  now = Date.now(),
): Promise<boolean> {
  if (proof.passkey) return verifyPasskey(db, user.id, purpose, rp, proof.passkey, now);
  return proof.code !== undefined && verifySecondFactor(db, user, proof.code, now);
}

/** The message of a wrong proof: about the passkey or about the code. */
function wrongProofMessage(proof: MfaProof): string {
  return proof.passkey ? MFA_MESSAGES.wrongPasskey : MFA_MESSAGES.wrongCode;
}

/**
 * Checks a proof of a current second factor for a change to the account's factors (turning TOTP
 * off, removing a passkey), as the sign-in's second step does.
 * @throws InvalidInputError (400) {@link MFA_MESSAGES.wrongCode} or {@link MFA_MESSAGES.wrongPasskey}.
 */
export async function assertSecondFactor(
  db: Database,
  user: UserRow,
  proof: MfaProof,
  rp: RelyingParty,
  now = Date.now(),
): Promise<void> {
  if (!(await proveSecondFactor(db, user, proof, "confirm", rp, now)))
    throw new InvalidInputError(wrongProofMessage(proof));
}

/**
 * Turns TOTP off after a proof of a current second factor (a TOTP or recovery code, or a
 * passkey): the secret and every recovery code are deleted. Passkeys stay.
 * @throws ConflictError (409) {@link MFA_MESSAGES.notOn} when TOTP is off; InvalidInputError (400)
 *   for a wrong proof ({@link assertSecondFactor}).
 */
export async function disableSecondFactor(
  db: Database,
  user: UserRow,
  proof: MfaProof,
  rp: RelyingParty,
  now = Date.now(),
): Promise<void> {
  if (!hasTotp(user)) throw new ConflictError(MFA_MESSAGES.notOn);
  await assertSecondFactor(db, user, proof, rp, now);
  await db.batch([
    db.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, user.id)),
    db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id)),
  ]);
}

/**
 * Stores a sign-in challenge for `userId` after a right password (or login link).
 * @param now epoch ms.
 * @returns the `mfaToken` (the only copy; never log it).
 */
export async function createMfaChallenge(
  db: Database,
  userId: number,
  rememberMe: boolean,
  now = Date.now(),
): Promise<string> {
  const { token, hash } = await newOneTimeToken();
  await db.batch([
    // Expired challenges of anyone are deleted on the way (the table holds minutes of sign-ins).
    db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, new Date(now))),
    db
      .insert(mfaChallenges)
      .values({ tokenHash: hash, userId, rememberMe, expiresAt: new Date(now + MFA_CHALLENGE_TTL_MS) }),
  ]);
  return token;
}

/** The outcome of {@link redeemMfaChallenge} with a wrong code or passkey: whose sign-in it was. */
export class WrongSecondFactorError extends UnauthenticatedError {
  constructor(
    readonly user: UserRow,
    message: string,
  ) {
    super(message);
  }
}

/** The live challenge of `mfaToken` (unexpired) and its user, or undefined. */
async function liveChallenge(db: Database, mfaToken: string, now: number) {
  const tokenHash = await sha256Hex(mfaToken);
  const live = and(eq(mfaChallenges.tokenHash, tokenHash), gt(mfaChallenges.expiresAt, new Date(now)));
  const [found] = await db
    .select({ user: users, rememberMe: mfaChallenges.rememberMe })
    .from(mfaChallenges)
    .innerJoin(users, eq(users.id, mfaChallenges.userId))
    .where(live);
  return found && { ...found, tokenHash, live };
}

/**
 * Passkey options for the sign-in of `mfaToken` (services/passkeys.ts, passkeyAuthenticationOptions).
 * @param now epoch ms.
 * @throws UnauthenticatedError (401) {@link MFA_MESSAGES.challengeInvalid} for an unknown, used or
 *   expired token; ConflictError (409) {@link MFA_MESSAGES.noPasskeys} for an account without a passkey.
 */
export async function mfaPasskeyOptions(
  db: Database,
  mfaToken: string,
  rp: RelyingParty,
  now = Date.now(),
): Promise<PasskeyAuthenticationOptions> {
  const found = await liveChallenge(db, mfaToken, now);
  if (!found) throw new UnauthenticatedError(MFA_MESSAGES.challengeInvalid);
  return passkeyAuthenticationOptions(db, found.user.id, "sign-in", rp, now);
}

/**
 * Finishes a sign-in: the challenge of `mfaToken` with a right code or passkey is deleted (single
 * use) and its user returned. A wrong one counts against the challenge, which is deleted at the
 * {@link MFA_CHALLENGE_MAX_FAILURES}th.
 * @param proof a code, or a passkey's answer to {@link mfaPasskeyOptions}.
 * @param limit consumes one attempt of the account's rate limit before the proof is checked
 *   (middleware/rate-limit.ts, enforceMfaRateLimit); throws when it is spent.
 * @param now epoch ms.
 * @throws UnauthenticatedError (401) {@link MFA_MESSAGES.challengeInvalid} for an unknown, used or
 *   expired token; {@link WrongSecondFactorError} (401) {@link MFA_MESSAGES.wrongCode} or
 *   {@link MFA_MESSAGES.wrongPasskey}.
 */
export async function redeemMfaChallenge(
  db: Database,
  mfaToken: string,
  proof: MfaProof,
  rp: RelyingParty,
  limit: (userId: number) => Promise<void>,
  now = Date.now(),
): Promise<{ user: UserRow; rememberMe: boolean }> {
  const found = await liveChallenge(db, mfaToken, now);
  if (!found) throw new UnauthenticatedError(MFA_MESSAGES.challengeInvalid);
  const { tokenHash, live } = found;
  await limit(found.user.id);
  if (!(await proveSecondFactor(db, found.user, proof, "sign-in", rp, now))) {
    const [counted] = await db
      .update(mfaChallenges)
      .set({ failures: sql`${mfaChallenges.failures} + 1` })
      .where(eq(mfaChallenges.tokenHash, tokenHash))
      .returning({ failures: mfaChallenges.failures });
    if (counted && counted.failures >= MFA_CHALLENGE_MAX_FAILURES)
      await db.delete(mfaChallenges).where(eq(mfaChallenges.tokenHash, tokenHash));
    throw new WrongSecondFactorError(found.user, wrongProofMessage(proof));
  }
  const redeemed = await db.delete(mfaChallenges).where(live).returning({ userId: mfaChallenges.userId });
  if (redeemed.length !== 1) throw new UnauthenticatedError(MFA_MESSAGES.challengeInvalid);
  return { user: found.user, rememberMe: found.rememberMe };
}
