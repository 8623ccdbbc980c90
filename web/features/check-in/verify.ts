/**
 * The door's decision on the device, with or without a network (docs/product.md#door-check-in;
 * docs/decisions/0005-pass-token-and-check-in.md): a pass code is verified in the browser against
 * the kept pass public key (jose, EdDSA over Ed25519, RFC 8037), then {@link doorVerdict} (the rule
 * the Worker applies again at sync) decides against the kept list; an admitted person is
 * recorded on the device and queued for the sync. A forged, altered, expired, reissued or
 * other-event pass is refused here exactly as the server refuses it.
 */
import { createLocalJWKSet, type JSONWebKeySet } from "jose";
import {
  alreadyCheckedInMessage,
  CHECK_IN_MESSAGES,
  doorVerdict,
  type DoorPresentation,
  type DoorVerdict,
  type RosterPerson,
} from "../../../worker/contract/check-in";
import type { EventCode } from "../../../worker/contract/event";
import type { PassTokenClaims } from "../../../worker/contract/pass";
import { verifyPassClaims } from "../../../worker/contract/pass-token";
import type { DeskStore } from "./desk-store";

/** Verifies a pass code: its claims, or null when it is not a valid pass. */
export type PassVerifier = (token: string) => Promise<PassTokenClaims | null>;

/** A verifier over a kept JWK Set; without one (never loaded) every code is invalid. */
export function passVerifier(jwks: JSONWebKeySet | null): PassVerifier {
  if (!jwks) return async () => null;
  const keys = createLocalJWKSet(jwks);
  return (token) => verifyPassClaims(token, keys);
}

/** What is presented at the desk: a pass code (scanned, typed or pasted) or a person found by search. */
export type Presented = { token: string } | { userId: number };

/** The desk's answer to one presentation. */
export interface DoorOutcome {
  verdict: DoorVerdict;
  /** The line to show: "Checked in", "Already checked in at 08:23[ at another desk]" or the refusal. */
  message: string;
  /** The person, when the kept list has them. */
  person?: RosterPerson;
  event: EventCode;
}

export interface DoorContext {
  store: DeskStore;
  verify: PassVerifier;
  event: EventCode;
  /** The event's display name, for "This pass is not valid for {name}.". */
  eventName: string;
  /** Epoch ms of the check-in (the device's clock). */
  now: number;
  /** A new UUID for the check-in (crypto.randomUUID in the browser). */
  newId: () => string;
}

/**
 * Decides on `presented` and, when the person is admitted and not yet checked in, records the
 * check-in on the device and queues it (one IndexedDB transaction).
 * @returns the verdict and its message; never throws for a bad code.
 */
export async function checkInAtDoor(presented: Presented, context: DoorContext): Promise<DoorOutcome> {
  const { store, event, eventName, now } = context;
  const code = "token" in presented ? presented.token.trim() : null;
  const presentation: DoorPresentation =
    "token" in presented ? { claims: code ? await context.verify(code) : null } : { userId: presented.userId };
  const verdict = doorVerdict(presentation, event, eventName, store.lookup);
  const person = verdict.status === "refused" ? undefined : store.person(verdict.userId);
  if (verdict.status === "checked_in") {
    await store.record(
      {
        id: context.newId(),
        event,
        checkedAt: now,
        ...(code !== null ? { token: code } : { userId: verdict.userId }),
        personId: verdict.userId,
      },
      store.meta.deskName,
    );
    return { verdict, message: CHECK_IN_MESSAGES.checkedIn, person, event };
  }
  if (verdict.status === "already_checked_in") {
    const elsewhere = !store.firstCheckIn(verdict.userId, event)?.mine;
    return { verdict, message: alreadyCheckedInMessage(verdict.first.checkedAt, elsewhere), person, event };
  }
  return { verdict, message: verdict.message, event };
}
