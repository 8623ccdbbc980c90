/**
 * An account's second factor (docs/api.md#second-factor; docs/data-model.md#users and
 * #mfa_recovery_codes; docs/decisions/0019-second-factor-and-audit-log.md): TOTP set up, turned on
 * with a first right code (which also makes 10 recovery codes), checked at sign-in, turned off
 * with a code; and the sign-in challenges (`mfaToken`) between the password and the code.
 *
 * Each code works once: a TOTP code only for a later time step than the last one accepted
 * (`users.totp_last_step`, RFC 6238 section 5.2), a recovery code until it is marked used. Both
 * checks are one conditional UPDATE, so two requests racing with one code cannot both pass.
 */
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { MFA_CHALLENGE_MAX_FAILURES, mfaChallenges, mfaRecoveryCodes, users, type UserRow } from "../../db/schema";
import { MFA_MESSAGES, RECOVERY_CODE_COUNT, type TotpSetup } from "../contract/mfa";
import type { Database } from "../db";
import { sha256Hex } from "../lib/crypto";
import { qrSvg } from "../lib/qr";
import { ConflictError, InvalidInputError, UnauthenticatedError } from "./errors";
import { newOneTimeToken } from "./one-time-token";
import { newTotpSecret, totpStepOf, totpUri } from "./totp";

/** Lifetime of an `mfaToken`: 5 minutes, in ms (time to open an authenticator app). */
const MFA_CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** Letters and digits of recovery codes, without the look-alikes 0/o, 1/l/i. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** True when the account signs in with a second factor. */
export function hasSecondFactor(user: Pick<UserRow, "totpEnabledAt">): boolean {
  return user.totpEnabledAt !== null;
}

/**
 * Starts (or restarts) the TOTP setup: a new secret, stored but not in force until
 * {@link enableTotp}.
 * @throws ConflictError (409) {@link MFA_MESSAGES.alreadyOn} when TOTP is on.
 */
export async function startTotpSetup(db: Database, user: UserRow): Promise<TotpSetup> {
  if (hasSecondFactor(user)) throw new ConflictError(MFA_MESSAGES.alreadyOn);
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
  if (hasSecondFactor(user)) throw new ConflictError(MFA_MESSAGES.alreadyOn);
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
  if (!hasSecondFactor(user) || !user.totpSecret) return false;
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
 * Turns the second factor off after a right code (TOTP or recovery): the secret and every
 * recovery code are deleted.
 * @throws ConflictError (409) {@link MFA_MESSAGES.notOn}; InvalidInputError (400)
 *   {@link MFA_MESSAGES.wrongCode}.
 */
export async function disableSecondFactor(db: Database, user: UserRow, code: string, now = Date.now()): Promise<void> {
  if (!hasSecondFactor(user)) throw new ConflictError(MFA_MESSAGES.notOn);
  if (!(await verifySecondFactor(db, user, code, now))) throw new InvalidInputError(MFA_MESSAGES.wrongCode);
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

/** The outcome of {@link redeemMfaChallenge} with a wrong code: whose sign-in it was. */
export class WrongSecondFactorError extends UnauthenticatedError {
  constructor(readonly user: UserRow) {
    super(MFA_MESSAGES.wrongCode);
  }
}

/**
 * Finishes a sign-in: the challenge of `mfaToken` with a right code is deleted (single use) and
 * its user returned. A wrong code counts against the challenge, which is deleted at the
 * {@link MFA_CHALLENGE_MAX_FAILURES}th.
 * @param limit consumes one attempt of the account's rate limit before the code is checked
 *   (middleware/rate-limit.ts, enforceMfaRateLimit); throws when it is spent.
 * @param now epoch ms.
 * @throws UnauthenticatedError (401) {@link MFA_MESSAGES.challengeInvalid} for an unknown, used or
 *   expired token; {@link WrongSecondFactorError} (401) {@link MFA_MESSAGES.wrongCode}.
 */
export async function redeemMfaChallenge(
  db: Database,
  mfaToken: string,
  code: string,
  limit: (userId: number) => Promise<void>,
  now = Date.now(),
): Promise<{ user: UserRow; rememberMe: boolean }> {
  const tokenHash = await sha256Hex(mfaToken);
  const live = and(eq(mfaChallenges.tokenHash, tokenHash), gt(mfaChallenges.expiresAt, new Date(now)));
  const [found] = await db
    .select({ user: users, rememberMe: mfaChallenges.rememberMe })
    .from(mfaChallenges)
    .innerJoin(users, eq(users.id, mfaChallenges.userId))
    .where(live);
  if (!found) throw new UnauthenticatedError(MFA_MESSAGES.challengeInvalid);
  await limit(found.user.id);
  if (!(await verifySecondFactor(db, found.user, code, now))) {
    const [counted] = await db
      .update(mfaChallenges)
      .set({ failures: sql`${mfaChallenges.failures} + 1` })
      .where(eq(mfaChallenges.tokenHash, tokenHash))
      .returning({ failures: mfaChallenges.failures });
    if (counted && counted.failures >= MFA_CHALLENGE_MAX_FAILURES)
      await db.delete(mfaChallenges).where(eq(mfaChallenges.tokenHash, tokenHash));
    throw new WrongSecondFactorError(found.user);
  }
  const redeemed = await db.delete(mfaChallenges).where(live).returning({ userId: mfaChallenges.userId });
  if (redeemed.length !== 1) throw new UnauthenticatedError(MFA_MESSAGES.challengeInvalid);
  return found;
}
