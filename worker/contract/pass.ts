/**
 * The digital pass and door check-in, shared by the Worker and the web app (docs/product.md#pass-page,
 * docs/api.md#pass; the check-in is docs/decisions/0005-pass-token-and-check-in.md).
 *
 * - The pass token in the QR code is a JWT signed with EdDSA (Ed25519, RFC 8037) whose claims are
 *   {@link PassTokenClaims}; the public keys are published at GET /api/pass/public-key as a
 *   JWK Set (RFC 7517 section 5), so a scanner can verify a pass without the database.
 * - Check-in is per person and event: the first scan checks in, later scans report the time
 *   (./check-in.ts).
 */
import type { z } from "./zod";
import { EVENT_CODES, type EventCode } from "./event";
import { LIMITS, personText } from "./fields";
import { profileUpdateSchema } from "./profile";

/** Events every pass admits (docs/decisions/0005-pass-token-and-check-in.md). */
export const PASS_EVENTS: readonly EventCode[] = EVENT_CODES;

/** Claims of a pass token (JWT, RFC 7519). */
export interface PassTokenClaims {
  /** The user's id as a decimal string (RFC 7519 `sub` is a string). */
  sub: string;
  /** Candidate number (docs/data-model.md#candidate-number). */
  cn: number;
  /** First and last name as on the pass, at most {@link PASS_TOKEN_NAME_MAX} characters. */
  name: string;
  /** Events the pass admits. */
  ev: EventCode[];
  /**
   * Pass version (users.passVersion, from 1) the token was signed at; a reissue raises the
   * person's version and the door refuses lower ones. Everything a door needs to tell a current
   * pass from a withdrawn one offline is here plus a list of current versions.
   */
  pv: number;
}

/** Longest name carried in a token (code points), so the QR code stays easy to scan. */
export const PASS_TOKEN_NAME_MAX = 60;

/**
 * The pass edit (docs/messages.md#pass-details: firstName, lastName, position (title) and company, all
 * required after trimming), sent to PATCH /api/profile. The pass labels the title "Position", so
 * its message names it so ("Position is required").
 */
export const passDetailsSchema = profileUpdateSchema
  .pick({ firstName: true, lastName: true, company: true })
  .required()
  .extend({ title: personText(/*i18n*/ "Position is required", LIMITS.title) });
export type PassDetails = z.output<typeof passDetailsSchema>;

// ---------------------------------------------------------------------------------------------
// Reissue (the door check-in itself is ./check-in.ts)

/** POST /api/admin/passes/{userId}/reissue answer. */
export interface PassReissueResult {
  message: string;
  /** The person's new pass version. */
  passVersion: number;
}

/** POST /api/admin/passes/{userId}/reissue success message (toasted in the page's language, docs/i18n.md). */
export const PASS_REISSUED_MESSAGE =
  /*i18n*/ "Pass reissued. The earlier QR code no longer admits; the new one is on the pass page.";
